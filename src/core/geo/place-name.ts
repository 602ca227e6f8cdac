/**
 * A place's name in the request's locale: the data's own name in that language when it has one
 * (GeoNames alternates: 東京, 서울, Hà Nội; scripts/build-geo-index.ts step 5b), else the English name.
 * Traditional Chinese converts the Chinese name by the region's standard (OpenCC tw / hk), since the
 * index keeps one Chinese name per place.
 */
import { toTraditional } from '../traditional'
import type { Locale } from '../types'
import type { Place } from './types'

/** Converted names, kept so a place named again is not converted again (bounded: a few thousand places). */
const converted: Record<'zh-TW' | 'zh-HK', Map<string, string>> = { 'zh-TW': new Map(), 'zh-HK': new Map() }
function traditionalName(nameZh: string, locale: 'zh-TW' | 'zh-HK'): string {
  const cache = converted[locale]
  let name = cache.get(nameZh)
  if (name === undefined) {
    if (cache.size > 5000) cache.clear()
    name = toTraditional(nameZh, locale)
    cache.set(nameZh, name)
  }
  return name
}

export type NamedPlace = Pick<Place, 'name' | 'nameZh' | 'nameJa' | 'nameKo' | 'nameVi'>

export function placeNameIn(place: NamedPlace, locale: Locale): string {
  switch (locale) {
    case 'en':
      return place.name
    case 'zh':
      return place.nameZh ?? place.name
    case 'zh-TW':
    case 'zh-HK':
      return place.nameZh ? traditionalName(place.nameZh, locale) : place.name
    case 'ja':
      return place.nameJa ?? place.name
    case 'ko':
      return place.nameKo ?? place.name
    case 'vi':
      return place.nameVi ?? place.name
  }
}

/** The name in `locale` when the data has one of its own (not the English fallback); null for en and zh, whose names are `name` and `nameZh`. */
export function localNameIn(place: NamedPlace, locale: Locale): string | null {
  if (locale === 'en' || locale === 'zh') return null
  const name = placeNameIn(place, locale)
  return name === place.name ? null : name
}
