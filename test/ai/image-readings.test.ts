import { afterAll, beforeEach, describe, expect, it } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseAiConfig } from '../../src/config/ai'
import { requireImageReader } from '../../src/ai/image-reader'
import { createImageReader, parseAnswer } from '../../src/ai/image-readings'
import { ANSWER_JSON_SCHEMAS, FaceReadingText, toStrictJsonSchema } from '../../src/contracts/images'
import { validateImage } from '../../src/ai/images'
import { createNarrator, narratorForKey } from '../../src/ai/narrator'
import { templateNarrator } from '../../src/ai/types'
import { AppError } from '../../src/core/errors'
import { fakeAiConfig, startFakeOpenAI } from '../support/fake-openai'
import { AURA_READING, COUPLE_READING, FACE_READING, fakeImage } from '../support/image-fixtures'
import { rejection } from '../support/errors'

const fake = startFakeOpenAI()
afterAll(() => fake.stop())
beforeEach(() => fake.reset())

const jpeg = fakeImage('image/jpeg', 120, 'person-one')
const image = validateImage('image', jpeg, 'mimeType', 'image/jpeg')
const HAN = /\p{Script=Han}/u

const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1

describe('the JSON Schema given to the model', () => {
  it('is generated from the TypeBox schema: closed objects, every property required, literals as enums', () => {
    const schema = ANSWER_JSON_SCHEMAS.face as any
    expect(schema.type).toBe('object')
    expect(schema.required).toEqual(['reading', 'refusal'])
    expect(schema.additionalProperties).toBe(false)
    const reading = schema.properties.reading.anyOf[0]
    expect(Object.keys(reading.properties)).toEqual(Object.keys(FaceReadingText.properties))
    expect(reading.required).toEqual(['threeCourts', 'fiveFeatures', 'elementType', 'overallImpression', 'advice'])
    expect(reading.properties.elementType.properties.element).toMatchObject({
      type: 'string',
      enum: ['wood', 'fire', 'earth', 'metal', 'water'],
    })
    expect(schema.properties.refusal.anyOf[0].properties.reason.enum).toEqual([
      'NO_FACE',
      'MULTIPLE_FACES',
      'NOT_TWO_PEOPLE',
      'IMAGE_UNCLEAR',
      'POLICY',
    ])
    // Keywords some strict modes reject are left out (they are still checked on the answer).
    expect(JSON.stringify(schema)).not.toMatch(/minLength|minItems|maxItems/)
  })

  it('toStrictJsonSchema closes nested objects and converts const', () => {
    expect(toStrictJsonSchema({ type: 'object', properties: { a: { type: 'object', properties: { b: { const: 'x' } } } } })).toEqual({
      type: 'object',
      properties: { a: { type: 'object', properties: { b: { enum: ['x'] } }, additionalProperties: false, required: ['b'] } },
      additionalProperties: false,
      required: ['a'],
    })
  })
})

describe('parseAnswer', () => {
  it('accepts exactly one of reading and refusal', () => {
    expect(parseAnswer('face', JSON.stringify({ reading: FACE_READING, refusal: null }), 'en')).toEqual({ reading: FACE_READING })
    expect(parseAnswer('face', JSON.stringify({ reading: null, refusal: { reason: 'NO_FACE' } }), 'en')).toEqual({ refusal: 'NO_FACE' })
    expect(parseAnswer('face', JSON.stringify({ reading: null, refusal: null }), 'en')).toBeUndefined()
    expect(parseAnswer('face', JSON.stringify({ reading: FACE_READING, refusal: { reason: 'NO_FACE' } }), 'en')).toBeUndefined()
  })

  it('rejects malformed JSON, a wrong shape, constraint violations and Chinese in an English answer', () => {
    expect(parseAnswer('face', '{"reading": ', 'en')).toBeUndefined()
    expect(parseAnswer('face', null, 'en')).toBeUndefined()
    expect(
      parseAnswer('aura', JSON.stringify({ reading: { ...AURA_READING, energyLevel: 'infinite' }, refusal: null }), 'en'),
    ).toBeUndefined()
    expect(parseAnswer('aura', JSON.stringify({ reading: { ...AURA_READING, advice: [] }, refusal: null }), 'en')).toBeUndefined()
    const chinese = { ...FACE_READING, overallImpression: '面相端正' }
    expect(parseAnswer('face', JSON.stringify({ reading: chinese, refusal: null }), 'en')).toBeUndefined()
    expect(parseAnswer('face', JSON.stringify({ reading: chinese, refusal: null }), 'zh')).toEqual({ reading: chinese })
  })

  it('tolerates a ``` fence around the object (JSON mode)', () => {
    expect(parseAnswer('aura', '```json\n' + JSON.stringify({ reading: AURA_READING, refusal: null }) + '\n```', 'en')).toEqual({
      reading: AURA_READING,
    })
  })
})

describe('image readings through the real client and the fake provider', () => {
  it('face: a structured reading with bilingual labels by locale; the image travels exactly once', async () => {
    fake.script({ type: 'json', value: { reading: FACE_READING, refusal: null }, model: 'fake-vision-2026' })
    const result = await createImageReader(fakeAiConfig(fake)).face(image, 'en')
    expect(result.source).toBe('openai')
    expect(result.model).toBe('fake-vision-2026')
    expect(result.refusal).toBeUndefined()
    expect(result.reading!.threeCourts.map((c) => [c.feature, c.zh])).toEqual([
      ['upper', '上停'],
      ['middle', '中停'],
      ['lower', '下停'],
    ])
    expect(result.reading!.fiveFeatures.map((f) => f.feature)).toEqual(['eyebrows', 'eyes', 'nose', 'mouth', 'ears'])
    expect(result.reading!.elementType).toEqual({ element: 'earth', zh: '土', label: 'Earth type', explanation: 'A broad, steady face.' })
    expect(result.disclaimer).toContain('entertainment')
    // English output: Chinese characters only in the `zh` fields.
    const { threeCourts, fiveFeatures, elementType, ...rest } = result.reading!
    const labels = [...threeCourts, ...fiveFeatures].map(({ zh, ...other }) => other)
    expect(HAN.test(JSON.stringify([labels, { ...elementType, zh: '' }, rest, result.disclaimer]))).toBe(false)

    expect(fake.requests).toHaveLength(1)
    const sent = fake.requests[0]
    expect(occurrences(sent.raw, jpeg)).toBe(1)
    expect(sent.body.model).toBe('fake-vision')
    expect(sent.body.response_format.type).toBe('json_schema')
    expect(sent.body.response_format.json_schema).toMatchObject({ name: 'face_reading', strict: true })
    expect(sent.body.messages[1].content[1]).toEqual({ type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg}` } })
  })

  it('face in Chinese: labels in Chinese', async () => {
    fake.script({ type: 'json', value: { reading: FACE_READING, refusal: null } })
    const result = await createImageReader(fakeAiConfig(fake)).face(image, 'zh')
    expect(result.locale).toBe('zh')
    expect(result.reading!.threeCourts[0].label).toBe('上停（发际至眉）')
    expect(result.reading!.elementType.label).toBe('土形')
    expect(result.disclaimer).toContain('仅供娱乐')
  })

  it('aura: colours with meanings and labels, energy level', async () => {
    fake.script({ type: 'json', value: { reading: AURA_READING, refusal: null } })
    const result = await createImageReader(fakeAiConfig(fake)).aura(image, 'en')
    expect(result.reading!.colors).toEqual([
      { color: 'green', zh: '绿', label: 'Green', meaning: 'Growth and balance.' },
      { color: 'gold', zh: '金', label: 'Gold', meaning: 'Warmth and confidence.' },
    ])
    expect(result.reading!.energyLevel).toEqual({ level: 'high', label: 'High' })
  })

  it('a refusal: reason code and a message in the locale, chosen by the service', async () => {
    fake.script({ type: 'json', value: { reading: null, refusal: { reason: 'MULTIPLE_FACES' } } })
    const result = await createImageReader(fakeAiConfig(fake)).face(image, 'zh')
    expect(result.reading).toBeUndefined()
    expect(result.refusal).toEqual({ reason: 'MULTIPLE_FACES', message: '照片中有不止一张人脸。请发送只有一个人的照片。' })
  })

  it("the provider's own safety refusal is a POLICY refusal", async () => {
    fake.script({ type: 'refusal', refusal: "I can't help with that." })
    const result = await createImageReader(fakeAiConfig(fake)).aura(image, 'en')
    expect(result.refusal?.reason).toBe('POLICY')
  })

  it('couple face, form A: one image, group-photo rules', async () => {
    fake.script({ type: 'json', value: { reading: COUPLE_READING, refusal: null } })
    const result = await createImageReader(fakeAiConfig(fake)).coupleFace({ form: 'group', images: [image] }, 'en')
    expect((result as { form?: string }).form).toBe('group')
    expect(result.reading!.harmony).toEqual({
      level: 'good',
      label: 'Good',
      summary: 'Wood feeds fire: a supportive pair.',
      strengths: ['Mutual encouragement'],
      cautions: [],
    })
    expect(result.reading!.personB.elementType.zh).toBe('火')
    expect(fake.requests[0].body.messages[0].content).toContain('NOT_TWO_PEOPLE')
  })

  it('couple face, form B: both portraits, each exactly once, captioned A and B', async () => {
    const pngB = fakeImage('image/png', 200, 'person-two')
    const imageB = validateImage('imageB', pngB, 'mimeB', 'image/png')
    fake.script({ type: 'json', value: { reading: null, refusal: { reason: 'NO_FACE' } } })
    const result = await createImageReader(fakeAiConfig(fake)).coupleFace({ form: 'portraits', images: [image, imageB] }, 'en')
    expect(result).toMatchObject({ form: 'portraits', refusal: { reason: 'NO_FACE' } })
    const sent = fake.requests[0]
    expect(occurrences(sent.raw, jpeg)).toBe(1)
    expect(occurrences(sent.raw, pngB)).toBe(1)
    expect(sent.body.messages[1].content.map((p: any) => (p.type === 'text' ? p.text : p.image_url.url.slice(0, 22)))).toEqual([
      expect.any(String),
      'Portrait A',
      'data:image/jpeg;base64',
      'Portrait B',
      'data:image/png;base64,',
    ])
  })

  it('malformed JSON is asked once more (each request carrying the image once), then read', async () => {
    fake.script(
      { type: 'text', content: '{"reading": {"threeCourts": ' },
      { type: 'json', value: { reading: FACE_READING, refusal: null } },
    )
    const result = await createImageReader(fakeAiConfig(fake)).face(image, 'en')
    expect(result.reading).toBeDefined()
    expect(fake.requests).toHaveLength(2)
    for (const r of fake.requests) expect(occurrences(r.raw, jpeg)).toBe(1)
  })

  it('invalid output twice: 503 MODEL_UNAVAILABLE', async () => {
    fake.script({ type: 'text', content: 'not json' }, { type: 'json', value: { reading: null, refusal: null } })
    const error = await rejection(createImageReader(fakeAiConfig(fake)).face(image, 'en'))
    expect(error.code).toBe('MODEL_UNAVAILABLE')
    expect(error.details).toEqual({ provider: 'openai', reason: 'INVALID_OUTPUT' })
  })

  it('JSON mode (OPENAI_RESPONSE_FORMAT=json_object): json_object with the schema in the prompt', async () => {
    fake.script({ type: 'json', value: { reading: AURA_READING, refusal: null } })
    await createImageReader(fakeAiConfig(fake, { env: { OPENAI_RESPONSE_FORMAT: 'json_object' } })).aura(image, 'en')
    const sent = fake.requests[0]
    expect(sent.body.response_format).toEqual({ type: 'json_object' })
    expect(sent.body.messages[1].content[0].text).toContain(JSON.stringify(ANSWER_JSON_SCHEMAS.aura))
  })

  it('a server that rejects json_schema with a 400 is asked again in JSON mode', async () => {
    fake.script(
      { type: 'status', status: 400, message: "response_format 'json_schema' is not supported" },
      { type: 'json', value: { reading: AURA_READING, refusal: null } },
    )
    const result = await createImageReader(fakeAiConfig(fake)).aura(image, 'en')
    expect(result.reading).toBeDefined()
    expect(fake.requests.map((r) => r.body.response_format.type)).toEqual(['json_schema', 'json_object'])
  })

  it.each([
    [500, 'MODEL_UNAVAILABLE', 503],
    [429, 'MODEL_UNAVAILABLE', 503],
    [401, 'INTERNAL', 500],
  ] as const)('provider %i → %s', async (status, code, httpStatus) => {
    fake.script({ type: 'status', status }, { type: 'status', status })
    const error = await rejection(createImageReader(fakeAiConfig(fake)).face(image, 'en'))
    expect([error.code, error.status]).toEqual([code, httpStatus])
  })

  it('a timeout → 503', async () => {
    fake.script({ type: 'hang', ms: 3_000 }, { type: 'hang', ms: 3_000 })
    const error = await rejection(createImageReader(fakeAiConfig(fake, { timeoutMs: 100, maxRetries: 0 })).face(image, 'en'))
    expect(error.details?.reason).toBe('TIMEOUT')
  })

  it('no vision provider (none, or deepseek only): 503 MODEL_UNAVAILABLE without any request', async () => {
    for (const reader of [createImageReader(parseAiConfig({})), createImageReader(fakeAiConfig(fake, { providers: ['deepseek'] }))]) {
      expect(reader.available).toBe(false)
      const error = await rejection(reader.face(image, 'en'))
      expect([error.code, error.status]).toEqual(['MODEL_UNAVAILABLE', 503])
      expect(error.message).toContain('vision')
    }
    expect(() => requireImageReader(templateNarrator)).toThrow(AppError)
    expect(fake.requests).toHaveLength(0)
  })

  it('retention (opt-in) records the output and image sizes, never the image', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bazi-retention-img-'))
    try {
      const file = join(dir, 'r.jsonl')
      const narrator = narratorForKey(
        createNarrator({ ...fakeAiConfig(fake), retention: { file, maxBytes: 1_000_000, maxFiles: 1 } }),
        'key_7',
      )
      fake.script({ type: 'json', value: { reading: FACE_READING, refusal: null } })
      await requireImageReader(narrator).face(image, 'en')
      const text = readFileSync(file, 'utf8')
      expect(text).not.toContain(jpeg)
      expect(text).not.toContain(jpeg.slice(0, 12))
      const entry = JSON.parse(text)
      expect(entry).toMatchObject({
        keyId: 'key_7',
        kind: 'face',
        input: { images: [{ field: 'image', mimeType: 'image/jpeg', bytes: 120 }] },
      })
      expect(entry.output.overallImpression).toBe(FACE_READING.overallImpression)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
