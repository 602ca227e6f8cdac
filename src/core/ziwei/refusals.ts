/**
 * What the Zi Wei chart says when it cannot answer, in the request's locale, written the one way of
 * `core/sentence.ts` for each locale's readers, the members to send (`time`, `hourCandidates`,
 * `readingDate`) named as the API spells them; `{date}` is the reading date as sent.
 */
import { sentences } from '../sentence'

export const ZIWEI_REFUSALS = sentences({
  needsTime: {
    en: 'Zi Wei Dou Shu needs the birth hour: send `time` (HH:MM, local clock at the birth place), or ask for the twelve hour charts with `hourCandidates: true`.',
    zh: '紫微斗数需要出生时辰：请提供 `time`（HH:MM，出生地的当地钟表时间），或以 `hourCandidates: true` 取得每个时辰的命盘。',
    ja: '紫微斗数には出生時刻が必要です。`time`（HH:MM、出生地の現地時刻）を送るか、`hourCandidates: true` で十二の時辰それぞれの命盤を求めてください。',
    ko: '자미두수에는 출생 시각이 필요합니다. `time`(HH:MM, 출생지 현지 시각)을 보내거나, `hourCandidates: true`로 열두 시진 각각의 명반을 요청하세요.',
    vi: 'Tử Vi Đẩu Số cần giờ sinh: hãy gửi `time` (HH:MM, giờ địa phương tại nơi sinh), hoặc dùng `hourCandidates: true` để xem lá số của từng giờ trong mười hai giờ.',
  },
  noSuchReadingDate: {
    en: 'Invalid reading date "{date}": no such day in the calendar.',
    zh: '`readingDate`“{date}”不是历法中存在的日期。',
    ja: '`readingDate`「{date}」は暦に存在しない日付です。',
    ko: '`readingDate` "{date}"은(는) 달력에 없는 날짜입니다.',
    vi: '`readingDate` "{date}" không phải là một ngày có trong lịch.',
  },
  readingBeforeBirth: {
    en: 'readingDate {date} is before the birth: send a date on or after it.',
    zh: '`readingDate` {date} 早于出生：请提供出生当日或之后的日期。',
    ja: '`readingDate` {date} は出生より前です。出生日以降の日付を送ってください。',
    ko: '`readingDate` {date}은(는) 출생보다 앞섭니다. 출생일 이후의 날짜를 보내 주세요.',
    vi: '`readingDate` {date} ở trước ngày sinh: hãy gửi một ngày từ ngày sinh trở đi.',
  },
})
