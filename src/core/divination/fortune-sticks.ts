/**
 * Fortune sticks (灵签): the temple's ritual and the slip that stands. Rules: docs/domain.md,
 * "Fortune sticks".
 *
 * Pure: the stick and the blocks come from `FortuneRandom` (the operation passes the cryptographic
 * source; tests pass scripted ones). A stick is a uniform draw from the set's 100. With
 * `three-holy` the stick stands after three 聖筊 in a row; on a 笑筊 or 陰筊 it goes back and another
 * is drawn (it may be the same stick again, as at a temple); `one-holy` asks one 聖筊; `none` lets the
 * first stick stand. At most `MAX_STICKS` sticks are drawn per call: the answer says when that cap was
 * reached (probability (7/8)^50 ≈ 0.13 % for `three-holy`). `stick` fixes the slip for a client that
 * drew on its own device: nothing is drawn or thrown. The question is echoed, never read by the draw.
 */
import type { Localized } from '../locale'
import { labelOf, type Label } from '../readings/phrases'
import { READING_DISCLAIMER } from '../readings/disclaimer'
import { normaliseQuestion, questionTopic } from '../readings/tarot'
import { fill, PUNCTUATION, type Phrase } from '../sentence'
import type { Bilingual, Locale } from '../types'
import { slipExplanations } from './guandi-explanations'
import { GRADE_SCALE, GUANDI_SLIPS, type Slip } from './guandi-slips'
import { outcomeOf, throwBlocks, type BlockRandom } from './moon-blocks'
import { divinationRefusals } from './refusals'
import {
  GRADE_CODES,
  GRADE_NAMES,
  OUTCOME_HANZI,
  OUTCOME_NAMES,
  SET_NAMES,
  stickTexts,
  type BlockFace,
  type StickSetCode,
  type ThrowOutcome,
} from './texts'
import { invalidRequest } from '../errors'

/** The most sticks drawn in one call. */
export const MAX_STICKS = 50

type Confirmation = 'three-holy' | 'one-holy' | 'none'
const HOLY_NEEDED: Readonly<Record<Confirmation, number>> = { 'three-holy': 3, 'one-holy': 1, none: 0 }

export interface FortuneRandom extends BlockRandom {
  /** A uniformly distributed integer in 0..count-1. */
  stickIndex(count: number): number
}

export interface FortuneRequest {
  set: StickSetCode
  confirm: Confirmation
  stick?: number
  question?: string
  locale: Locale
}

interface Attempt {
  attempt: number
  stick: number
  throws: { faces: [BlockFace, BlockFace]; outcome: ThrowOutcome; hanzi: string; name: string }[]
  stood: boolean
}

export interface FortuneReading {
  set: Label & { code: StickSetCode }
  confirm: Confirmation
  question?: string
  drawn: boolean
  attempts: Attempt[]
  maxSticks: number
  capReached: boolean
  ritual: Phrase
  slip: ReturnType<typeof slipView> | null
  template: Bilingual & Partial<Localized>
  disclaimer: Phrase
}

const SETS: Readonly<Record<StickSetCode, readonly Slip[]>> = { guandi: GUANDI_SLIPS }

/** The stick drawn and its throws until it stands or a throw fails. */
function tryStick(attempt: number, set: readonly Slip[], confirm: Confirmation, random: FortuneRandom, locale: Locale): Attempt {
  const stick = random.stickIndex(set.length) + 1
  const throws: Attempt['throws'] = []
  const needed = HOLY_NEEDED[confirm]
  while (throws.length < needed) {
    const faces = throwBlocks(random)
    const outcome = outcomeOf(...faces)
    throws.push({ faces, outcome, hanzi: OUTCOME_HANZI[outcome], name: OUTCOME_NAMES[locale][outcome] })
    if (outcome !== 'holy') return { attempt, stick, throws, stood: false }
  }
  return { attempt, stick, throws, stood: true }
}

/** The ritual: the attempts, and the stick that stood (undefined when the cap was reached). */
function ritualOf(request: FortuneRequest, set: readonly Slip[], random: FortuneRandom): { attempts: Attempt[]; stood?: Attempt } {
  if (request.stick !== undefined) {
    if (request.confirm !== 'none') {
      throw invalidRequest(divinationRefusals.text(request.locale, 'stick.with-confirm'), { field: 'confirm', value: request.confirm })
    }
    if (!Number.isInteger(request.stick) || request.stick < 1 || request.stick > set.length) {
      throw invalidRequest(`stick must be an integer from 1 to ${set.length}.`, { field: 'stick', value: request.stick })
    }
    const fixed = { attempt: 1, stick: request.stick, throws: [], stood: true }
    return { attempts: [fixed], stood: fixed }
  }
  const attempts: Attempt[] = []
  for (let n = 1; n <= MAX_STICKS; n++) {
    const attempt = tryStick(n, set, request.confirm, random, request.locale)
    attempts.push(attempt)
    if (attempt.stood) return { attempts, stood: attempt }
  }
  return { attempts }
}

const gradeCode = (slip: Slip) => GRADE_CODES[GRADE_SCALE.indexOf(slip.grade)]

/** A slip as the answer shows it: the set's texts as written, the grade, this project's explanation. */
function slipView(slip: Slip, locale: Locale) {
  const explanation = (l: Locale) => slipExplanations(l)[slip.number - 1]
  return {
    number: slip.number,
    code: slip.code,
    grade: { characters: slip.grade, ...labelOf(GRADE_NAMES, gradeCode(slip), locale), code: gradeCode(slip) },
    poem: slip.poem,
    jieyue: slip.jieyue,
    shengyi: slip.shengyi,
    explanation: { en: explanation('en'), zh: explanation('zh'), text: explanation(locale) },
    provenance: { source: slip.source, variants: slip.variants, notes: slip.notes },
  }
}

/** The template narrative of the slip in one locale: which slip, the poem (quoted in Chinese and Japanese), the explanation, the topic line. */
function templateIn(slip: Slip, set: StickSetCode, topic: ReturnType<typeof questionTopic>, locale: Locale): string {
  const texts = stickTexts.in(locale)
  const values = {
    set: SET_NAMES[locale][set],
    number: slip.number,
    code: slip.code,
    grade: GRADE_NAMES[locale][gradeCode(slip)],
    poem: slip.poem.join('，'),
  }
  const parts = [
    fill(texts.opening, values),
    slipExplanations(locale)[slip.number - 1],
    topic === 'none' ? '' : texts[`topic.${topic}`],
    texts.quoted,
    texts.disclaimer,
  ]
  return parts.filter((part) => part !== '').join(PUNCTUATION[locale].sentenceGap)
}

export function drawFortuneStick(request: FortuneRequest, random: FortuneRandom): FortuneReading {
  const { locale } = request
  const set = SETS[request.set]
  const question = normaliseQuestion(request.question)
  const { attempts, stood } = ritualOf(request, set, random)
  const slip = stood ? set[stood.stick - 1] : undefined
  const ritual =
    stood === undefined
      ? stickTexts.say(locale, 'cap', { max: MAX_STICKS })
      : request.stick !== undefined
        ? stickTexts.say(locale, 'stood.fixed', { stick: stood.stick })
        : stickTexts.say(locale, `stood.${request.confirm}`, { stick: stood.stick, attempt: stood.attempt })
  const topic = questionTopic(question)
  const template: Bilingual & Partial<Localized> = slip
    ? { en: templateIn(slip, request.set, topic, 'en'), zh: templateIn(slip, request.set, topic, 'zh') }
    : { en: ritual.en, zh: ritual.zh }
  if (locale !== 'en' && locale !== 'zh') template[locale] = slip ? templateIn(slip, request.set, topic, locale) : ritual.text
  return {
    set: { code: request.set, ...labelOf(SET_NAMES, request.set, locale) },
    confirm: request.confirm,
    ...(question === undefined ? {} : { question }),
    drawn: request.stick === undefined,
    attempts,
    maxSticks: MAX_STICKS,
    capReached: stood === undefined,
    ritual,
    slip: slip ? slipView(slip, locale) : null,
    template,
    disclaimer: { text: READING_DISCLAIMER.in(locale), en: READING_DISCLAIMER.in('en'), zh: READING_DISCLAIMER.in('zh') },
  }
}
