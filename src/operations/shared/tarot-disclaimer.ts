/** The tarot answers' disclaimer (one card and three), in the request's locale. */
import type { Localized } from '../../core/locale'
import { toTraditional } from '../../core/traditional'
import type { Locale } from '../../core/types'

/** The disclaimer as written per language; zh-TW and zh-HK are the zh sentence converted (`disclaimerIn`). */
const DISCLAIMER: Omit<Localized, 'zh-TW' | 'zh-HK'> = {
  en: 'For entertainment and personal reflection only; not medical, legal, financial or other professional advice.',
  zh: '仅供娱乐与个人反思，不构成医疗、法律、财务或其他专业建议。',
  ja: '娯楽と自己省察のためのものであり、医療・法律・財務その他の専門的な助言ではありません。',
  ko: '오락과 자기 성찰을 위한 것이며, 의료·법률·재무 등 어떠한 전문적 조언도 아닙니다.',
  vi: 'Chỉ nhằm mục đích giải trí và tự chiêm nghiệm; không phải lời khuyên y tế, pháp lý, tài chính hay bất kỳ lời khuyên chuyên môn nào khác.',
}
const convertedDisclaimer: Partial<Record<'zh-TW' | 'zh-HK', string>> = {}
export const tarotDisclaimerIn = (locale: Locale): string =>
  locale === 'zh-TW' || locale === 'zh-HK' ? (convertedDisclaimer[locale] ??= toTraditional(DISCLAIMER.zh, locale)) : DISCLAIMER[locale]
