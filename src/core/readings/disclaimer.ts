/**
 * The disclaimer every reading that is not a calculation carries (the tarot, the face, aura and couple
 * readings): the interface's own words, "for entertainment and personal reflection only, not medical,
 * legal, financial or other professional advice", one text in every locale.
 */
import { sentence } from '../sentence'

export const READING_DISCLAIMER = sentence({
  en: 'For entertainment and personal reflection only; not medical, legal, financial or other professional advice.',
  zh: '仅供娱乐与个人反思，不构成医疗、法律、财务或其他专业建议。',
  ja: '娯楽と自己省察のためのものであり、医療・法律・財務その他の専門的な助言ではありません。',
  ko: '오락과 자기 성찰을 위한 것이며, 의료·법률·재무 등 어떠한 전문적 조언도 아닙니다.',
  vi: 'Chỉ nhằm mục đích giải trí và tự chiêm nghiệm; không phải lời khuyên y tế, pháp lý, tài chính hay bất kỳ lời khuyên chuyên môn nào khác.',
})
