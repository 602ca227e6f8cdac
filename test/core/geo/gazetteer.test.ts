import { describe, expect, it } from 'bun:test'
import { AppError } from '../../../src/core/errors'
import { loadGazetteer, lookupPlace, nearestPlace, resolveCity } from '../../../src/core/geo/gazetteer'

/** Great-circle distance, km. */
function km(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const r = Math.PI / 180
  const h = Math.sin(((bLat - aLat) * r) / 2) ** 2 + Math.cos(aLat * r) * Math.cos(bLat * r) * Math.sin(((bLon - aLon) * r) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

// [query, expected latitude, longitude (city centres from public references), zone, approximate?]
const FOUND: [string, number, number, string, boolean?][] = [
  // English
  ['Beijing', 39.904, 116.407, 'Asia/Shanghai'],
  ['Shanghai', 31.23, 121.47, 'Asia/Shanghai'],
  ['Guangzhou', 23.13, 113.26, 'Asia/Shanghai'],
  ['Shenzhen', 22.54, 114.06, 'Asia/Shanghai'],
  ['Chengdu', 30.66, 104.06, 'Asia/Shanghai'],
  ['Harbin', 45.75, 126.63, 'Asia/Shanghai'],
  ['Urumqi', 43.83, 87.62, 'Asia/Shanghai'],
  ['Ürümqi', 43.83, 87.62, 'Asia/Shanghai'],
  ["Xi'an", 34.34, 108.94, 'Asia/Shanghai'],
  ['xi an', 34.34, 108.94, 'Asia/Shanghai'],
  ['Lhasa', 29.65, 91.17, 'Asia/Shanghai'],
  ['Kashgar', 39.47, 75.99, 'Asia/Shanghai'],
  ['Dandong', 40.12, 124.38, 'Asia/Shanghai'],
  ['Taipei', 25.03, 121.56, 'Asia/Taipei'],
  ['Kaohsiung', 22.63, 120.3, 'Asia/Taipei'],
  ['Hong Kong', 22.3, 114.17, 'Asia/Hong_Kong'],
  ['Macau', 22.2, 113.55, 'Asia/Macau'],
  ['Singapore', 1.29, 103.85, 'Asia/Singapore'],
  ['Kuala Lumpur', 3.14, 101.69, 'Asia/Kuala_Lumpur'],
  ['Kota Kinabalu', 5.98, 116.07, 'Asia/Kuching'],
  ['Penang', 5.41, 100.33, 'Asia/Kuala_Lumpur'],
  ['New York', 40.71, -74.01, 'America/New_York'],
  ['Los Angeles', 34.05, -118.24, 'America/Los_Angeles'],
  ['San Francisco, CA', 37.77, -122.42, 'America/Los_Angeles'],
  ['London', 51.51, -0.13, 'Europe/London'],
  ['London, Ontario', 42.98, -81.25, 'America/Toronto'],
  ['London, ON', 42.98, -81.25, 'America/Toronto'],
  ['Paris, TX', 33.66, -95.56, 'America/Chicago'],
  ['Paris Texas', 33.66, -95.56, 'America/Chicago'],
  ['Paris', 48.86, 2.35, 'Europe/Paris'],
  ['Springfield, MO', 37.21, -93.29, 'America/Chicago'],
  ['Springfield, Illinois', 39.8, -89.64, 'America/Chicago'],
  ['Portland, Oregon', 45.52, -122.68, 'America/Los_Angeles'],
  ['Portland, ME', 43.66, -70.26, 'America/New_York'],
  ['Sydney', -33.87, 151.21, 'Australia/Sydney'],
  ['Sydney, Nova Scotia', 46.14, -60.19, 'America/Glace_Bay'],
  ['Tokyo', 35.68, 139.69, 'Asia/Tokyo'],
  ['MUMBAI', 19.08, 72.88, 'Asia/Kolkata'],
  ['Saigon', 10.82, 106.63, 'Asia/Ho_Chi_Minh'],
  ['Honolulu', 21.31, -157.86, 'Pacific/Honolulu'],
  ['Auckland, New Zealand', -36.85, 174.76, 'Pacific/Auckland'],
  ['São Paulo', -23.55, -46.63, 'America/Sao_Paulo'],
  ['Sao Paulo, Brazil', -23.55, -46.63, 'America/Sao_Paulo'],
  ['München', 48.14, 11.58, 'Europe/Berlin'],
  ['Munich, Germany', 48.14, 11.58, 'Europe/Berlin'],
  // Historic English names
  ['Peking', 39.904, 116.407, 'Asia/Shanghai'],
  ['Canton', 23.13, 113.26, 'Asia/Shanghai'],
  ['Bombay', 19.08, 72.88, 'Asia/Kolkata'],
  // Simplified Chinese
  ['北京', 39.904, 116.407, 'Asia/Shanghai'],
  ['北京市', 39.904, 116.407, 'Asia/Shanghai'],
  ['上海', 31.23, 121.47, 'Asia/Shanghai'],
  ['广州', 23.13, 113.26, 'Asia/Shanghai'],
  ['泰安', 36.2, 117.09, 'Asia/Shanghai'],
  ['淮南', 32.63, 117.0, 'Asia/Shanghai'],
  ['宿迁', 33.96, 118.28, 'Asia/Shanghai'],
  ['许昌', 34.04, 113.85, 'Asia/Shanghai'],
  ['昆山', 31.38, 120.98, 'Asia/Shanghai'],
  ['义乌', 29.31, 120.07, 'Asia/Shanghai'],
  ['东莞', 23.02, 113.75, 'Asia/Shanghai'],
  ['海淀', 39.96, 116.3, 'Asia/Shanghai'],
  ['乌鲁木齐', 43.83, 87.62, 'Asia/Shanghai'],
  ['喀什', 39.47, 75.99, 'Asia/Shanghai'],
  ['丹东市', 40.12, 124.38, 'Asia/Shanghai'],
  ['纽约', 40.71, -74.01, 'America/New_York'],
  ['旧金山', 37.77, -122.42, 'America/Los_Angeles'],
  ['伦敦', 51.51, -0.13, 'Europe/London'],
  ['悉尼', -33.87, 151.21, 'Australia/Sydney'],
  ['新加坡', 1.29, 103.85, 'Asia/Singapore'],
  ['吉隆坡', 3.14, 101.69, 'Asia/Kuala_Lumpur'],
  ['新山', 1.46, 103.76, 'Asia/Kuala_Lumpur'],
  ['怡保', 4.6, 101.08, 'Asia/Kuala_Lumpur'],
  ['古晋', 1.55, 110.34, 'Asia/Kuching'],
  ['槟城', 5.41, 100.33, 'Asia/Kuala_Lumpur'],
  ['九龙', 22.32, 114.18, 'Asia/Hong_Kong'],
  ['澳门', 22.2, 113.55, 'Asia/Macau'],
  ['新竹', 24.8, 120.97, 'Asia/Taipei'],
  ['温哥华, 加拿大', 49.28, -123.12, 'America/Vancouver'],
  // Traditional Chinese (and Japanese kanji shared forms)
  ['臺北', 25.03, 121.56, 'Asia/Taipei'],
  ['台北市', 25.03, 121.56, 'Asia/Taipei'],
  ['臺中', 24.15, 120.67, 'Asia/Taipei'],
  ['高雄', 22.63, 120.3, 'Asia/Taipei'],
  ['廣州', 23.13, 113.26, 'Asia/Shanghai'],
  ['哈爾濱', 45.75, 126.63, 'Asia/Shanghai'],
  ['烏魯木齊', 43.83, 87.62, 'Asia/Shanghai'],
  ['東京', 35.68, 139.69, 'Asia/Tokyo'],
  ['澳門', 22.2, 113.55, 'Asia/Macau'],
  // Region / country qualifiers in Chinese
  ['中国北京', 39.904, 116.407, 'Asia/Shanghai'],
  ['广东省广州市', 23.13, 113.26, 'Asia/Shanghai'],
  ['广东 广州', 23.13, 113.26, 'Asia/Shanghai'],
  ['广州，广东', 23.13, 113.26, 'Asia/Shanghai'],
  ['台湾台北', 25.03, 121.56, 'Asia/Taipei'],
  ['马来西亚吉隆坡', 3.14, 101.69, 'Asia/Kuala_Lumpur'],
  ['Hong Kong, China', 22.3, 114.17, 'Asia/Hong_Kong'],
  ['新北, 台湾', 25.01, 121.46, 'Asia/Taipei'],
  // Districts folded into their city (approximate)
  ['罗湖区', 22.54, 114.06, 'Asia/Shanghai', true],
  ['广东省深圳市罗湖区', 22.54, 114.06, 'Asia/Shanghai', true],
  ['氹仔', 22.2, 113.55, 'Asia/Macau', true],
  ['Xinjiang', 43.83, 87.62, 'Asia/Shanghai', true],
  ['California', 38.58, -121.49, 'America/Los_Angeles', true],
]

describe('gazetteer: found', () => {
  it('has at least 60 queries and 50,000 places', () => {
    expect(FOUND.length).toBeGreaterThanOrEqual(60)
    expect(loadGazetteer().places).toBeGreaterThanOrEqual(50_000)
  })
  for (const [query, lat, lon, zone, approximate = false] of FOUND) {
    it(`${query} → ${lat}, ${lon} ${zone}`, () => {
      const r = lookupPlace(query)
      expect(r.status).toBe('ok')
      expect(km(r.best!.latitude, r.best!.longitude, lat, lon)).toBeLessThanOrEqual(25)
      expect(r.best!.timeZone).toBe(zone)
      expect(r.best!.approximate).toBe(approximate)
    })
  }
  it('returns bilingual details and alternatives', () => {
    const r = lookupPlace('London')
    expect(r.best).toMatchObject({ name: 'London', nameZh: '伦敦', country: 'GB', admin1: 'England' })
    expect(r.candidates.some((c) => c.admin1 === 'Ontario')).toBe(true)
    expect(lookupPlace('广州').best).toMatchObject({ name: 'Guangzhou', admin1: 'Guangdong', admin1Zh: '广东', country: 'CN' })
  })
  it('Xinjiang places carry Asia/Urumqi as the alternative zone', () => {
    expect(lookupPlace('Urumqi').best!.alternativeTimeZone).toBe('Asia/Urumqi')
    expect(lookupPlace('Beijing').best!.alternativeTimeZone).toBeNull()
  })
})

describe('gazetteer: ambiguous and unknown', () => {
  for (const query of ['Springfield', 'Portland', 'Cambridge', 'Birmingham', 'Vancouver', '朝阳']) {
    it(`${query} is ambiguous with far-apart candidates`, () => {
      const r = lookupPlace(query)
      expect(r.status).toBe('ambiguous')
      expect(r.best).toBeUndefined()
      expect(r.candidates.length).toBeGreaterThanOrEqual(2)
      expect(r.candidates.length).toBeLessThanOrEqual(5)
      const [a, b] = r.candidates
      expect(km(a.latitude, a.longitude, b.latitude, b.longitude)).toBeGreaterThan(100)
    })
  }
  for (const query of ['Qwzxtplk', 'Atlantis City', '不存在的地方', '', '   ', '!!!']) {
    it(`"${query}" is not found`, () => {
      expect(lookupPlace(query).status).toBe('not_found')
    })
  }
  it('an unknown qualifier is not ignored', () => {
    const r = lookupPlace('Paris, Narnia')
    expect(r.status).toBe('not_found')
    expect(r.reason).toContain('Narnia')
    expect(r.candidates[0].country).toBe('FR')
  })
  it('a qualifier that excludes every match is not found', () => {
    expect(lookupPlace('Springfield, Japan').status).toBe('not_found')
  })
})

describe('resolveCity errors', () => {
  const error = (fn: () => unknown) => {
    try {
      fn()
    } catch (e) {
      return e as AppError
    }
    throw new Error('expected an error')
  }
  it('LOCATION_AMBIGUOUS with ≤ 5 candidates', () => {
    const e = error(() => resolveCity('Portland', 'en'))
    expect(e.code).toBe('LOCATION_AMBIGUOUS')
    const candidates = e.details!.candidates as { admin1: string }[]
    expect(candidates.length).toBeLessThanOrEqual(5)
    expect(candidates.map((c) => c.admin1)).toContain('Oregon')
    expect(candidates.map((c) => c.admin1)).toContain('Maine')
  })
  it('LOCATION_NOT_FOUND with ≤ 5 suggestions, localised', () => {
    const e = error(() => resolveCity('Londonx', 'en'))
    expect(e.code).toBe('LOCATION_NOT_FOUND')
    expect((e.details!.suggestions as unknown[]).length).toBeLessThanOrEqual(5)
    expect(error(() => resolveCity('Qwzxtplk', 'zh')).message).toContain('找不到')
  })
  it('returns the place when unique', () => {
    expect(resolveCity('Chengdu', 'en').place.country).toBe('CN')
  })
})

describe('nearestPlace', () => {
  it('finds the nearest indexed place within the radius', () => {
    expect(nearestPlace(39.9042, 116.4074)?.country).toBe('CN')
    expect(nearestPlace(51.5072, -0.1276)?.name).toBe('London')
    expect(nearestPlace(0, -140, 30)).toBeNull() // open Pacific
  })
  it('names a city centre after the city, not a district seat a kilometre away', () => {
    expect(nearestPlace(43.8256, 87.6168)?.name).toBe('Ürümqi')
    expect(nearestPlace(35.6762, 139.6503)?.name).toBe('Tokyo')
  })
})

describe('namesakes of a clear winner', () => {
  it('"Saint Petersburg" and "Pekin" take the big city and name the small ones far away', () => {
    const spb = lookupPlace('Saint Petersburg')
    expect(spb.status).toBe('ok')
    expect(spb.best).toMatchObject({ country: 'RU' })
    expect(spb.others!.some((p) => p.country === 'US' && p.admin1 === 'Florida')).toBe(true)
    const pekin = lookupPlace('Pekin')
    expect(pekin.best).toMatchObject({ name: 'Beijing', country: 'CN' })
    expect(pekin.others!.some((p) => p.country === 'US' && p.admin1 === 'Illinois')).toBe(true)
    for (const r of [spb, pekin]) {
      expect(r.others!.length).toBeLessThanOrEqual(4)
      for (const other of r.others!)
        expect(Math.hypot(other.latitude - r.best!.latitude, other.longitude - r.best!.longitude)).toBeGreaterThan(0.9)
    }
  })
  it('names places that bear the name as their own, not through an alternate name', () => {
    // Dili carries "Delhi" among its alternate names; it is no namesake of Delhi.
    const delhi = lookupPlace('Delhi')
    expect(delhi.best).toMatchObject({ country: 'IN' })
    expect(delhi.others!.map((p) => p.country)).not.toContain('TL')
    expect(delhi.others!.some((p) => p.country === 'US' && p.admin1 === 'New York')).toBe(true)
  })
  it('names nobody when the name is the place’s alone, and never a namesake of an ambiguous query', () => {
    expect(lookupPlace('Chengdu').others).toEqual([])
    expect(lookupPlace('Springfield').others).toBeUndefined()
    // A region qualifier picks the namesake itself.
    expect(lookupPlace('Saint Petersburg, Florida').best).toMatchObject({ country: 'US', admin1: 'Florida' })
  })
})
