/**
 * The Zi Wei picture (src/presenters/ziwei-picture): golden SVGs compared byte for byte (en, zh, ko,
 * vi; light and dark; with and without the reading date's layers; a birth without sex), then what
 * every picture must be: well-formed XML with no external reference, the twelve palaces in their
 * fixed branch places, each palace's stars drawn inside its own cell, the current decade and year
 * marked with their 四化 apart from the birth year's, and every drawn character in the embedded font.
 * Re-record after an intended change: `UPDATE_GOLDEN=1 bun test test/presenters/ziwei-picture.test.ts`.
 */
import { describe, expect, it } from 'bun:test'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { LOCALES } from '../../src/core/locale'
import type { Locale, Sex } from '../../src/core/types'
import { calculateZiweiChart, ziweiLabels as L, type ZiweiChart } from '../../src/core/ziwei'
import type { Theme } from '../../src/presenters/chart-picture'
import { renderZiweiPicture } from '../../src/presenters/ziwei-picture'
import { pictureChartOfAnswer } from '../../src/presenters/ziwei-picture/from-answer'
import { pictureChartOf } from '../../src/presenters/ziwei-picture/from-chart'
import { ziweiForRest } from '../../src/presenters/ziwei'
import { foreignTextIn } from '../support/locale-text'

const UPDATE = process.env.UPDATE_GOLDEN === '1'
const DIR = new URL('../fixtures/pictures/', import.meta.url).pathname
const GLYPHS = new Set(readFileSync(new URL('../../src/operations/shared/picture-font/glyphs.txt', import.meta.url).pathname, 'utf8'))

interface Case {
  name: string
  locale: Locale
  theme: Theme
  birth: { date: string; time: string; city?: string; sex?: Sex }
  readingDate?: string
}

const CASES: Case[] = [
  {
    name: 'ziwei-en-light-layers',
    locale: 'en',
    theme: 'light',
    birth: { date: '1988-07-01', time: '12:00', city: 'Beijing', sex: 'female' },
    readingDate: '2026-11-21',
  },
  { name: 'ziwei-en-dark-natal', locale: 'en', theme: 'dark', birth: { date: '1990-05-15', time: '23:40', city: 'Shanghai', sex: 'male' } },
  {
    name: 'ziwei-zh-light-layers',
    locale: 'zh',
    theme: 'light',
    birth: { date: '1987-09-12', time: '23:30', city: 'Hangzhou', sex: 'male' },
    readingDate: '2026-11-21',
  },
  { name: 'ziwei-zh-dark-no-sex', locale: 'zh', theme: 'dark', birth: { date: '2000-08-16', time: '00:08', city: 'Urumqi' } },
  {
    name: 'ziwei-ko-light-layers',
    locale: 'ko',
    theme: 'light',
    birth: { date: '1979-04-30', time: '12:00', city: 'Busan', sex: 'female' },
    readingDate: '2026-11-21',
  },
  { name: 'ziwei-ko-dark-natal', locale: 'ko', theme: 'dark', birth: { date: '1965-01-20', time: '06:15', city: 'Seoul', sex: 'male' } },
  {
    name: 'ziwei-vi-light-layers',
    locale: 'vi',
    theme: 'light',
    birth: { date: '2004-10-17', time: '07:45', city: 'Hanoi', sex: 'male' },
    readingDate: '2026-11-21',
  },
  {
    name: 'ziwei-vi-dark-no-sex',
    locale: 'vi',
    theme: 'dark',
    birth: { date: '1955-11-22', time: '21:50', city: 'Hue' },
    readingDate: '2030-02-01',
  },
]

const chartOf = (c: { locale: Locale; birth: Case['birth']; readingDate?: string }): ZiweiChart =>
  calculateZiweiChart({
    ...c.birth,
    locale: c.locale,
    ziHour: 'next-day',
    trueSolarTime: true,
    leapMonth: 'split',
    yearStart: 'lunar-new-year',
    readingDate: c.readingDate,
  })

const pictureOf = (c: Case, width = 1200) =>
  renderZiweiPicture(pictureChartOf(chartOf(c), c.locale), {
    locale: c.locale,
    theme: c.theme,
    width,
    sex: c.birth.sex,
    leapMonth: 'split',
    yearStart: 'lunar-new-year',
  })

/** A small well-formedness check: balanced tags, quoted attributes, only the five XML entities. */
function assertWellFormed(xml: string) {
  const stack: string[] = []
  for (const token of xml.split(/(<[^>]*>)/)) {
    if (token.startsWith('<')) {
      const match = /^<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>$/.exec(token)
      if (!match) throw new Error(`malformed tag: ${token}`)
      const [, closing, name, , selfClosing] = match
      if (closing) expect(stack.pop()).toBe(name)
      else if (!selfClosing) stack.push(name)
    } else expect(token).not.toContain('>')
    for (const entity of token.match(/&[^;\s]*;?/g) ?? []) expect(['&amp;', '&lt;', '&gt;', '&quot;', '&apos;']).toContain(entity)
  }
  expect(stack).toEqual([])
}

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
const drawnText = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => unescape(m[1]))
const attr = (tag: string, name: string) => Number(new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1])

/** Each palace group: its branch, code, frame and texts (position, anchor, content). */
function palacesOf(svg: string) {
  return [...svg.matchAll(/<g data-branch="(.)" data-palace="([a-z]+)"([^>]*)>(.*?)<\/g>/g)].map((m) => {
    const frame = /<rect [^>]*data-frame=""[^>]*\/>/.exec(m[4])![0]
    return {
      branch: m[1],
      palace: m[2],
      marks: m[3],
      frame: { x: attr(frame, 'x'), y: attr(frame, 'y'), width: attr(frame, 'width'), height: attr(frame, 'height') },
      texts: [...m[4].matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map((t) => ({
        x: attr(t[0], 'x'),
        y: attr(t[0], 'y'),
        value: unescape(t[2]),
      })),
    }
  })
}

describe('Zi Wei picture', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s matches its golden SVG', (name, c) => {
    const svg = pictureOf(c)
    const file = `${DIR}${name}.svg`
    if (UPDATE || !existsSync(file)) {
      if (!UPDATE) throw new Error(`no golden picture for ${name}: record with UPDATE_GOLDEN=1`)
      writeFileSync(file, svg)
    }
    expect(svg).toBe(readFileSync(file, 'utf8'))
  })

  it.each(CASES.map((c) => [c.name, c] as const))('%s is well-formed and self-contained, with its text summary', (_, c) => {
    const svg = pictureOf(c)
    assertWellFormed(svg)
    const withoutNamespace = svg.replace('xmlns="http://www.w3.org/2000/svg"', '')
    for (const forbidden of ['http:', 'https:', 'href', 'url(', '@import', '@font-face', '<script', '<image', '<foreignObject', 'data:'])
      expect(withoutNamespace).not.toContain(forbidden)
    expect(svg).toMatch(/<title id="chart-title">[^<]+<\/title><desc id="chart-desc">[^<]+<\/desc>/)
    const desc = unescape(/<desc id="chart-desc">([^<]+)<\/desc>/.exec(svg)![1])
    // Every palace is in the summary by name.
    for (const p of chartOf(c).palaces) expect(desc).toContain(L.nameOf(L.PALACES, p.palace, c.locale))
  })

  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s puts the twelve palaces in their branch places, each star inside its own cell',
    (_, c) => {
      const chart = chartOf(c)
      const palaces = palacesOf(pictureOf(c))
      expect(palaces).toHaveLength(12)
      // 巳 午 未 申 across the top, 寅 丑 子 亥 across the bottom, 辰 卯 down the left, 酉 戌 down the right.
      const at = (b: string) => palaces.find((p) => p.branch === b)!.frame
      const xs = (bs: string) => [...bs].map((b) => at(b).x)
      expect(new Set([...'巳午未申'].map((b) => at(b).y)).size).toBe(1)
      expect(new Set([...'寅丑子亥'].map((b) => at(b).y)).size).toBe(1)
      expect(xs('巳午未申')).toEqual([...xs('巳午未申')].sort((a, b) => a - b))
      expect(xs('寅丑子亥')).toEqual([...xs('寅丑子亥')].sort((a, b) => a - b))
      expect([at('辰').x, at('卯').x]).toEqual([at('巳').x, at('巳').x])
      expect([at('酉').x, at('戌').x]).toEqual([at('申').x, at('申').x])
      expect(at('巳').y < at('辰').y && at('辰').y < at('卯').y && at('卯').y < at('寅').y).toBe(true)
      for (const p of palaces) {
        const palace = chart.palaces.find((x) => x.palace === p.palace)!
        const { x, y, width, height } = p.frame
        for (const t of p.texts) {
          expect(t.x >= x && t.x <= x + width, `${p.palace} ${t.value} x`).toBe(true)
          expect(t.y > y && t.y < y + height, `${p.palace} ${t.value} y`).toBe(true)
        }
        const values = p.texts.map((t) => t.value).join('|')
        for (const s of palace.major) expect(values).toContain(L.nameOf(L.MAJOR_STARS, s.code, c.locale).split(' ')[0])
        for (const s of palace.minor) expect(values).toContain(L.nameOf(L.MINOR_STARS, s.code, c.locale).split(' ')[0])
        expect(values).toContain(L.nameOf(L.PALACES, palace.palace, c.locale).split(' ')[0])
      }
    },
  )

  it('marks the current decade and year, and draws their 四化 apart from the birth year’s', () => {
    const c = CASES[0]
    const chart = chartOf(c)
    const svg = pictureOf(c)
    const palaces = palacesOf(svg)
    expect(palaces.filter((p) => p.marks.includes('data-decade')).map((p) => p.branch)).toEqual([
      ['子', '丑', '寅', '卯', '辰', '巳', '午', '未', '申', '酉', '戌', '亥'][chart.layers!.decade!.branch],
    ])
    expect(palaces.filter((p) => p.marks.includes('data-year')).map((p) => p.branch)).toEqual([
      ['子', '丑', '寅', '卯', '辰', '巳', '午', '未', '申', '酉', '戌', '亥'][chart.layers!.year.branch],
    ])
    // Birth 四化: one filled sign per transformed star; each layer's four: outlined, with the layer's mark.
    const birth = chart.palaces.flatMap((p) => [...p.major, ...p.minor]).filter((s) => s.mutagen).length
    expect(svg.match(/data-mutagen="[a-z]+">/g)!.length - 4).toBe(birth) // less the centre's legend
    expect(svg.match(/data-layer="decade"/g)!.length).toBe(chart.layers!.decade!.mutagens.length)
    expect(svg.match(/data-layer="year"/g)!.length).toBe(chart.layers!.year.mutagens.length)
    // The natal picture has none of these marks.
    const natal = pictureOf(CASES[1])
    expect(natal).not.toContain('data-layer=')
    expect(natal).not.toContain('data-decade')
  })

  it('draws a birth without sex as such: 阴/阳 男/女 left out, no decades, the warning listed', () => {
    const svg = pictureOf(CASES[3])
    expect(drawnText(svg)).toContain('性别未提供')
    expect(svg).toContain('data-warning="SEX_UNKNOWN"')
    expect(drawnText(svg).some((t) => /^\d+–\d+$/.test(t))).toBe(false)
    const withSex = drawnText(pictureOf(CASES[2]))
    expect(withSex.some((t) => /^[阴阳][男女]$/.test(t))).toBe(true)
  })

  it('scales to the requested width without changing the drawing', () => {
    const narrow = pictureOf(CASES[0], 360)
    expect(narrow).toMatch(/^<svg [^>]*width="360" height="\d+" viewBox="0 0 1200 \d+"/)
    expect(narrow.replace(/^<svg [^>]*>/, '')).toBe(pictureOf(CASES[0]).replace(/^<svg [^>]*>/, ''))
  })

  const BIRTHS = [
    { date: '1931-02-03', time: '05:10', city: 'Taipei', sex: 'male' },
    { date: '1955-11-22', time: '23:50', city: 'Hong Kong', sex: 'female' },
    { date: '1979-04-30', time: '12:00', city: 'Busan' },
    { date: '2004-10-17', time: '07:45', city: 'Hanoi', sex: 'female' },
    { date: '2023-04-10', time: '10:00', city: 'Osaka', sex: 'male' },
  ] as const
  it.each(LOCALES)('%s: draws only characters of the embedded font, every text node in the locale', (locale) => {
    const missing = new Set<string>()
    for (const birth of BIRTHS) {
      const c: Case = { name: '', locale, theme: 'dark', birth, readingDate: '2026-11-21' }
      const svg = pictureOf(c)
      for (const t of drawnText(svg)) for (const ch of t) if (!GLYPHS.has(ch)) missing.add(ch)
      if (locale === 'en' || locale === 'zh') continue
      const chart = chartOf(c)
      const place = [chart.bazi.location.name, chart.bazi.location.country]
        .filter((x): x is string => !!x)
        .sort((a, b) => b.length - a.length)
      for (const line of drawnText(svg)) {
        const words = place.reduce((text, name) => text.split(name).join(''), line)
        expect(foreignTextIn(words, locale), `${birth.date} ${line}`).toBeUndefined()
      }
    }
    expect([...missing].join('')).toBe('')
  })

  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s: drawn from the tool’s full answer (the MCP view’s path), the same picture',
    (_, c) => {
      const chart = chartOf(c)
      const input = {
        ...c.birth,
        locale: c.locale,
        ziHour: 'next-day',
        trueSolarTime: true,
        leapMonth: 'split',
        yearStart: 'lunar-new-year',
      } as const
      const answer = JSON.parse(JSON.stringify(ziweiForRest(chart, input)))
      const options = {
        locale: c.locale,
        theme: c.theme,
        width: 1200,
        sex: c.birth.sex,
        leapMonth: 'split',
        yearStart: 'lunar-new-year',
      } as const
      expect(renderZiweiPicture(pictureChartOfAnswer(answer), options)).toBe(renderZiweiPicture(pictureChartOf(chart, c.locale), options))
    },
  )

  it('shows one layer at a time when asked: the birth year alone, the decade, or the year', () => {
    const chart = pictureChartOf(chartOf(CASES[0]), 'en')
    const draw = (layer?: 'birth' | 'decade' | 'year') =>
      renderZiweiPicture(chart, {
        locale: 'en',
        theme: 'light',
        width: 1200,
        sex: 'female',
        leapMonth: 'split',
        yearStart: 'lunar-new-year',
        layer,
      })
    const count = (svg: string, pattern: RegExp) => svg.match(pattern)?.length ?? 0
    expect([count(draw('birth'), /data-layer=/g), count(draw('birth'), /data-(decade|year)=""/g)]).toEqual([0, 0])
    expect([
      count(draw('decade'), /data-layer="decade"/g),
      count(draw('decade'), /data-layer="year"/g),
      count(draw('decade'), /data-year=""/g),
    ]).toEqual([4, 0, 0])
    expect([
      count(draw('year'), /data-layer="year"/g),
      count(draw('year'), /data-layer="decade"/g),
      count(draw('year'), /data-decade=""/g),
    ]).toEqual([4, 0, 0])
    expect(draw()).toBe(draw(undefined))
  })
})
