/**
 * What the published contract says about keeping data is what the service does: nothing is written
 * to the database or the logs, and the operator's opt-in readings log (READINGS_LOG_FILE) keeps a
 * model's input and output, a child's name and a question among them. So no description may
 * promise "never stored" for what that log keeps, and the ones that mention it name the log.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createNarrator } from '../../src/ai/narrator'
import { createTestApp } from '../support/app'
import { fakeAiConfig, startFakeOpenAI } from '../support/fake-openai'

const dir = mkdtempSync(join(tmpdir(), 'bazi-data-handling-'))
const file = join(dir, 'readings.jsonl')
const fake = startFakeOpenAI()
const t = createTestApp({
  narrator: createNarrator({ ...fakeAiConfig(fake), retention: { file, maxBytes: 1_000_000, maxFiles: 1 } }),
})
afterAll(async () => {
  await t.close()
  await fake.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** Every `description` in the OpenAPI document, with where it is. */
function descriptions(node: unknown, path = ''): [string, string][] {
  if (!node || typeof node !== 'object') return []
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'description' && typeof value === 'string' ? [[path, value] as [string, string]] : descriptions(value, `${path}/${key}`),
  )
}

describe('data handling as published', () => {
  it('with READINGS_LOG_FILE on, a kids reading written by a model keeps the name and a tarot text the question, and the contract says so', async () => {
    fake.script({ type: 'text', content: 'Today Mei can paint and share her ideas.' })
    const key = t.createKey()
    const kids = await t.post('/api/v1/kids', { childName: 'Mei', date: '2018-06-01', time: '09:00', city: 'Taipei', model: 'openai' }, key)
    expect(kids.status).toBe(200)
    // The tarot text is written in English and in Chinese: two calls.
    fake.script({ type: 'text', content: 'A calm card for the move.' }, { type: 'text', content: '这张牌很平静。' })
    const tarot = await t.post('/api/v1/tarot', { cardId: 3, question: 'Will the move go well?', model: 'openai' }, key)
    expect(tarot.status).toBe(200)
    const log = readFileSync(file, 'utf8')
    expect(log).toContain('"childName":"Mei"')
    expect(log).toContain('Will the move go well?')

    const document = (await (await t.handle('/openapi.json')).json()) as any
    // The routes whose text a model may write (they take `model`): nothing they send it is promised "never stored".
    const narrated = Object.entries<any>(document.paths).filter(
      ([, item]) => item.post?.requestBody?.content?.['application/json']?.schema?.properties?.model,
    )
    expect(narrated.length).toBeGreaterThan(4)
    const all = narrated.flatMap(([path, item]) => descriptions(item, path))
    const promises = all.filter(([, text]) => /never stored/i.test(text) && !/image is checked|Each image is checked/.test(text))
    expect(promises).toEqual([])
    const schemas = document.components?.schemas ?? {}
    const kidsBody = document.paths['/api/v1/kids'].post.requestBody.content['application/json'].schema
    const childName = (kidsBody.properties ?? schemas[kidsBody.$ref?.split('/').pop()]?.properties).childName.description
    expect(childName).toContain('READINGS_LOG_FILE')
    expect(document.info.description).toContain('READINGS_LOG_FILE')
    expect(document.info.description).toMatch(/rotated by size/)
  })
})
