/**
 * Daily guidance, the kids reading and the template narratives in every locale, at the core: every
 * sentence pattern and label in its own language, the Traditional patterns free of OpenCC's known
 * mistakes, the tricky terms, and a seeded sweep over births and reading dates.
 */
import { describe, expect, it } from 'bun:test'
import { dailyAlmanac } from '../../../src/core/almanac/almanac'
import { dailyGuidance } from '../../../src/core/daily/guidance'
import { GUIDANCE_SENTENCES } from '../../../src/core/daily/guidance'
import { RULE_SENTENCES } from '../../../src/core/daily/guidance-rules'
import { KIDS_SENTENCES, kidsDay } from '../../../src/core/daily/kids'
import { AREAS, BRANCH_POSITIONS, COLOURS, DIRECTIONS, RELATIONS, glossarySections } from '../../../src/core/daily/labels'
import { NARRATIVE_SENTENCES, dailyNarrativeTemplate, kidsNarrativeTemplate } from '../../../src/core/daily/narrative-templates'
import { LOCALES } from '../../../src/core/locale'
import type { Locale, Sex } from '../../../src/core/types'
import { CODE_KEYS, foreignTextIn, foreignTextsOf } from '../../support/locale-text'
import { calculateChart } from '../complete-options'
import { seededRandom as random } from '../../support/seeded-random'

const TABLES = [...RULE_SENTENCES, ...GUIDANCE_SENTENCES, ...KIDS_SENTENCES, ...NARRATIVE_SENTENCES]
const WRITTEN = ['en', 'zh', 'ja', 'ko', 'vi'] as const
const placeholders = (pattern: string) => [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const withoutPlaceholders = (pattern: string) => pattern.replace(/\{\w+\}/g, '')

describe('sentence patterns', () => {
  it('name only values their callers fill (a misspelt {name} would throw): those of the English and Chinese patterns', () => {
    for (const table of TABLES) {
      const given = new Set(Object.values(table.written).flatMap((w) => [...placeholders(w.en), ...placeholders(w.zh)]))
      for (const [key, written] of Object.entries(table.written))
        for (const language of ['ja', 'ko', 'vi'] as const)
          expect({ key, language, unknown: placeholders(written[language]).filter((p) => !given.has(p)) }).toEqual({
            key,
            language,
            unknown: [],
          })
    }
  })

  it('are each in their own language, Traditional ones included', () => {
    for (const table of TABLES)
      for (const locale of LOCALES) {
        const patterns = table.in(locale)
        for (const [key, pattern] of Object.entries(patterns)) {
          expect({ key, locale, foreign: foreignTextIn(withoutPlaceholders(pattern), locale) }).toEqual({ key, locale, foreign: undefined })
          const source = (table.written as Record<string, Record<(typeof WRITTEN)[number], string>>)[key]!
          expect(placeholders(pattern)).toEqual(placeholders(locale === 'zh-TW' || locale === 'zh-HK' ? source.zh : source[locale]))
        }
      }
  })

  it('converted to Traditional keep the field’s terms: 沖 not 衝, 干 not 幹, 曆 in 黃曆, 丑 not 醜', () => {
    for (const table of TABLES)
      for (const locale of ['zh-TW', 'zh-HK'] as const)
        for (const [key, pattern] of Object.entries(table.in(locale)))
          expect({ key, locale, pattern }).not.toMatchObject({ pattern: expect.stringMatching(/[衝幹醜]|黃歷/) })
  })

  it('are converted once per table and locale, not per answer', () => {
    const table = RULE_SENTENCES[2]
    expect(table.in('zh-TW')).toBe(table.in('zh-TW'))
    expect(table.in('ja')).toBe(table.in('ja'))
  })
})

describe('labels', () => {
  it('every label in its own language, and the glossary names every one in every locale', () => {
    for (const { tables } of [AREAS, BRANCH_POSITIONS, COLOURS, DIRECTIONS, RELATIONS])
      for (const locale of LOCALES)
        for (const [code, name] of Object.entries(tables[locale]))
          expect({ code, locale, foreign: foreignTextIn(name, locale) }).toEqual({ code, locale, foreign: undefined })
    const sections = glossarySections()
    expect(sections.map((s) => s.terms.length)).toEqual([4, 4, 10, 4, 5])
    for (const section of sections)
      for (const term of section.terms) for (const locale of LOCALES) expect(term.names[locale]?.length ?? 0).toBeGreaterThan(0)
  })

  it('hand-curated where the standards differ: Hong Kong’s 啡色, Japanese 青緑色 beside 青色, Korean 년지', () => {
    expect(COLOURS.of('brown', 'zh-TW').name).toBe('棕色')
    expect(COLOURS.of('brown', 'zh-HK').name).toBe('啡色')
    expect(COLOURS.of('cyan', 'ja').name).toBe('青緑色')
    expect(COLOURS.of('blue', 'ja').name).toBe('青色')
    expect(BRANCH_POSITIONS.of('hour', 'zh-TW').name).toBe('時支')
    expect(BRANCH_POSITIONS.of('year', 'ko').name).toBe('년지')
    expect(DIRECTIONS.of('east', 'vi').name).toBe('Chính Đông')
  })

  it('are the same objects for every answer in a locale (built once)', () => {
    expect(AREAS.of('career', 'ko')).toBe(AREAS.of('career', 'ko'))
  })
})

const BIRTH = { date: '1988-07-01', time: '12:00', latitude: 39.9, longitude: 116.4, timezone: 8 }
const guidanceFor = (date: string, locale: Locale, sex: Sex | undefined = 'male', birth = BIRTH) => {
  const almanac = dailyAlmanac(date, locale)
  return { guidance: dailyGuidance({ chart: calculateChart({ ...birth, sex, locale }), almanac, sex, locale }), almanac }
}
const reasonTexts = (date: string, locale: Locale) =>
  Object.values(guidanceFor(date, locale).guidance.ratings)
    .flatMap((r) => r.reasons.map((x) => x.text))
    .join('\n')

describe('tricky terms in the answers', () => {
  // 2025-05-07 is 丙子: 子 clashes the 午 month and hour branches of 戊辰 戊午 丁巳 丙午.
  it('a clash is 沖 in Traditional Chinese and Japanese, 충 in Korean, xung in Vietnamese', () => {
    expect(reasonTexts('2025-05-07', 'zh')).toContain('今日地支冲事业父母宫（月支）')
    expect(reasonTexts('2025-05-07', 'zh-TW')).toContain('今日地支沖事業父母宮（月支）')
    expect(reasonTexts('2025-05-07', 'zh-HK')).toContain('今日地支沖事業父母宮（月支）')
    expect(reasonTexts('2025-05-07', 'ja')).toContain('月支を沖し')
    expect(reasonTexts('2025-05-07', 'ja')).not.toContain('冲')
    expect(reasonTexts('2025-05-07', 'ko')).toContain('월지를 충하여')
    expect(reasonTexts('2025-05-07', 'vi')).toContain('Chi ngày xung chi tháng')
  })

  it('the almanac is 黃曆 in Traditional Chinese (曆, not 歷)', () => {
    const texts = LOCALES.filter((l) => l === 'zh-TW' || l === 'zh-HK').map((l) => reasonTexts('2025-05-07', l))
    for (const text of texts) {
      expect(text).toMatch(/黃曆為[黃黑]道日/)
      expect(text).not.toContain('黃歷')
    }
  })

  it('pillars in Korean and Vietnamese prose are read, not written in Han (을사, Ất Tỵ); Japanese keeps the characters', () => {
    expect(reasonTexts('2025-05-07', 'ko')).toContain('세운(을사)')
    expect(reasonTexts('2025-05-07', 'vi')).toContain('Lưu niên Ất Tỵ')
    expect(reasonTexts('2025-05-07', 'ja')).toContain('年運乙巳')
    expect(reasonTexts('2025-05-07', 'ko')).toContain('오늘 천간(병)은 겁재')
    expect(reasonTexts('2025-05-07', 'vi')).toContain('Can ngày Bính là Kiếp Tài')
  })

  it('Vietnamese names a life area in lower case mid-sentence', () => {
    const { guidance, almanac } = guidanceFor('2025-05-07', 'vi')
    const text = dailyNarrativeTemplate(guidance, almanac).vi!
    expect(text).toMatch(/Phương diện thuận nhất hôm nay là (sự nghiệp|tài lộc|tình cảm|sức khỏe) /)
    expect(text).toMatch(/Phương diện cần lưu tâm nhất là (sự nghiệp|tài lộc|tình cảm|sức khỏe) /)
  })

  it('the kids reading calls the child お子さん / 아이 / con, and the narrative by name, in every locale', () => {
    const chart = calculateChart({ ...BIRTH, locale: 'ja' })
    const dayOf = (locale: Locale) =>
      kidsDay({ chart: calculateChart({ ...BIRTH, locale }), almanac: dailyAlmanac('2025-05-07', locale), parentDayMaster: 8, locale })
    expect(chart.chart.pillars.day.ganzhi[0]).toBe('丁') // fire child, water parent: parent-shapes
    expect(dayOf('ja').parentRelation!.description.text).toContain('お子さんの火')
    expect(dayOf('ko').parentRelation!.description.text).toContain('아이의 화 기운')
    expect(dayOf('vi').parentRelation!.description.text).toContain('hành Hỏa của con')
    for (const locale of LOCALES) {
      const narrative = kidsNarrativeTemplate(dayOf(locale), 'Mei', locale)[locale]!
      expect({ locale, named: narrative.split('Mei').length - 1 }).toMatchObject({ locale })
      expect(narrative.split('Mei').length - 1).toBeGreaterThanOrEqual(4)
      expect(narrative).not.toMatch(/お子さん|아이의|của con|孩子的/)
    }
  })
})

/** A child's name as a parent of the locale writes it. */
const CHILD_NAME: Record<Locale, string> = { en: 'Mei', zh: '小美', 'zh-TW': '小美', 'zh-HK': '小美', ja: 'はな', ko: '하나', vi: 'Hoa' }
/** `romanised` is the English narrative's "Yi-Hai", not a member of any answer. */
const SKIP = new Set([...CODE_KEYS, 'romanised'])

describe.each(LOCALES.filter((l) => l !== 'en'))('seeded sweep in %s', (locale) => {
  it('guidance, kids day and both narratives hold no text in another language', () => {
    const next = random(locale.charCodeAt(0) * 7 + locale.length)
    const pad = (n: number) => String(n).padStart(2, '0')
    for (let i = 0; i < 40; i++) {
      const birth = {
        date: `${1930 + Math.floor(next() * 90)}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`,
        time: `${pad(Math.floor(next() * 24))}:${pad(Math.floor(next() * 60))}`,
        latitude: 30,
        longitude: 120,
        timezone: 8,
      }
      const date = `${1950 + Math.floor(next() * 90)}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`
      const sex = i % 3 === 0 ? undefined : i % 3 === 1 ? 'male' : 'female'
      const { guidance, almanac } = guidanceFor(date, locale, sex, birth)
      const day = kidsDay({ chart: calculateChart({ ...birth, locale }), almanac, parentDayMaster: i % 10, locale })
      const answer = {
        guidance,
        day,
        daily: dailyNarrativeTemplate(guidance, almanac)[locale],
        kids: kidsNarrativeTemplate(day, CHILD_NAME[locale], locale)[locale],
      }
      expect({ birth, date, foreign: foreignTextsOf(answer, locale, { skipKeys: SKIP }).slice(0, 5) }).toEqual({ birth, date, foreign: [] })
      expect(answer.daily!.length).toBeGreaterThan(60)
    }
  })
})

/**
 * The kids reading's words a parent should never read about their child, per locale (as the English
 * and Chinese blocklists of narrative-templates.test.ts): illness, danger, misfortune, the clash and
 * harm vocabulary of the adult reading. Traditional Chinese: the Chinese list in Traditional forms.
 */
const KIDS_BLOCKLIST: Partial<Record<Locale, readonly string[]>> = {
  'zh-TW': [
    '凶',
    '災',
    '病',
    '禍',
    '死',
    '傷',
    '險',
    '沖',
    '衝',
    '煞',
    '忌',
    '不利',
    '疾',
    '醫',
    '藥',
    '健康',
    '失敗',
    '危',
    '破',
    '劫',
    '刑',
    '害',
  ],
  ja: ['凶', '災', '病', '死', '怪我', '危', '沖', '冲', '煞', '忌', '不運', '失敗', '破', '劫', '刑', '害', '医', '薬', '健康', '注意'],
  // Whole words of the adult reading, not syllables that also start kind words (살짝, 파란색, 약속, 형제, 충분).
  ko: ['흉', '재앙', '질병', '죽음', '다치', '위험', '충하', '흉살', '불운', '실패', '겁재', '형을', '해를', '의사', '건강', '주의하'],
  // Likewise: định hình (to shape) and khám phá (to explore) are kind words.
  vi: [
    'hung',
    'tai họa',
    'bệnh',
    'chết',
    'thương tích',
    'nguy',
    'xung',
    'sát',
    'kỵ',
    'xui',
    'thất bại',
    'tuế phá',
    'tương hình',
    'hại',
    'thuốc',
    'sức khỏe',
    'cẩn thận',
  ],
}
KIDS_BLOCKLIST['zh-HK'] = KIDS_BLOCKLIST['zh-TW']

describe.each(Object.keys(KIDS_BLOCKLIST) as Locale[])('kids reading tone in %s', (locale) => {
  it('never uses a blocklisted word, for many children, days and parents', () => {
    const blocklist = KIDS_BLOCKLIST[locale]!
    const children = [
      { date: '2018-03-15', time: '08:00', latitude: 31.2, longitude: 121.5, timezone: 8 },
      { date: '2016-11-02', time: '19:45', latitude: 51.5, longitude: -0.12, timezone: 0 },
      { date: '2020-07-21', latitude: 40.7, longitude: -74, timezone: -4 },
    ]
    let checked = 0
    for (const birth of children) {
      const chart = calculateChart({ ...birth, locale })
      for (let d = 0; d < 20; d++) {
        const almanac = dailyAlmanac(new Date(Date.UTC(2025, 0, 1 + d * 7)).toISOString().slice(0, 10), locale)
        for (let parent = 0; parent < 10; parent += 2) {
          const day = kidsDay({ chart, almanac, parentDayMaster: parent, locale })
          // The answer's own words (the stems' ten god is a code of the adult reading; its name is not told to the child).
          const texts = [
            kidsNarrativeTemplate(day, CHILD_NAME[locale], locale)[locale]!,
            day.dayMaster.image.text,
            day.dayMaster.strengths.text,
            day.today.strength.text,
            day.today.suggestion.text,
            day.parentRelation!.description.text,
            day.parentRelation!.relation.name,
          ].join('\n')
          // Vietnamese is matched word by word ("hung" is not in "chung thủy"), the others as written.
          const has = (w: string) =>
            locale === 'vi'
              ? new RegExp(`(^|[^\\p{L}])${w}(?![\\p{L}\\p{M}])`, 'u').test(texts.toLowerCase())
              : texts.toLowerCase().includes(w)
          expect({ locale, found: blocklist.filter(has) }).toEqual({ locale, found: [] })
          checked++
        }
      }
    }
    expect(checked).toBe(3 * 20 * 5)
  })
})
