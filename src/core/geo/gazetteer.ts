/**
 * Offline gazetteer: place names in English and Chinese → coordinates and IANA zone (docs/domain.md,
 * "Place names and zones").
 *
 * The index (built by scripts/build-geo-index.ts from GeoNames, CC BY 4.0) is read and parsed once,
 * lazily on the first lookup or eagerly through `loadGazetteer()` at startup; every lookup after
 * that is pure, in-memory work.
 *
 * Resolver (docs/domain.md, "Place names and zones"):
 * - normalise (src/core/geo/normalise.ts); "City, Region, Country" split on , ， 、 ; / | — the first
 *   part is the place, the others qualifiers matched against countries (ISO codes, English and
 *   Chinese names; 中国/China also covers HK, MO and TW) and first-level regions (CA, Ontario,
 *   广东省). A qualifier that matches nothing is a not-found, never silently ignored;
 * - Han queries without separators peel leading countries/provinces (中国北京, 广东省广州市) and a
 *   leading city before a district (深圳市罗湖区); a trailing 市/县/区/省/镇 is stripped (or 市 added)
 *   on a miss; Latin queries without commas peel one or two trailing words ("Paris Texas");
 * - ranking: log10(population + 10) + a small feature bonus (capital +1, region seat +0.6 …),
 *   approximate aliases −0.5;
 * - ambiguous when another candidate more than ~100 km away scores within 1.0 of the best
 *   (≈ a tenth of its population): Springfield, Portland. Never pick silently between them.
 */
import { AppError } from '../errors'
import { GEO_REFUSALS } from './refusals'
import type { Locale } from '../types'
import { HAN_SUFFIXES, hasHan, hasKanaOrHangul, hanKey, latinKey, scriptKey } from './normalise'
import { readGeoIndex } from './index-data'
import type { Place, PlaceLookup } from './types'

/** Another place this far away and this close in score makes a query ambiguous. */
const AMBIGUOUS_DISTANCE_KM = 100
const AMBIGUOUS_SCORE_MARGIN = 1.0
/** How many other places of the same name a resolved city names. */
const MAX_OTHERS = 4
const APPROXIMATE_PENALTY = 0.5
/** Score of a district (≈ 1 million people) folded into its city by an approximate alias. */
const DISTRICT_SCORE_CAP = 6
const MAX_CANDIDATES = 5
const MAX_QUERY_LENGTH = 100
/** A region name beats a same-named place smaller than this ("California" → Sacramento, not California, MO). */
const REGION_BEATS_PLACES_BELOW = 100_000

interface Index {
  zones: string[]
  toSimplified: Map<string, string>
  countryByKey: Map<string, string[]>
  adminByKey: Map<string, string[]>
  adminName: Map<string, { en: string; zh: string | null }>
  countryCodes: string[]
  adminCodes: string[]
  ids: Int32Array
  /** Latitude/longitude × 1e5. */
  lat5: Int32Array
  lon5: Int32Array
  pop: Int32Array
  score: Float64Array
  tz: Uint16Array
  altTz: Int16Array
  country: Uint16Array
  admin: Uint16Array
  names: string
  nameOffsets: Uint32Array
  namesZh: string
  nameZhOffsets: Uint32Array
  /** The place's names in Japanese, Korean and Vietnamese ('' when the data has none). */
  local: Record<'ja' | 'ko' | 'vi', { text: string; offsets: Uint32Array }>
  keys: string
  keyOffsets: Uint32Array
  keyOrdinalStart: Uint32Array
  ordinals: Int32Array
  /** Parsed ordinal lists of the keys looked up so far. */
  byKey: Map<string, number[]>
  aliasByKey: Map<string, number[]>
  grid: CellGrid
  /** The highest score of any place. */
  maxScore: number
  /** admin1 index → ordinal of its seat. */
  capitalOfAdmin: Map<number, number>
  /** keys = distinct name keys. */
  stats: { loadMs: number; compressedBytes: number; places: number; keys: number }
}

let index: Index | null = null

/** Nearest-place grid: quarter-degree cells (≈ 28 km), so a 30 km search scans few places. */
const CELLS_PER_DEGREE = 4
const gridCell = (lat: number, lon: number) => gridKey(Math.floor(lat * CELLS_PER_DEGREE), Math.floor(lon * CELLS_PER_DEGREE))
const gridKey = (row: number, col: number) => (row + 90 * CELLS_PER_DEGREE) * 360 * CELLS_PER_DEGREE + col + 180 * CELLS_PER_DEGREE

/**
 * The nearest-place grid in typed arrays: the places of non-empty cell c are
 * `members[starts[c] .. starts[c + 1])` in ordinal order, and `maxScore[c]` is the highest score
 * among them (a bound that lets the search skip the cell); a cell key is found through an
 * open-addressing table. As a map of arrays it was ~9 MB of heap and ~35,000 small arrays that
 * every full collection traced again; this is ~1.3 MB and nothing to trace (BENCHMARKS.md,
 * "Soak RSS").
 */
interface CellGrid {
  /** Slot → cell key + 1 (0 = empty). */
  slotKeys: Int32Array
  /** Slot → cell number. */
  slotCells: Int32Array
  mask: number
  starts: Int32Array
  members: Int32Array
  maxScore: Float64Array
}

/** Cell number of a grid key, or -1 when the cell holds no place. */
function cellOf(grid: CellGrid, key: number): number {
  for (let slot = Math.imul(key, 0x9e3779b1) & grid.mask; ; slot = (slot + 1) & grid.mask) {
    const stored = grid.slotKeys[slot]
    if (stored === key + 1) return grid.slotCells[slot]
    if (stored === 0) return -1
  }
}

/** Builds the grid from each place's cell key (counting sort: members stay in ordinal order). */
function buildGrid(keys: Int32Array, score: Float64Array): CellGrid {
  let size = 1
  while (size < keys.length * 2) size <<= 1
  const grid: CellGrid = {
    slotKeys: new Int32Array(size),
    slotCells: new Int32Array(size),
    mask: size - 1,
    starts: new Int32Array(0),
    members: new Int32Array(keys.length),
    maxScore: new Float64Array(0),
  }
  const cellOfPlace = new Int32Array(keys.length)
  let cells = 0
  for (let i = 0; i < keys.length; i++) {
    let c = cellOf(grid, keys[i])
    if (c < 0) {
      let slot = Math.imul(keys[i], 0x9e3779b1) & grid.mask
      while (grid.slotKeys[slot] !== 0) slot = (slot + 1) & grid.mask
      grid.slotKeys[slot] = keys[i] + 1
      grid.slotCells[slot] = c = cells++
    }
    cellOfPlace[i] = c
  }
  grid.starts = new Int32Array(cells + 1)
  grid.maxScore = new Float64Array(cells).fill(Number.NEGATIVE_INFINITY)
  for (let i = 0; i < keys.length; i++) {
    grid.starts[cellOfPlace[i] + 1]++
    grid.maxScore[cellOfPlace[i]] = Math.max(grid.maxScore[cellOfPlace[i]], score[i])
  }
  for (let c = 0; c < cells; c++) grid.starts[c + 1] += grid.starts[c]
  const next = grid.starts.slice(0, cells)
  for (let i = 0; i < keys.length; i++) grid.members[next[cellOfPlace[i]]++] = i
  return grid
}

interface Header {
  format: string
  places: number
  keys: number
  zones: string[]
  traditional: string
  simplified: string
  countryCodes: string[]
  adminCodes: string[]
  countries: [string, string[]][]
  admins: [string, string, string, string[]][]
  aliases: [string, number][]
  sections: Record<string, [number, number, string]>
}

const VIEWS = { Int32Array, Uint32Array, Int16Array, Uint16Array, Uint8Array } as const

/** The index file: its header, and typed views and strings over its payload sections (no copies). */
function openIndexFile() {
  const { bytes, compressedBytes } = readGeoIndex()
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const headerLength = view.getUint32(0, true)
  const decoder = new TextDecoder()
  const header = JSON.parse(decoder.decode(bytes.subarray(4, 4 + headerLength))) as Header
  if (header.format !== 'bazi-geo-index/2') throw new Error(`unexpected gazetteer format ${header.format}`)
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) throw new Error('the gazetteer needs a little-endian host')
  const payload = 4 + headerLength + ((8 - ((4 + headerLength) % 8)) % 8)
  const column = <T>(name: string): T => {
    const [offset, length, type] = header.sections[name]
    const Ctor = VIEWS[type as keyof typeof VIEWS]
    return new Ctor(bytes.buffer, bytes.byteOffset + payload + offset, length / Ctor.BYTES_PER_ELEMENT) as T
  }
  const text = (name: string) => {
    const [offset, length] = header.sections[name]
    return decoder.decode(bytes.subarray(payload + offset, payload + offset + length))
  }
  return { header, column, text, compressedBytes }
}

/** The header's small tables as maps: traditional → simplified, country, region and alias keys. */
function headerMaps(header: Header) {
  const toSimplified = new Map<string, string>()
  const trad = [...header.traditional]
  const simp = [...header.simplified]
  for (let i = 0; i < trad.length; i++) toSimplified.set(trad[i], simp[i])
  const countryByKey = new Map<string, string[]>()
  for (const [cc, keys] of header.countries) for (const k of keys) push(countryByKey, k, cc)
  const adminByKey = new Map<string, string[]>()
  const adminName = new Map<string, { en: string; zh: string | null }>()
  for (const [code, en, zh, keys] of header.admins) {
    adminName.set(code, { en, zh: zh || null })
    for (const k of keys) push(adminByKey, k, code)
  }
  const aliasByKey = new Map<string, number[]>()
  for (const [key, ordinal] of header.aliases) push(aliasByKey, key, ordinal)
  return { toSimplified, countryByKey, adminByKey, adminName, aliasByKey }
}

/** Fills each place's ranking score, the regional seats and the nearest-place grid. */
function rankAndGrid(idx: Index, bonus: Uint8Array): void {
  const cellKeys = new Int32Array(idx.score.length)
  for (let i = 0; i < idx.score.length; i++) {
    idx.score[i] = Math.log10(idx.pop[i] + 10) + bonus[i] / 100
    // Regional capital (PPLA) or national capital (PPLC): the answer for a bare region name.
    if (bonus[i] >= 60) {
      const seat = idx.capitalOfAdmin.get(idx.admin[i])
      if (seat === undefined || idx.score[seat] < idx.score[i]) idx.capitalOfAdmin.set(idx.admin[i], i)
    }
    cellKeys[i] = gridCell(idx.lat5[i] / 1e5, idx.lon5[i] / 1e5)
    idx.maxScore = Math.max(idx.maxScore, idx.score[i])
  }
  idx.grid = buildGrid(cellKeys, idx.score)
}

function buildIndex(): Index {
  const started = performance.now()
  const { header, column, text, compressedBytes } = openIndexFile()
  const { toSimplified, countryByKey, adminByKey, adminName, aliasByKey } = headerMaps(header)
  const n = header.places
  const idx: Index = {
    zones: header.zones,
    toSimplified,
    countryByKey,
    adminByKey,
    adminName,
    countryCodes: header.countryCodes,
    adminCodes: header.adminCodes,
    ids: column('ids'),
    lat5: column('lat'),
    lon5: column('lon'),
    pop: column('pop'),
    score: new Float64Array(n),
    tz: column('tz'),
    altTz: column('altTz'),
    country: column('country'),
    admin: column('admin'),
    names: text('names'),
    nameOffsets: column('nameOffsets'),
    namesZh: text('namesZh'),
    nameZhOffsets: column('nameZhOffsets'),
    local: {
      ja: { text: text('namesJa'), offsets: column('nameJaOffsets') },
      ko: { text: text('namesKo'), offsets: column('nameKoOffsets') },
      vi: { text: text('namesVi'), offsets: column('nameViOffsets') },
    },
    keys: text('keys'),
    keyOffsets: column('keyOffsets'),
    keyOrdinalStart: column('keyOrdinalStart'),
    ordinals: column('ordinals'),
    byKey: new Map(),
    aliasByKey,
    grid: buildGrid(new Int32Array(0), new Float64Array(0)),
    maxScore: Number.NEGATIVE_INFINITY,
    capitalOfAdmin: new Map(),
    stats: { loadMs: 0, compressedBytes, places: n, keys: header.keys },
  }
  rankAndGrid(idx, column<Uint8Array>('bonus'))
  idx.stats.loadMs = performance.now() - started
  return idx
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key)
  if (list) {
    if (!list.includes(value)) list.push(value)
  } else map.set(key, [value])
}

const keyAt = (idx: Index, k: number) => idx.keys.slice(idx.keyOffsets[k], idx.keyOffsets[k + 1])
const latOf = (idx: Index, i: number) => idx.lat5[i] / 1e5
const lonOf = (idx: Index, i: number) => idx.lon5[i] / 1e5
const ccOf = (idx: Index, i: number) => idx.countryCodes[idx.country[i]]
const adminOf = (idx: Index, i: number) => idx.adminCodes[idx.admin[i]]

const NO_ORDINALS: number[] = []

/** Place ordinals for an exact key (binary search over the sorted keys). */
function ordinalsFor(idx: Index, key: string): number[] {
  const cached = idx.byKey.get(key)
  if (cached) return cached
  const k = lowerBound(idx, key)
  if (k >= idx.stats.keys || keyAt(idx, k) !== key) return NO_ORDINALS
  const list = Array.from(idx.ordinals.subarray(idx.keyOrdinalStart[k], idx.keyOrdinalStart[k + 1]))
  if (idx.byKey.size > 50_000) idx.byKey.clear() // bound the cache
  idx.byKey.set(key, list)
  return list
}

/** First key position whose key is >= `key`. */
function lowerBound(idx: Index, key: string): number {
  let lo = 0
  let hi = idx.stats.keys
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (keyAt(idx, mid) < key) lo = mid + 1
    else hi = mid
  }
  return lo
}

function getIndex(): Index {
  if (!index) index = buildIndex()
  return index
}

/** Loads the index now (e.g. at startup) and returns its statistics. */
export function loadGazetteer(): Index['stats'] {
  return getIndex().stats
}

// ---------------------------------------------------------------------------------------------

const simplify = (idx: Index) => (c: string) => idx.toSimplified.get(c) ?? c

function placeAt(idx: Index, i: number, approximate: boolean): Place {
  const admin = idx.adminName.get(adminOf(idx, i))
  const nameZh = idx.namesZh.slice(idx.nameZhOffsets[i], idx.nameZhOffsets[i + 1])
  const local = (locale: 'ja' | 'ko' | 'vi') =>
    idx.local[locale].text.slice(idx.local[locale].offsets[i], idx.local[locale].offsets[i + 1]) || null
  return {
    geonameId: idx.ids[i],
    name: idx.names.slice(idx.nameOffsets[i], idx.nameOffsets[i + 1]),
    nameZh: nameZh || null,
    nameJa: local('ja'),
    nameKo: local('ko'),
    nameVi: local('vi'),
    admin1: admin?.en ?? null,
    admin1Zh: admin?.zh ?? null,
    country: ccOf(idx, i),
    latitude: latOf(idx, i),
    longitude: lonOf(idx, i),
    population: idx.pop[i],
    timeZone: idx.zones[idx.tz[i]],
    alternativeTimeZone: idx.altTz[i] >= 0 ? idx.zones[idx.altTz[i]] : null,
    approximate,
  }
}

const RAD = Math.PI / 180
function distanceKm(idx: Index, a: number, b: number): number {
  return haversineKm(latOf(idx, a), lonOf(idx, a), latOf(idx, b), lonOf(idx, b))
}
/** Great-circle distance in kilometres. */
export function haversineKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const dLat = (bLat - aLat) * RAD
  const dLon = (bLon - aLon) * RAD
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * RAD) * Math.cos(bLat * RAD) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** A qualifier's meaning: the countries and admin1 codes it names (a place matches either). */
interface Qualifier {
  text: string
  countries: string[]
  admins: string[]
}

/** The key a query text is looked up by: kana/hangul, Han or Latin (`normalise.ts`). */
const keyOf = (idx: Index, text: string) =>
  hasKanaOrHangul(text) ? scriptKey(text, simplify(idx)) : hasHan(text) ? hanKey(text, simplify(idx)) : latinKey(text)

function qualifierFor(idx: Index, text: string): Qualifier | null {
  const key = keyOf(idx, text)
  if (!key) return null
  let countries = idx.countryByKey.get(key) ?? []
  let admins = idx.adminByKey.get(key) ?? []
  if (countries.length === 0 && admins.length === 0 && hasHan(key)) {
    const stripped = stripHanSuffix(key)
    if (stripped) {
      countries = idx.countryByKey.get(stripped) ?? []
      admins = idx.adminByKey.get(stripped) ?? []
    }
  }
  if (countries.length === 0 && admins.length === 0) return null
  return { text, countries, admins }
}

function stripHanSuffix(key: string): string | null {
  for (const suffix of HAN_SUFFIXES) {
    if (key.endsWith(suffix) && key.length - suffix.length >= 2) return key.slice(0, -suffix.length)
  }
  return null
}

const matchesAll = (idx: Index, i: number, qualifiers: Qualifier[]) =>
  qualifiers.every((q) => q.countries.includes(ccOf(idx, i)) || q.admins.includes(adminOf(idx, i)))

interface Hit {
  i: number
  approximate: boolean
  score: number
}

/** Exact-key hits (and approximate aliases) for one key, filtered by the qualifiers. */
function hitsForKey(idx: Index, key: string, qualifiers: Qualifier[]): Hit[] {
  const hits: Hit[] = []
  for (const i of ordinalsFor(idx, key)) if (matchesAll(idx, i, qualifiers)) hits.push({ i, approximate: false, score: idx.score[i] })
  for (const i of idx.aliasByKey.get(key) ?? []) {
    // A district alias stands for the district, not its whole city: cap the city's weight.
    if (matchesAll(idx, i, qualifiers) && !hits.some((h) => h.i === i))
      hits.push({ i, approximate: true, score: Math.min(idx.score[i], DISTRICT_SCORE_CAP) - APPROXIMATE_PENALTY })
  }
  return hits
}

/** Han key: exact, then with a suffix stripped, then with 市 added. */
function hanHits(idx: Index, key: string, qualifiers: Qualifier[]): Hit[] {
  let hits = hitsForKey(idx, key, qualifiers)
  if (hits.length) return hits
  const stripped = stripHanSuffix(key)
  if (stripped) {
    hits = hitsForKey(idx, stripped, qualifiers)
    if (hits.length) return hits
  }
  return hitsForKey(idx, `${key}市`, qualifiers)
}

const MAX_PEEL = 10

/**
 * Han query without separators: peel a leading country or province (中国北京, 广东省广州市, 台湾台北),
 * or a leading city before a district (深圳市罗湖区 → 罗湖 near 深圳, else 深圳 approximately).
 */
function hanPeel(idx: Index, key: string, qualifiers: Qualifier[], depth = 0): Hit[] {
  const direct = hanHits(idx, key, qualifiers)
  if (direct.length || depth > 3) return direct
  for (let len = Math.min(key.length - 1, MAX_PEEL); len >= 2; len--) {
    const prefix = key.slice(0, len)
    const rest = key.slice(len)
    const q = qualifierFor(idx, prefix)
    if (q) {
      const hits = hanPeel(idx, rest, [...qualifiers, q], depth + 1)
      if (hits.length) return hits
    }
  }
  // City + district: the prefix is a place, the rest a place near it.
  for (let len = Math.min(key.length - 1, MAX_PEEL); len >= 2; len--) {
    const parents = hanHits(idx, key.slice(0, len), qualifiers)
    if (!parents.length) continue
    parents.sort((a, b) => b.score - a.score)
    const parent = parents[0]
    const rest = key.slice(len)
    const near = hanPeel(idx, rest, qualifiers, depth + 1).filter((h) => distanceKm(idx, h.i, parent.i) <= 80)
    if (near.length) return near
    return [{ i: parent.i, approximate: true, score: parent.score - APPROXIMATE_PENALTY }]
  }
  return []
}

/** Latin query without commas: peel one or two trailing words as qualifiers ("Paris Texas"). */
function latinPeel(idx: Index, text: string, qualifiers: Qualifier[]): Hit[] {
  const direct = hitsForKey(idx, latinKey(text), qualifiers)
  if (direct.length) return direct
  const words = text.split(/\s+/).filter(Boolean)
  for (let peel = 1; peel <= 2 && peel < words.length; peel++) {
    const q = qualifierFor(idx, words.slice(words.length - peel).join(' '))
    if (!q) continue
    const hits = hitsForKey(idx, latinKey(words.slice(0, words.length - peel).join(' ')), [...qualifiers, q])
    if (hits.length) return hits
  }
  return []
}

function rank(hits: Hit[]): Hit[] {
  const best = new Map<number, Hit>()
  for (const h of hits) {
    const seen = best.get(h.i)
    if (!seen || h.score > seen.score) best.set(h.i, h)
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.i - b.i)
}

/** Places whose keys start with the query's key (for suggestions). */
function prefixSuggestions(idx: Index, key: string): Hit[] {
  if (key.length < 2) return []
  const prefix = key.slice(0, Math.max(2, Math.min(key.length, hasHan(key) ? 2 : 4)))
  const hits: Hit[] = []
  for (let k = lowerBound(idx, prefix); k < idx.stats.keys && hits.length < 400; k++) {
    const candidate = keyAt(idx, k)
    if (!candidate.startsWith(prefix)) break
    for (const i of ordinalsFor(idx, candidate)) hits.push({ i, approximate: false, score: idx.score[i] })
  }
  return rank(hits)
}

/** The hits of a place's text by its script: kana/hangul keys as they are, Han peeled, Latin peeled. */
function searchHits(idx: Index, placeText: string, key: string, qualifiers: Qualifier[]): Hit[] {
  if (hasKanaOrHangul(placeText)) return hitsForKey(idx, key, qualifiers)
  return hasHan(placeText) ? hanPeel(idx, key, qualifiers) : latinPeel(idx, placeText, qualifiers)
}

/** Looks a place up by name. Pure after the index is loaded; never throws for unknown names. */
export function lookupPlace(query: string): PlaceLookup {
  const idx = getIndex()
  const text = String(query ?? '')
    .normalize('NFKC')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
  const parts = text
    .split(/[,，、;；/|]/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (parts.length === 0) return { status: 'not_found', candidates: [], reason: 'empty query' }
  const [placeText, ...qualifierTexts] = parts
  const qualifiers: Qualifier[] = []
  for (const qt of qualifierTexts) {
    const q = qualifierFor(idx, qt)
    if (!q) {
      const unfiltered = rank(searchHits(idx, placeText, keyOf(idx, placeText), []))
      return {
        status: 'not_found',
        candidates: unfiltered.slice(0, MAX_CANDIDATES).map((h) => placeAt(idx, h.i, h.approximate)),
        reason: `unknown region or country "${qt}"`,
      }
    }
    qualifiers.push(q)
  }
  const key = keyOf(idx, placeText)
  if (!key) return { status: 'not_found', candidates: [], reason: 'no letters in query' }
  let hits = rank(searchHits(idx, placeText, key, qualifiers))
  // A bare region name ("Xinjiang", "广东") means its seat, approximately — unless a real place has the name.
  if (hits.length === 0 || idx.pop[hits[0].i] < REGION_BEATS_PLACES_BELOW) {
    const region = qualifierFor(idx, placeText)
    const seats = (region?.admins ?? [])
      .map((code) => idx.capitalOfAdmin.get(idx.adminCodes.indexOf(code)))
      .filter((i): i is number => i !== undefined && matchesAll(idx, i, qualifiers))
    if (seats.length) hits = rank(seats.map((i) => ({ i, approximate: true, score: idx.score[i] - APPROXIMATE_PENALTY })))
  }
  if (hits.length === 0) {
    const suggestions = qualifiers.length ? rank(searchHits(idx, placeText, key, [])) : []
    const more = suggestions.length ? suggestions : prefixSuggestions(idx, key).filter((h) => matchesAll(idx, h.i, qualifiers))
    return {
      status: 'not_found',
      candidates: more.slice(0, MAX_CANDIDATES).map((h) => placeAt(idx, h.i, h.approximate)),
      reason: qualifiers.length ? `no "${placeText}" in ${qualifierTexts.join(', ')}` : `no place named "${placeText}"`,
    }
  }
  const best = hits[0]
  const contenders = hits.filter(
    (h) =>
      h !== best &&
      h.score >= best.score - AMBIGUOUS_SCORE_MARGIN &&
      distanceKm(idx, h.i, best.i) > AMBIGUOUS_DISTANCE_KM &&
      isRealContender(idx, h, best),
  )
  const candidates = hits.slice(0, MAX_CANDIDATES).map((h) => placeAt(idx, h.i, h.approximate))
  if (contenders.length) {
    return { status: 'ambiguous', candidates, reason: `"${text}" names several places far apart` }
  }
  const others = hits
    .filter((h) => h !== best && !h.approximate && distanceKm(idx, h.i, best.i) > AMBIGUOUS_DISTANCE_KM)
    .map((h) => placeAt(idx, h.i, false))
    .filter((p) => isNamesake(p, key, placeText, simplify(idx)))
    .slice(0, MAX_OTHERS)
  return { status: 'ok', best: candidates[0], candidates, others }
}

/** "Saint" and "St" name the same places ("St. Petersburg, Florida" for "Saint Petersburg"). */
const saintFolded = (key: string) => key.replace(/^saint/, 'st')

/**
 * A namesake bears the queried name as its own name (or begins with it: "Santiago de Cuba" for
 * "Santiago"), not only among its alternate names: "Delhi" does not list Dili.
 */
function isNamesake(place: Place, key: string, text: string, toSimplified: (c: string) => string): boolean {
  if (hasKanaOrHangul(text))
    return [place.nameJa, place.nameKo].some((name) => name !== null && scriptKey(name, toSimplified).startsWith(key))
  if (hasHan(text)) return place.nameZh !== null && hanKey(place.nameZh, toSimplified).startsWith(key)
  return saintFolded(latinKey(place.name)).startsWith(saintFolded(key))
}

/**
 * Places of population 0 (many small Chinese places) only contend with other places of population
 * 0 of at least the same administrative rank, so a county seat is not made ambiguous by a village.
 */
function isRealContender(idx: Index, h: Hit, best: Hit): boolean {
  if (idx.pop[h.i] > 0) return true
  return idx.pop[best.i] === 0 && idx.score[h.i] >= idx.score[best.i]
}

const summary = (p: Place) => ({
  name: p.name,
  nameZh: p.nameZh,
  admin1: p.admin1,
  country: p.country,
  latitude: p.latitude,
  longitude: p.longitude,
  timeZone: p.timeZone,
  population: p.population,
  geonameId: p.geonameId,
})

/**
 * Resolves a city name to one place, with the other places of that name far from it (a big city is
 * chosen over small namesakes, which are named so the caller can say so), or throws
 * LOCATION_NOT_FOUND / LOCATION_AMBIGUOUS with ≤ 5 options.
 */
export function resolveCity(query: string, locale: Locale): { place: Place; others: Place[] } {
  const result = lookupPlace(query)
  const shown = String(query ?? '').slice(0, MAX_QUERY_LENGTH)
  if (result.status === 'ok' && result.best) return { place: result.best, others: result.others ?? [] }
  if (result.status === 'ambiguous') {
    throw new AppError('LOCATION_AMBIGUOUS', GEO_REFUSALS.text(locale, 'ambiguous', { shown }), {
      candidates: result.candidates.map(summary),
    })
  }
  throw new AppError(
    'LOCATION_NOT_FOUND',
    GEO_REFUSALS.text(locale, 'notFound', { shown, reason: result.reason?.startsWith('unknown region') ? ` (${result.reason})` : '' }),
    { suggestions: result.candidates.map(summary) },
  )
}

/**
 * The place to name coordinates after: among indexed places within `maxKm`, the one minimising
 * distance − 3 km × score, so a point in central Ürümqi is "Ürümqi", not the district seat 1 km
 * away, while a town 1 km away still beats a metropolis 20 km away. Null when nothing is in range.
 */
export function nearestPlace(latitude: number, longitude: number, maxKm = 30): Place | null {
  const idx = getIndex()
  const i = nearestOrdinal(idx, latitude, longitude, maxKm, PROMINENCE_KM_PER_SCORE)
  return i < 0 ? null : placeAt(idx, i, false)
}
const PROMINENCE_KM_PER_SCORE = 3

/**
 * Nearest place within maxKm; with `prominence` > 0, distance − prominence × score is minimised instead.
 *
 * The cells are scanned in a fixed order and the first place with the lowest cost wins; a cell is
 * skipped when even a place at its nearest edge with its best score would cost more than the best
 * cost known (from the centre cell, scanned first, then from the scan itself). A skipped cell can
 * hold neither the winner nor a tie, so the answer is the full scan's, at a fraction of the work in
 * dense regions (hundreds of places within 30 km of a Chinese or European city).
 */
function nearestOrdinal(idx: Index, latitude: number, longitude: number, maxKm: number, prominence = 0): number {
  const kmPerCell = 111.2 / CELLS_PER_DEGREE
  const cosLat = Math.max(0.01, Math.cos(latitude * RAD))
  const rowSpan = Math.ceil(maxKm / kmPerCell)
  const colSpan = Math.min(180 * CELLS_PER_DEGREE, Math.ceil(maxKm / (kmPerCell * cosLat)))
  const baseRow = Math.floor(latitude * CELLS_PER_DEGREE)
  const baseCol = Math.floor(longitude * CELLS_PER_DEGREE)
  const cols = 360 * CELLS_PER_DEGREE
  const lat5 = latitude * 1e5
  const lon5 = longitude * 1e5
  // Cheap equirectangular distance (in 1e-5 degrees, squared) to reject far places before haversine.
  const kmPerUnit = 111.2 / 1e5
  const kmPerDegree = 111.2
  // Rounding slack for the cell bounds (km): a bound may only ever be below the true cost.
  const SLACK_KM = 1e-6
  let best = -1
  let bestKm = maxKm
  let bestCost = Number.POSITIVE_INFINITY
  const cellAt = (dy: number, dx: number) => {
    const col = ((((baseCol + dx + 180 * CELLS_PER_DEGREE) % cols) + cols) % cols) - 180 * CELLS_PER_DEGREE
    return gridKey(baseRow + dy, col)
  }
  /** The cost of place i, or NaN when it lies beyond the current limit. */
  const costOf = (i: number, limitKm: number) => {
    const dLat = (idx.lat5[i] - lat5) * kmPerUnit
    let dLonDeg = idx.lon5[i] - lon5
    if (dLonDeg > 18e6) dLonDeg -= 36e6
    else if (dLonDeg < -18e6) dLonDeg += 36e6
    const dLon = dLonDeg * kmPerUnit * cosLat
    // Equirectangular distance: within 0.1 % of the great-circle distance at these ranges
    // (≤ ~100 km), and several times cheaper than haversine in this hot loop.
    const d2 = dLat * dLat + dLon * dLon
    if (d2 > limitKm * limitKm) return Number.NaN
    return Math.sqrt(d2)
  }
  // Column gaps bound the distance only while the scan spans less than 90° each way (else the
  // shorter way round the globe could be nearer than the gap; only within ~0.1° of a pole).
  const lonBounded = colSpan < 90 * CELLS_PER_DEGREE
  // A first bound from the centre cell (the best cost cannot be above what it holds).
  let bound = Number.POSITIVE_INFINITY
  const { grid } = idx
  const centre = cellOf(grid, cellAt(0, 0))
  for (let m = centre < 0 ? 0 : grid.starts[centre], end = centre < 0 ? 0 : grid.starts[centre + 1]; m < end; m++) {
    const i = grid.members[m]
    const d = costOf(i, maxKm)
    if (d === d) bound = Math.min(bound, d - prominence * idx.score[i])
  }
  for (let dy = -rowSpan; dy <= rowSpan; dy++) {
    const row = baseRow + dy
    if (row < -90 * CELLS_PER_DEGREE || row >= 90 * CELLS_PER_DEGREE) continue
    // Degrees from the point to the row's nearest edge (0 inside it).
    const rowGapKm = (dy > 0 ? row / CELLS_PER_DEGREE - latitude : dy < 0 ? latitude - (row + 1) / CELLS_PER_DEGREE : 0) * kmPerDegree
    for (let dx = -colSpan; dx <= colSpan; dx++) {
      const col = baseCol + dx
      const colGapKm = !lonBounded
        ? 0
        : (dx > 0 ? col / CELLS_PER_DEGREE - longitude : dx < 0 ? longitude - (col + 1) / CELLS_PER_DEGREE : 0) * kmPerDegree * cosLat
      const nearestKm = Math.sqrt(Math.max(0, rowGapKm) ** 2 + Math.max(0, colGapKm) ** 2) - SLACK_KM
      // Judged first with the best score anywhere, before the cell is even looked up.
      const known = Math.min(bound, bestCost)
      if (nearestKm > maxKm || nearestKm - prominence * idx.maxScore > known) continue
      const cell = cellAt(dy, dx)
      const c = cellOf(grid, cell)
      if (c < 0 || nearestKm - prominence * grid.maxScore[c] > known) continue
      for (let m = grid.starts[c], end = grid.starts[c + 1]; m < end; m++) {
        const i = grid.members[m]
        const d = costOf(i, prominence > 0 ? maxKm : bestKm)
        if (d !== d) continue
        const cost = d - prominence * idx.score[i]
        if (cost < bestCost) {
          bestCost = cost
          bestKm = d
          best = i
        }
      }
    }
  }
  return best
}

/** Country of the nearest place within `maxKm` (for the China zone policy), or null. */
export function nearestCountry(latitude: number, longitude: number, maxKm: number): string | null {
  const idx = getIndex()
  const i = nearestOrdinal(idx, latitude, longitude, maxKm)
  return i < 0 ? null : ccOf(idx, i)
}
