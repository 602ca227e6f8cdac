import { describe, expect, it } from 'bun:test'
import { MAX_IMAGE_BYTES, decodedLength, detectImageType, validateCoupleImages, validateImage } from '../../src/ai/images'
import { errorOf } from '../support/errors'

const JPEG = [0xff, 0xd8, 0xff, 0xe0]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x10, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50]

/** `size` bytes starting with `signature`, as base64. */
const imageBase64 = (signature: number[], size = 64): string => {
  const bytes = Buffer.alloc(size, 0x41)
  Buffer.from(signature).copy(bytes)
  return bytes.toString('base64')
}

describe('validateImage', () => {
  it.each([
    ['image/jpeg', JPEG],
    ['image/png', PNG],
    ['image/webp', WEBP],
  ] as const)('accepts %s whose signature matches', (mime, signature) => {
    const base64 = imageBase64(signature, 100)
    const image = validateImage('image', base64, 'mimeType', mime)
    expect(image).toEqual({ field: 'image', mimeType: mime, base64, bytes: 100 })
  })

  it('limit is 4 MiB decoded: exactly 4,194,304 bytes passes, one byte more is IMAGE_TOO_LARGE', () => {
    expect(MAX_IMAGE_BYTES).toBe(4_194_304)
    const atLimit = imageBase64(JPEG, MAX_IMAGE_BYTES)
    expect(validateImage('image', atLimit, 'mimeType', 'image/jpeg').bytes).toBe(4_194_304)
    const over = imageBase64(JPEG, MAX_IMAGE_BYTES + 1)
    const error = errorOf(() => validateImage('image', over, 'mimeType', 'image/jpeg'))
    expect(error.code).toBe('IMAGE_TOO_LARGE')
    expect(error.status).toBe(400)
    expect(error.details).toMatchObject({ field: 'image', bytes: 4_194_305, maxBytes: 4_194_304 })
  })

  it('computes the decoded length from the text, padding included', () => {
    for (const size of [1, 2, 3, 4, 5, 6, 100, 101, 102]) {
      expect(decodedLength(Buffer.alloc(size).toString('base64'))).toBe(size)
    }
  })

  it('a signature that does not match mimeType is IMAGE_TYPE_MISMATCH naming both types', () => {
    const error = errorOf(() => validateImage('imageB', imageBase64(PNG), 'mimeB', 'image/jpeg'))
    expect(error.code).toBe('IMAGE_TYPE_MISMATCH')
    expect(error.status).toBe(400)
    expect(error.details).toEqual({ field: 'imageB', declared: 'image/jpeg', detected: 'image/png' })
    expect(error.message).toContain('mimeB')
  })

  it('bytes of no accepted format are IMAGE_TYPE_MISMATCH with detected null', () => {
    const gif = Buffer.from('GIF89a-and-some-more-bytes').toString('base64')
    const error = errorOf(() => validateImage('image', gif, 'mimeType', 'image/png'))
    expect(error.code).toBe('IMAGE_TYPE_MISMATCH')
    expect(error.details?.detected).toBeNull()
    // RIFF without WEBP at offset 8 (a WAV file) is not WebP.
    const wav = Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1').toString('base64')
    expect(errorOf(() => validateImage('image', wav, 'mimeType', 'image/webp')).code).toBe('IMAGE_TYPE_MISMATCH')
  })

  const valid = imageBase64(JPEG, 10) // 10 bytes → 16 chars ending in "=="
  it.each([
    ['a line break', `${valid.slice(0, 8)}\n${valid.slice(8)}`],
    ['a space', `${valid.slice(0, 8)} ${valid.slice(8)}`],
    ['a data: URL prefix', `data:image/jpeg;base64,${valid}`],
    ['the URL-safe alphabet', valid.replace(/\//g, '_').replace(/\+/g, '-') + '_-__'],
    ['missing padding', valid.replace(/=+$/, '')],
    ['too much padding', `${valid}=`],
    ['padding in the middle', `${valid}${valid}`],
    ['an invalid character', `${valid.slice(0, 4)}*${valid.slice(5)}`],
    ['non-zero bits before the padding', `${valid.slice(0, -3)}B==`],
  ])('rejects base64 with %s as INVALID_REQUEST', (_, text) => {
    const error = errorOf(() => validateImage('image', text, 'mimeType', 'image/jpeg'))
    expect(error.code).toBe('INVALID_REQUEST')
    expect(error.details?.field).toBe('image')
  })

  it('rejects an empty image and an unknown mimeType', () => {
    expect(errorOf(() => validateImage('image', '', 'mimeType', 'image/jpeg')).code).toBe('INVALID_REQUEST')
    expect(errorOf(() => validateImage('image', valid, 'mimeType', 'image/gif')).details?.field).toBe('mimeType')
  })

  it('detects the three signatures and nothing from too few bytes', () => {
    expect(detectImageType(Uint8Array.from(JPEG))).toBe('image/jpeg')
    expect(detectImageType(Uint8Array.from(PNG))).toBe('image/png')
    expect(detectImageType(Uint8Array.from(WEBP))).toBe('image/webp')
    expect(detectImageType(Uint8Array.from([0xff, 0xd8]))).toBeUndefined()
  })
})

describe('validateCoupleImages', () => {
  const jpeg = imageBase64(JPEG)
  const png = imageBase64(PNG)

  it('form A: one group photo', () => {
    const result = validateCoupleImages({ image: jpeg, mimeType: 'image/jpeg' })
    expect(result.form).toBe('group')
    expect(result.images.map((i) => i.field)).toEqual(['image'])
  })

  it('form B: two portraits, each validated against its own mime field', () => {
    const result = validateCoupleImages({ imageA: jpeg, mimeA: 'image/jpeg', imageB: png, mimeB: 'image/png' })
    expect(result.form).toBe('portraits')
    expect(result.images.map((i) => [i.field, i.mimeType])).toEqual([
      ['imageA', 'image/jpeg'],
      ['imageB', 'image/png'],
    ])
    const mismatch = errorOf(() => validateCoupleImages({ imageA: jpeg, mimeA: 'image/jpeg', imageB: png, mimeB: 'image/jpeg' }))
    expect(mismatch.details).toMatchObject({ field: 'imageB', declared: 'image/jpeg', detected: 'image/png' })
  })

  it('both forms: 400 naming which fields belong to which form', () => {
    const error = errorOf(() => validateCoupleImages({ image: jpeg, mimeType: 'image/jpeg', imageA: jpeg, mimeA: 'image/jpeg' }))
    expect(error.code).toBe('INVALID_REQUEST')
    expect(error.message).toContain('form A')
    expect(error.message).toContain('`imageA` + `mimeA` + `imageB` + `mimeB`')
    expect(error.details).toMatchObject({
      formA: ['image', 'mimeType'],
      formB: ['imageA', 'mimeA', 'imageB', 'mimeB'],
      sentFormB: ['imageA', 'mimeA'],
    })
  })

  it('neither form: 400 with the same guidance', () => {
    const error = errorOf(() => validateCoupleImages({}))
    expect(error.code).toBe('INVALID_REQUEST')
    expect(error.message).toContain('No image was sent')
    expect(error.details).toMatchObject({ formA: ['image', 'mimeType'] })
  })

  it('an incomplete form names the missing fields', () => {
    expect(errorOf(() => validateCoupleImages({ imageA: jpeg, mimeA: 'image/jpeg' })).details?.missing).toEqual(['imageB', 'mimeB'])
    expect(errorOf(() => validateCoupleImages({ image: jpeg })).details?.missing).toEqual(['mimeType'])
  })
})
