/** The published contract: a valid OpenAPI 3.1.0 document describing every REST operation. */
import SwaggerParser from '@apidevtools/swagger-parser'
import { afterAll, describe, expect, it } from 'bun:test'
import { createTestApp } from '../support/app'

const t = createTestApp()
afterAll(() => t.close())

const REST_PATHS = [
  '/api/v1/bazi',
  '/api/v1/daily',
  '/api/v1/yearly',
  '/api/v1/number-energy',
  '/api/v1/tarot',
  '/api/v1/compatibility',
  '/api/v1/kids',
  '/api/v1/face',
  '/api/v1/aura',
  '/api/v1/couple-face',
  '/api/v1/bazi/reverse',
  '/api/v1/solar-terms',
  '/api/v1/almanac/select',
]

describe('GET /openapi.json', async () => {
  const res = await t.handle('/openapi.json')
  const document = (await res.json()) as any

  it('is OpenAPI 3.1.0 with the contract version label', () => {
    expect(res.status).toBe(200)
    expect(document.openapi).toBe('3.1.0')
    expect(document.info.version).toBe('2026-08-20')
    expect(document.info.description).toMatch(/GeoNames/)
    expect(document.components.securitySchemes.bearerAuth).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }))
  })

  it('passes a real OpenAPI 3.1 validator', async () => {
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined()
  })

  it.each(REST_PATHS)('documents POST %s with its request schema, security and error responses', (path) => {
    const operation = document.paths[path]?.post
    expect(operation).toBeDefined()
    expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/)
    expect(operation.security).toEqual([{ bearerAuth: [] }])
    const schema = operation.requestBody.content['application/json'].schema
    expect(schema.type === 'object' || Array.isArray(schema.anyOf)).toBe(true)
    expect(Object.keys(operation.requestBody.content)).toEqual(['application/json'])
    for (const status of ['200', '400', '401', '429', '500']) expect(operation.responses[status]).toBeDefined()
    expect(operation.responses['400'].content['application/json'].schema.properties.error).toBeDefined()
    expect(Object.keys(document.paths[path])).toEqual(['post'])
  })

  it('documents the spec constraints exactly', () => {
    const bazi = document.paths['/api/v1/bazi'].post.requestBody.content['application/json'].schema
    expect(bazi.required).toEqual(['date'])
    expect(bazi.properties.latitude).toMatchObject({ minimum: -90, maximum: 90 })
    expect(bazi.properties.longitude).toMatchObject({ minimum: -180, maximum: 180 })
    // Hours within the spec's range, or an IANA zone name (one rule for every operation).
    expect(bazi.properties.timezone.anyOf).toEqual([
      expect.objectContaining({ type: 'number', minimum: -12, maximum: 14 }),
      expect.objectContaining({ type: 'string', pattern: expect.any(String) }),
    ])
    expect(bazi.properties.city.maxLength).toBe(100)
    const tarot = document.paths['/api/v1/tarot'].post.requestBody.content['application/json'].schema
    expect(tarot.properties.cardId).toMatchObject({ type: 'integer', minimum: 0, maximum: 77 })
    expect(tarot.properties.question.maxLength).toBe(500)
    const kids = document.paths['/api/v1/kids'].post.requestBody.content['application/json'].schema
    expect(kids.properties.childName).toMatchObject({ minLength: 1, maxLength: 50 })
    const couple = document.paths['/api/v1/couple-face'].post.requestBody.content['application/json'].schema
    expect(couple.anyOf).toHaveLength(2)
  })

  it('does not document the internal or UI routes', () => {
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/docs') || p.startsWith('/mcp'))).toEqual([])
  })
})

describe('GET /docs', () => {
  it('serves the reference page and its bundled UI with no external URLs', async () => {
    const page = await t.handle('/docs')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('/openapi.json')
    expect(html).not.toMatch(/https?:\/\//)
    const bundle = await t.handle('/docs/scalar.js')
    expect(bundle.status).toBe(200)
    expect(bundle.headers.get('content-type')).toContain('javascript')
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(500_000)
  })
})
