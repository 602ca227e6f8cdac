/**
 * Number energy through the real entry points: REST (`app.handle`) and the MCP client on
 * /mcp/readings with a key. Each successful call is metered once; refused calls are not.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import type { NarrativeRequest, Narrator } from '../../src/ai/types'
import { templateNarrator } from '../../src/ai/types'
import { createTestApp, toolJson } from '../support/app'

const CJK = /[\u3400-\u9fff]/
const DAY = '2026-11-21'

/** Template narrator that remembers what it was asked (to check the facts sent to a model). */
const recording = () => {
  const requests: NarrativeRequest[] = []
  const narrator: Narrator = {
    narrate: (r, s) => (requests.push(r), templateNarrator.narrate(r, s)),
    narrateBoth: (r, s) => (requests.push(r), templateNarrator.narrateBoth(r, s)),
  }
  return { narrator, requests }
}

describe('POST /api/v1/number-energy', () => {
  const rec = recording()
  const t = createTestApp({ narrator: rec.narrator })
  const key = t.createKey(100, 'ne-rest')
  const used = () => t.store.usage(DAY, 'ne-rest')[0]?.used ?? 0
  afterAll(() => t.close())

  it('returns pairs and score at the top level with a template narrative by default, metered once', async () => {
    const before = used()
    const res = await t.post('/api/v1/number-energy', { phone: '+86 138-1530-0419', countryCode: '+86' }, key)
    expect(res.status).toBe(200)
    const body = (await res.json()) as any
    expect(body.analysedDigits).toBe('13815300419')
    expect(body.countryCodeRemoved).toBe(true)
    expect(body.pairs.length).toBeGreaterThan(3)
    expect(body.pairs[0]).toMatchObject({
      position: 1,
      digits: '13',
      star: { code: 'tianyi', name: expect.stringContaining('Tian Yi') },
      level: 4,
      nature: 'auspicious',
    })
    expect(body.pairs.find((p: any) => p.span === '153').modifiers).toContain('carried-by-five')
    expect(body.pairs.find((p: any) => p.span === '3004').modifiers).toContain('hidden-by-zero')
    expect(Number.isInteger(body.score)).toBe(true)
    expect(body.method.formula).toContain('score = round(50 + 50')
    // Labels and texts in the request locale only.
    expect(body.summary.length).toBeGreaterThan(0)
    expect(body.summary).not.toMatch(CJK)
    expect(JSON.stringify(body)).not.toMatch(/"(zh|en)":/)
    expect(body.narrative).toMatchObject({ source: 'template', locale: 'en' })
    expect(body.narrative.text).not.toMatch(CJK)
    expect(used()).toBe(before + 1)
  })

  it('never sends the phone number to the narrator', async () => {
    rec.requests.length = 0
    await t.post('/api/v1/number-energy', { phone: '13815300419', dayMasterGan: '甲', birthYear: 1990, sex: 'male' }, key)
    expect(rec.requests).toHaveLength(1)
    expect(rec.requests[0].kind).toBe('number-energy')
    const facts = JSON.stringify(rec.requests[0].facts)
    expect(facts).not.toContain('13815300419')
    expect(facts).not.toContain('"digits"')
    expect(facts).toContain('tianyi')
  })

  it('leaves the narrative out when includeAi is false, and writes Chinese for locale zh', async () => {
    const off = (await (await t.post('/api/v1/number-energy', { phone: '13815300419', includeAi: false }, key)).json()) as any
    expect(off.narrative).toBeUndefined()
    const zh = (await (await t.post('/api/v1/number-energy', { phone: '13815300419', locale: 'zh' }, key)).json()) as any
    expect(zh.narrative.locale).toBe('zh')
    expect(zh.narrative.text).toMatch(CJK)
  })

  it('reads personal data when given', async () => {
    const body = (await (
      await t.post('/api/v1/number-energy', { phone: '13491349', dayMasterGan: '甲木', birthYear: 1990, sex: 'male' }, key)
    ).json()) as any
    expect(body.personal.dayMaster).toMatchObject({ gan: '甲', element: 'wood' })
    expect(body.personal.lifeTrigram).toMatchObject({ kua: 1, favourableShare: 1 })
  })

  it.each([
    ['letters', { phone: '138abc45678' }, /"a", "b", "c"/],
    ['5 digits', { phone: '12345' }, /6 to 15 digits/],
    ['16 digits', { phone: '1234567890123456' }, /6 to 15 digits/],
    ['a branch as day master', { phone: '13812345678', dayMasterGan: '子' }, /heavenly stem/],
  ] as const)('refuses %s with a 400 that says why, without using quota', async (_, body, message) => {
    const before = used()
    const res = await t.post('/api/v1/number-energy', body, key)
    expect(res.status).toBe(400)
    const err = (await res.json()) as any
    expect(err.error.code).toBe('INVALID_REQUEST')
    expect(err.error.message).toMatch(message)
    expect(used()).toBe(before)
  })

  it('needs a key', async () => {
    expect((await t.post('/api/v1/number-energy', { phone: '13812345678' })).status).toBe(401)
  })
})

describe('analyze_number_energy on /mcp/readings', () => {
  const t = createTestApp()
  const key = t.createKey(100, 'ne-mcp')
  const used = () => t.store.usage(DAY, 'ne-mcp')[0]?.used ?? 0
  afterAll(() => t.close())

  it('is listed, returns structured content, and counts each call once', async () => {
    const client = await t.mcpClient('/mcp/readings', key)
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toContain('analyze_number_energy')
    const before = used()
    const result = (await client.callTool({ name: 'analyze_number_energy', arguments: { phone: '13815300419' } })) as any
    expect(result.isError).toBeFalsy()
    const body = toolJson(result)
    expect(body.pairs.length).toBeGreaterThan(3)
    expect(body.score).toBeGreaterThanOrEqual(0)
    expect(body.narrative).toBeUndefined()
    expect(used()).toBe(before + 1)

    const withAi = toolJson(await client.callTool({ name: 'analyze_number_energy', arguments: { phone: '13815300419', includeAi: true } }))
    expect(withAi.narrative.source).toBe('template')
    expect(used()).toBe(before + 2)
  })

  it('gives the same analysis as REST', async () => {
    const client = await t.mcpClient('/mcp/readings', key)
    const args = { phone: '0912 555 000', includeAi: false, locale: 'zh' }
    const viaMcp = toolJson(await client.callTool({ name: 'analyze_number_energy', arguments: args }))
    const viaRest = await (await t.post('/api/v1/number-energy', args, key)).json()
    expect(viaMcp).toEqual(viaRest)
  })

  it("takes its arguments in one convention, the REST body's (countryCode, dayMasterGan, birthYear beside includeAi); a snake_case name is told the right one", async () => {
    const client = await t.mcpClient('/mcp/readings', key)
    const args = { phone: '+86 138-1530-0419', countryCode: '+86', dayMasterGan: '甲', birthYear: 1990, sex: 'male', includeAi: false }
    const viaMcp = toolJson(await client.callTool({ name: 'analyze_number_energy', arguments: args }))
    expect(viaMcp).toEqual(await (await t.post('/api/v1/number-energy', args, key)).json())
    expect(viaMcp.countryCodeRemoved).toBe(true)
    expect(viaMcp.personal.lifeTrigram.birthYear).toBe(1990)
    const before = used()
    const snake = (await client.callTool({
      name: 'analyze_number_energy',
      arguments: { phone: args.phone, country_code: '+86', birth_year: 1990 },
    })) as any
    expect(snake.isError).toBe(true)
    expect(snake.content[0].text).toContain('`country_code` is not an allowed member; did you mean `countryCode`?')
    expect(snake.content[0].text).toContain('`birth_year` is not an allowed member; did you mean `birthYear`?')
    expect(used()).toBe(before)
    const { tools } = await client.listTools()
    const members = Object.keys(tools.find((tool) => tool.name === 'analyze_number_energy')!.inputSchema.properties!)
    expect(members.filter((m) => m.includes('_'))).toEqual([])
  })

  it('reports bad input as a tool error and does not count it', async () => {
    const client = await t.mcpClient('/mcp/readings', key)
    const before = used()
    const result = (await client.callTool({ name: 'analyze_number_energy', arguments: { phone: '138-CALL-NOW' } })) as any
    expect(result.isError).toBe(true)
    expect(JSON.stringify(result.content)).toContain('not allowed')
    expect(used()).toBe(before)
  })
})
