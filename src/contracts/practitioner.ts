/**
 * Schemas of the practitioner tools (issue 15): reverse lookup, unknown-hour candidates, the
 * solar-term list and date selection. Lean results: every label is `{ code, name }` with `name` in
 * the request's locale, pillars are their two characters, instants are given once in UTC and once
 * in local civil time with the offset then in force.
 */
import { Type, type TSchema } from '@sinclair/typebox'
import { Latitude, Locale, Longitude, ResultObject, StrictObject, UtcOffsetHours, ZiHour } from './common'

export const Nullable = <T extends TSchema>(schema: T, description?: string) => Type.Union([schema, Type.Null()], description ? { description } : {})

/** A label: stable ASCII code and its name in the request's locale. */
export const Label = (description: string) =>
  ResultObject({ code: Type.String({ description: 'Stable ASCII code (kebab-case).' }), name: Type.String({ description: 'In the request locale.' }) }, { description })

export const GanzhiString = (description: string) => Type.String({ minLength: 2, maxLength: 2, description, examples: ['甲辰'] })

/** An instant to the second, in UTC and on the place's civil clock. */
export const InstantSchema = (description: string) =>
  ResultObject(
    {
      utc: Type.String({ description: 'UTC, `YYYY-MM-DDTHH:MM:SSZ`.' }),
      local: Nullable(Type.String({ description: 'Local civil time with the UTC offset then in force, `YYYY-MM-DDTHH:MM:SS+08:00` (seconds in the offset only for local mean time before standard zones).' }), 'Null when the place gives no UTC offset.'),
      utcOffset: Nullable(Type.Number({ description: 'Offset in force, hours east of UTC (DST included).' })),
    },
    { description },
  )

export const LocationSchema = ResultObject(
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

export const PlaceWarnings = Type.Array(ResultObject({ code: Type.String(), message: Type.String() }), { description: 'Place warnings: APPROXIMATE_LOCATION, ALTERNATIVE_TIME_ZONE.' })

const City = Type.String({ minLength: 1, maxLength: 100, description: 'City, in English or Chinese, instead of coordinates.', examples: ['Beijing', 'Urumqi'] })

// ---------------------------------------------------------------------------------------------
// Solar terms

export const SolarTermsRequest = StrictObject(
  {
    year: Type.Integer({ minimum: 1800, maximum: 2200, description: 'Gregorian year, 1800 to 2200.', examples: [2024] }),
    city: Type.Optional(City),
    latitude: Type.Optional(Latitude),
    longitude: Type.Optional(Longitude),
    timezone: Type.Optional(
      Type.Union([UtcOffsetHours, Type.String({ minLength: 1, maxLength: 64, description: 'IANA zone name, e.g. "Asia/Shanghai" (its historical offsets are used).' })], {
        description: 'UTC offset in hours (fixed, -12 to 14) or an IANA zone name. Overrides the zone of the city or coordinates.',
      }),
    ),
    locale: Type.Optional(Locale),
  },
  { description: 'A year and optionally a place (city, coordinates) or a timezone for local times. Without either, local times are null.' },
)

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
    timezone: Type.Optional(UtcOffsetHours),
    trueSolarTime: Type.Optional(Type.Boolean({ description: 'Day and hour pillars from local true solar time (default true), as for a chart.' })),
    ziHour: Type.Optional(ZiHour),
    fromYear: Type.Optional(Type.Integer({ minimum: 1800, maximum: 2200, description: 'First civil year searched (default 1900).' })),
    toYear: Type.Optional(Type.Integer({ minimum: 1800, maximum: 2200, description: 'Last civil year searched, inclusive (default 2100).' })),
    locale: Type.Optional(Locale),
  },
  { description: 'Pillars, a place (city or latitude/longitude; timezone optional as in birth details, or a timezone alone) and the chart options.' },
)

export const BoundarySchema = (description: string) =>
  ResultObject(
    {
      kind: Type.Union(
        ['solar-term', 'day-change', 'hour', 'offset-change', 'civil-day', 'range'].map((k) => Type.Literal(k)),
        { description: '`solar-term` (a jie changes the month), `day-change` (the chosen 子时 rule), `hour` (a two-hour boundary on the driving clock), `offset-change` (the civil clock jumps), `civil-day` (the civil day ends), `range` (the searched years end).' },
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
    pillars: ResultObject({ year: GanzhiString('Year.'), month: GanzhiString('Month.'), day: GanzhiString('Day.'), hour: Nullable(GanzhiString('Hour.')) }),
    location: LocationSchema,
    options: ResultObject({
      trueSolarTime: Type.Boolean({ description: 'Requested.' }),
      clock: Type.Union([Type.Literal('true-solar'), Type.Literal('civil')], { description: 'Clock that drives the day and hour pillars (civil without a longitude).' }),
      ziHour: ZiHour,
      fromYear: Type.Integer(),
      toYear: Type.Integer(),
    }),
    windows: Type.Array(WindowSchema, { description: 'Every window [start, end) of local civil time in which a birth gives exactly these pillars, in time order, never overlapping.' }),
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
        day: GanzhiString('Day pillar a birth at the window’s start has (under `next-day` the 子 hour from 23:00 implies the next day’s pillar).'),
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
          ResultObject({ term: Label('The jie.'), instant: InstantSchema('Its instant.'), year: GanzhiString('Year pillar from the jie on.'), month: GanzhiString('Month pillar from the jie on.') }),
          'A jie inside the window: the year and month pillars change at its instant; null otherwise.',
        ),
      }),
      { description: 'Windows of local civil clock time covering the civil day without gap or overlap, each with the pillars a birth there gets.' },
    ),
  },
  { description: 'Every possible hour pillar of the civil date at the place (`hourCandidates: true` without `time`).' },
)
