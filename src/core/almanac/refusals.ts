/**
 * The almanac's and date selection's refusals in every locale, written the one way of
 * `core/sentence.ts`. Member names and codes stay as sent (`to`, `from`, `details.validCodes`).
 * `{label}` is how a locale names the member holding a bad date (`dateLabel`), `{Label}` the same at
 * the start of an English sentence.
 */
import { sentence, sentences } from '../sentence'
import type { Locale } from '../types'

const DATE_WORD = sentence({ en: 'date', zh: '日期', ja: '日付', ko: '날짜', vi: 'Ngày' })

/** The member holding a bad date: the word for "date" in `locale`, or the member as sent. */
export const dateLabel = (field: string, locale: Locale): { label: string; Label: string } => {
  const label = field === 'date' ? DATE_WORD.in(locale) : `\`${field}\``
  return { label, Label: label.charAt(0).toUpperCase() + label.slice(1) }
}

/** Why a date is refused (`{date}` as sent; the range "from..to" as each locale writes one, as the birth date's refusal does). */
export const DATE_REFUSALS = sentences({
  format: {
    en: 'Invalid {label} "{date}": expected YYYY-MM-DD.',
    zh: '{label}“{date}”无效：应为 YYYY-MM-DD。',
    ja: '{label}「{date}」は無効です。YYYY-MM-DD で指定してください。',
    ko: '{label} "{date}"이(가) 잘못되었습니다. YYYY-MM-DD 형식이어야 합니다.',
    vi: '{label} "{date}" không hợp lệ: cần dạng YYYY-MM-DD.',
  },
  noSuchDay: {
    en: 'Invalid {label} "{date}": no such day in the calendar.',
    zh: '{label}“{date}”无效：历法中没有这一天。',
    ja: '{label}「{date}」は無効です。暦にない日付です。',
    ko: '{label} "{date}"은(는) 달력에 없는 날입니다.',
    vi: '{label} "{date}" không hợp lệ: lịch không có ngày này.',
  },
  outOfRange: {
    en: '{Label} {date} is outside the supported range {from}..{to}.',
    zh: '{label} {date} 超出支持范围（{from} 至 {to}）。',
    ja: '{label} {date} は対応範囲（{from}～{to}）の外です。',
    ko: '{label} {date}은(는) 지원 범위({from}~{to})를 벗어납니다.',
    vi: '{label} {date} nằm ngoài phạm vi hỗ trợ ({from} đến {to}).',
  },
})

/** Why a date selection is refused (`{codes}` joined with ", ", `{s}` the English plural). */
export const SELECTION_REFUSALS = sentences({
  unknown: {
    en: 'Unknown activity code{s}: {codes}. The valid codes are listed in details.validCodes.',
    zh: '未知的活动代码：{codes}。有效代码见 details.validCodes。',
    ja: '不明な行事コード：{codes}。有効なコードは details.validCodes にあります。',
    ko: '알 수 없는 활동 코드: {codes}. 유효한 코드는 details.validCodes에 있습니다.',
    vi: 'Mã hoạt động không xác định: {codes}. Các mã hợp lệ có trong details.validCodes.',
  },
  reversed: {
    en: '`to` ({to}) is before `from` ({from}); send the earlier date as `from`.',
    zh: '结束日期 to（{to}）早于开始日期 from（{from}）。',
    ja: '終了日 to（{to}）が開始日 from（{from}）より前です。早いほうの日付を from にしてください。',
    ko: '종료일 to({to})가 시작일 from({from})보다 앞섭니다. 이른 날짜를 from으로 보내세요.',
    vi: 'Ngày kết thúc to ({to}) sớm hơn ngày bắt đầu from ({from}); hãy gửi ngày sớm hơn làm from.',
  },
  tooLong: {
    en: 'The range holds {days} days; at most {max} are allowed: shorten it or split it into several requests.',
    zh: '日期范围共 {days} 天，最多 {max} 天；请缩短范围或分次查询。',
    ja: '期間は {days} 日あります。上限は {max} 日です。期間を短くするか、複数回に分けてください。',
    ko: '기간이 {days}일입니다. 최대 {max}일까지이므로 기간을 줄이거나 나누어 요청하세요.',
    vi: 'Khoảng thời gian gồm {days} ngày; tối đa {max} ngày: hãy rút ngắn hoặc chia thành nhiều yêu cầu.',
  },
})
