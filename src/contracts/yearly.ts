/**
 * The yearly outlook's contract: `POST /api/v1/yearly` (REST only: the interface keeps it off the MCP
 * connectors). Shapes of `YearlyOutlook` in src/core/yearly/outlook.ts; docs/domain.md, "Yearly outlook".
 */
import { Type, type Static } from '@sinclair/typebox'
import {
  birthDetailsMembers,
  birthDetailsOf,
  chartOptionMembers,
  Locale,
  ModelProvider,
  NarrativeResult,
  Nullable,
  resolveChartOptions,
  ResultObject,
  StrictObject,
  Term,
  type BirthDetails,
  type ModelProviderName,
  type ResolvedChartOptions,
} from './common'
import { Branch, ChartWarning, Ganzhi, Interaction, Stem } from './chart'

const YEARLY_YEAR_RANGE = { min: 1800, max: 2200 } as const

export const YearlyRequest = StrictObject(
  {
    ...birthDetailsMembers,
    ...chartOptionMembers,
    year: Type.Optional(
      Type.Integer({
        minimum: YEARLY_YEAR_RANGE.min,
        maximum: YEARLY_YEAR_RANGE.max,
        description:
          'The Bazi year to read, 1800-2200: from 立春 of this year to 立春 of the next. Default: the current year at the birth place (UTC without a zone). A year before the birth year is refused.',
        examples: [2026],
      }),
    ),
    locale: Type.Optional(Locale),
    model: Type.Optional(ModelProvider),
    includeNarrative: Type.Optional(Type.Boolean({ description: 'Add a narrative (default true).' })),
  },
  { description: 'Birth details, chart options and the year to read.' },
)

export type YearlyInput = {
  birth: BirthDetails
  year?: number
  model?: ModelProviderName
  includeNarrative: boolean
} & ResolvedChartOptions

/** The request with its defaults decided (the year's default needs the clock: the operation decides it). */
export const yearlyInputOf = (body: Static<typeof YearlyRequest>): YearlyInput => ({
  birth: birthDetailsOf(body),
  year: body.year,
  model: body.model,
  includeNarrative: body.includeNarrative ?? true,
  ...resolveChartOptions(body),
})

const Instant = (description: string) =>
  ResultObject(
    {
      utc: Type.String({ description: 'UTC, to the second: YYYY-MM-DDTHH:MM:SSZ.' }),
      local: Nullable(Type.String({ description: 'Civil time at the birth place with the offset then in force; null without a zone.' })),
      utcOffset: Nullable(Type.Number({ description: 'Hours east of UTC in force at the instant.' })),
    },
    { description },
  )

const Boundary = (description: string) =>
  ResultObject(
    {
      ...Instant('').properties,
      term: ResultObject(
        { index: Type.Integer({ description: '0 = 立春 … 22 = 小寒.' }), zh: Type.String(), en: Type.String(), name: Type.String() },
        { description: 'The 节 (jie) at this instant.' },
      ),
    },
    { description },
  )

const LuckRef = (description: string) =>
  Nullable(
    ResultObject({
      index: Type.Integer({ description: '1 = the first luck pillar.' }),
      ganzhi: Ganzhi('Luck pillar.'),
      tenGod: Term('Ten god of its stem.'),
      startYear: Type.Integer(),
      endYear: Type.Integer(),
      startAge: Type.Integer({ description: 'Nominal age (虚岁) in its first year, as the chart counts it.' }),
      endAge: Type.Integer(),
    }),
    description,
  )

const Member = Type.String({
  description:
    'year, month, day, hour (natal pillars), luck, nextLuck (after a change within the year), annual (the year), monthly (the month).',
})

const Condition = ResultObject({
  condition: Term('year-luck-convergence (岁运并临), fu-yin (伏吟), fan-yin (反吟), heaven-strikes-earth-clashes (天克地冲).'),
  against: Member,
  ganzhi: Ganzhi('The pillar it is against.'),
})

const Balance = ResultObject(
  {
    verdict: Term('favours (both elements favourable), strains (neither), mixed.'),
    stem: ResultObject({
      char: Type.String(),
      favourable: Type.Boolean({ description: 'Its element is one of the chart’s favourable elements.' }),
    }),
    branch: ResultObject({
      char: Type.String(),
      favourable: Type.Boolean({
        description: 'Its own element (that of its main hidden stem) is one of the chart’s favourable elements.',
      }),
    }),
    reason: Type.String({ description: 'Why, in the chart’s own terms: its strength verdict, support ratio and favourable elements.' }),
  },
  { description: 'Whether the elements favour or strain the chart (its favourable elements).' },
)

/** An interaction as the yearly answer gives it: its name once in `interactionNames`, by its code. */
const YearlyInteraction = ResultObject({
  code: Interaction.properties.code,
  members: Type.Array(Member, { description: 'The members taking part.' }),
  characters: Interaction.properties.characters,
  element: Interaction.properties.element,
})

const Interactions = (description: string) => Type.Array(YearlyInteraction, { description })

const VerdictCode = Type.Union([Type.Literal('favours'), Type.Literal('mixed'), Type.Literal('strains')])

const MonthBalance = ResultObject(
  {
    verdict: { ...VerdictCode, description: 'Its name and reason are in `monthVerdicts`.' },
    stemFavourable: Type.Boolean({ description: 'The month stem’s element is one of the chart’s favourable elements.' }),
    branchFavourable: Type.Boolean({
      description: 'The month branch’s own element (that of its main hidden stem) is one of the chart’s favourable elements.',
    }),
  },
  { description: 'Whether the month’s elements favour or strain the chart: favours (both favourable), strains (neither), mixed.' },
)

const Month = ResultObject({
  index: Type.Integer({ minimum: 1, maximum: 12, description: '1 = 寅 month (from 立春) … 12 = 丑 month (from 小寒).' }),
  ganzhi: Ganzhi('Month pillar (五虎遁 from the year stem).'),
  tenGod: Term('Ten god of the month stem against the day master.'),
  start: Boundary('The 节 that opens the month; the month ends where the next begins (the 丑 month at the year’s `end`).'),
  luck: Nullable(Ganzhi('The luck pillar in force when the month begins; null without one.')),
  interactions: Interactions(
    'The month’s interactions with the natal pillars, the luck pillar and the year (only those involving the month).',
  ),
  conditions: Type.Array(Condition),
  balance: MonthBalance,
})

export const YearlyResult = ResultObject(
  {
    year: Type.Integer(),
    nominalAge: Type.Integer({ description: 'Nominal age (虚岁) in this year: year − birth year + 1.' }),
    natal: ResultObject(
      {
        pillars: ResultObject({
          year: Ganzhi('Year pillar.'),
          month: Ganzhi('Month pillar.'),
          day: Ganzhi('Day pillar.'),
          hour: Nullable(Ganzhi('Hour pillar; null when the birth time is unknown.')),
        }),
        dayMaster: Type.String({ description: 'The day stem, e.g. "庚".' }),
        strength: ResultObject({
          verdict: Term('strong, weak or balanced.'),
          ratio: Type.Number(),
          favourable: Type.Array(Term('Favourable element.')),
          reason: Type.String(),
        }),
      },
      { description: 'The chart the year is read against (the chart route gives it in full).' },
    ),
    pillar: ResultObject(
      {
        label: Term('流年.'),
        ganzhi: Ganzhi('The year pillar.'),
        stem: Stem,
        branch: Branch,
        nayin: Term('Nayin.'),
        growthStage: ResultObject({ dayMaster: Term('星运.'), self: Term('自坐.') }),
      },
      { description: 'The year pillar, with the ten gods of its stem and hidden stems against the day master.' },
    ),
    start: Boundary('立春 of the year: the year pillar starts.'),
    end: Boundary('立春 of the next year: the year pillar ends.'),
    luck: Nullable(
      ResultObject({
        inForce: LuckRef('The luck pillar in force at the year’s start; null before the first one starts.'),
        change: Nullable(
          ResultObject({
            ...Instant('').properties,
            from: LuckRef('The pillar before the change; null when the first one starts.'),
            to: LuckRef('The pillar after the change.'),
          }),
          'A change of luck pillar within the year, at its instant; null when none.',
        ),
        precision: Type.Union([Type.Literal('exact'), Type.Literal('approximate')]),
      }),
      'The luck pillars (大运) as the chart states them; null without `sex`.',
    ),
    taiSui: ResultObject(
      {
        offended: Type.Boolean({
          description: '犯太岁: the year’s branch meets, clashes, punishes, harms or breaks the natal year branch.',
        }),
        yearGod: Term('The 岁君 god standing on the natal year branch (counted from the year’s branch).'),
        pillars: Type.Array(
          ResultObject({
            pillar: Type.String({ description: 'year, month, day or hour.' }),
            branch: Type.String(),
            palace: Term('The palace of life the pillar stands for.'),
            relations: Type.Array(Term('meets (值), clashes (冲), punishes (刑, with `punishment`: its set), harms (害), breaks (破).')),
          }),
          { description: 'The year’s branch against each natal branch (the hour left out without a birth time).' },
        ),
      },
      { description: '太岁 relations.' },
    ),
    interactions: Interactions('The year’s interactions with the natal pillars and the luck pillar (only those involving the year).'),
    interactionNames: Type.Record(Type.String(), Type.String(), {
      description: 'The name, in the request locale, of every interaction code in the answer (the year’s and the months’).',
    }),
    conditions: Type.Array(Condition, { description: 'Named conditions, the day pillar first.' }),
    stars: Type.Array(Term('A symbolic star on the year, with `from` (the natal pillar it is read from) and `on`.')),
    balance: Balance,
    months: Type.Array(Month, { minItems: 12, maxItems: 12, description: 'The twelve months (流月) of the Bazi year.' }),
    monthVerdicts: Type.Array(
      ResultObject({
        verdict: Term('favours, mixed or strains.'),
        reason: Type.String({ description: 'Why, in the chart’s terms: its favourable elements.' }),
      }),
      { description: 'Each verdict the months reach, once (favours, mixed, strains order), with its name and reason.' },
    ),
    notes: Type.Array(
      ResultObject({
        code: Type.String({ description: 'HOUR_UNKNOWN, SEX_UNKNOWN, LUCK_START_APPROXIMATE, PLACE_CLOCK_UNKNOWN.' }),
        message: Type.String({ description: 'In the request locale.' }),
      }),
      { description: 'What was left out or approximated, and why.' },
    ),
    warnings: Type.Array(ChartWarning, { description: 'The chart’s warnings about the birth moment.' }),
    conventions: ResultObject(
      {
        ziHour: Type.Union([Type.Literal('next-day'), Type.Literal('same-day')]),
        clock: Type.String(),
        yearBoundary: Type.String(),
        monthBoundary: Type.String(),
        yearGods: Type.String(),
        favour: Type.String(),
      },
      { description: 'The conventions applied (docs/domain.md, "Yearly outlook").' },
    ),
    narrative: Type.Optional(NarrativeResult('Present when `includeNarrative` is true (the default).')),
  },
  { description: 'A person’s year, month by month, on the exact clock.' },
)
