/**
 * iztro (MIT, pinned to 2.6.1 in package.json), the Zi Wei Dou Shu library, loaded on first use like
 * lunar-typescript in src/core/almanac/lunar-library.ts, so that start-up does not pay for it.
 *
 * iztro keeps its language (one i18next instance) and its school settings (`astro.config`, which
 * never resets an omitted setting) in process-global state, and the state of one request leaks into
 * the next. So every chart goes through `withIztro`, which, synchronously from start to end:
 * - sets the language to zh-CN unless it is already (the service reads iztro's Chinese output back into its own stable
 *   codes and names them itself, so the request's locale never reaches iztro);
 * - passes the complete school configuration (every setting, all ten stems' 四化);
 * - gives the library the lunar month the service decided (the leap-month rule) and, for the 立春
 *   year start, the year pillar of the birth instant (docs/domain.md, "Zi Wei Dou Shu").
 * Nothing is awaited inside, so two requests can never interleave their settings.
 *
 * Speed (BENCHMARKS.md, "Zi Wei"): iztro maps every localised name back to its key by scanning
 * every translation of every language (`kot`), translates through i18next for every label (`t`),
 * and converts the same solar date to a lunar date a dozen times per chart, each time through
 * lunar-typescript's `LunarYear`, which caches one year only (~0.5 ms to build another). Those are pure
 * functions of their arguments (and of the language for `t`), so they are memoized here (the
 * conversions per call only); test/core/ziwei/library.test.ts checks the answers against iztro's
 * own in a fresh process and under interleaved foreign settings.
 */
import type * as Iztro from 'iztro'
import { lunarLibrary } from '../almanac/lunar-library'
import { MUTAGEN_TABLE } from './mutagens'

type Translate = (value: string, k?: string) => string
type Ganzhi = { yearly: [string, string]; monthly: [string, string]; daily: [string, string]; hourly: [string, string] }

/** What one chart call decides for the library (null outside a call: the library's own behaviour). */
interface CallState {
  /** Palace index (寅 = 0) of the birth month after the leap-month rule. */
  monthIndex: number
  /** The year pillar [stem, branch] in Chinese, when the year starts at 立春; null: the library's lunar year. */
  yearPillar: [string, string] | null
  /** Per-call memo of the library's solar → lunar and solar → ganzhi conversions. */
  memo: Map<string, unknown>
}

export interface IztroLibrary {
  astro: typeof Iztro.astro
  /** lunar-typescript's LunarYear (iztro's calendar), whose `fromYear` is memoized during a call. */
  lunarYear: { fromYear: (year: number) => unknown }
  /** `fromYear` memoized over every year (bounded): the library keeps one year, and random births thrash it. */
  memoFromYear: (year: number) => unknown
  /** i18next's current language, and the library's switch (i18next's `changeLanguage` scans every translation, so it runs only when the language differs). */
  language: () => string
  setLanguage: (language: string) => void
  /** The library's own key (e.g. `ziweiMaj`, `miao`) of a Chinese name it printed. */
  keyOf: Translate
}

let library: IztroLibrary | null = null
let state: CallState | null = null

/** Memoized within one call (the library converts the same date again and again), keyed by its date, hour index and options. */
const memoized =
  (fn: (...args: any[]) => unknown, prefix: string) =>
  (...args: any[]) => {
    if (state === null || typeof args[0] !== 'string') return fn(...args)
    const options = args[2] as { year?: string; month?: string } | undefined
    const key = `${prefix}${args[0]}|${args[1]}|${options?.year}|${options?.month}`
    if (state.memo.has(key)) return state.memo.get(key)
    const value = fn(...args)
    state.memo.set(key, value)
    return value
  }

function load(): IztroLibrary {
  const iztro = require('iztro') as typeof Iztro
  const i18n = require('iztro/lib/i18n') as {
    kot: Translate
    t: (s: string) => string
    setLanguage: (language: string) => void
    default: { language: string }
  }
  const utils = require('iztro/lib/utils') as {
    fixIndex: (i: number, max?: number) => number
    fixLunarMonthIndex: (...a: unknown[]) => number
  }
  const convertor = require('lunar-lite/lib/convertor') as { solar2lunar: (d: string) => unknown }
  const ganzhi = require('lunar-lite/lib/ganzhi') as { getHeavenlyStemAndEarthlyBranchBySolarDate: (...a: any[]) => Ganzhi }

  // The library calls these through their modules' export objects, so replacing the members reaches every call site.
  const kot = i18n.kot
  // Nested maps rather than joined string keys: building the keys was a sixth of a chart's time.
  const keys = new Map<string | undefined, Map<string, string>>()
  i18n.kot = (value, k) => {
    let byValue = keys.get(k)
    if (byValue === undefined) keys.set(k, (byValue = new Map()))
    let key = byValue.get(value)
    if (key === undefined) byValue.set(value, (key = kot(value, k)))
    return key
  }
  const t = i18n.t
  const translations = new Map<string, Map<string, string>>()
  i18n.t = (s) => {
    const language = i18n.default.language
    let byText = translations.get(language)
    if (byText === undefined) translations.set(language, (byText = new Map()))
    let text = byText.get(s)
    if (text === undefined) byText.set(s, (text = t(s)))
    return text
  }
  const fixLunarMonthIndex = utils.fixLunarMonthIndex
  utils.fixLunarMonthIndex = (...args) => (state === null ? fixLunarMonthIndex(...args) : state.monthIndex)
  convertor.solar2lunar = memoized(convertor.solar2lunar, 'l') as typeof convertor.solar2lunar
  const stemsAndBranches = memoized(ganzhi.getHeavenlyStemAndEarthlyBranchBySolarDate, 'g') as (...a: any[]) => Ganzhi
  ganzhi.getHeavenlyStemAndEarthlyBranchBySolarDate = (...args) => {
    const result = stemsAndBranches(...args)
    return state?.yearPillar ? { ...result, yearly: state.yearPillar } : result
  }
  // iztro's own copy of lunar-typescript is the service's (one package), reached as every use is: lunarLibrary().
  const { LunarYear } = lunarLibrary() as unknown as { LunarYear: { fromYear: (year: number) => unknown } }
  const fromYear = LunarYear.fromYear.bind(LunarYear)
  const years = new Map<number, unknown>()
  const memoFromYear = (year: number) => {
    let y = years.get(year)
    if (y === undefined) {
      if (years.size >= 512) years.clear()
      years.set(year, (y = fromYear(year)))
    }
    return y
  }
  return {
    astro: iztro.astro,
    keyOf: i18n.kot,
    lunarYear: LunarYear,
    memoFromYear,
    language: () => i18n.default.language,
    setLanguage: i18n.setLanguage,
  }
}

/** The school settings every call passes in full (docs/domain.md, "Zi Wei Dou Shu"). */
export interface IztroSettings {
  /** Palace index (寅 = 0) of the birth month, the leap-month rule applied. */
  monthIndex: number
  /** [stem, branch] of the year in Chinese when the year starts at 立春; null at the lunar new year. */
  yearPillar: [string, string] | null
}

/** Runs `fn` with the library in a known state: language, full configuration, this call's month and year. */
export function withIztro<T>(settings: IztroSettings, fn: (lib: IztroLibrary) => T): T {
  if (library === null) library = load()
  const lib = library
  const previous = state
  state = { monthIndex: settings.monthIndex, yearPillar: settings.yearPillar, memo: new Map() }
  // Only during the call: the almanac's use of lunar-typescript (src/core/almanac/lunar-library.ts) is left as it is.
  const fromYear = lib.lunarYear.fromYear
  lib.lunarYear.fromYear = lib.memoFromYear
  try {
    if (lib.language() !== 'zh-CN') lib.setLanguage('zh-CN')
    lib.astro.config({
      mutagens: MUTAGEN_TABLE,
      yearDivide: 'normal',
      horoscopeDivide: 'normal',
      ageDivide: 'normal',
      dayDivide: 'forward',
      algorithm: 'default',
    })
    return fn(lib)
  } finally {
    lib.lunarYear.fromYear = fromYear
    state = previous
  }
}
