/**
 * The Zi Wei answers: the REST body (labels `{code, name}` in the request locale) and the MCP tool's
 * summary (names only, one line per star) or full answer. Names come from the per-locale tables of
 * src/core/ziwei/labels.ts, so a new locale is one more table there (and its star-line style here).
 */
import { BRANCHES, lunarDateName, SIXTY_CYCLE, STEMS } from '../core/bazi'
import type { Locale } from '../core/types'
import { ziweiLabels as L, type ZiweiChart, type ZiweiLayer, type ZiweiStar } from '../core/ziwei'
import type { ZiweiRequestInput } from '../contracts/ziwei'

type Table = L.LabelTable
const { labelOf: label, nameOf, starTableOf } = L
const ganzhi = (stem: number, branch: number) => STEMS[stem].zh + BRANCHES[branch].zh

const starView = (table: Table, locale: Locale) => (s: ZiweiStar) => ({
  code: s.code,
  name: nameOf(table, s.code, locale),
  brightness: s.brightness ? label(L.BRIGHTNESS, s.brightness, locale) : null,
  mutagen: s.mutagen ? label(L.MUTAGENS, s.mutagen, locale) : null,
})

const lunarName = (chart: ZiweiChart, locale: Locale) => lunarDateName(chart.lunarDate, locale)

function chartView(chart: ZiweiChart, input: ZiweiRequestInput) {
  const { locale } = input
  const { monthUsed, ...lunar } = chart.lunarDate
  return {
    dayDate: chart.dayDate,
    lunarDate: { ...lunar, monthUsed, name: lunarName(chart, locale) },
    hourBranch: BRANCHES[chart.hourBranch].zh,
    year: { ganzhi: SIXTY_CYCLE[chart.yearCycle], start: input.yearStart },
    lifePalace: BRANCHES[chart.lifeBranch].zh,
    bodyPalace: BRANCHES[chart.bodyBranch].zh,
    lifeMaster: label(starTableOf(chart.lifeMaster), chart.lifeMaster, locale),
    bodyMaster: label(starTableOf(chart.bodyMaster), chart.bodyMaster, locale),
    bureau: label(L.FIVE_ELEMENT_BUREAUS, chart.bureau, locale),
    palaces: chart.palaces.map((p) => ({
      name: label(L.PALACES, p.palace, locale),
      ganzhi: ganzhi(p.stem, p.branch),
      isLife: p.isLife,
      isBody: p.isBody,
      majorStars: p.major.map(starView(L.MAJOR_STARS, locale)),
      minorStars: p.minor.map(starView(L.MINOR_STARS, locale)),
      adjectiveStars: p.adjective.map((code) => label(L.ADJECTIVE_STARS, code, locale)),
      lifeStage: p.lifeStage ? label(L.LIFE_STAGES, p.lifeStage, locale) : null,
      boshi: p.boshi ? label(L.BOSHI_SPIRITS, p.boshi, locale) : null,
      jiangqian: label(L.JIANGQIAN_SPIRITS, p.jiangqian, locale),
      suiqian: label(L.SUIQIAN_SPIRITS, p.suiqian, locale),
      decade: p.decade,
    })),
  }
}

const mutagenLabels = (layer: ZiweiLayer, locale: Locale) =>
  layer.mutagens.map((m) => ({ mutagen: label(L.MUTAGENS, m.mutagen, locale), star: label(starTableOf(m.star), m.star, locale) }))

const layerView = (layer: ZiweiLayer, locale: Locale) => ({
  palace: label(L.PALACES, layer.palace, locale),
  branch: BRANCHES[layer.branch].zh,
  ganzhi: SIXTY_CYCLE[layer.cycle],
  mutagens: mutagenLabels(layer, locale),
})

function layersView(chart: ZiweiChart, locale: Locale) {
  const l = chart.layers
  if (!l) return null
  return {
    readingDate: l.readingDate,
    nominalAge: l.nominalAge,
    decade: l.decade ? { ...layerView(l.decade, locale), from: l.decade.from, to: l.decade.to, childhood: l.decade.childhood } : null,
    year: layerView(l.year, locale),
    month: layerView(l.month, locale),
    day: layerView(l.day, locale),
  }
}

/**
 * The placement library and school, in the request's words (the library's name and version stay as
 * they are). The 四化 table is the book's (src/core/ziwei/mutagens.ts). en and zh keep the English
 * line they always had (answers in both stay byte for byte; the zh golden pins it): in Chinese it
 * would read 'iztro 2.6.1，默认流派（《紫微斗数全书》），四化依该书'.
 */
const SCHOOL: Record<Locale, string> = {
  en: 'iztro 2.6.1, default school (紫微斗数全书); 四化 table of docs/domain.md',
  zh: 'iztro 2.6.1, default school (紫微斗数全书); 四化 table of docs/domain.md',
  'zh-TW': 'iztro 2.6.1，預設流派（《紫微斗數全書》），四化依該書',
  'zh-HK': 'iztro 2.6.1，預設流派（《紫微斗數全書》），四化依該書',
  ja: 'iztro 2.6.1、標準の流派（『紫微斗数全書』）、四化も同書による',
  ko: 'iztro 2.6.1, 기본 유파(《자미두수전서》), 사화도 같은 책을 따름',
  vi: 'iztro 2.6.1, trường phái mặc định (Tử Vi Đẩu Số Toàn Thư), Tứ Hóa theo cùng sách',
}
export const ziweiSchool = (locale: Locale): string => SCHOOL[locale]

const conventionsOf = (chart: ZiweiChart, input: ZiweiRequestInput) => ({
  ziHour: input.ziHour,
  clock: chart.bazi.time.drivingClock,
  leapMonth: input.leapMonth,
  yearStart: input.yearStart,
  school: ziweiSchool(input.locale),
})

const warningsOf = (chart: ZiweiChart) =>
  chart.warnings.map((w) =>
    w.alternative === undefined ? { code: w.code, message: w.message } : { code: w.code, message: w.message, alternative: w.alternative },
  )

/** `POST /api/v1/ziwei`. */
export function ziweiForRest(chart: ZiweiChart, input: ZiweiRequestInput) {
  const p = chart.bazi.chart.pillars
  return {
    chart: chartView(chart, input),
    layers: layersView(chart, input.locale),
    bazi: {
      pillars: { year: p.year.ganzhi, month: p.month.ganzhi, day: p.day.ganzhi, hour: p.hour!.ganzhi },
      lunarDate: chart.bazi.chart.lunarDate.name,
    },
    location: chart.bazi.location,
    time: chart.bazi.time,
    conventions: conventionsOf(chart, input),
    warnings: warningsOf(chart),
  }
}

/**
 * How a locale writes a star's marks: `Zi Wei (Temple, Hua Lu)`, `紫微(庙,化禄)`, `紫微(廟・化禄)`,
 * `자미(묘, 화록)`, `Tử Vi (Miếu, Hóa Lộc)`. The Chinese tables name the 四化 bare (禄), so the line
 * writes 化 before them; the other locales' names are whole (化禄, 화록, Hóa Lộc).
 */
const CHINESE_LINE = { open: '(', separator: ',', close: ')', mutagenPrefix: '化' }
const STAR_LINE: Record<Locale, { open: string; separator: string; close: string; mutagenPrefix: string }> = {
  en: { open: ' (', separator: ', ', close: ')', mutagenPrefix: '' },
  zh: CHINESE_LINE,
  'zh-TW': CHINESE_LINE,
  'zh-HK': CHINESE_LINE,
  ja: { open: '(', separator: '・', close: ')', mutagenPrefix: '' },
  ko: { open: '(', separator: ', ', close: ')', mutagenPrefix: '' },
  vi: { open: ' (', separator: ', ', close: ')', mutagenPrefix: '' },
}

/** One star as a line, its brightness and birth-year 四化 after its name. */
function starLine(table: Table, s: ZiweiStar, locale: Locale): string {
  const style = STAR_LINE[locale]
  const marks = [
    s.brightness ? nameOf(L.BRIGHTNESS, s.brightness, locale) : null,
    s.mutagen ? style.mutagenPrefix + nameOf(L.MUTAGENS, s.mutagen, locale) : null,
  ].filter(Boolean)
  const name = nameOf(table, s.code, locale)
  return marks.length ? `${name}${style.open}${marks.join(style.separator)}${style.close}` : name
}

const palaceLine = (chart: ZiweiChart, branch: number, locale: Locale) =>
  `${BRANCHES[branch].zh} ${nameOf(L.PALACES, chart.palaces.find((p) => p.branch === branch)!.palace, locale)}`

const layerLine = (layer: ZiweiLayer, locale: Locale) => ({
  palace: nameOf(L.PALACES, layer.palace, locale),
  ganzhi: SIXTY_CYCLE[layer.cycle],
  mutagens: layer.mutagens.map((m) => `${nameOf(L.MUTAGENS, m.mutagen, locale)}: ${nameOf(starTableOf(m.star), m.star, locale)}`),
})

/** The MCP answer: `summary` (main stars, 命宫/身宫, 五行局, the current decade and year) or `full` (the REST body). */
export function ziweiForTool(chart: ZiweiChart, input: ZiweiRequestInput) {
  const { locale } = input
  if (input.detail === 'full') return { detail: 'full' as const, ...ziweiForRest(chart, input) }
  const master = (code: string) => nameOf(starTableOf(code), code, locale)
  const l = chart.layers
  return {
    detail: 'summary' as const,
    lifePalace: palaceLine(chart, chart.lifeBranch, locale),
    bodyPalace: palaceLine(chart, chart.bodyBranch, locale),
    bureau: nameOf(L.FIVE_ELEMENT_BUREAUS, chart.bureau, locale),
    lifeMaster: master(chart.lifeMaster),
    bodyMaster: master(chart.bodyMaster),
    lunarDate: lunarName(chart, locale),
    hourBranch: BRANCHES[chart.hourBranch].zh,
    palaces: chart.palaces.map((p) => {
      const line: Record<string, unknown> = {
        palace: nameOf(L.PALACES, p.palace, locale),
        ganzhi: ganzhi(p.stem, p.branch),
        stars: p.major.map((s) => starLine(L.MAJOR_STARS, s, locale)),
      }
      if (p.minor.length) line.minor = p.minor.map((s) => starLine(L.MINOR_STARS, s, locale))
      if (p.isBody) line.body = true
      return line
    }),
    current: l
      ? {
          readingDate: l.readingDate,
          nominalAge: l.nominalAge,
          decade: l.decade ? { ...layerLine(l.decade, locale), ages: `${l.decade.from}-${l.decade.to}` } : null,
          year: layerLine(l.year, locale),
        }
      : null,
    conventions: conventionsOf(chart, input),
    warnings: chart.warnings.map((w) => ({ code: w.code, message: w.message })),
  }
}
