/**
 * The almanac, daily guidance, daily and kids capabilities through the real entry points: REST via
 * `app.handle`, MCP via the real SDK client on the public connector. Parity of chart data between
 * `/api/v1/daily`, `/api/v1/bazi`, `calculate_bazi_chart` and `get_daily_bazi_guidance`;
 * determinism; default reading date; validation; narrative seam; kids tone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import type { Client } from '@modelcontextprotocol/client'
import type { NarrativeRequest, Narrator } from '../../src/ai/types'
import { templateNarrator } from '../../src/ai/types'
import { dailyAlmanac } from '../../src/core/almanac/almanac'
import { SIXTY_CYCLE } from '../../src/core/bazi'
import { compactAlmanac } from '../../src/presenters/almanac-compact'
import { createTestApp, toolJson } from '../support/app'

const requests: NarrativeRequest[] = []
const recordingNarrator: Narrator = {
  narrate: (request, signal) => {
    requests.push(request)
    return templateNarrator.narrate(request, signal)
  },
  narrateBoth: (request, signal) => templateNarrator.narrateBoth(request, signal),
}

const t = createTestApp({ now: new Date('2026-11-21T20:00:00Z'), narrator: recordingNarrator })
const key = t.createKey(100_000)
let mcp: Client
beforeAll(async () => {
  mcp = await t.mcpClient('/mcp')
})
afterAll(() => t.close())

const post = async (path: string, body: unknown) => {
  const res = await t.post(path, body, key)
  return { status: res.status, body: (await res.json()) as any }
}
const call = async (name: string, args: Record<string, unknown>) => mcp.callTool({ name, arguments: args })

const BIRTH = { date: '1990-05-15', time: '14:30', latitude: 39.9, longitude: 116.4 }
const TOOL_BIRTH = { birth_date: '1990-05-15', birth_time: '14:30', latitude: 39.9, longitude: 116.4 }

describe('get_daily_almanac (MCP, public connector)', () => {
  it('returns `data` with the spec members; 2025-05-07 as in the notes', async () => {
    const result = await call('get_daily_almanac', { date: '2025-05-07', locale: 'zh' })
    expect(result.isError).toBeFalsy()
    const data = toolJson(result).data
    // Labels in the request locale only: each activity, direction and officer is its name.
    expect(data.activities.suitable).toContain('嫁娶')
    expect(data.activities.unsuitable).toEqual([])
    expect(data.lunar_date).toMatchObject({ month: 4, day: 10, is_leap_month: false })
    expect(data.day_pillar).toEqual({ ganzhi: '丙子', nayin: '涧下水' })
    expect(data.zodiac_clash).toEqual({ animal: '马', pillar: '庚午', sha_direction: '南' })
    expect(data.auspicious_directions.joy).toBe('西南')
    expect(data.duty_officer).toBe('危')
    expect(data.hours).toHaveLength(12)
    expect(data.hours[0]).toMatch(/^23:00-01:00 戊子 \S+，(黄道|黑道)$/)
    expect(data).toEqual(JSON.parse(JSON.stringify(compactAlmanac(dailyAlmanac('2025-05-07', 'zh'), 'zh'))))
  })

  it('English by default, with no Chinese outside stem and branch characters', async () => {
    const data = toolJson(await call('get_daily_almanac', { date: '2025-05-07' })).data
    expect(data.locale).toBe('en')
    expect(data.day_pillar).toEqual({ ganzhi: '丙子', name: 'Bing-Zi (Yang Fire Rat)', nayin: 'Water of the Mountain Stream' })
    const leaks: string[] = []
    const walk = (v: unknown, k = ''): void => {
      const withoutGanzhi = typeof v === 'string' ? v.replace(/[甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥]/g, '') : ''
      if (typeof v === 'string' && /[\u3400-\u9fff]/.test(withoutGanzhi)) leaks.push(`${k}=${v}`)
      else if (v && typeof v === 'object') for (const [kk, vv] of Object.entries(v)) walk(vv, kk)
    }
    walk(data)
    expect(leaks).toEqual([])
  })

  it.each([
    ['2025-02-30', 'INVALID_DATE'],
    ['1700-01-01', 'DATE_OUT_OF_RANGE'],
  ])('%s → isError %s', async (date, code) => {
    const result = await call('get_daily_almanac', { date })
    expect(result.isError).toBe(true)
    expect((result.content as any)[0].text).toStartWith(code)
  })
})

describe('get_daily_bazi_guidance (MCP) and /api/v1/daily (REST)', () => {
  it('parity: the chart in /api/v1/daily equals /api/v1/bazi, calculate_bazi_chart and the guidance tool', async () => {
    const daily = await post('/api/v1/daily', { ...BIRTH, sex: 'female', readingDate: '2025-05-07' })
    expect(daily.status).toBe(200)
    const bazi = await post('/api/v1/bazi', { ...BIRTH, sex: 'female', readingDate: '2025-05-07' })
    const toolArgs = { ...TOOL_BIRTH, sex: 'female', reading_date: '2025-05-07' }
    const chartFull = toolJson(await call('calculate_bazi_chart', { ...toolArgs, detail: 'full' }))
    const guidanceFull = toolJson(await call('get_daily_bazi_guidance', { ...toolArgs, detail: 'full' }))
    // /api/v1/bazi adds the year and luck pillar in force on the reading date: the same as the summaries'.
    const { current, ...baziChart } = bazi.body
    expect(daily.body.chart).toEqual(baziChart)
    const summary = toolJson(await call('calculate_bazi_chart', toolArgs))
    expect(current.readingDate).toBe('2025-05-07')
    expect([current.year.year, current.year.ganzhi, current.year.tenGod.name]).toEqual([
      summary.currentYear.year,
      summary.currentYear.ganzhi,
      summary.currentYear.tenGod,
    ])
    const inForce = baziChart.luck.pillars[current.luckPillar.index - 1]
    expect([inForce.ganzhi, inForce.startYear, inForce.startYear + 9]).toEqual([
      summary.luck.current.ganzhi,
      summary.luck.current.startYear,
      summary.luck.current.endYear,
    ])
    // detail "full" on MCP: everything computed with labels in the locale only; the guidance is REST's,
    // the chart is calculate_bazi_chart's (REST writes its repeated parts once), the almanac is REST's
    // without each hour's own 宜/忌 (REST only).
    const { detail: _full, ...chartFullBody } = chartFull
    expect(guidanceFull.chart).toEqual(chartFullBody)
    expect(guidanceFull.guidance).toEqual(daily.body.today.guidance)
    const { hours, ...restAlmanac } = daily.body.today.almanac
    const { hours: toolHours, ...toolAlmanac } = guidanceFull.almanac
    expect(restAlmanac).toEqual(toolAlmanac)
    expect(hours.map(({ activities, ...h }: any) => h)).toEqual(toolHours)
    expect(hours.every((h: any) => Array.isArray(h.activities.suitable) && Array.isArray(h.activities.unsuitable))).toBe(true)
    expect(toolHours.every((h: any) => h.activities === undefined)).toBe(true)
    expect(chartFull.chart.pillars.day.ganzhi).toBe(bazi.body.chart.pillars.day.ganzhi)
    // The annual pillars the full chart lists are the years' own pillars, which REST leaves to that rule.
    expect(chartFull.luck.pillars.map((p: any) => p.annual.map((a: any) => a.ganzhi))).toEqual(
      bazi.body.luck.pillars.map((p: any) => Array.from({ length: 10 }, (_, i) => SIXTY_CYCLE[(((p.startYear + i - 4) % 60) + 60) % 60])),
    )
    expect(daily.body.today.date).toBe('2025-05-07')
    // The summaries: the guidance carries the chart tool's summary for the same reading date, its
    // luck cut to the decade in force (the whole list is the chart tool's).
    const { detail, ...chartSummary } = toolJson(await call('calculate_bazi_chart', toolArgs))
    const guidanceSummary = toolJson(await call('get_daily_bazi_guidance', toolArgs))
    expect(detail).toBe('summary')
    expect(guidanceSummary.detail).toBe('summary')
    expect(guidanceSummary.chart).toEqual({ ...chartSummary, luck: { current: chartSummary.luck.current } })
    expect(guidanceSummary.chart.luck.current.ganzhi).toBe(inForce.ganzhi)
    expect(guidanceSummary.chart.pillars.day.ganzhi).toBe(bazi.body.chart.pillars.day.ganzhi)
    expect(guidanceSummary.guidance.ratings).toEqual(
      Object.fromEntries(Object.entries(daily.body.today.guidance.ratings).map(([area, r]: [string, any]) => [area, r.score])),
    )
  })

  it('guidance is deterministic and changes with the reading date', async () => {
    const args = { ...TOOL_BIRTH, reading_date: '2025-05-07', locale: 'zh' }
    const a = toolJson(await call('get_daily_bazi_guidance', args))
    const b = toolJson(await call('get_daily_bazi_guidance', args))
    expect(a).toEqual(b)
    const scores = new Set<string>()
    for (const day of ['2025-05-07', '2025-05-08', '2025-05-09', '2025-05-10', '2025-05-11', '2025-05-12']) {
      const g = toolJson(await call('get_daily_bazi_guidance', { ...args, reading_date: day })).guidance
      scores.add(JSON.stringify(['career', 'wealth', 'relationships', 'health'].map((k) => g.ratings[k])))
    }
    expect(scores.size).toBeGreaterThan(1)
    // No sex: no luck pillars, so no reason about the pillars in force.
    expect(a.guidance.reasons.map((r: { text: string }) => r.text).join('')).not.toContain('大运')
  })

  it('guidance refuses incomplete birth details and bad reading dates', async () => {
    const noPlace = await call('get_daily_bazi_guidance', { birth_date: '1990-05-15', birth_time: '14:30', reading_date: '2025-05-07' })
    expect(noPlace.isError).toBe(true)
    const badDate = await call('get_daily_bazi_guidance', { ...TOOL_BIRTH, reading_date: '2025-13-01' })
    expect(badDate.isError).toBe(true)
    expect((badDate.content as any)[0].text).toStartWith('INVALID_DATE')
  })

  it('/api/v1/daily: today defaults to the date in the person’s zone; narrative from the template', async () => {
    // 2026-11-21T20:00Z is 2026-11-22 in Beijing, still 2026-11-21 in UTC.
    const beijing = await post('/api/v1/daily', BIRTH)
    expect(beijing.status).toBe(200)
    expect(beijing.body.today.date).toBe('2026-11-22')
    expect(beijing.body.chart.daily).toBeUndefined()
    const utc = await post('/api/v1/daily', { date: '1990-05-15', time: '14:30' })
    expect(utc.body.today.date).toBe('2026-11-21')
    expect(beijing.body.narrative).toMatchObject({ locale: 'en', source: 'template' })
    expect(beijing.body.narrative.text).toContain(beijing.body.today.almanac.day_pillar.name)
    const zh = await post('/api/v1/daily', { ...BIRTH, locale: 'zh', readingDate: '2025-05-07' })
    expect(zh.body.narrative.locale).toBe('zh')
    expect(zh.body.narrative.text).toContain('丙子')
  })

  it('/api/v1/daily: the narrator gets the computed facts and the template, never the birth details', async () => {
    requests.length = 0
    await post('/api/v1/daily', { ...BIRTH, readingDate: '2025-05-07', model: 'openai' })
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request).toMatchObject({ kind: 'daily', locale: 'en', model: 'openai' })
    expect(request.template.en.length).toBeGreaterThan(200)
    expect(request.template.zh).toMatch(/[\u3400-\u9fff]/)
    const facts = JSON.stringify(request.facts)
    expect(facts).not.toContain('1990-05-15')
    expect(facts).not.toContain('14:30')
  })

  it('/api/v1/daily: bad reading dates are 400s', async () => {
    for (const [readingDate, code] of [
      ['2026-02-30', 'INVALID_DATE'],
      ['2300-01-01', 'DATE_OUT_OF_RANGE'],
    ]) {
      const res = await post('/api/v1/daily', { ...BIRTH, readingDate })
      expect(res.status).toBe(400)
      expect(res.body.error.code).toBe(code)
    }
  })
})

describe('/api/v1/kids', () => {
  const BLOCK_EN =
    /\b(bad|danger\w*|ill(ness)?|sick\w*|disease|injur\w*|accident\w*|hospital|doctor|medic\w*|health\w*|unlucky|misfortune|disaster|death|die|fail\w*|trouble\w*|clash\w*|inauspicious|warn\w*|harm\w*|punish\w*)\b/i
  const BLOCK_ZH = /[凶灾病祸死伤险冲煞忌疾医药危破劫刑害]|不利|健康|失败/

  it('child chart, positive current-day data and a positive narrative, for every parent stem', async () => {
    for (const parentDayMaster of ['甲', '乙木', '丙', '丁火', '戊', '己土', '庚', '辛金', '壬', '癸水']) {
      for (const locale of ['en', 'zh']) {
        const res = await post('/api/v1/kids', {
          childName: 'Mei',
          date: '2018-03-01',
          time: '09:15',
          timezone: 8,
          parentDayMaster,
          locale,
          readingDate: '2025-05-07',
        })
        expect(res.status).toBe(200)
        const { narrative, today, parentRelation, chart } = res.body
        expect(chart.chart.pillars.day.ganzhi).toHaveLength(2)
        expect(today.date).toBe('2025-05-07')
        expect(parentRelation.parentDayMaster).toBe(parentDayMaster[0])
        expect(narrative).toMatchObject({ locale, source: 'template' })
        expect(narrative.text).toContain('Mei')
        expect(narrative.text).not.toMatch(locale === 'en' ? BLOCK_EN : BLOCK_ZH)
      }
    }
  })

  it('without parentDayMaster the relation is null', async () => {
    const res = await post('/api/v1/kids', { childName: 'Mei', date: '2018-03-01', readingDate: '2025-05-07' })
    expect(res.status).toBe(200)
    expect(res.body.parentRelation).toBeNull()
  })

  it.each(['甲火', '子', 'A'])('parentDayMaster %p → 400 naming the allowed values', async (parentDayMaster) => {
    const res = await post('/api/v1/kids', { childName: 'Mei', date: '2018-03-01', parentDayMaster })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('INVALID_REQUEST')
    expect(res.body.error.message).toContain('甲 乙 丙 丁 戊 己 庚 辛 壬 癸')
    expect(res.body.error.details.allowed).toContain('甲木')
  })

  it('the child’s name is only in the narrative', async () => {
    const res = await post('/api/v1/kids', { childName: 'Zephyrine', date: '2018-03-01', readingDate: '2025-05-07' })
    const { narrative, ...rest } = res.body
    expect(narrative.text).toContain('Zephyrine')
    expect(JSON.stringify(rest)).not.toContain('Zephyrine')
  })
})
