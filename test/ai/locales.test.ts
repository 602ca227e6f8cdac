/**
 * The AI seam in every locale, through the real REST routes and the real narrator talking to the
 * loopback stand-in provider: each prompt sent names the requested language and script, a model
 * answer in another script is asked again, and the texts the service adds itself (labels of image
 * readings, refusal messages, the disclaimer) are in the locale, with no text in another language.
 */
import { afterAll, beforeEach, describe, expect, it } from 'bun:test'
import { glossarySections } from '../../src/ai/image-labels'
import { createNarrator } from '../../src/ai/narrator'
import { LANGUAGE_RULE } from '../../src/ai/prompts'
import { LOCALES } from '../../src/core/locale'
import type { Locale } from '../../src/core/types'
import { createTestApp } from '../support/app'
import { fakeAiConfig, startFakeOpenAI } from '../support/fake-openai'
import { fakeImage } from '../support/image-fixtures'
import { foreignTextsOf } from '../support/locale-text'

const fake = startFakeOpenAI()
const t = createTestApp({ narrator: createNarrator(fakeAiConfig(fake)) })
afterAll(async () => {
  await t.close()
  await fake.stop()
})
beforeEach(() => fake.reset())

/** How each language is named in the prompt (the brief's wording), and a phrase of the language itself. */
const NAMED: Record<Locale, string[]> = {
  en: ['Write in English only'],
  zh: ['只用简体中文写作'],
  'zh-TW': ['Traditional Chinese as written in Taiwan', '臺灣'],
  'zh-HK': ['Traditional Chinese as written in Hong Kong', '香港'],
  ja: ['Japanese (四柱推命 terminology)', '日本語だけで書いてください'],
  ko: ['Korean (한국어, hangul)', '한국어(한글)로만 쓰세요'],
  vi: ['Vietnamese (tiếng Việt', 'Chỉ viết bằng tiếng Việt'],
}

/** A short model answer written in each language, as a model following the prompt would write it. */
const ANSWER: Record<Locale, string> = {
  en: 'A steady number with a supportive rhythm.',
  zh: '一个稳定的号码，节奏和顺。',
  'zh-TW': '一個穩定的號碼，節奏和順。',
  'zh-HK': '一個穩定的號碼，節奏和順。',
  ja: '落ち着いたリズムの、安定した番号です。',
  ko: '차분한 흐름을 지닌 안정된 번호입니다.',
  vi: 'Một dãy số vững vàng, nhịp điệu hài hòa.',
}

/** A number-energy reading with its narrative (the reading computes the same in every locale). */
const phone = (locale: Locale) => ({ phone: '13912345608', includeAi: true, locale })

const systemOf = (index: number) => fake.requests[index].body.messages[0].content as string

describe('narrative prompts in every locale', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the prompt names the language; the model's text is the narrative`, async () => {
      fake.script({ type: 'text', content: ANSWER[locale] })
      const res = await t.post('/api/v1/number-energy', phone(locale), t.createKey())
      expect(res.status).toBe(200)
      expect((await res.json()).narrative).toMatchObject({ text: ANSWER[locale], locale, source: 'openai' })
      const system = systemOf(0)
      for (const phrase of NAMED[locale]) expect(system).toContain(phrase)
      expect(system).toContain(LANGUAGE_RULE[locale])
      // No other locale's rule slipped in.
      for (const other of LOCALES) if (other !== locale) expect(system).not.toContain(LANGUAGE_RULE[other])
    })
  }

  it('the Traditional prompts are converted, not the Simplified ones sent as they are', async () => {
    fake.script({ type: 'text', content: ANSWER['zh-TW'] })
    await t.post('/api/v1/number-energy', phone('zh-TW'), t.createKey())
    const system = systemOf(0)
    expect(system).toContain('娛樂')
    expect(system).not.toContain('娱乐')
  })

  it('an answer in another script is asked for again: hanja in Korean, kana in Vietnamese', async () => {
    for (const [locale, wrong] of [
      ['ko', '차분한 흐름을 지닌 安定된 번호입니다.'],
      ['vi', 'Một dãy số のvững vàng.'],
    ] as const) {
      fake.reset()
      fake.script({ type: 'text', content: wrong }, { type: 'text', content: ANSWER[locale] })
      const res = await t.post('/api/v1/number-energy', phone(locale), t.createKey())
      expect((await res.json()).narrative.text).toBe(ANSWER[locale])
      expect(fake.requests).toHaveLength(2)
    }
  })

  it('tarot in a third locale: English, Chinese and the locale itself, each asked in its own language', async () => {
    fake.script(
      { type: 'text', content: 'The card says: pause.' },
      { type: 'text', content: '此牌说：暂停。' },
      { type: 'text', content: '이 카드는 쉬어 가라고 말합니다.' },
    )
    const res = await t.post('/api/v1/tarot', { cardId: 3, reversed: false, locale: 'ko' }, t.createKey())
    expect(res.status).toBe(200)
    const systems = fake.requests.map((r) => r.body.messages[0].content as string)
    expect(systems).toHaveLength(3)
    expect(systems.filter((s) => s.includes(LANGUAGE_RULE.ko))).toHaveLength(1)
    expect(systems.filter((s) => s.includes(LANGUAGE_RULE.en))).toHaveLength(1)
    expect(systems.filter((s) => s.includes(LANGUAGE_RULE.zh))).toHaveLength(1)
  })
})

const jpeg = fakeImage('image/jpeg', 150, 'face-photo')

/** A face reading as a model writing in `locale` would send it (the model's own text in that language). */
const faceReading = (text: string) => {
  const feature = { observation: text, interpretation: text }
  return {
    threeCourts: { upper: feature, middle: feature, lower: feature },
    fiveFeatures: { eyebrows: feature, eyes: feature, nose: feature, mouth: feature, ears: feature },
    elementType: { element: 'earth', explanation: text },
    overallImpression: text,
    advice: [text],
  }
}

const FIXED: Record<Locale, { earth: string; disclaimer: string; noFace: string; upper: string }> = {
  en: { earth: 'Earth type', disclaimer: 'For entertainment', noFace: 'No face could be found', upper: 'Upper court' },
  zh: { earth: '土形', disclaimer: '仅供娱乐', noFace: '照片中没有找到人脸', upper: '上停（发际至眉）' },
  'zh-TW': { earth: '土形', disclaimer: '僅供娛樂', noFace: '照片中沒有找到人臉', upper: '上停（髮際至眉）' },
  'zh-HK': { earth: '土形', disclaimer: '僅供娛樂', noFace: '照片中沒有找到人臉', upper: '上停（髮際至眉）' },
  ja: { earth: '土形', disclaimer: '娯楽と自己省察', noFace: '写真に顔が見つかりませんでした', upper: '上停（生え際から眉まで）' },
  ko: { earth: '토형', disclaimer: '오락과 자기 성찰', noFace: '사진에서 얼굴을 찾지 못했습니다', upper: '상정(' },
  vi: { earth: 'Hình Thổ', disclaimer: 'Chỉ nhằm mục đích giải trí', noFace: 'Không tìm thấy khuôn mặt', upper: 'Thượng đình' },
}

/** Members of a reading that are codes or the contract's Chinese term, not words in the locale. */
const SKIP = new Set(['code', 'locale', 'source', 'model', 'zh', 'element', 'feature', 'level', 'color', 'reason'])

describe('image readings in every locale', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the prompt names the language; labels, disclaimer and refusals are in it`, async () => {
      fake.script({ type: 'json', value: { reading: faceReading(ANSWER[locale]), refusal: null } })
      const res = await t.post('/api/v1/face', { image: jpeg, mimeType: 'image/jpeg', locale }, t.createKey())
      expect(res.status).toBe(200)
      const body = await res.json()
      for (const phrase of NAMED[locale]) expect(systemOf(0)).toContain(phrase)
      // 丑 is kept as the branch by the domain dictionary, but "beauty or ugliness" is 美醜.
      if (locale === 'zh-TW' || locale === 'zh-HK') expect(systemOf(0)).toContain('相貌美醜')
      expect(body.reading.elementType.label).toBe(FIXED[locale].earth)
      expect(body.reading.threeCourts[0].label).toStartWith(FIXED[locale].upper)
      expect(body.disclaimer).toStartWith(FIXED[locale].disclaimer)
      expect(foreignTextsOf(body, locale, { skipKeys: SKIP })).toEqual([])

      fake.reset()
      fake.script({ type: 'json', value: { reading: null, refusal: { reason: 'NO_FACE' } } })
      const refused = await (await t.post('/api/v1/face', { image: jpeg, mimeType: 'image/jpeg', locale }, t.createKey())).json()
      expect(refused.refusal.message).toStartWith(FIXED[locale].noFace)
      expect(foreignTextsOf(refused, locale, { skipKeys: SKIP })).toEqual([])
    })
  }

  it('a Korean reading with hanja in the model’s text is asked for again', async () => {
    fake.script(
      { type: 'json', value: { reading: faceReading('얼굴이 安定되어 보입니다.'), refusal: null } },
      { type: 'json', value: { reading: faceReading(ANSWER.ko), refusal: null } },
    )
    const res = await t.post('/api/v1/face', { image: jpeg, mimeType: 'image/jpeg', locale: 'ko' }, t.createKey())
    expect((await res.json()).reading.overallImpression).toBe(ANSWER.ko)
    expect(fake.requests).toHaveLength(2)
  })

  it('every label table has every locale, and each locale’s labels are in its own script', () => {
    for (const section of glossarySections()) {
      for (const term of section.terms) {
        for (const locale of LOCALES)
          expect([section.title, term.code, locale, foreignTextsOf(term.names[locale], locale)]).toEqual([
            section.title,
            term.code,
            locale,
            [],
          ])
      }
    }
  })
})
