/**
 * `POST /api/v1/ziwei` and the MCP tool `calculate_ziwei_chart`: the Zi Wei Dou Shu chart on the Bazi
 * chart's clock (src/core/ziwei). Labels are `{code, name}` in the request locale (codes stable, names
 * from src/core/ziwei/labels.ts); stems and branches are Chinese characters.
 */
import { Type, type Static } from '@sinclair/typebox'
import {
  birthDetailsMembers,
  birthDetailsOf,
  birthDetailsOfToolArgs,
  chartOptionMembers,
  chartOptionsOfToolArgs,
  DateString,
  DEFAULT_DETAIL,
  Locale,
  localeOf,
  Nullable,
  resolveChartOptions,
  ResultObject,
  StrictObject,
  ToolLocale,
  type BirthDetails,
  type DetailLevel,
  type ResolvedChartOptions,
} from './common'
import { checkReadingDate } from './guidance'
import { BaziChartResult, pictureOptionMembers } from './chart'
import { GanzhiString, InstantSchema, Label } from './practitioner'
import type { LocaleTag } from '../core/locale'
import type { LeapMonthRule, YearStart } from '../core/ziwei'

const LeapMonth = Type.Union([Type.Literal('split'), Type.Literal('current'), Type.Literal('next')], {
  description:
    'A birth in a leap month (闰月) counts as: `split` (default; days 1-15 as that month, 16 on as the next), `current` (that month) or `next` (the next month).',
})
const YearStartSchema = Type.Union([Type.Literal('lunar-new-year'), Type.Literal('spring-begins')], {
  description:
    'Where the Zi Wei year begins: `lunar-new-year` (default, 正月初一) or `spring-begins` (the 立春 instant, as the Bazi year pillar).',
})

export const ZiweiRequest = StrictObject(
  {
    ...birthDetailsMembers,
    ...chartOptionMembers,
    sex: Type.Optional(
      Type.Union([Type.Literal('male'), Type.Literal('female')], {
        description:
          'Sets the direction of the decades (大限), life stages and 博士 spirits; without it they are left out with a warning, never guessed.',
      }),
    ),
    locale: Type.Optional(Locale),
    leapMonth: Type.Optional(LeapMonth),
    yearStart: Type.Optional(YearStartSchema),
    readingDate: Type.Optional(
      DateString('Day of the fortune layers (decade, year, month, day), YYYY-MM-DD. Omit for the natal chart alone.', ['2026-11-21']),
    ),
    hourCandidates: Type.Optional(
      Type.Boolean({
        description:
          "With no `time`: instead of a 400, the chart's 命宫 and its major stars for every hour the birth date can hold at the place, each with its window of civil clock time. Needs a place or timezone. Default false.",
      }),
    ),
  },
  { description: 'Birth details (`time` required unless `hourCandidates`) plus Zi Wei options.' },
)

/** The Zi Wei chart's body less `hourCandidates` (a picture is of one chart), plus the picture options of `POST /api/v1/bazi/picture`. */
const { hourCandidates: _hourCandidates, ...pictureChartMembers } = ZiweiRequest.properties
export const ZiweiPictureRequest = StrictObject(
  { ...pictureChartMembers, ...pictureOptionMembers },
  {
    description:
      'The body of `POST /api/v1/ziwei` (but `hourCandidates`) plus the picture options. `readingDate` picks the current decade and year marked (default: today at the birth place; none for a birth after today).',
  },
)
export type ZiweiPictureRequest = Static<typeof ZiweiPictureRequest>

/**
 * The tool's arguments, as lean as they can be (the public connector's tools/list stays within 4,000
 * tokens with this tool on): the names and meanings are calculate_bazi_chart's, which its
 * description says. The school options stay at their defaults here (`leapMonth: split`,
 * `yearStart: lunar-new-year`); REST offers them.
 */
// Formats and ranges are checked by the core (INVALID_DATE, INVALID_REQUEST: what to send), not here.
const leanDate = Type.String()
const enumOf = <T extends string>(...values: T[]) => Type.Union(values.map((v) => Type.Literal(v)))
/** The locale argument without its description (calculate_bazi_chart's, as the tool's description says): seven tokens fewer. */
const { description: _, ...ziweiLocale } = ToolLocale
export const ZiweiToolArgs = StrictObject({
  birth_date: leanDate,
  birth_time: Type.Optional(Type.String()),
  birth_city: Type.Optional(Type.String({ maxLength: 100 })),
  latitude: Type.Optional(Type.Number()),
  longitude: Type.Optional(Type.Number()),
  timezone: Type.Optional(Type.Union([Type.Number(), Type.String()])),
  locale: Type.Optional(Type.Unsafe<LocaleTag>(ziweiLocale)),
  sex: Type.Optional(enumOf('male', 'female')),
  zi_hour: Type.Optional(enumOf('next-day', 'same-day')),
  true_solar_time: Type.Optional(Type.Boolean()),
  reading_date: Type.Optional(leanDate),
  detail: Type.Optional(enumOf('summary', 'full')),
})

/** The core input with every default decided (src/core/ziwei/types.ts). */
export type ZiweiRequestInput = BirthDetails &
  ResolvedChartOptions & {
    leapMonth: LeapMonthRule
    yearStart: YearStart
    readingDate?: string
    hourCandidates?: boolean
    detail?: DetailLevel
  }

const DEFAULT_LEAP_MONTH: LeapMonthRule = 'split'
const DEFAULT_YEAR_START: YearStart = 'lunar-new-year'

export type ZiweiRequestBody = Static<typeof ZiweiRequest>
export type ZiweiToolArgsValue = Static<typeof ZiweiToolArgs>

// The reading date's one rule (contracts/guidance.ts), before any work, naming the member as each
// surface spells it (`readingDate`, `reading_date`).
export const toZiweiInput = (body: ZiweiRequestBody): ZiweiRequestInput => {
  checkReadingDate(body.readingDate, 'readingDate', localeOf(body.locale))
  return {
    ...birthDetailsOf(body),
    ...resolveChartOptions(body),
    leapMonth: body.leapMonth ?? DEFAULT_LEAP_MONTH,
    yearStart: body.yearStart ?? DEFAULT_YEAR_START,
    readingDate: body.readingDate,
    hourCandidates: body.hourCandidates ?? false,
  }
}

export const toZiweiToolInput = (args: ZiweiToolArgsValue): ZiweiRequestInput => {
  checkReadingDate(args.reading_date, 'reading_date', localeOf(args.locale))
  return {
    ...birthDetailsOfToolArgs(args),
    ...chartOptionsOfToolArgs(args),
    leapMonth: DEFAULT_LEAP_MONTH,
    yearStart: DEFAULT_YEAR_START,
    readingDate: args.reading_date,
    detail: args.detail ?? DEFAULT_DETAIL,
  }
}

// ---- The REST answer.

const Star = ResultObject(
  {
    code: Type.String({ description: 'Stable ASCII code (pinyin), e.g. zi-wei.' }),
    name: Type.String({ description: 'In the request locale.' }),
    brightness: Nullable(
      Label('Brightness 庙旺得利平不陷 (temple, prosperous, gained, beneficial, neutral, weak, fallen).'),
      'Null where the school gives none.',
    ),
    mutagen: Nullable(Label('Birth-year 四化: lu, quan, ke, ji.'), 'Null when the star has none.'),
  },
  { description: 'A star with its brightness and birth-year 四化.' },
)

const Palace = ResultObject(
  {
    name: Label('Palace: life, siblings, spouse, children, wealth, health, travel, friends, career, property, fortune, parents.'),
    ganzhi: GanzhiString('Stem and branch of the palace (stems by 五虎遁 from the year stem).'),
    isLife: Type.Boolean({ description: '命宫.' }),
    isBody: Type.Boolean({ description: '身宫 (shares a palace with another).' }),
    majorStars: Type.Array(Star, { description: 'Of the fourteen major stars (主星).' }),
    minorStars: Type.Array(Star, { description: 'Of the fourteen minor stars (六吉, 六煞, 禄存, 天马).' }),
    adjectiveStars: Type.Array(Label('An adjective star (杂曜).')),
    lifeStage: Nullable(Label('长生十二神.'), 'Null without `sex`.'),
    boshi: Nullable(Label('博士十二神.'), 'Null without `sex`.'),
    jiangqian: Label('将前十二神.'),
    suiqian: Label('岁前十二神.'),
    decade: Nullable(
      ResultObject({ from: Type.Integer(), to: Type.Integer() }, { description: 'Nominal ages (虚岁).' }),
      'The decade (大限) this palace rules; null without `sex`.',
    ),
  },
  { description: 'One of the twelve palaces.' },
)

const Mutagens = Type.Array(ResultObject({ mutagen: Label('lu, quan, ke, ji.'), star: Label('The star transformed.') }), {
  description: "The layer stem's 四化.",
})
const Layer = (description: string) =>
  ResultObject(
    {
      palace: Label("The natal palace where this layer's 命宫 falls."),
      branch: Type.String({ description: 'Its branch.' }),
      ganzhi: GanzhiString("The layer's stem and branch."),
      mutagens: Mutagens,
    },
    { description },
  )

const ZiweiChartSchema = ResultObject(
  {
    dayDate: Type.String({
      description: "The civil date of the chart's day: the Bazi day pillar's date on the driving clock, after the `ziHour` rule.",
    }),
    lunarDate: ResultObject(
      {
        year: Type.Integer(),
        month: Type.Integer(),
        day: Type.Integer(),
        isLeapMonth: Type.Boolean(),
        monthUsed: Type.Integer({
          description: "The month the palaces were placed by, after the `leapMonth` rule (13 = the next year's first).",
        }),
        name: Type.String({ description: 'In the request locale.' }),
      },
      { description: 'Lunar date of `dayDate`.' },
    ),
    hourBranch: Type.String({ description: "Hour branch (子 … 亥), the Bazi hour pillar's." }),
    year: ResultObject({ ganzhi: GanzhiString('Year stem and branch the chart uses.'), start: YearStartSchema }),
    lifePalace: Type.String({ description: '命宫 branch.' }),
    bodyPalace: Type.String({ description: '身宫 branch.' }),
    lifeMaster: Label('命主.'),
    bodyMaster: Label('身主.'),
    bureau: Label('五行局: water-2, wood-3, metal-4, earth-5, fire-6.'),
    palaces: Type.Array(Palace, { description: 'The twelve palaces, by branch from 寅.', minItems: 12, maxItems: 12 }),
  },
  { description: 'The natal chart.' },
)

const ZiweiLayersSchema = ResultObject(
  {
    readingDate: Type.String(),
    nominalAge: Type.Integer({ description: '虚岁 on the reading date.' }),
    decade: Nullable(
      ResultObject(
        {
          ...Layer('').properties,
          from: Type.Integer(),
          to: Type.Integer(),
          childhood: Type.Boolean({ description: 'Before the first decade: the 童限 palace of the age.' }),
        },
        { description: 'Decade (大限).' },
      ),
      'Null without `sex` (its direction is unknown).',
    ),
    year: Layer('Year (流年).'),
    month: Layer('Month (流月).'),
    day: Layer('Day (流日).'),
  },
  { description: 'Fortune layers on `readingDate`: where each puts its 命宫, its stem and branch, its 四化.' },
)

const bazi = BaziChartResult.properties

const ZiweiHourCandidates = ResultObject(
  {
    date: Type.String(),
    clock: Type.Union([Type.Literal('true-solar'), Type.Literal('civil')]),
    candidates: Type.Array(
      ResultObject({
        hour: GanzhiString('Hour pillar.'),
        start: InstantSchema('Start (inclusive).'),
        end: InstantSchema('End (exclusive).'),
        firstMinute: Nullable(Type.String({ description: 'First whole civil minute, `HH:MM`.' })),
        lastMinute: Nullable(Type.String({ description: 'Last whole civil minute, `HH:MM`.' })),
        lifePalace: GanzhiString('命宫 stem and branch.'),
        bureau: Label('五行局.'),
        majorStars: Type.Array(Label('A major star in the 命宫.'), {
          description: 'Empty: no major star in the 命宫 (read the opposite palace).',
        }),
      }),
    ),
  },
  { description: 'Every hour the civil date can hold at the place (`hourCandidates: true` without `time`): its 命宫 and major stars.' },
)

export const ZiweiRestResult = ResultObject(
  {
    chart: Type.Optional(ZiweiChartSchema),
    layers: Type.Optional(Nullable(ZiweiLayersSchema, 'Null without `readingDate`.')),
    bazi: Type.Optional(
      ResultObject(
        {
          pillars: ResultObject({ year: Type.String(), month: Type.String(), day: Type.String(), hour: Type.String() }),
          lunarDate: Type.String({
            description:
              "The lunar date of the chart's day (the day pillar's), as the Bazi chart reports it: the same day as `chart.lunarDate`.",
          }),
        },
        { description: 'The Bazi pillars of the same moment.' },
      ),
    ),
    location: Type.Optional(bazi.location),
    time: Type.Optional(bazi.time),
    conventions: ResultObject({
      ziHour: Type.Union([Type.Literal('next-day'), Type.Literal('same-day')]),
      clock: Type.String(),
      leapMonth: LeapMonth,
      yearStart: YearStartSchema,
      school: Type.String({ description: 'Placement library and school.' }),
    }),
    warnings: bazi.warnings,
    hourCandidates: Type.Optional(ZiweiHourCandidates),
  },
  { description: 'A Zi Wei Dou Shu chart, its fortune layers, and the Bazi pillars and clocks of the same moment.' },
)

// ---- The tool's answer (src/presenters/ziwei.ts). Advertised as little more than an object with its
// detail level: the public connector's tools/list must stay within 4,000 tokens with this tool on
// (bench/tokens.ts), and the summary's members are named in the tool's description.

export const ZiweiToolResult = Type.Unsafe({
  type: 'object',
  properties: { detail: { enum: ['summary', 'full'] } },
})
