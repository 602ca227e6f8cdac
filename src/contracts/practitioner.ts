/**
 * Schemas of the practitioner tools: reverse lookup, unknown-hour candidates, the
 * solar-term list and date selection. Lean results: every label is `{ code, name }` with `name` in
 * the request's locale, pillars are their two characters, instants are given once in UTC and once
 * in local civil time with the offset then in force.
 */
import { Type, type Static } from '@sinclair/typebox'
import { SELECTABLE_ACTIVITY_CODES } from '../core/almanac/activity-codes'
import { AppError } from '../core/errors'
import { REVERSE_DEFAULT_FROM_YEAR, REVERSE_DEFAULT_TO_YEAR, type ReversePillars } from '../core/bazi'
import {
  BirthDetails,
  Latitude,
  Locale,
  Longitude,
  Nullable,
  ResultObject,
  resolveChartOptions,
  localeOf,
  StrictObject,
  Timezone,
  ZiHour,
  type ZiHourRule,
} from './common'

/** A label: stable ASCII code and its name in the request's locale. */
export const Label = (description: string) =>
  ResultObject(
    { code: Type.String({ description: 'Stable ASCII code (kebab-case).' }), name: Type.String({ description: 'In the request locale.' }) },
    { description },
  )

export const GanzhiString = (description: string) => Type.String({ minLength: 2, maxLength: 2, description, examples: ['甲辰'] })

/** An instant to the second, in UTC and on the place's civil clock. */
export const InstantSchema = (description: string) =>
  ResultObject(
    {
      utc: Type.String({ description: 'UTC, `YYYY-MM-DDTHH:MM:SSZ`.' }),
      local: Nullable(
        Type.String({
          description:
            'Local civil time with the UTC offset then in force, `YYYY-MM-DDTHH:MM:SS+08:00` (seconds in the offset only for local mean time before standard zones).',
        }),
        'Null when the place gives no UTC offset.',
      ),
      utcOffset: Nullable(Type.Number({ description: 'Offset in force, hours east of UTC (DST included).' })),
    },
    { description },
  )

const LocationSchema = ResultObject(
  {
    resolvedFrom: Type.Union([Type.Literal('city'), Type.Literal('coordinates'), Type.Literal('timezone'), Type.Literal('none')]),
    name: Nullable(Type.String()),
    country: Nullable(Type.String({ description: 'ISO 3166-1 alpha-2.' })),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    timeZone: Nullable(Type.String({ description: 'IANA zone whose history gives the offsets (null with a fixed offset or none).' })),
    fixedUtcOffset: Nullable(Type.Number({ description: 'The fixed offset sent as `timezone`, hours; it overrides the zone.' })),
  },
  { description: 'The resolved place.' },
)

const PlaceWarnings = Type.Array(ResultObject({ code: Type.String(), message: Type.String() }), {
  description:
    'Place warnings: APPROXIMATE_LOCATION, ALTERNATIVE_TIME_ZONE, OTHER_PLACES_NAMED, LOCATION_MISMATCH (a city sent with coordinates that point elsewhere; the coordinates are used).',
})

const City = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'City (English, Chinese, Japanese, Korean or Vietnamese name), instead of coordinates.',
  examples: ['Beijing', 'Urumqi'],
})

// ---------------------------------------------------------------------------------------------
// Solar terms

export const SolarTermsRequest = StrictObject(
  {
    year: Type.Integer({ minimum: 1800, maximum: 2200, description: 'Gregorian year, 1800 to 2200.', examples: [2024] }),
    city: Type.Optional(City),
    latitude: Type.Optional(Latitude),
    longitude: Type.Optional(Longitude),
    timezone: Type.Optional(
      Timezone(
        'UTC offset in hours (fixed, -12 to 14) or an IANA zone name (its historical offsets). Overrides the zone of the city or coordinates.',
      ),
    ),
    locale: Type.Optional(Locale),
  },
  { description: 'A year and optionally a place (city, coordinates) or a timezone for local times. Without either, local times are null.' },
)

/** The solar-term request with its defaults decided. */
export type SolarTermsInput = Omit<Static<typeof SolarTermsRequest>, 'locale'> & { locale: Locale }
export const solarTermsInputOf = (body: Static<typeof SolarTermsRequest>): SolarTermsInput => ({
  year: body.year,
  city: body.city,
  latitude: body.latitude,
  longitude: body.longitude,
  timezone: body.timezone,
  locale: localeOf(body.locale),
})

export const SolarTermsResult = ResultObject(
  {
    year: Type.Integer(),
    location: Nullable(LocationSchema, 'Null when no place or timezone was given.'),
    terms: Type.Array(
      ResultObject({
        term: Label('Solar term, e.g. `{code: "start-of-spring", name: "Start of Spring"}` (立春).'),
        index: Type.Integer({ minimum: 0, maximum: 23, description: '0 = 立春 (Sun at 315°) … 23 = 大寒.' }),
        kind: Type.Union([Type.Literal('jie'), Type.Literal('qi')], { description: '`jie` (节) starts a month; `qi` (中气) does not.' }),
        solarLongitude: Type.Integer({ description: 'Apparent ecliptic longitude of the Sun, degrees.' }),
        instant: InstantSchema('The instant of the term (VSOP87, to the second).'),
        monthPillar: Nullable(GanzhiString('Month pillar the jie starts.'), 'Null for a qi.'),
        yearPillar: Nullable(GanzhiString('Year pillar 立春 starts.'), 'Only on 立春.'),
      }),
      { minItems: 24, maxItems: 24, description: 'The 24 terms whose instants fall in the year, in time order.' },
    ),
    warnings: PlaceWarnings,
    source: Type.String({ description: 'How the instants are computed.' }),
  },
  { description: 'The 24 solar terms of a year.' },
)

// ---------------------------------------------------------------------------------------------
// Reverse lookup

const PillarInput = (description: string) =>
  Type.String({ minLength: 2, maxLength: 2, description: `${description} Two characters, stem then branch, one of the sixty pairs.` })

export const ReverseRequest = StrictObject(
  {
    pillars: StrictObject(
      {
        year: PillarInput('Year pillar, e.g. 甲辰.'),
        month: PillarInput('Month pillar, e.g. 丙寅.'),
        day: PillarInput('Day pillar, e.g. 戊戌.'),
        hour: Type.Optional(PillarInput('Hour pillar, e.g. 甲寅; leave out to search three pillars.')),
      },
      { description: 'The pillars to find (hour optional).' },
    ),
    city: Type.Optional(City),
    latitude: Type.Optional(Latitude),
    longitude: Type.Optional(Longitude),
    timezone: Type.Optional(
      Timezone(
        'UTC offset in hours (fixed, -12 to 14) or an IANA zone name (its historical offsets), as in birth details. Overrides the zone of the city or coordinates.',
      ),
    ),
    trueSolarTime: Type.Optional(
      Type.Boolean({ description: 'Day and hour pillars from local true solar time (default true), as for a chart.' }),
    ),
    ziHour: Type.Optional(ZiHour),
    fromYear: Type.Optional(Type.Integer({ minimum: 1800, maximum: 2200, description: 'First civil year searched (default 1900).' })),
    toYear: Type.Optional(
      Type.Integer({ minimum: 1800, maximum: 2200, description: 'Last civil year searched, inclusive (default 2100).' }),
    ),
    locale: Type.Optional(Locale),
  },
  {
    description:
      'Pillars, a place (city or latitude/longitude; timezone optional as in birth details, or a timezone alone) and the chart options.',
  },
)

/** The reverse-lookup request with its defaults decided (the chart's options via resolveChartOptions). */
export interface ReverseRequestInput extends Pick<BirthDetails, 'city' | 'latitude' | 'longitude' | 'timezone'> {
  pillars: ReversePillars
  trueSolarTime: boolean
  ziHour: ZiHourRule
  fromYear: number
  toYear: number
  locale: Locale
}
export const reverseInputOf = (body: Static<typeof ReverseRequest>): ReverseRequestInput => {
  const { trueSolarTime, ziHour, locale } = resolveChartOptions(body)
  return {
    pillars: body.pillars,
    city: body.city,
    latitude: body.latitude,
    longitude: body.longitude,
    timezone: body.timezone,
    trueSolarTime,
    ziHour,
    fromYear: body.fromYear ?? REVERSE_DEFAULT_FROM_YEAR,
    toYear: body.toYear ?? REVERSE_DEFAULT_TO_YEAR,
    locale,
  }
}

const BoundarySchema = (description: string) =>
  ResultObject(
    {
      kind: Type.Union(
        ['solar-term', 'day-change', 'hour', 'offset-change', 'civil-day', 'range'].map((k) => Type.Literal(k)),
        {
          description:
            '`solar-term` (a jie changes the month), `day-change` (the chosen 子时 rule), `hour` (a two-hour boundary on the driving clock), `offset-change` (the civil clock jumps), `civil-day` (the civil day ends), `range` (the searched years end).',
        },
      ),
      term: Type.Optional(Label('The jie, for `solar-term`.')),
    },
    { description },
  )

const WindowSchema = ResultObject({
  start: InstantSchema('Start (inclusive).'),
  end: InstantSchema('End (exclusive).'),
  startBoundary: BoundarySchema('What cuts the window at its start.'),
  endBoundary: BoundarySchema('What cuts the window at its end.'),
  firstMinute: Nullable(Type.String({ description: 'First whole civil minute inside, `YYYY-MM-DDTHH:MM` (a birth time to enter).' })),
  lastMinute: Nullable(Type.String({ description: 'Last whole civil minute inside.' })),
  minutes: Type.Number({ description: 'Length in minutes.' }),
})

export const ReverseResult = ResultObject(
  {
    pillars: ResultObject({
      year: GanzhiString('Year.'),
      month: GanzhiString('Month.'),
      day: GanzhiString('Day.'),
      hour: Nullable(GanzhiString('Hour.')),
    }),
    location: LocationSchema,
    options: ResultObject({
      trueSolarTime: Type.Boolean({ description: 'Requested.' }),
      clock: Type.Union([Type.Literal('true-solar'), Type.Literal('civil')], {
        description: 'Clock that drives the day and hour pillars (civil without a longitude).',
      }),
      ziHour: ZiHour,
      fromYear: Type.Integer(),
      toYear: Type.Integer(),
    }),
    windows: Type.Array(WindowSchema, {
      description:
        'Every window [start, end) of local civil time in which a birth gives exactly these pillars, in time order, never overlapping.',
    }),
    warnings: PlaceWarnings,
  },
  { description: 'Birth windows for the pillars.' },
)

// ---------------------------------------------------------------------------------------------
// Hour candidates (a member of the chart response)

export const HourCandidatesSchema = ResultObject(
  {
    date: Type.String({ description: 'The civil date.' }),
    clock: Type.Union([Type.Literal('true-solar'), Type.Literal('civil')]),
    ziHour: ZiHour,
    candidates: Type.Array(
      ResultObject({
        hour: GanzhiString('Hour pillar.'),
        day: GanzhiString(
          'Day pillar a birth at the window’s start has (under `next-day` the 子 hour from 23:00 implies the next day’s pillar).',
        ),
        year: GanzhiString('Year pillar.'),
        month: GanzhiString('Month pillar (differs within the day when a jie falls on it).'),
        tenGod: Label('Ten god of the hour stem against this window’s day master.'),
        start: InstantSchema('Start (inclusive).'),
        end: InstantSchema('End (exclusive).'),
        startBoundary: BoundarySchema('What cuts the window at its start.'),
        endBoundary: BoundarySchema('What cuts the window at its end.'),
        firstMinute: Nullable(Type.String({ description: 'First whole civil minute, `HH:MM`.' })),
        lastMinute: Nullable(Type.String({ description: 'Last whole civil minute, `HH:MM`.' })),
        dayChange: Nullable(
          ResultObject({ instant: InstantSchema('Its instant.'), day: GanzhiString('Day pillar from then on.') }),
          'Under `same-day`, the day pillar changes at 00:00 on the driving clock, inside the 子 hour: when and to what; null otherwise.',
        ),
        monthChange: Nullable(
          ResultObject({
            term: Label('The jie.'),
            instant: InstantSchema('Its instant.'),
            year: GanzhiString('Year pillar from the jie on.'),
            month: GanzhiString('Month pillar from the jie on.'),
          }),
          'A jie inside the window: the year and month pillars change at its instant; null otherwise.',
        ),
      }),
      {
        description:
          'Windows of local civil clock time covering the civil day without gap or overlap, each with the pillars a birth there gets.',
      },
    ),
  },
  { description: 'Every possible hour pillar of the civil date at the place (`hourCandidates: true` without `time`).' },
)

// ---------------------------------------------------------------------------------------------
// Date selection

const ActivityLabel = Label('Activity (宜/忌 term), e.g. `{code: "weddings", name: "Weddings"}`.')

export const SelectionRequest = StrictObject(
  {
    from: Type.String({
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
      description: 'First civil date, YYYY-MM-DD (1800-01-01 to 2200-12-31).',
      examples: ['2026-01-01'],
    }),
    to: Type.String({
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
      description: 'Last civil date, inclusive; at most 366 days from `from`.',
      examples: ['2026-03-31'],
    }),
    activities: Type.Array(
      Type.String({
        minLength: 1,
        maxLength: 60,
        enum: [...SELECTABLE_ACTIVITY_CODES],
        description: 'Activity code (English kebab-case slug of the almanac’s 宜/忌 term).',
      }),
      // No `uniqueItems`: TypeBox hashes every item to check it, recursively, so a hostile deeply nested
      // item would overflow the stack; duplicates are refused by selectionInputOf instead.
      {
        minItems: 1,
        maxItems: 20,
        description: 'Activities to select for, each code once; an unknown code is a 400 listing the valid ones.',
        examples: [['weddings'], ['moving-house', 'moving-into-a-new-home']],
      },
    ),
    match: Type.Optional(
      Type.Union([Type.Literal('all'), Type.Literal('any')], {
        description: '`all` (default): the day suits every requested activity; `any`: at least one. Either way none may be unsuitable.',
      }),
    ),
    person: Type.Optional(BirthDetails),
    ziHour: Type.Optional(ZiHour),
    trueSolarTime: Type.Optional(
      Type.Boolean({
        description:
          'The person’s day pillar from local true solar time at the birth longitude (default true), or from the civil clock (false).',
      }),
    ),
    locale: Type.Optional(Locale),
  },
  {
    description:
      'A date range, activity codes, optionally a person (birth details: days clashing with their year or day branch are left out) and the locale.',
  },
)

/** `all`: the day suits every requested activity. */
const DEFAULT_SELECTION_MATCH: 'all' | 'any' = 'all'

/** The date-selection request with its defaults decided (the person's chart options via resolveChartOptions). */
export interface SelectionRequestInput {
  from: string
  to: string
  activities: string[]
  match: 'all' | 'any'
  person?: BirthDetails
  ziHour: ZiHourRule
  trueSolarTime: boolean
  locale: Locale
}
export const selectionInputOf = (body: Static<typeof SelectionRequest>): SelectionRequestInput => {
  const { trueSolarTime, ziHour, locale } = resolveChartOptions(body)
  const repeated = body.activities.filter((code, i) => body.activities.indexOf(code) !== i)
  if (repeated.length) {
    const message =
      locale === 'zh'
        ? `活动代码重复：${[...new Set(repeated)].join(', ')}；每个代码只列一次。`
        : `\`activities\` lists ${[...new Set(repeated)].join(', ')} more than once; list each code once.`
    throw new AppError('INVALID_REQUEST', message, { field: 'activities', repeated: [...new Set(repeated)] })
  }
  return {
    from: body.from,
    to: body.to,
    activities: body.activities,
    match: body.match ?? DEFAULT_SELECTION_MATCH,
    person: body.person,
    ziHour,
    trueSolarTime,
    locale,
  }
}

const HourSchema = ResultObject({
  ganzhi: GanzhiString('Pillar of the two-hour period.'),
  start: Type.String({ description: 'HH:MM on the civil clock (子 starts at 23:00 the evening before).' }),
  end: Type.String(),
  god: Label('黄道 god ruling the period.'),
  suitable: Type.Array(ActivityLabel, { description: 'The period’s 宜.' }),
  unsuitable: Type.Array(ActivityLabel, { description: 'The period’s 忌.' }),
  suitsRequested: Type.Boolean({
    description: 'The period’s own 宜 lists the requested activities (under `match`) and its 忌 none of them.',
  }),
})

export const SelectionResult = ResultObject(
  {
    from: Type.String(),
    to: Type.String(),
    activities: Type.Array(ActivityLabel),
    match: Type.Union([Type.Literal('all'), Type.Literal('any')]),
    person: Nullable(
      ResultObject({ yearPillar: GanzhiString('Year pillar.'), dayPillar: GanzhiString('Day pillar.') }),
      'The person’s pillars the clashes are checked against.',
    ),
    daysChecked: Type.Integer(),
    days: Type.Array(
      ResultObject({
        date: Type.String(),
        rank: Type.Integer({ minimum: 1 }),
        score: Type.Number({ description: 'Sum of the points in `reasons`.' }),
        dayPillar: GanzhiString('Day pillar.'),
        activities: Type.Array(ActivityLabel, { description: 'The requested activities the day suits.' }),
        reasons: ResultObject({
          dayGod: ResultObject(
            { code: Type.String(), name: Type.String(), yellowPath: Type.Boolean(), points: Type.Number() },
            { description: 'Day god (值神): +2 on the Yellow Path (黄道).' },
          ),
          dutyOfficer: ResultObject(
            {
              code: Type.String(),
              name: Type.String(),
              verdict: Type.Union([Type.Literal('favourable'), Type.Literal('neutral'), Type.Literal('unfavourable')]),
              points: Type.Number(),
            },
            { description: 'Duty officer (建除): 除危定执成开 +1, 建满平收 0, 闭破 −1.' },
          ),
          luckyGods: ResultObject(
            { gods: Type.Array(Label('Lucky god.')), points: Type.Number() },
            { description: 'Lucky gods (吉神宜趋) of the day, +0.5 each.' },
          ),
        }),
        auspiciousHours: Type.Array(HourSchema, { description: 'The day’s 黄道 two-hour periods, each with its own 宜/忌.' }),
      }),
      { description: 'Every qualifying day, best first (ties: earlier first).' },
    ),
    excluded: Type.Array(
      ResultObject({
        date: Type.String(),
        dayPillar: GanzhiString('Day pillar.'),
        clashesWith: Type.Array(Type.Union([Type.Literal('year'), Type.Literal('day')])),
      }),
      { description: 'Days that suit the activities but clash (六冲) with the person’s year or day branch.' },
    ),
    source: Type.String({ description: 'The almanac tradition and the ranking rules.' }),
  },
  { description: 'Selected days, ranked with reasons.' },
)
