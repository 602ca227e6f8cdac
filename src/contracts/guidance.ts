/**
 * The contracts of the daily readings: `POST /api/v1/daily`, `POST /api/v1/kids` and the
 * `get_daily_bazi_guidance` tool, with the input mapping the daily-type requests share.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { Almanac } from '../core/almanac/almanac'
import { parseAlmanacDate } from '../core/almanac/almanac'
import type { ChartResult } from '../core/bazi'
import type { Locale as CoreLocale } from '../core/types'
import type { DailyGuidance } from '../core/daily/guidance'
import type { KidsDay } from '../core/daily/kids'
import { AlmanacPillarSchema, AlmanacWithHourActivitiesSchema } from './almanac'
import { BaziChartResult, toolBirthMembers } from './chart'
import {
  Detail,
  json,
  toolChartOptionMembers,
  type DetailLevel,
  birthDetailsMembers,
  birthDetailsOf,
  BriefTerm,
  chartOptionMembers,
  DateString,
  Locale,
  localeOf,
  ModelProvider,
  NarrativeResult,
  Phrase,
  phraseMembers,
  resolveChartOptions,
  ResultObject,
  StemString,
  StrictObject,
  TimePattern,
  type BirthDetails,
  type ModelProviderName,
  type ResolvedChartOptions,
} from './common'

/** A lucky colour: the colour as a term, and its element. */
const LuckyColour = ResultObject({
  code: Type.String(),
  zh: Type.String(),
  en: Type.String(),
  name: Type.String(),
  element: BriefTerm('Element.'),
})

/** The narrative object of the readings: `text` in `locale`, who wrote it, and the model when one did. */
const ReadingNarrative = NarrativeResult('Narrative written from the computed data.')
type Narrative = Static<typeof ReadingNarrative>

// ---- get_daily_bazi_guidance

export const GuidanceToolArgs = StrictObject({
  ...toolBirthMembers,
  birth_time: Type.String({
    pattern: TimePattern,
    description: 'Local birth time, HH:MM (24 h), as the user stated it.',
    examples: ['14:30'],
  }),
  reading_date: Type.String({
    pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
    description: 'The day to read, YYYY-MM-DD.',
    examples: ['2026-11-21'],
  }),
  ...toolChartOptionMembers,
  detail: Type.Optional(Detail),
})

/** The guidance tool's input with the defaults decided (a birth time is required by this tool). */
export type GuidanceRequestInput = {
  birth: BirthDetails & { time: string }
  readingDate: string
  detail: DetailLevel
} & ResolvedChartOptions

// Output: shapes of `DailyGuidance` in src/core/daily/guidance.ts.
const Reason = ResultObject(
  {
    rule: Type.String({ description: 'Stable rule id, e.g. ten-god:direct-officer, six-clash:day, day-god:yellow-path.' }),
    delta: Type.Number(),
    ...phraseMembers,
  },
  { description: 'A rule that moved the rating, by how much, and why.' },
)
const AreaRating = (description: string) =>
  ResultObject(
    {
      area: BriefTerm('Life area.'),
      score: Type.Integer({
        minimum: 1,
        maximum: 5,
        description: '1 difficult … 5 very favourable; 3 + the sum of the reasons, rounded and clamped.',
      }),
      reasons: Type.Array(Reason),
    },
    { description },
  )
const Item = ResultObject(
  {
    source: Type.Union([Type.Literal('almanac'), Type.Literal('chart')]),
    area: Type.Optional(Type.String({ description: 'career, wealth, relationships or health.' })),
    ...phraseMembers,
  },
  { description: 'A suggestion, from the almanac (an activity) or from the chart.' },
)

const DailyGuidanceSchema = ResultObject(
  {
    readingDate: Type.String(),
    method: Type.String({ description: 'Rule set, documented in the service (day-pillar-rules-v1).' }),
    dayMaster: ResultObject({ char: Type.String(), element: BriefTerm('Element.'), strength: BriefTerm('Strength verdict.') }),
    dayPillar: ResultObject(
      {
        ganzhi: Type.String(),
        name: Type.String(),
        tenGod: BriefTerm('Ten god of the day stem against the day master.'),
        group: BriefTerm('Ten-god group.'),
        stemElement: BriefTerm('Element.'),
        branchElement: BriefTerm('Element.'),
      },
      { description: 'The reading day’s pillar.' },
    ),
    elementInterplay: ResultObject(
      {
        favourable: Type.Array(BriefTerm('Element.')),
        unfavourable: Type.Array(BriefTerm('Element.')),
        dayStem: ResultObject({ element: BriefTerm('Element.'), favourable: Type.Boolean() }),
        dayBranch: ResultObject({ element: BriefTerm('Element.'), favourable: Type.Boolean() }),
        summary: Phrase('Summary.'),
      },
      { description: 'The day’s elements against the chart’s favourable and unfavourable elements.' },
    ),
    interactions: Type.Array(
      ResultObject({
        code: Type.String(),
        zh: Type.String(),
        en: Type.String(),
        name: Type.String(),
        rule: Type.String(),
        characters: Type.String(),
        effect: Phrase('What it means today.'),
      }),
      { description: 'Interactions of the day with the natal pillars (clash, combination, punishment, harm, destruction).' },
    ),
    periods: Type.Union(
      [
        ResultObject({
          luckPillar: Type.Union([
            ResultObject({
              ganzhi: Type.String(),
              tenGod: BriefTerm('Ten god.'),
              startYear: Type.Integer(),
              endYear: Type.Integer(),
              favourable: Type.Boolean(),
            }),
            Type.Null(),
          ]),
          annualPillar: ResultObject({
            year: Type.Integer(),
            ganzhi: Type.String(),
            tenGod: BriefTerm('Ten god.'),
            favourable: Type.Boolean(),
          }),
        }),
        Type.Null(),
      ],
      { description: 'Luck (大运) and annual (流年) pillars in force; null without `sex`.' },
    ),
    ratings: ResultObject(
      {
        career: AreaRating('Career.'),
        wealth: AreaRating('Wealth.'),
        relationships: AreaRating('Relationships.'),
        health: AreaRating('Health.'),
      },
      { description: 'Ratings 1-5 with the reasons that produced them.' },
    ),
    overall: Type.Number({ description: 'Mean of the four ratings.' }),
    suitable: Type.Array(Item, { description: 'Personal suitable list: the almanac’s 宜 filtered by the chart, and chart suggestions.' }),
    avoid: Type.Array(Item, {
      description: 'Personal avoid list: the almanac’s 忌, 宜 items the chart advises against today, and chart cautions.',
    }),
    lucky: ResultObject(
      {
        colours: Type.Array(LuckyColour),
        directions: Type.Array(ResultObject({ name: Type.String(), en: Type.String(), zh: Type.String(), why: Phrase('Why.') })),
        hours: Type.Array(
          ResultObject({ ganzhi: Type.String(), name: Type.String(), start: Type.String(), end: Type.String(), why: Phrase('Why.') }),
        ),
      },
      {
        description:
          'Lucky colours (favourable elements), directions (almanac gods, favourable element) and hours (黄道 hours not clashing the day branch).',
      },
    ),
  },
  { description: 'Deterministic personal guidance for the reading day.' },
)

// ---- The `get_daily_bazi_guidance` tool's answer (src/presenters/guidance-summary.ts).

const { string: str, number: num, array, ref, object } = json
const strings = (description?: string) => array(str(), description)

const GuidanceSummary = object({
  dayPillar: object({ ganzhi: str(), tenGod: str('Of the day stem against the day master.'), group: str('Ten-god group.') }),
  interactions: strings('The day against the natal pillars.'),
  overall: num(),
  ratings: { type: 'object', additionalProperties: { type: 'integer' }, description: 'career, wealth, relationships, health: 1-5.' },
  reasons: array(
    { type: 'object', properties: { text: str() }, additionalProperties: { type: 'number' }, required: ['text'] },
    'Each rule that moved ratings, with the change per area.',
  ),
  suitable: strings(),
  avoid: strings(),
  lucky: object({ colours: strings(), directions: strings(), hours: strings() }),
})

export const GuidanceToolResult = Type.Unsafe({
  type: 'object',
  description: 'By `detail`: summary, or full (labels as {code, name}).',
  anyOf: [
    {
      properties: {
        detail: { const: 'summary' },
        chart: { type: 'object', description: 'As calculate_bazi_chart "summary"; luck: the current pillar only.' },
        almanac: { type: 'object', description: "The day's main almanac facts (the rest: get_daily_almanac)." },
        guidance: ref('Guidance'),
      },
    },
    {
      properties: {
        detail: { const: 'full' },
        chart: { type: 'object', description: 'As calculate_bazi_chart "full".' },
        almanac: { type: 'object' },
        guidance: { type: 'object' },
      },
    },
  ],
  properties: { readingDate: str() },
  required: ['detail', 'readingDate', 'chart', 'almanac', 'guidance'],
  $defs: { Guidance: GuidanceSummary },
})

export interface GuidanceResult {
  readingDate: string
  chart: ChartResult
  almanac: Almanac
  guidance: DailyGuidance
}

// ---- POST /api/v1/daily

export const DailyRequest = StrictObject({
  ...birthDetailsMembers,
  locale: Type.Optional(Locale),
  model: Type.Optional(ModelProvider),
  readingDate: Type.Optional(DateString('Day to read, YYYY-MM-DD. Default: today in the person’s zone (else UTC).', ['2026-11-21'])),
  ...chartOptionMembers,
})

/** The person and chart options of a daily-type request (daily, kids) with the defaults decided. */
/**
 * The one rule for a reading date, on every operation that takes one and whether or not the request
 * uses it (the chart's `readingDate` without `includeDaily`): an existing day from 1800-01-01 to
 * 2200-12-31, else 400 INVALID_DATE / DATE_OUT_OF_RANGE naming the member as the client sent it.
 */
export const checkReadingDate = (value: string | undefined, field: 'readingDate' | 'reading_date', locale: CoreLocale = 'en'): void => {
  if (value !== undefined) parseAlmanacDate(value, field, locale)
}

export type DailyRequestInput = { birth: BirthDetails; model?: ModelProviderName; readingDate?: string } & ResolvedChartOptions

/**
 * The person and options of a daily-type request (daily, kids) with the defaults applied. A bad
 * reading date is a 400 here, before the call is counted.
 */
export function dailyInputOf(body: Record<string, any>): DailyRequestInput {
  checkReadingDate(body.readingDate, 'readingDate', localeOf(body.locale))
  return { birth: birthDetailsOf(body as BirthDetails), model: body.model, readingDate: body.readingDate, ...resolveChartOptions(body) }
}

export const DailyResult = ResultObject(
  {
    chart: BaziChartResult,
    today: ResultObject(
      {
        date: Type.String({ description: 'The reading date, YYYY-MM-DD.' }),
        almanac: AlmanacWithHourActivitiesSchema,
        guidance: DailyGuidanceSchema,
      },
      { description: 'The current day: its almanac and the personal guidance (deterministic, as get_daily_bazi_guidance).' },
    ),
    narrative: ReadingNarrative,
  },
  { description: 'Chart, current-day reading and narrative.' },
)

export interface DailyResultValue {
  chart: ChartResult
  today: { date: string; almanac: Almanac; guidance: DailyGuidance }
  narrative: Narrative
}

// ---- POST /api/v1/kids

export const KidsRequest = StrictObject({
  childName: Type.String({
    minLength: 1,
    maxLength: 50,
    description:
      'The child’s name or nickname, 1 to 50 characters. Used only in the narrative; never written to the database or the logs. When the operator turns on READINGS_LOG_FILE and a model writes the narrative, the name is kept with it in that file (see the API description).',
  }),
  ...birthDetailsMembers,
  parentDayMaster: Type.Optional(
    StemString('The parent’s day master: a heavenly stem as its character (甲 … 癸) or with its element (甲木).'),
  ),
  locale: Type.Optional(Locale),
  model: Type.Optional(ModelProvider),
  readingDate: Type.Optional(DateString('Day to read, YYYY-MM-DD. Default: today in the child’s zone (else UTC).', ['2026-11-21'])),
  ...chartOptionMembers,
})

export type KidsRequestInput = DailyRequestInput & { childName: string; parentDayMaster?: string }

export const KidsResult = ResultObject(
  {
    chart: BaziChartResult,
    dayMaster: ResultObject(
      {
        char: Type.String(),
        element: BriefTerm('Element.'),
        image: Phrase('The day master’s classic image (甲 a tall tree, 丙 the sun …).'),
        strengths: Phrase('Strengths.'),
      },
      { description: 'The child’s day master, told as strengths.' },
    ),
    today: ResultObject(
      {
        date: Type.String({ description: 'The reading date, YYYY-MM-DD.' }),
        lunarDate: ResultObject({ display: Type.String(), zh: Type.String() }, { description: 'Lunar date of the day.' }),
        dayPillar: AlmanacPillarSchema('The day’s pillar.'),
        tenGod: BriefTerm('Ten god of the day stem for the child.'),
        strength: Phrase('What the day invites.'),
        suggestion: Phrase('A gentle suggestion.'),
        luckyColours: Type.Array(LuckyColour),
      },
      { description: 'Current-day data, positive by design (no ratings or warnings).' },
    ),
    parentRelation: Type.Union(
      [
        ResultObject({
          parentDayMaster: Type.String(),
          parentElement: BriefTerm('Element.'),
          relation: BriefTerm('same, parent-nourishes, child-nourishes, parent-shapes or child-shapes.'),
          description: Phrase('The relation, told kindly.'),
        }),
        Type.Null(),
      ],
      { description: 'Parent–child day-master relation; null without `parentDayMaster`.' },
    ),
    narrative: ReadingNarrative,
  },
  { description: 'Child chart, current-day data and a positive narrative.' },
)

export interface KidsResultValue {
  chart: ChartResult
  dayMaster: KidsDay['dayMaster']
  today: {
    date: string
    lunarDate: { display: string; zh: string }
    dayPillar: Almanac['day_pillar']
    tenGod: KidsDay['today']['tenGod']
    strength: KidsDay['today']['strength']
    suggestion: KidsDay['today']['suggestion']
    luckyColours: KidsDay['luckyColours']
  }
  parentRelation: KidsDay['parentRelation']
  narrative: Narrative
}
