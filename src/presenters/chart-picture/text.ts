/**
 * The chart picture's own words, one table per locale. Everything else the picture writes comes
 * from the chart's labels (already in the request locale) or is a digit, a Chinese character of a
 * pillar, or a place name. A new locale adds one entry here and nothing in the renderer.
 * `{name}` marks where a value goes (`fillIn`). scripts/make-picture-font.ts reads every string of
 * this table when it chooses the glyphs of the embedded font.
 */
import type { Locale, WarningCode } from '../../core/types'

export interface PictureText {
  title: string
  sex: { male: string; female: string; unknown: string }
  born: string
  placeUnknown: string
  timeUnknown: string
  trueSolar: string
  civilClock: string
  ziHour: { 'next-day': string; 'same-day': string }
  lunar: string
  zodiac: string
  columns: { year: string; month: string; day: string; hour: string }
  rows: {
    tenGod: string
    stem: string
    branch: string
    hidden: string
    stage: string
    self: string
    nayin: string
    void: string
    shensha: string
  }
  dayMaster: { male: string; female: string; unknown: string }
  hourUnknown: string
  none: string
  elements: string
  weighted: string
  missing: string
  strength: string
  favourable: string
  luck: string
  luckStart: string
  luckAge: string
  noLuck: string
  now: string
  thisYear: string
  annual: string
  warnings: string
  warning: Record<WarningCode, string>
  separator: string
}

const EN: PictureText = {
  title: 'Bazi chart (Four Pillars)',
  sex: { male: 'Male (乾造)', female: 'Female (坤造)', unknown: 'Sex not given' },
  born: 'Born {date}',
  placeUnknown: 'place unknown',
  timeUnknown: 'time unknown',
  trueSolar: 'True solar time {time} ({minutes} min)',
  civilClock: 'Civil clock used (no true solar time)',
  ziHour: { 'next-day': 'Zi hour rule: day changes at 23:00', 'same-day': 'Zi hour rule: day changes at 00:00' },
  lunar: 'Lunar date: {year} year, {date}',
  zodiac: 'Zodiac: {animal}',
  columns: { year: 'Year', month: 'Month', day: 'Day', hour: 'Hour' },
  rows: {
    tenGod: 'Ten god',
    stem: 'Stem',
    branch: 'Branch',
    hidden: 'Hidden stems',
    stage: 'Life stage',
    self: 'Self stage',
    nayin: 'Nayin',
    void: 'Void',
    shensha: 'Stars',
  },
  dayMaster: { male: 'Day Master', female: 'Day Master', unknown: 'Day Master' },
  hourUnknown: 'Hour unknown',
  none: '—',
  elements: 'Five elements',
  weighted: 'weighted {value}',
  missing: 'missing',
  strength: 'Day Master: {verdict}',
  favourable: 'Favourable: {elements}',
  luck: 'Luck pillars',
  luckStart: 'from age {age} ({year})',
  luckAge: 'age {age}',
  noLuck: 'Luck pillars need the sex',
  now: 'now',
  thisYear: 'Year {year}',
  annual: 'Annual pillars',
  warnings: 'Check',
  warning: {
    BIRTH_TIME_UNKNOWN: 'Birth time unknown: no hour pillar',
    LOCATION_UNKNOWN: 'Birth place unknown: no true solar time',
    OFFSET_UNKNOWN_PILLARS: 'Time zone unknown: year or month pillar uncertain',
    NEAR_SOLAR_TERM: 'Born near a solar term: year or month pillar may differ',
    NEAR_HOUR_BOUNDARY: 'Born near an hour boundary: hour pillar may differ',
    NONEXISTENT_LOCAL_TIME: 'This local time did not exist (clock change)',
    AMBIGUOUS_LOCAL_TIME: 'This local time occurred twice (clock change)',
    UNRELIABLE_TZ_DATA: 'Historical time zone data unreliable',
    TZ_SOURCES_DISAGREE: 'Time zone sources disagree',
    ALTERNATIVE_TIME_ZONE: 'Another time zone is possible',
    APPROXIMATE_LOCATION: 'Place matched approximately',
    EXPLICIT_OFFSET_DIFFERS: 'Given UTC offset differs from the place',
    LOCATION_MISMATCH: 'City and coordinates disagree: coordinates used',
    OTHER_PLACES_NAMED: 'Other places share this name',
    SEX_UNKNOWN: 'Sex not given: no luck pillars',
  },
  separator: ' · ',
}

const ZH: PictureText = {
  title: '八字排盘',
  sex: { male: '乾造', female: '坤造', unknown: '性别未提供' },
  born: '出生 {date}',
  placeUnknown: '地点未知',
  timeUnknown: '时间未知',
  trueSolar: '真太阳时 {time}（{minutes} 分钟）',
  civilClock: '按钟表时间（未用真太阳时）',
  ziHour: { 'next-day': '子时：23:00 换日', 'same-day': '子时：00:00 换日' },
  lunar: '农历 {year}年{date}',
  zodiac: '生肖 {animal}',
  columns: { year: '年柱', month: '月柱', day: '日柱', hour: '时柱' },
  rows: {
    tenGod: '主星',
    stem: '天干',
    branch: '地支',
    hidden: '藏干',
    stage: '星运',
    self: '自坐',
    nayin: '纳音',
    void: '空亡',
    shensha: '神煞',
  },
  dayMaster: { male: '元男', female: '元女', unknown: '日主' },
  hourUnknown: '时辰未知',
  none: '—',
  elements: '五行',
  weighted: '加权 {value}',
  missing: '缺',
  strength: '日主 {verdict}',
  favourable: '喜用 {elements}',
  luck: '大运',
  luckStart: '{age} 岁起运（{year} 年）',
  luckAge: '{age} 岁',
  noLuck: '未提供性别，不排大运',
  now: '当前',
  thisYear: '{year} 流年',
  annual: '流年',
  warnings: '注意',
  warning: {
    BIRTH_TIME_UNKNOWN: '出生时间未知：无时柱',
    LOCATION_UNKNOWN: '出生地点未知：未用真太阳时',
    OFFSET_UNKNOWN_PILLARS: '时区未知：年柱或月柱不确定',
    NEAR_SOLAR_TERM: '临近节气：年柱或月柱可能不同',
    NEAR_HOUR_BOUNDARY: '临近时辰交界：时柱可能不同',
    NONEXISTENT_LOCAL_TIME: '此当地时间不存在（调钟）',
    AMBIGUOUS_LOCAL_TIME: '此当地时间出现两次（调钟）',
    UNRELIABLE_TZ_DATA: '历史时区资料不可靠',
    TZ_SOURCES_DISAGREE: '时区资料互相矛盾',
    ALTERNATIVE_TIME_ZONE: '可能是另一时区',
    APPROXIMATE_LOCATION: '地点为近似匹配',
    EXPLICIT_OFFSET_DIFFERS: '所给时区偏移与地点不符',
    LOCATION_MISMATCH: '城市与经纬度不符：按经纬度计算',
    OTHER_PLACES_NAMED: '另有同名地点',
    SEX_UNKNOWN: '未提供性别：不排大运',
  },
  separator: ' · ',
}

export const PICTURE_TEXT: Record<Locale, PictureText> = { en: EN, zh: ZH }

/** A template cut at its places once: even-numbered parts are text, odd-numbered ones names. */
const parsed = new Map<string, string[]>()

/** A table string with its `{name}` places filled. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  let parts = parsed.get(template)
  if (!parts) {
    parts = template.split(/\{(\w+)\}/)
    // Templates come from the tables only, so the cache stays as small as they are.
    parsed.set(template, parts)
  }
  let out = parts[0]
  for (let i = 1; i < parts.length; i += 2) out += String(values[parts[i]] ?? '') + parts[i + 1]
  return out
}
