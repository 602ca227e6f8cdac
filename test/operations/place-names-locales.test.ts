/**
 * Places in the reader's language through the real app: a city sent in any script
 * resolves, and the answer names it in the request's locale where the data has a name
 * (`location.localName`, the MCP summary's place line, the namesakes and the warnings), while English
 * and Chinese answers keep exactly the members they had.
 */
import { afterAll, describe, expect, it } from 'bun:test'
import { createTestApp } from '../support/app'

const t = createTestApp({ now: new Date('2026-11-21T12:00:00Z') })
const key = t.createKey(100_000)
afterAll(() => t.close())

const chart = async (body: Record<string, unknown>) => {
  const res = await t.post('/api/v1/bazi', { date: '1990-05-15', time: '10:00', ...body }, key)
  expect(res.status).toBe(200)
  return (await res.json()) as any
}

describe('the birth place in the request locale', () => {
  it.each([
    ['서울', 'ko', '서울', 'Seoul'],
    ['Seoul', 'ja', 'ソウル', 'Seoul'],
    ['東京', 'ko', '도쿄', 'Tokyo'],
    ['Hà Nội', 'vi', 'Hà Nội', 'Hanoi'],
    ['Guangzhou', 'zh-TW', '廣州', 'Guangzhou'],
    ['広州', 'ja', '広州', 'Guangzhou'],
  ])('%s in %s → %s', async (city, locale, localName, name) => {
    const { location } = await chart({ city, locale })
    expect(location).toMatchObject({ resolvedFrom: 'city', name, localName })
  })

  it('has no localName where the data has no name in the locale (Tokyo in Vietnamese), nor in en and zh', async () => {
    expect((await chart({ city: 'Tokyo', locale: 'vi' })).location.localName).toBeUndefined()
    expect((await chart({ city: '서울', locale: 'en' })).location).not.toHaveProperty('localName')
    expect((await chart({ city: '서울', locale: 'zh' })).location).not.toHaveProperty('localName')
  })

  it('names the nearest place to coordinates in the locale', async () => {
    const { location } = await chart({ latitude: 37.5665, longitude: 126.978, locale: 'ko' })
    expect(location).toMatchObject({ resolvedFrom: 'coordinates', localName: '서울' })
  })

  it('the MCP summary names the place in the locale', async () => {
    const client = await t.mcpClient('/mcp')
    try {
      const result = (await client.callTool({
        name: 'calculate_bazi_chart',
        arguments: { birth_date: '1990-05-15', birth_time: '10:00', birth_city: 'Busan', locale: 'ko' },
      })) as any
      expect(result.structuredContent.birth.place).toBe('부산, KR')
    } finally {
      await client.close()
    }
  })
})
