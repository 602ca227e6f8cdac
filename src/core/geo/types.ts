/**
 * Shapes of the offline gazetteer (src/core/geo): places, lookup results, coordinate → zone answers.
 */

export interface Place {
  /** GeoNames id (the data source; CC BY 4.0). */
  geonameId: number
  /** English / ASCII display name, e.g. "Guangzhou". */
  name: string
  /** Simplified Chinese name when known, e.g. "广州". */
  nameZh: string | null
  /**
   * The name in Japanese (東京, 広州, ソウル), Korean (서울) and Vietnamese (Hà Nội) when the data
   * has one (GeoNames alternates, recognised by script: scripts/build-geo-index.ts step 5b).
   */
  nameJa: string | null
  nameKo: string | null
  nameVi: string | null
  /** First-level region (state, province), English, e.g. "Guangdong". */
  admin1: string | null
  /** The region in Chinese when known (mainland provinces), e.g. "广东". */
  admin1Zh: string | null
  /** ISO 3166-1 alpha-2. */
  country: string
  latitude: number
  longitude: number
  population: number
  /** IANA zone (China policy applied: every mainland place is Asia/Shanghai). */
  timeZone: string
  /** Another zone some local records use (Xinjiang: Asia/Urumqi, UTC+6); null otherwise. */
  alternativeTimeZone: string | null
  /** True when the query matched only approximately (a district folded into its city). */
  approximate: boolean
}

type PlaceLookupStatus = 'ok' | 'ambiguous' | 'not_found'

export interface PlaceLookup {
  status: PlaceLookupStatus
  /** The chosen place when status is 'ok'. */
  best?: Place
  /** Up to 5 ranked places: alternatives (ok), the contenders (ambiguous) or suggestions (not_found). */
  candidates: Place[]
  /**
   * When status is 'ok': other places of the same name far from the chosen one (more than 100 km),
   * too small to make the query ambiguous ("Saint Petersburg" is the Russian city; Saint Petersburg,
   * Florida is another), best first, at most 4.
   */
  others?: Place[]
  /** Why the query failed or is ambiguous (English, for logs and error details). */
  reason?: string
}

export interface CoordinateZone {
  timeZone: string
  /** Asia/Urumqi for points in Xinjiang (offered only explicitly). */
  alternativeTimeZone: string | null
  /** True when the China policy replaced tz-lookup's answer. */
  corrected: boolean
}
