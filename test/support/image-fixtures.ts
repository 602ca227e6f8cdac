/**
 * Image fixtures for the AI tests: byte strings with real JPEG/PNG/WebP signatures (the fake provider
 * never decodes pixels), and model answers that satisfy the reading schemas.
 */
export const SIGNATURES = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0x10, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50],
} as const

/** `size` bytes starting with the signature of `mimeType`, then a marker so two fixtures differ; base64. */
export const fakeImage = (mimeType: keyof typeof SIGNATURES, size = 96, marker = 'photo'): string => {
  const bytes = Buffer.alloc(size, 0x20)
  Buffer.from(SIGNATURES[mimeType]).copy(bytes)
  Buffer.from(marker).copy(bytes, 16)
  return bytes.toString('base64')
}

const feature = (what: string) => ({ observation: `Observed ${what}.`, interpretation: `Traditional meaning of the ${what}.` })

export const FACE_READING = {
  threeCourts: { upper: feature('forehead'), middle: feature('middle court'), lower: feature('chin') },
  fiveFeatures: {
    eyebrows: feature('eyebrows'),
    eyes: feature('eyes'),
    nose: feature('nose'),
    mouth: feature('mouth'),
    ears: feature('ears'),
  },
  elementType: { element: 'earth', explanation: 'A broad, steady face.' },
  overallImpression: 'A calm and grounded impression.',
  advice: ['Keep a steady rhythm this week.'],
}

export const AURA_READING = {
  colors: [
    { color: 'green', meaning: 'Growth and balance.' },
    { color: 'gold', meaning: 'Warmth and confidence.' },
  ],
  energyLevel: 'high',
  overallImpression: 'Bright, open energy.',
  advice: ['Share your ideas.'],
}

const person = (element: string) => ({
  elementType: { element, explanation: `A ${element}-type face.` },
  standoutFeatures: ['Clear eyes'],
  impression: 'Warm.',
})

export const COUPLE_READING = {
  personA: person('wood'),
  personB: person('fire'),
  harmony: { level: 'good', summary: 'Wood feeds fire: a supportive pair.', strengths: ['Mutual encouragement'], cautions: [] },
  advice: ['Plan something new together.'],
}
