/**
 * Name analysis through the real entry point (`app.handle`): the answer for each school, the
 * refusals (unknown character named, hangul or kana where characters are needed), metering (one
 * call per success, none for a refusal), the narrative (template by default, the model's facts
 * without the name), and the route kept off the MCP connectors.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import type { NarrativeRequest, Narrator } from '../../src/ai/types'
import { templateNarrator } from '../../src/ai/types'
import { createTestApp } from '../support/app'

const DAY = '2026-11-21'

const recording = () => {
  const requests: NarrativeRequest[] = []
  const narrator: Narrator = {
    narrate: (r, s) => (requests.push(r), templateNarrator.narrate(r, s)),
    narrateBoth: (r, s) => (requests.push(r), templateNarrator.narrateBoth(r, s)),
  }
  return { narrator, requests }
}

describe('POST /api/v1/name', () => {
  const rec = recording()
  const t = createTestApp({ narrator: rec.narrator })
  const key = t.createKey(100, 'name-rest')
  const used = () => t.store.usage(DAY, 'name-rest')[0]?.used ?? 0
  afterAll(() => t.close())
  const post = async (body: Record<string, unknown>) => {
    const res = await t.post('/api/v1/name', body, key)
    return { status: res.status, body: (await res.json()) as any }
  }

  it('reads a Chinese name: Traditional forms, five grids, 三才, a template narrative; metered once', async () => {
    const before = used()
    const { status, body } = await post({ surname: '陈', givenName: '小明' })
    expect(status).toBe(200)
    expect(body.characters.map((c: any) => [c.character, c.form, c.strokes])).toEqual([
      ['陈', '陳', 16],
      ['小', '小', 3],
      ['明', '明', 8],
    ])
    expect(body.characters[0].radical).toEqual({ number: 170, character: '阜', strokes: 8 })
    expect(body.grids.map((g: any) => [g.code, g.number])).toEqual([
      ['heaven', 17],
      ['person', 19],
      ['earth', 11],
      ['outer', 9],
      ['total', 27],
    ])
    expect(body.sancai.verdict.code).toBe('excellent')
    expect(body.narrative.source).toBe('template')
    expect(body.narrative.text).toContain('Person grid 19')
    expect(used()).toBe(before + 1)
  })

  it('sends the model the counts, never the name', async () => {
    rec.requests.length = 0
    await post({ name: '欧阳娜娜', locale: 'zh' })
    const facts = JSON.stringify(rec.requests[0]!.facts)
    expect(rec.requests[0]!.kind).toBe('name')
    for (const char of '欧阳娜歐陽') expect(facts).not.toContain(char)
    expect(JSON.stringify(rec.requests[0]!.template)).not.toContain('娜')
  })

  it('refuses an unknown character by name, in the request locale, and does not meter it', async () => {
    const before = used()
    const { status, body } = await post({ surname: '王', givenName: '𠀀明', locale: 'zh' })
    expect(status).toBe(400)
    expect(body.error.code).toBe('INVALID_REQUEST')
    expect(body.error.message).toContain('𠀀')
    expect(body.error.message).toContain('笔画表')
    expect(body.error.details).toMatchObject({ field: 'givenName', character: '𠀀', codePoint: 'U+20000' })
    expect(used()).toBe(before)
  })

  it('asks for hanja when a Korean name comes in hangul only, in Korean', async () => {
    const { status, body } = await post({ name: '김민준', school: 'korean', locale: 'ko' })
    expect(status).toBe(400)
    expect(body.error.message).toContain('한자')
  })

  it('asks for kanji when the Chinese school gets kana', async () => {
    const { status, body } = await post({ surname: '山田', givenName: 'さくら', locale: 'ja' })
    expect(status).toBe(400)
    expect(body.error.message).toContain('漢字')
  })

  it('refuses a request with both `name` and the parts, and one with neither', async () => {
    expect((await post({ name: '陈小明', surname: '陈', givenName: '小明' })).status).toBe(400)
    expect((await post({ school: 'chinese' })).status).toBe(400)
    expect((await post({ surname: '陈' })).status).toBe(400)
  })

  it('refuses unknown members and a wrong school (schema)', async () => {
    expect((await post({ name: '陈小明', nickname: 'x' })).status).toBe(400)
    expect((await post({ name: '陈小明', school: 'vietnamese' })).status).toBe(400)
  })

  it('is not a tool on either MCP connector', async () => {
    const { CAPABILITIES } = await import('../../src/operations')
    const name = CAPABILITIES.find((c) => c.operationId === 'analyzeName')!
    expect(name.mcp).toBeUndefined()
  })
})
