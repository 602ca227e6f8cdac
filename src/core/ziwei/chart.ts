/**
 * The Zi Wei Dou Shu chart (紫微斗数命盘) of a birth, on the Bazi chart's clock: the birth moment is
 * resolved once (`resolveBirthMoment`: historical offset, true solar time, the 子-hour rule), the Bazi
 * chart is built from it, and the Zi Wei chart takes its day and hour from the same reading, so the
 * two always agree on the lunar date and the hour branch (docs/domain.md, "Zi Wei Dou Shu").
 *
 * iztro places the stars (src/core/ziwei/library.ts); this module decides what it is fed (the civil
 * date of the day pillar, the hour branch, the lunar month after the leap-month rule, the year pillar)
 * and reads its Chinese answer back into the service's codes (labels.ts).
 */
import { AppError } from '../errors'
import { fill, sentence } from '../sentence'
import { BRANCHES, chartFromMoment, cycleIndexOfName, dayHourFromWall, formatCivilDate, lunarDateOf, STEMS, type LunarDate } from '../bazi'
import { wallOfCivilText } from '../time/civil-date'
import { civilDateAt } from '../time/offset-in-force'
import { resolveBirthMoment } from '../time/resolve-moment'
import type { Locale, Warning } from '../types'
import { withIztro } from './library'
import {
  ADJECTIVE_STARS,
  BOSHI_SPIRITS,
  BRIGHTNESS,
  FIVE_ELEMENT_BUREAUS,
  fromIztro,
  JIANGQIAN_SPIRITS,
  LIFE_STAGES,
  MAJOR_STARS,
  MINOR_STARS,
  MUTAGENS,
  PALACES,
  SUIQIAN_SPIRITS,
} from './labels'
import { layersAt } from './layers'
import { ZIWEI_REFUSALS } from './refusals'
import type { DayChartInput, LeapMonthRule, NatalChart, ZiweiChart, ZiweiInput, ZiweiPalace, ZiweiStar } from './types'

export type { DayChartInput, LeapMonthRule, NatalChart, YearStart, ZiweiChart, ZiweiInput, ZiweiStar } from './types'

const mod = (n: number, m: number) => ((n % m) + m) % m

/** The lunar month the stars are placed by (docs/domain.md, "Zi Wei Dou Shu: leap months"). */
export function monthUsed(lunar: LunarDate, rule: LeapMonthRule): number {
  if (!lunar.isLeapMonth || rule === 'current') return lunar.month
  if (rule === 'next') return lunar.month + 1
  return lunar.day > 15 ? lunar.month + 1 : lunar.month
}

export function calculateZiweiChart(input: ZiweiInput): ZiweiChart {
  if (!input.time) {
    throw new AppError('INVALID_REQUEST', ZIWEI_REFUSALS.text(input.locale, 'needsTime'), { field: 'time' })
  }
  const details = {
    date: input.date,
    time: input.time,
    city: input.city,
    latitude: input.latitude,
    longitude: input.longitude,
    timezone: input.timezone,
  }
  const moment = resolveBirthMoment(details, { trueSolarTime: input.trueSolarTime, locale: input.locale })
  const bazi = chartFromMoment(moment, { ziHour: input.ziHour, locale: input.locale, includeDaily: false })
  const dh = dayHourFromWall(moment.drivingClock.wall, input.ziHour, true)
  const hourBranch = dh.hourCycle! % 12
  const springYearCycle = input.yearStart === 'spring-begins' ? cycleIndexOfName(bazi.chart.pillars.year.ganzhi)! : null
  const chart = ziweiOfDay({
    dayDate: formatCivilDate(dh.dayDate),
    hourBranch,
    sex: input.sex,
    leapMonth: input.leapMonth,
    springYearCycle,
  })
  // Today (the caller's clock) is only the default reading day: a birth after it has no current
  // layers, so they are left out with a note rather than refused as a reading date would be.
  const today =
    input.readingDate === undefined && input.nowMs !== undefined ? civilDateAt(input.nowMs, moment.location.timeZone) : undefined
  const bornAfterToday = today !== undefined && today < chart.dayDate
  const readingDate = input.readingDate ?? (bornAfterToday ? undefined : today)
  const layers = readingDate ? layersAt(chart, { readingDate, yearStart: input.yearStart, sex: input.sex, locale: input.locale }) : null
  const options = { sex: input.sex, leapMonth: input.leapMonth, ziHour: input.ziHour, springYearCycle }
  // Without the sex, Zi Wei's own SEX_UNKNOWN (the decades) stands for the Bazi chart's (the luck pillars).
  const near = bazi.warnings
    .filter((w) => w.code !== 'SEX_UNKNOWN')
    .map((w) => (w.code === 'NEAR_HOUR_BOUNDARY' ? withOtherLifePalace(w, options) : w))
  const warnings: Warning[] = input.sex ? near : [...near, sexUnknown(input.locale)]
  if (bornAfterToday) warnings.push(bornAfter(today, input.locale))
  return { ...chart, layers, bazi, warnings }
}

/**
 * Zi Wei turns on the hour far more than Bazi does (命宫 moves one palace per hour): a birth near an
 * hour boundary gets, beside the Bazi pillars across it, the 命宫, 五行局 and 命宫 major stars there.
 */
function withOtherLifePalace(w: Warning, o: Omit<DayChartInput, 'dayDate' | 'hourBranch'> & { ziHour: ZiweiInput['ziHour'] }): Warning {
  const alternative = w.alternative as { clockReading?: string } | undefined
  if (!alternative?.clockReading) return w
  const dh = dayHourFromWall(wallOfCivilText(alternative.clockReading), o.ziHour, true)
  const other = ziweiOfDay({
    dayDate: formatCivilDate(dh.dayDate),
    hourBranch: dh.hourCycle! % 12,
    sex: o.sex,
    leapMonth: o.leapMonth,
    springYearCycle: o.springYearCycle,
  })
  const life = other.palaces.find((p) => p.isLife)!
  return {
    ...w,
    alternative: {
      ...alternative,
      ziwei: {
        lifePalace: STEMS[life.stem].zh + BRANCHES[life.branch].zh,
        bureau: other.bureau,
        lifeMajorStars: life.major.map((s) => s.code),
      },
    },
  }
}

/**
 * Without the sex the decades' direction is unknown: they are left out, never guessed (docs/domain.md,
 * "Zi Wei Dou Shu: fortune layers"). ja, ko and vi written for their readers (大限/대한/Đại Hạn, the
 * 長生/장생/Trường Sinh and 博士/박사/Bác Sĩ circles as names-*.ts name them); zh-TW and zh-HK are
 * the zh sentence through the domain-aware converter, once per locale.
 */
const SEX_UNKNOWN = sentence({
  en: 'No sex given: the direction of the decades (大限) depends on it and on the year stem, so the decades, life stages and 博士 spirits are left out rather than guessed.',
  zh: '未提供性别：大限的顺逆取决于性别与年干阴阳，因此不排大限、长生十二神与博士十二神（不作猜测）。',
  ja: '性別の指定なし：大限の順行・逆行は性別と年干の陰陽で決まるため、大限・長生十二神・博士十二神は推測せずに省きます。',
  ko: '성별 미입력: 대한의 순행·역행은 성별과 연간의 음양으로 정해지므로, 대한·장생 12신·박사 12신은 추측하지 않고 생략합니다.',
  vi: 'Chưa cho biết giới tính: chiều thuận nghịch của Đại Hạn tùy vào giới tính và âm dương của Can năm, nên Đại Hạn, vòng Trường Sinh và vòng Bác Sĩ được bỏ trống, không phỏng đoán.',
})

const sexUnknown = (locale: Locale): Warning => ({ code: 'SEX_UNKNOWN', message: SEX_UNKNOWN.in(locale) })

/** A birth after today with no reading date: the chart without its current decade and year. */
const BIRTH_AFTER_TODAY = sentence({
  en: 'The birth is after today ({today} at the birth place): the chart has no current decade or year yet, so they are left out. Send a reading date on or after the birth for its layers.',
  zh: '出生日期在今天（出生地 {today}）之后：命盘尚无当前的大限与流年，因此不列出。如需运限，请提供出生当日或之后的阅读日期。',
  ja: '出生日が今日（出生地で {today}）より後です。現在の大限・流年はまだないため省きます。運限が必要なら、出生日以降の日付を指定してください。',
  ko: '출생일이 오늘(출생지 기준 {today})보다 뒤입니다. 아직 현재의 대한·유년이 없으므로 생략합니다. 운한이 필요하면 출생일 이후의 날짜를 보내 주세요.',
  vi: 'Ngày sinh ở sau hôm nay ({today} tại nơi sinh): lá số chưa có Đại Hạn và Lưu Niên hiện tại nên chúng được bỏ trống. Hãy gửi một ngày xem từ ngày sinh trở đi để có các vận hạn.',
})

const bornAfter = (today: string, locale: Locale): Warning => ({
  code: 'BIRTH_AFTER_TODAY',
  message: fill(BIRTH_AFTER_TODAY.in(locale), { today }),
})

/** The natal chart of a day and an hour branch: iztro's placement read back into codes. */
export function ziweiOfDay(input: DayChartInput): NatalChart {
  const [y, m, d] = input.dayDate.split('-').map(Number)
  const lunar = lunarDateOf(y, m, d)
  const used = monthUsed(lunar, input.leapMonth)
  const yearCycle = input.springYearCycle ?? mod(lunar.year - 4, 60)
  const yearPillar: [string, string] | null =
    input.springYearCycle === null ? null : [STEMS[yearCycle % 10].zh, BRANCHES[yearCycle % 12].zh]
  // iztro counts palaces from 寅 = 0, so the month's palace is month − 1 (正月 in 寅).
  return withIztro({ monthIndex: mod(used - 1, 12), yearPillar }, ({ astro }) => {
    // The hour is 子 = 0 … 亥 = 11: the day has been decided already (the 子-hour rule), so iztro's
    // late-子 index 12, which would move the day again, is never used.
    // No language argument: withIztro has set zh-CN, and bySolar would switch it again (a scan of every translation).
    const a = astro.bySolar(`${y}-${m}-${d}`, input.hourBranch, input.sex === 'female' ? '女' : '男', true)
    const palaces = a.palaces.map((p) => palaceOf(p, input.sex !== undefined))
    return {
      dayDate: input.dayDate,
      lunarDate: { ...lunar, monthUsed: used },
      hourBranch: input.hourBranch,
      yearCycle,
      lifeBranch: branchIndex(a.earthlyBranchOfSoulPalace),
      bodyBranch: branchIndex(a.earthlyBranchOfBodyPalace),
      lifeMaster: starCode(a.soul),
      bodyMaster: starCode(a.body),
      bureau: fromIztro(FIVE_ELEMENT_BUREAUS, a.fiveElementsClass),
      palaces,
    }
  })
}

const branchIndex = (zh: string) => BRANCHES.findIndex((b) => b.zh === zh)
const stemIndex = (zh: string) => STEMS.findIndex((s) => s.zh === zh)
const starCode = (zh: string) => MAJOR_STARS.fromZh.get(zh) ?? fromIztro(MINOR_STARS, zh)

type IztroStar = { name: string; brightness?: string; mutagen?: string }
type IztroPalace = {
  name: string
  heavenlyStem: string
  earthlyBranch: string
  isBodyPalace: boolean
  majorStars: IztroStar[]
  minorStars: IztroStar[]
  adjectiveStars: IztroStar[]
  changsheng12: string
  boshi12: string
  jiangqian12: string
  suiqian12: string
  decadal: { range: [number, number] }
}

const starOf =
  (table: typeof MAJOR_STARS) =>
  (s: IztroStar): ZiweiStar => ({
    code: fromIztro(table, s.name),
    brightness: s.brightness ? fromIztro(BRIGHTNESS, s.brightness) : null,
    mutagen: s.mutagen ? fromIztro(MUTAGENS, s.mutagen) : null,
  })

/** One palace; what runs by the sex's direction is left out without it. */
function palaceOf(p: IztroPalace, sexKnown: boolean): ZiweiPalace {
  const palace = fromIztro(PALACES, p.name)
  return {
    palace,
    stem: stemIndex(p.heavenlyStem),
    branch: branchIndex(p.earthlyBranch),
    isLife: palace === 'life',
    isBody: p.isBodyPalace,
    // A name the tables do not know throws (fromIztro): a library change must fail the tests, not vanish.
    major: p.majorStars.map(starOf(MAJOR_STARS)),
    minor: p.minorStars.map(starOf(MINOR_STARS)),
    adjective: p.adjectiveStars.map((s) => fromIztro(ADJECTIVE_STARS, s.name)),
    lifeStage: sexKnown ? fromIztro(LIFE_STAGES, p.changsheng12) : null,
    boshi: sexKnown ? fromIztro(BOSHI_SPIRITS, p.boshi12) : null,
    jiangqian: fromIztro(JIANGQIAN_SPIRITS, p.jiangqian12),
    suiqian: fromIztro(SUIQIAN_SPIRITS, p.suiqian12),
    decade: sexKnown ? { from: p.decadal.range[0], to: p.decadal.range[1] } : null,
  }
}
