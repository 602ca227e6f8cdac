/**
 * The chart picture (src/presenters/chart-picture): golden SVGs compared byte for byte, then the
 * properties every picture must have: well-formed XML, no external reference, every pillar's
 * characters as text, the unknown hour drawn as unknown, warnings marked, and every character
 * inside the embedded font's glyph list (so the PNG never draws a missing glyph).
 * Re-record after an intended change: `UPDATE_GOLDEN=1 bun test test/presenters/chart-picture.test.ts`.
 */
import { describe, expect, it } from 'bun:test'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { calculateChart, type ChartResult } from '../../src/core/bazi'
import { LOCALES } from '../../src/core/locale'
import type { Locale } from '../../src/core/types'
import { PICTURE_TEXT, renderChartPicture, type Theme } from '../../src/presenters/chart-picture'
import { currentYearOf } from '../../src/presenters/chart-picture/current-year'
import { foreignTextIn } from '../support/locale-text'

const UPDATE = process.env.UPDATE_GOLDEN === '1'
const DIR = new URL('../fixtures/pictures/', import.meta.url).pathname
const GLYPHS = new Set(readFileSync(new URL('../../src/operations/shared/picture-font/glyphs.txt', import.meta.url).pathname, 'utf8'))
const READING_DATE = '2026-11-26'

interface Case {
  name: string
  locale: Locale
  theme: Theme
  birth: { date: string; time?: string; city?: string; sex?: 'male' | 'female' }
}

const CASES: Case[] = [
  { name: 'en-light-hour', locale: 'en', theme: 'light', birth: { date: '1990-05-15', time: '14:30', city: 'Beijing', sex: 'female' } },
  { name: 'en-dark-no-hour', locale: 'en', theme: 'dark', birth: { date: '1988-07-01', city: 'London', sex: 'male' } },
  { name: 'zh-light-hour', locale: 'zh', theme: 'light', birth: { date: '1990-05-15', time: '14:30', city: 'Beijing', sex: 'female' } },
  { name: 'zh-dark-no-hour', locale: 'zh', theme: 'dark', birth: { date: '1975-12-03', sex: 'male' } },
  // 立春 1990: 1990-02-04 10:14 Beijing time; born ten minutes before it.
  {
    name: 'en-light-near-solar-term',
    locale: 'en',
    theme: 'light',
    birth: { date: '1990-02-04', time: '10:04', city: 'Shanghai', sex: 'male' },
  },
  { name: 'zh-light-no-sex', locale: 'zh', theme: 'light', birth: { date: '2001-09-09', time: '23:30', city: 'Guangzhou' } },
  // A third and a fourth locale: 四柱推命's words and 사주's, the chart's labels in each.
  { name: 'ja-light-hour', locale: 'ja', theme: 'light', birth: { date: '1990-05-15', time: '14:30', city: 'Tokyo', sex: 'female' } },
  { name: 'ko-dark-no-hour', locale: 'ko', theme: 'dark', birth: { date: '1988-07-01', city: 'Seoul', sex: 'male' } },
]

const chartOf = (c: Case): ChartResult =>
  calculateChart({ ...c.birth, locale: c.locale, ziHour: 'next-day', trueSolarTime: true, includeDaily: false } as never)

const pictureOf = (c: Case, width = 1200, drawable?: (text: string) => boolean) => {
  const chart = chartOf(c)
  return renderChartPicture(chart, {
    locale: c.locale,
    theme: c.theme,
    width,
    currentYear: currentYearOf(chart, READING_DATE, c.locale),
    drawable,
  })
}
/** What the PNG's embedded font draws (as render-bazi-chart-picture passes it for a PNG). */
const inFont = (text: string) => [...text].every((ch) => GLYPHS.has(ch))

/** A small well-formedness check: balanced tags, quoted attributes, only the five XML entities. */
function assertWellFormed(xml: string) {
  const stack: string[] = []
  const tokens = xml.split(/(<[^>]*>)/)
  for (const token of tokens) {
    if (token.startsWith('<')) {
      const match = /^<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>$/.exec(token)
      if (!match) throw new Error(`malformed tag: ${token}`)
      const [, closing, name, , selfClosing] = match
      if (closing) expect(stack.pop()).toBe(name)
      else if (!selfClosing) stack.push(name)
    } else {
      expect(token).not.toContain('>')
    }
    for (const entity of token.match(/&[^;\s]*;?/g) ?? []) expect(['&amp;', '&lt;', '&gt;', '&quot;', '&apos;']).toContain(entity)
  }
  expect(stack).toEqual([])
}

const textNodes = (svg: string) =>
  [...svg.matchAll(/<(text|title|desc)[^>]*>([^<]*)<\/\1>/g)].map((m) =>
    m[2]
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  )
const drawnText = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1].replace(/&amp;/g, '&'))

describe('chart picture', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s matches its golden SVG', (name, c) => {
    const svg = pictureOf(c)
    const file = `${DIR}${name}.svg`
    if (UPDATE || !existsSync(file)) {
      if (!UPDATE) throw new Error(`no golden picture for ${name}: record with UPDATE_GOLDEN=1`)
      writeFileSync(file, svg)
    }
    expect(svg).toBe(readFileSync(file, 'utf8'))
  })

  it.each(CASES.map((c) => [c.name, c] as const))('%s is well-formed, self-contained, with every pillar as text', (_, c) => {
    const svg = pictureOf(c)
    assertWellFormed(svg)
    // The namespace is a name, not a reference; nothing else may point outside the document.
    const withoutNamespace = svg.replace('xmlns="http://www.w3.org/2000/svg"', '')
    for (const forbidden of ['http:', 'https:', 'href', 'url(', '@import', '@font-face', '<script', '<image', '<foreignObject', 'data:'])
      expect(withoutNamespace).not.toContain(forbidden)
    const texts = new Set(drawnText(svg))
    const chart = chartOf(c)
    for (const position of ['year', 'month', 'day', 'hour'] as const) {
      const pillar = chart.chart.pillars[position]
      if (!pillar) continue
      expect(texts.has(pillar.stem.char)).toBe(true)
      expect(texts.has(pillar.branch.char)).toBe(true)
    }
    expect(svg).toMatch(/<title id="chart-title">[^<]+<\/title><desc id="chart-desc">[^<]+<\/desc>/)
  })

  it('draws an unknown hour as unknown and marks every warning', () => {
    const c = CASES[1]
    const svg = pictureOf(c)
    expect(chartOf(c).chart.pillars.hour).toBeNull()
    expect(drawnText(svg)).toContain('Hour unknown')
    expect(svg).toContain('data-warning="BIRTH_TIME_UNKNOWN"')
    const nearTerm = pictureOf(CASES[4])
    expect(chartOf(CASES[4]).warnings.map((w) => w.code)).toContain('NEAR_SOLAR_TERM')
    expect(nearTerm).toContain('data-warning="NEAR_SOLAR_TERM"')
    // The doubted pillars carry the sign at their heading too: year and month here.
    expect(nearTerm.match(/data-doubted-by="NEAR_SOLAR_TERM"/g)?.length).toBe(2)
  })

  it('marks the current luck decade and the reading year', () => {
    const svg = pictureOf(CASES[0])
    expect(svg.match(/class="luck current"/g)?.length).toBe(1)
    expect(svg).toContain('data-year="2026"')
    expect(drawnText(svg)).toContain('丙')
  })

  it('from 1100 px up scales the 1200-unit drawing; below, it is laid out for a narrow screen', () => {
    expect(pictureOf(CASES[0], 1100)).toMatch(/^<svg [^>]*width="1100" height="\d+" viewBox="0 0 1200 \d+"/)
    expect(pictureOf(CASES[0], 360)).toMatch(/^<svg [^>]*width="360" height="\d+" viewBox="0 0 360 \d+"/)
  })

  it.each(CASES.flatMap((c) => [360, 500, 800, 1099, 1100, 1200].map((width) => [c.name, width, c] as const)))(
    '%s at %i px: no text under 11 px, nothing drawn outside the picture',
    (_name, width, c) => {
      const svg = pictureOf(c, width)
      const viewBox = Number(/viewBox="0 0 (\d+) /.exec(svg)![1])
      const scale = width / viewBox
      const sizes = [...svg.matchAll(/<text x="(-?\d+)"[^>]*class="t(\d+)[^"]*"[^>]*>([^<]*)</g)]
      expect(sizes.length).toBeGreaterThan(40)
      const small = sizes.filter((m) => Number(m[2]) * scale < 11).map((m) => `${m[3]} (${(Number(m[2]) * scale).toFixed(1)} px)`)
      expect(small).toEqual([])
      for (const m of sizes) expect(Number(m[1])).toBeLessThanOrEqual(viewBox)
      // Every pillar is still drawn, each once.
      for (const position of ['year', 'month', 'day', 'hour']) expect(svg.split(`data-pillar="${position}"`).length).toBe(2)
    },
  )

  it('bold text is bold in a renderer without a bold face: with syntheticBold a stroke of its own colour', () => {
    const chart = chartOf(CASES[0])
    const png = renderChartPicture(chart, {
      locale: 'en',
      theme: 'light',
      width: 1200,
      currentYear: currentYearOf(chart, READING_DATE, 'en'),
      syntheticBold: true,
    })
    const style = [...png.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]).join('')
    expect(style).toContain('.b.t60{stroke-width:2.4px}')
    expect(style).toContain('.b.tx{stroke:#1f1d1a}')
    expect(/<style>([^<]*)<\/style>/.exec(pictureOf(CASES[0]))![1]).not.toContain('stroke')
  })

  it.each(CASES.map((c) => [c.name, c] as const))('%s uses only characters of the embedded font (as a PNG is drawn)', (_, c) => {
    const missing = new Set<string>()
    for (const t of drawnText(pictureOf(c, 1200, inFont))) for (const ch of t) if (!GLYPHS.has(ch)) missing.add(ch)
    expect([...missing].join('')).toBe('')
    // The screen-reader text may carry the warnings' full messages; it is never rasterised.
    expect(textNodes(pictureOf(c)).length).toBeGreaterThan(10)
  })

  it('draws the same picture whatever was drawn before it (the kept box faces and frames)', () => {
    // Every golden was recorded in one process, fragments kept from the cases before; each case
    // drawn alone in a fresh process must give the same bytes, and so must a mixed order here.
    const script = (c: Case) => `
      import { calculateChart } from './src/core/bazi'
      import { renderChartPicture } from './src/presenters/chart-picture'
      import { currentYearOf } from './src/presenters/chart-picture/current-year'
      const chart = calculateChart(${JSON.stringify({ ...c.birth, locale: c.locale, ziHour: 'next-day', trueSolarTime: true, includeDaily: false })})
      process.stdout.write(renderChartPicture(chart, { locale: '${c.locale}', theme: '${c.theme}', width: 1200, currentYear: currentYearOf(chart, '${READING_DATE}', '${c.locale}') }))`
    for (const c of [CASES[4], CASES[3]]) {
      const alone = Bun.spawnSync([process.execPath, '-e', script(c)], { cwd: new URL('../..', import.meta.url).pathname })
      expect(alone.exitCode).toBe(0)
      expect(alone.stdout.toString()).toBe(readFileSync(`${DIR}${c.name}.svg`, 'utf8'))
    }
    for (const c of [...CASES].reverse()) expect(pictureOf(c)).toBe(readFileSync(`${DIR}${c.name}.svg`, 'utf8'))
  })

  /**
   * Every text node (drawn, `<title>`, `<desc>`) in the picture's locale, over births across a
   * century with and without hour, sex and place. The place's own name (the gazetteer's Latin or Han
   * form, with its country and zone) is taken out first: it is the place's, not a word of the picture.
   * en and zh keep their pictures byte for byte (existing clients see no change; en writes "Male (乾造)"), so the
   * five locales added are checked.
   */
  const BIRTHS = [
    { date: '1931-02-03', time: '05:10', city: 'Taipei', sex: 'male' },
    { date: '1955-11-22', time: '23:50', city: 'Hong Kong', sex: 'female' },
    { date: '1968-08-08', city: 'Osaka' },
    { date: '1979-04-30', time: '12:00', city: 'Busan', sex: 'female' },
    { date: '1990-02-04', time: '10:04', city: 'Shanghai', sex: 'male' },
    { date: '2004-10-17', time: '07:45', city: 'Hanoi' },
    { date: '2019-06-21', time: '18:30', sex: 'male' },
  ] as const
  it.each(LOCALES.filter((l) => l !== 'en' && l !== 'zh'))('%s: every text node is in the locale', (locale) => {
    for (const birth of BIRTHS) {
      const c: Case = { name: '', locale, theme: 'light', birth }
      const chart = chartOf(c)
      // Longest first: the zone (Asia/Taipei) holds the name (Taipei).
      const place = [chart.location.name, chart.location.country, chart.location.timeZone]
        .filter((x): x is string => !!x)
        .sort((a, b) => b.length - a.length)
      for (const node of textNodes(pictureOf(c)))
        for (const line of node.split('\n')) {
          const words = place.reduce((text, name) => text.split(name).join(''), line)
          expect(foreignTextIn(words, locale), `${birth.date} ${line}`).toBeUndefined()
        }
    }
  })

  it.each(LOCALES.filter((l) => l !== 'en' && l !== 'zh'))('%s: the picture draws only characters of the embedded font', (locale) => {
    const missing = new Set<string>()
    for (const birth of BIRTHS)
      for (const t of drawnText(pictureOf({ name: '', locale, theme: 'dark', birth }, 1200, inFont)))
        for (const ch of t) if (!GLYPHS.has(ch)) missing.add(ch)
    expect([...missing].join('')).toBe('')
  })

  it('names each locale in its own words and marks the document with its language', () => {
    const c = CASES[0]
    const words = (locale: Locale) => drawnText(pictureOf({ ...c, locale }))
    expect(words('ja')).toContain('通変星')
    expect(words('ja')).toContain('蔵干')
    expect(words('ko')).toContain('지장간')
    expect(words('ko')).toContain('십성')
    expect(words('vi')).toContain('Tàng can')
    expect(words('zh-TW')).toContain('時柱')
    expect(words('zh-TW')).toContain('藏干')
    // The luck pillar in force: Taiwan writes 目前, Hong Kong 當前.
    expect(words('zh-TW')).toContain('目前')
    expect(words('zh-TW')).not.toContain('當前')
    expect(words('zh-HK')).toContain('當前')
    expect(pictureOf({ ...c, locale: 'ja' })).toContain('lang="ja"')
    expect(pictureOf({ ...c, locale: 'zh-HK' })).toMatch(/font-family="&apos;Noto Sans CJK HK&apos;/)
  })
})

describe('the element figures beside the verdict', () => {
  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s: the figures drawn are the verdict’s weighting, and they add up to the support and ratio it states',
    (_name, c) => {
      const chart = chartOf(c)
      const { strength, elements } = chart.chart
      const drawn = drawnText(pictureOf(c))
      const weightLines = ['wood', 'fire', 'earth', 'metal', 'water'].map((e) => strength.weights[e as keyof typeof strength.weights])
      // Each element's drawn weight is the strength weighting's, not the balance's.
      const prefix = PICTURE_TEXT[c.locale].weighted.split('{value}')[0]
      const perElement = drawn.filter((t) => t.startsWith(prefix))
      expect(perElement.map((t) => Number(t.replace(/[^\d.]/g, '')))).toEqual(weightLines)
      // The verdict line states support of total = ratio, which the drawn weights give.
      const verdict = drawn.find((t) => t.includes(strength.verdictTerm.name) && t.includes(' = '))!
      expect(verdict).toContain(`${strength.support} / ${strength.total} = ${strength.ratio.toFixed(2)}`)
      const total = weightLines.reduce((a, b) => a + b, 0)
      expect(Math.abs(total - strength.total)).toBeLessThan(0.051)
      // The balance weighting is another figure set; where it differs, it is not what is drawn.
      const balance = ['wood', 'fire', 'earth', 'metal', 'water'].map((e) => elements.weighted[e as keyof typeof elements.weighted])
      if (balance.join() !== weightLines.join()) expect(perElement.map((t) => Number(t.replace(/[^\d.]/g, '')))).not.toEqual(balance)
    },
  )
})

describe('the place as the reader writes it', () => {
  it.each([
    ['ko', 'Seoul', '서울'],
    ['zh-TW', 'Taipei', '臺北'],
    ['ja', 'Tokyo', '東京'],
    ['zh', 'Beijing', '北京'],
  ] as const)(
    '%s: the header and <desc> name %s as the JSON does (%s); a PNG whose font lacks it writes the English name',
    (locale, city, local) => {
      const c: Case = { name: '', locale, theme: 'light', birth: { date: '1990-05-15', time: '14:30', city, sex: 'female' } }
      const chart = chartOf(c)
      expect(chart.location.localName ?? chart.location.nameZh).toBe(local)
      const svg = pictureOf(c)
      const header = drawnText(svg).find((t) => t.includes(`, ${chart.location.country}`))!
      expect(header).toContain(`${local}, ${chart.location.country}`)
      expect(/<desc[^>]*>([^<]*)<\/desc>/.exec(svg)![1]).toContain(local)
      const png = drawnText(pictureOf(c, 1200, (text) => !text.includes(local)))
      expect(png.find((t) => t.includes(`, ${chart.location.country}`))).toContain(`${city}, ${chart.location.country}`)
    },
  )
})
