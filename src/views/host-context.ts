/**
 * What the MCP Apps views (the Bazi chart's and the Zi Wei chart's) share of their host: the locale a
 * host's language tag is drawn in, and following the host's theme, style variables, fonts and locale.
 */
import { applyDocumentTheme, applyHostFonts, applyHostStyleVariables, type McpUiHostContext } from '@modelcontextprotocol/ext-apps'
import { canonicalLocale, LOCALE_ALIASES, LOCALES, type LocaleTag } from '../core/locale'
import type { Locale } from '../core/types'
import type { Theme } from '../presenters/chart-picture'

/**
 * The drawn locale of a language tag: the tool's own tags (the seven and their aliases) as the service
 * reads them; a host's BCP 47 tag by its language, script and region (ja-JP → ja, zh-Hant-TW → zh-TW,
 * zh-HK and zh-MO → zh-HK, zh-Hant → zh-TW, any other zh → zh); English otherwise.
 */
export function localeOf(tag: string | undefined): Locale {
  if (!tag) return 'en'
  if ((LOCALES as readonly string[]).includes(tag) || tag in LOCALE_ALIASES) return canonicalLocale(tag as LocaleTag)
  const [language, ...rest] = tag.toLowerCase().split(/[-_]/)
  if (language === 'ja' || language === 'ko' || language === 'vi') return language
  if (language !== 'zh') return 'en'
  if (rest.includes('hk') || rest.includes('mo')) return 'zh-HK'
  return rest.includes('hant') || rest.includes('tw') ? 'zh-TW' : 'zh'
}

/** A view's state as the host context sets it: the theme, and the locale unless the tool's arguments named one. */
export interface HostFollowingState {
  args: { locale?: unknown } | null
  locale: Locale
  theme: Theme
}

/** Follows the host's theme, style variables, fonts and (when the arguments named none) its locale. */
export function followHost(state: HostFollowingState, context: McpUiHostContext | undefined): void {
  if (!context) return
  if (context.theme) {
    state.theme = context.theme === 'dark' ? 'dark' : 'light'
    applyDocumentTheme(context.theme)
  }
  if (context.styles?.variables) applyHostStyleVariables(context.styles.variables)
  if (context.styles?.css?.fonts) applyHostFonts(context.styles.css.fonts)
  if (!state.args?.locale && context.locale) state.locale = localeOf(context.locale)
}
