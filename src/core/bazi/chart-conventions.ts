/**
 * The conventions a chart was computed under, stated in every result with their sources
 * (docs/domain.md, "Conventions in a chart result").
 */
import type { Locale, ZiHourRule } from '../types'
import { sentence } from '../sentence'
import type { ResolvedMoment } from '../time/types'
import { HIDDEN_STEM_WEIGHTS_NAME } from './hidden-stems'
import { SHENSHA_SET_NAME } from './shensha'

/** Offset assumed for the main year/month pillars when the birth place's offset is unknown. */
export const ASSUMED_OFFSET_HOURS = 8

/**
 * Sources of every convention. `en` and `zh` stay as the answers always gave them (English titles in
 * pinyin so English output stays free of Chinese); `text` is the request locale's (the same as `en`
 * or `zh` there), which the presenters keep in place of the two (`presenters/labels.ts`).
 */
const CONVENTION_SOURCES = [
  sentence({
    en: 'Year pillar from the Start of Spring (Lichun) instant, month pillars from the jie instants (Yuanhai Ziping); instants in UTC from VSOP87 via astronomia',
    zh: '年柱以立春交节时刻为界，月柱以各节交节时刻为界（《渊海子平》）；节气时刻由 astronomia（VSOP87）按 UTC 计算',
    ja: '年柱は立春の節入り時刻、月柱は各節の節入り時刻を境とする（『淵海子平』）。節入り時刻は astronomia（VSOP87）によりUTCで計算',
    ko: '연주는 입춘 절입 시각, 월주는 각 절의 절입 시각을 경계로 함(연해자평). 절입 시각은 astronomia(VSOP87)로 UTC 기준 계산',
    vi: 'Trụ Năm lấy thời khắc giao tiết Lập Xuân làm ranh giới, Trụ Tháng lấy thời khắc giao các tiết (Uyên Hải Tử Bình); thời khắc tiết khí tính theo UTC bằng astronomia (VSOP87)',
  }),
  sentence({
    en: 'Month stems by the Five Tigers rule, hour stems by the Five Rats rule (Sanming Tonghui)',
    zh: '月干按五虎遁，时干按五鼠遁（《三命通会》）',
    ja: '月干は五虎遁、時干は五鼠遁による（『三命通会』）',
    ko: '월간은 오호둔, 시간은 오서둔에 따름(삼명통회)',
    vi: 'Can tháng theo phép Ngũ Hổ Độn, can giờ theo phép Ngũ Thử Độn (Tam Mệnh Thông Hội)',
  }),
  sentence({
    en: 'Hidden stems, ten gods, nayin, growth stages: the Yuanhai Ziping / Sanming Tonghui tables as in lunar-typescript 1.8.6',
    zh: '藏干、十神、纳音、长生十二宫：《渊海子平》《三命通会》之表，与 lunar-typescript 1.8.6 一致',
    ja: '蔵干・通変星・納音・十二運：『淵海子平』『三命通会』の表による（lunar-typescript 1.8.6 と同じ）',
    ko: '지장간·십신·납음·십이운성: 연해자평·삼명통회의 표(lunar-typescript 1.8.6과 같음)',
    vi: 'Tàng can, thập thần, nạp âm, mười hai trường sinh: bảng của Uyên Hải Tử Bình và Tam Mệnh Thông Hội, như lunar-typescript 1.8.6',
  }),
  sentence(
    {
      en: 'Luck start: 3 days = 1 year (Sanming Tonghui), computed on minutes as lunar-typescript getYun(gender, 2)',
      zh: '起运：三日折一年（《三命通会》），按分钟计算，同 lunar-typescript getYun(gender, 2)',
      ja: '立運：3日を1年とする（『三命通会』）。分単位で計算（lunar-typescript と同じ方式）',
      ko: '대운수: 3일을 1년으로 환산(삼명통회), 분 단위로 계산(lunar-typescript와 같은 방식)',
      vi: 'Khởi vận: 3 ngày tính là 1 năm (Tam Mệnh Thông Hội), tính theo phút như lunar-typescript',
    },
    // The Traditional answers leave out the library's function call, which no Chinese reader needs.
    '起运：三日折一年（《三命通会》），按分钟计算，同 lunar-typescript',
  ),
  sentence({
    en: 'Symbolic stars: Sanming Tonghui rules (see conventions.shensha)',
    zh: '神煞：《三命通会》规则（见 conventions.shensha）',
    ja: '神殺：『三命通会』の規則による（conventions.shensha 参照）',
    ko: '신살: 삼명통회의 규칙(conventions.shensha 참조)',
    vi: 'Thần sát: quy tắc của Tam Mệnh Thông Hội (xem conventions.shensha)',
  }),
  sentence({
    en: 'Lunar date: lunar-typescript 1.8.6 (Chinese calendar in Beijing time)',
    zh: '农历日期：lunar-typescript 1.8.6（以北京时间计算的农历）',
    ja: '旧暦の日付：lunar-typescript 1.8.6（北京時間で計算した中国暦）',
    ko: '음력 날짜: lunar-typescript 1.8.6(베이징 시간으로 계산한 중국 음력)',
    vi: 'Ngày âm lịch: lunar-typescript 1.8.6 (âm lịch Trung Quốc tính theo giờ Bắc Kinh)',
  }),
]
type SourceText = { en: string; zh: string; text: string }
const SOURCES: Partial<Record<Locale, SourceText[]>> = {}
/** Built on a locale's first chart (the Traditional ones convert then), then shared. */
const sourcesOf = (locale: Locale): SourceText[] =>
  (SOURCES[locale] ??= CONVENTION_SOURCES.map((s) => ({ en: s.in('en'), zh: s.in('zh'), text: s.in(locale) })))

// The descriptions in every locale (ja/ko/vi written for this service; zh-TW/zh-HK from zh, `../sentence`).
const ZI_NEXT_DAY = sentence({
  en: 'The day pillar changes at 23:00 on the driving clock (school A, most software); the 23:00-24:00 hour stem comes from the next day.',
  zh: '日柱在 23:00 换日（多数软件的做法）；23:00-24:00 的时干取次日。',
  ja: '日柱は基準の時計の23:00に切り替わります（A派、多くのソフトウェアの方式）。23:00～24:00の時干は翌日から取ります。',
  ko: '일주는 기준 시계의 23:00에 바뀝니다(A학파, 대부분의 프로그램 방식). 23:00~24:00 시주의 천간은 다음 날에서 취합니다.',
  vi: 'Trụ Ngày đổi lúc 23:00 theo đồng hồ dùng để lập trụ (trường phái A, cách của đa số phần mềm); can giờ của khoảng 23:00-24:00 lấy theo ngày hôm sau.',
})
const ZI_SAME_DAY = sentence({
  en: 'The day pillar changes at 00:00 on the driving clock (school B, lunar-typescript default); the 23:00-24:00 hour stem still comes from the next day.',
  zh: '日柱在 00:00 换日（lunar-typescript 默认）；23:00-24:00 的时干仍取次日。',
  ja: '日柱は基準の時計の00:00に切り替わります（B派、lunar-typescriptの既定）。23:00～24:00の時干はやはり翌日から取ります。',
  ko: '일주는 기준 시계의 00:00에 바뀝니다(B학파, lunar-typescript 기본값). 23:00~24:00 시주의 천간은 여전히 다음 날에서 취합니다.',
  vi: 'Trụ Ngày đổi lúc 00:00 theo đồng hồ dùng để lập trụ (trường phái B, mặc định của lunar-typescript); can giờ của khoảng 23:00-24:00 vẫn lấy theo ngày hôm sau.',
})
const TRUE_SOLAR_CLOCK = sentence({
  en: 'Day and hour pillars from local apparent (true) solar time at the birth longitude.',
  zh: '日柱和时柱按出生地经度的真太阳时计算。',
  ja: '日柱と時柱は出生地の経度による真太陽時で求めます。',
  ko: '일주와 시주는 출생지 경도의 진태양시로 구합니다.',
  vi: 'Trụ Ngày và Trụ Giờ tính theo giờ mặt trời thực tại kinh độ nơi sinh.',
})
const CIVIL_CLOCK = sentence({
  en: 'Day and hour pillars from the civil clock as entered (no longitude correction).',
  zh: '日柱和时柱按输入的钟表时间计算（未做经度校正）。',
  ja: '日柱と時柱は入力された時計の時刻で求めます（経度補正なし）。',
  ko: '일주와 시주는 입력한 시계 시각으로 구합니다(경도 보정 없음).',
  vi: 'Trụ Ngày và Trụ Giờ tính theo giờ đồng hồ đã nhập (không hiệu chỉnh kinh độ).',
})
const OFFSET_ASSUMED = sentence({
  en: 'The UTC offset is unknown: the main year and month pillars read the civil time at UTC+8 (Beijing time, the reference of the Chinese calendar); every candidate another offset could give is in OFFSET_UNKNOWN_PILLARS.',
  zh: '时区未知：主年柱、月柱按 UTC+8（北京时间，农历的基准）解读输入时间；其他时区可能得出的结果见 OFFSET_UNKNOWN_PILLARS。',
  ja: 'UTCオフセットが不明のため、主たる年柱・月柱は入力時刻をUTC+8（北京時間、中国暦の基準）として読みます。他のオフセットで得られる候補はすべて OFFSET_UNKNOWN_PILLARS にあります。',
  ko: 'UTC 오프셋을 알 수 없어 주된 연주와 월주는 입력 시각을 UTC+8(베이징 시간, 중국 역법의 기준)로 읽습니다. 다른 오프셋에서 나올 수 있는 후보는 모두 OFFSET_UNKNOWN_PILLARS에 있습니다.',
  vi: 'Không rõ độ lệch UTC: Trụ Năm và Trụ Tháng chính đọc giờ đã nhập theo UTC+8 (giờ Bắc Kinh, chuẩn của âm lịch Trung Quốc); mọi khả năng mà độ lệch khác có thể cho đều nằm trong OFFSET_UNKNOWN_PILLARS.',
})
const TIME_UNKNOWN = sentence({
  en: 'The birth time is unknown: no hour pillar; year and month pillars as at the start of the civil day, with both candidates in BIRTH_TIME_UNKNOWN when a jie falls on that day.',
  zh: '出生时间未知：无时柱；年柱、月柱按当日零点计算，若当日交节，两种可能见 BIRTH_TIME_UNKNOWN。',
  ja: '出生時刻が不明のため時柱はありません。年柱・月柱はその日の0時で求め、その日に節入りがあれば両方の候補を BIRTH_TIME_UNKNOWN に示します。',
  ko: '출생 시각을 몰라 시주가 없습니다. 연주와 월주는 그날 0시 기준으로 구하며, 그날 절입이 있으면 두 후보를 BIRTH_TIME_UNKNOWN에 제시합니다.',
  vi: 'Không rõ giờ sinh: không có Trụ Giờ; Trụ Năm và Trụ Tháng tính theo đầu ngày dân sự, và nếu trong ngày có tiết khí giao thì cả hai khả năng nằm trong BIRTH_TIME_UNKNOWN.',
})

export function conventionsOf(moment: ResolvedMoment, ziHour: ZiHourRule, withLuck: boolean, locale: Locale): Record<string, unknown> {
  return {
    ziHour,
    ziHourDescription: ziHour === 'next-day' ? ZI_NEXT_DAY.in(locale) : ZI_SAME_DAY.in(locale),
    clock: moment.drivingClock.kind,
    clockDescription: moment.drivingClock.kind === 'true-solar' ? TRUE_SOLAR_CLOCK.in(locale) : CIVIL_CLOCK.in(locale),
    yearBoundary: 'lichun-instant',
    monthBoundary: 'jie-instant',
    termComparison: 'utc-instant',
    dayPillar: 'julian-day-number-sexagenary',
    hourStem: 'five-rats',
    monthStem: 'five-tigers',
    luckStartMethod: withLuck ? 'minutes-to-jie-3-days-per-year' : null,
    hiddenStemWeights: HIDDEN_STEM_WEIGHTS_NAME,
    strengthMethod: 'weighted-support-ratio',
    shensha: SHENSHA_SET_NAME,
    nayin: 'sanming-tonghui',
    growthStages: 'yang-forward-yin-backward-fire-earth-same',
    lunarDate: 'chart-day',
    unknownOffsetAssumption: moment.location.utcOffset === null ? `UTC+${ASSUMED_OFFSET_HOURS}` : null,
    unknownOffsetDescription: moment.location.utcOffset === null ? OFFSET_ASSUMED.in(locale) : null,
    unknownTimeDescription: moment.timeKnown ? null : TIME_UNKNOWN.in(locale),
    sources: sourcesOf(locale),
  }
}
