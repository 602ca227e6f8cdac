/** The one way the core picks a text for the request's locale. */
import type { Locale } from './types'

/** The `zh` text for `zh`, the English one otherwise. */
export const inLocale = (locale: Locale, en: string, zh: string): string => (locale === 'zh' ? zh : en)
