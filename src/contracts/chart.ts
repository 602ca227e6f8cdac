/**
 * The chart's contract: `POST /api/v1/bazi` body, the `calculate_bazi_chart` tool arguments, and the
 * chart result (also embedded by the daily, kids and guidance results).
 */
import { Type, type Static } from '@sinclair/typebox'
import {
  birthDetailsMembers,
  chartOptionMembers,
  DateString,
  ElementCode,
  Locale,
  Nullable,
  ResultObject,
  StrictObject,
  Term,
  TimePattern,
  toolChartOptionMembers,
  IanaZoneName,
  json,
  Detail,
  type BirthDetails,
  type DetailLevel,
  type JsonSchema,
  type ResolvedChartOptions,
  ToolLocale,
} from './common'
import { HourCandidatesSchema } from './practitioner'

const readingDate = Type.Optional(
  DateString(
    'The day `current` (the year and luck pillar in force) and the current-day block (`includeDaily`) are judged on, YYYY-MM-DD. Default: today in the birth place’s zone, else UTC.',
    ['2026-11-21'],
  ),
)

// ---- Output: the members clients rely on, documented; every object allows additional members.
// Shapes of `ChartResult` in src/core/bazi/chart-types.ts.

export const Ganzhi = (description: string) => Type.String({ minLength: 2, maxLength: 2, description })

export const Stem = ResultObject(
  {
    char: Type.String({ description: 'Stem character, e.g. 甲.' }),
    element: Term('Five-element phase (五行).'),
    polarity: Term('Yin or yang.'),
    tenGod: Term('Ten god (十神) relative to the day master; "day-master" for the day stem.'),
  },
  { description: 'Heavenly stem (天干).' },
)

export const Branch = ResultObject(
  {
    char: Type.String({ description: 'Branch character, e.g. 子.' }),
    element: Term('Five-element phase of the branch.'),
    polarity: Term('Yin or yang.'),
    animal: Term('Zodiac animal of the branch.'),
    hiddenStems: Type.Array(
      ResultObject({
        char: Type.String(),
        element: Term('Element of the hidden stem.'),
        role: Type.Optional(
          Term('main (本气), middle (中气) or residual (余气); left out of a chart, whose hidden stems are in that order.'),
        ),
        tenGod: Term('Ten god of the hidden stem relative to the day master.'),
      }),
      { description: 'Hidden stems (藏干) in role order: main (本气), middle (中气), residual (余气).' },
    ),
  },
  { description: 'Earthly branch (地支).' },
)

const Pillar = ResultObject(
  {
    ganzhi: Ganzhi('Stem and branch, two characters, e.g. "甲辰".'),
    stem: Stem,
    branch: Branch,
    nayin: Term('Nayin (纳音) of the pair.'),
    growthStage: ResultObject(
      {
        dayMaster: Term('星运: the day master’s growth stage on this branch.'),
        self: Term('自坐: this stem’s growth stage on its own branch.'),
      },
      { description: 'Twelve growth stages (长生十二宫).' },
    ),
    xun: Ganzhi('The xun (旬) the pair belongs to, named by its 甲 pair.'),
    voidBranches: Type.Array(Type.String(), { description: 'Void branches (空亡) of the xun.' }),
    shensha: Type.Array(Term('Symbolic star (神煞) with `from` (reference pillar) and `on` (stem or branch).'), {
      description: 'Symbolic stars this pillar carries (standard set named in conventions.shensha).',
    }),
  },
  { description: 'One pillar; its key (year, month, day, hour) is its code in the glossary’s pillar names.' },
)

const LunarDateSchema = (description: string) =>
  ResultObject(
    {
      year: Type.Integer(),
      month: Type.Integer({ minimum: 1, maximum: 12 }),
      day: Type.Integer({ minimum: 1, maximum: 30 }),
      isLeapMonth: Type.Boolean(),
      name: Type.String({ description: 'The lunar date in the request locale.' }),
      yearGanzhi: Ganzhi('Ganzhi of the lunar (春节) year.'),
    },
    { description },
  )
const Palace = ResultObject(
  { ganzhi: Ganzhi('Palace stem and branch.'), nayin: Term('Nayin of the palace.') },
  { description: 'A palace; its key names it (conception 胎元, conceptionBreath 胎息, life 命宫, body 身宫).' },
)

const ElementTally = ResultObject(
  { wood: Type.Number(), fire: Type.Number(), earth: Type.Number(), metal: Type.Number(), water: Type.Number() },
  { description: 'Per element.' },
)

export const Interaction = ResultObject({
  code: Type.String({
    description:
      'stem-combination, stem-clash, six-combination, three-combination, half-combination, directional-combination, six-clash, punishment, self-punishment, harm, destruction.',
  }),
  zh: Type.String(),
  en: Type.String(),
  name: Type.String({ description: 'The term in the request locale.' }),
  members: Type.Array(Type.String(), { description: 'Pillar positions taking part (and "today" in the daily block).' }),
  characters: Type.String({ description: 'The characters, e.g. 申子辰.' }),
  element: Type.Optional(ElementCode),
})

const Jie = ResultObject({
  index: Type.Integer(),
  zh: Type.String(),
  en: Type.String(),
  name: Type.String(),
  utc: Type.String({ description: 'Instant of the solar term, UTC.' }),
})

/** A warning of the chart: a doubt about the birth moment, with the other reading. */
export const ChartWarning = ResultObject({
  code: Type.String({
    description:
      'BIRTH_TIME_UNKNOWN, LOCATION_UNKNOWN, OFFSET_UNKNOWN_PILLARS, NEAR_SOLAR_TERM, NEAR_HOUR_BOUNDARY, and the time pipeline’s codes.',
  }),
  message: Type.String({ description: 'In the request locale.' }),
  alternative: Type.Optional(Type.Unknown({ description: 'The other reading (pillars on the other side, candidates…).' })),
})

export const BaziChartResult = ResultObject(
  {
    chart: ResultObject(
      {
        pillars: ResultObject(
          { year: Pillar, month: Pillar, day: Pillar, hour: Nullable(Pillar, 'Hour pillar; null when the birth time is unknown.') },
          { description: 'The four pillars (四柱).' },
        ),
        dayMaster: Type.String({
          minLength: 1,
          maxLength: 1,
          description: 'The day stem (日主), e.g. "庚"; its element and polarity are `pillars.day.stem`’s.',
        }),
        elements: ResultObject(
          {
            visible: ElementTally,
            weighted: {
              ...ElementTally,
              description:
                'The balance weighting: every stem, the day master included, and every branch by its hidden stems (conventions.hiddenStemWeights), the month branch once. Not the figures of the strength verdict: those are strength.weights.',
            },
            missing: Type.Array(ElementCode, { description: 'Elements absent from the visible stems and branches (五行缺).' }),
            missingIncludingHidden: Type.Array(ElementCode, { description: 'Elements absent even among the hidden stems.' }),
          },
          {
            description:
              'Five-element counts: visible characters, and weighted with hidden stems (weights in conventions.hiddenStemWeights).',
          },
        ),
        strength: ResultObject(
          {
            method: Type.String({ description: 'Named method, see conventions.strengthMethod.' }),
            weights: {
              ...ElementTally,
              description:
                'The strength weighting the verdict is computed on (method weighted-support-ratio): the day master’s own stem left out, every other stem 1, branches by their hidden stems, the month branch doubled (得令). It differs from elements.weighted on purpose.',
            },
            support: Type.Number({ description: 'Companion + resource weight in strength.weights.' }),
            total: Type.Number({ description: 'The sum of strength.weights.' }),
            ratio: Type.Number({ description: 'support / total, to two decimals: the figure the verdict is decided on.' }),
            verdict: Type.Union([Type.Literal('strong'), Type.Literal('weak'), Type.Literal('balanced')]),
            favourableElements: Type.Array(ElementCode),
            unfavourableElements: Type.Array(ElementCode),
            reason: Type.String({
              description:
                'Why, in the request locale: the support figures, the threshold that gave the verdict, and the rule that picked the favourable elements.',
            }),
          },
          { description: 'Day-master strength (身强/身弱) and favourable elements.' },
        ),
        lunarDate: LunarDateSchema(
          "Chinese lunar date of the chart's day (leap month marked): the date the day pillar belongs to, on the driving clock after the `ziHour` rule, the day the Zi Wei chart of the same input reads.",
        ),
        civilLunarDate: Type.Optional(
          LunarDateSchema(
            'Chinese lunar date of the civil birth date as entered, present only when it differs from `lunarDate` (true solar time or the 23:00 rule moved the day).',
          ),
        ),
        zodiac: Term('Zodiac animal of the Bazi (立春) year; `lunarYear` gives the animal of the lunar (春节) year.'),
        palaces: ResultObject(
          {
            conception: Palace,
            conceptionBreath: Palace,
            life: Nullable(Palace, '命宫; null without a birth time.'),
            body: Nullable(Palace, '身宫; null without a birth time.'),
          },
          { description: '胎元, 胎息, 命宫, 身宫 with nayin.' },
        ),
        interactions: Type.Array(Interaction, { description: 'Interactions inside the chart (刑冲合会害破).' }),
      },
      { description: 'The chart.' },
    ),
    location: ResultObject(
      {
        resolvedFrom: Type.Union([Type.Literal('city'), Type.Literal('coordinates'), Type.Literal('timezone'), Type.Literal('none')]),
        name: Nullable(Type.String()),
        localName: Type.Optional(
          Type.String({ description: 'The place’s name in the request locale (ja, ko, vi, zh-TW, zh-HK) when the data has one.' }),
        ),
        country: Nullable(Type.String({ description: 'ISO 3166-1 alpha-2.' })),
        latitude: Nullable(Type.Number()),
        longitude: Nullable(Type.Number()),
        timeZone: Nullable(Type.String({ description: 'IANA zone.' })),
        utcOffset: Nullable(Type.Number({ description: 'Hours east of UTC in force at the birth moment (DST included).' })),
        otherPlacesNamed: Type.Optional(
          Type.Array(
            ResultObject({
              name: Type.String(),
              admin1: Nullable(Type.String({ description: 'State, province or region.' })),
              country: Type.String({ description: 'ISO 3166-1 alpha-2.' }),
              latitude: Type.Number(),
              longitude: Type.Number(),
            }),
            {
              maxItems: 4,
              description:
                'Other places of the city’s name far from the one chosen (the largest): send "City, Region" or "City, Country" (or coordinates) for one of them. Absent when there are none; warning OTHER_PLACES_NAMED says so too.',
            },
          ),
        ),
      },
      { description: 'The resolved birth place.' },
    ),
    time: ResultObject(
      {
        civil: Type.String({ description: 'As entered.' }),
        utc: Nullable(Type.String()),
        localMean: Nullable(Type.String()),
        trueSolar: Nullable(Type.String()),
        equationOfTimeMinutes: Nullable(Type.Number({ description: 'Apparent minus mean solar time, minutes (local mean → true solar).' })),
        longitudeCorrectionMinutes: Nullable(
          Type.Number({
            description:
              'Local mean minus standard time, minutes: longitude × 4 − the zone’s standard offset (daylight-saving time apart, below).',
          }),
        ),
        daylightSavingMinutes: Nullable(
          Type.Number({
            description:
              'Minutes daylight-saving time added to the civil clock at the birth (60 in China 1986–91 summers, most US and European summers), 0 under standard time; null when the zone or the offset is unknown (without a birth time, the birth day’s). True solar time = civil − daylight saving + longitude correction + equation of time.',
          }),
        ),
        timeKnown: Type.Boolean(),
      },
      { description: 'Every clock involved.' },
    ),
    conventions: ResultObject(
      {
        ziHour: Type.Union([Type.Literal('next-day'), Type.Literal('same-day')]),
        clock: Type.String(),
        yearBoundary: Type.String(),
        monthBoundary: Type.String(),
        luckStartMethod: Nullable(Type.String()),
        hiddenStemWeights: Type.String(),
        strengthMethod: Type.String(),
        shensha: Type.String(),
      },
      {
        description:
          'Every convention applied, as codes (with a description where the case needs one: unknown offset or time). ziHour "next-day": the day pillar changes at 23:00 on the driving clock (school A, most software), the 23:00-24:00 hour stem from the next day; "same-day": at 00:00 (school B), the 23:00 hour stem still from the next day. clock "true-solar": day and hour pillars from local apparent solar time at the birth longitude; "civil": from the clock as entered. Sources: year pillar from the Lichun instant, month pillars from the jie instants (Yuanhai Ziping), instants in UTC from VSOP87 via astronomia; month stems by the Five Tigers rule, hour stems by the Five Rats rule (Sanming Tonghui); hidden stems, ten gods, nayin, growth stages: the Yuanhai Ziping / Sanming Tonghui tables as in lunar-typescript 1.8.6; luck start 3 days = 1 year (Sanming Tonghui) on minutes, as lunar-typescript getYun(gender, 2); symbolic stars: Sanming Tonghui rules; lunar date: lunar-typescript 1.8.6 (Beijing time).',
      },
    ),
    warnings: Type.Array(ChartWarning),
    luck: Nullable(
      ResultObject(
        {
          direction: Term('forward (顺行) or backward (逆行).'),
          ageReckoning: Term('How the ages are counted: nominal (虚岁), 1 in the year of birth and one more each calendar year.'),
          start: ResultObject({
            moment: Type.String({ description: 'Start moment on the birth place’s civil clock, YYYY-MM-DDTHH:MM.' }),
            years: Type.Integer(),
            months: Type.Integer(),
            days: Type.Integer(),
            hours: Type.Integer(),
            nominalAge: Type.Integer({ description: 'Nominal age (虚岁) at the start.' }),
            utc: Nullable(Type.String({ description: 'Start instant, UTC; null when the birth instant is unknown.' })),
            jie: Jie,
          }),
          pillars: Type.Array(
            ResultObject({
              ganzhi: Ganzhi('Luck pillar.'),
              tenGod: Term('Ten god of the luck pillar’s stem.'),
              nayin: Term('Nayin of the luck pillar.'),
              startYear: Type.Integer({ description: 'First year; the pillar spans ten years.' }),
              startAge: Type.Integer({ description: 'Nominal age (虚岁) in the first year.' }),
            }),
            {
              description:
                'Ten luck pillars (大运), in order. The annual pillar (流年) of a year is that year’s pillar, the same in every chart (the sixty-cycle from 甲子 in 4 CE: index (year − 4) mod 60); its ten god is its stem’s, the `tenGod` of the luck pillar whose ganzhi starts with the same stem (the ten luck pillars run through the ten stems). The reading date’s year is `current.year`.',
            },
          ),
          precision: Type.Union([Type.Literal('exact'), Type.Literal('approximate')]),
        },
        { description: 'Luck pillars; present when `sex` is given.' },
      ),
    ),
    daily: Type.Optional(
      ResultObject(
        {
          date: Type.String(),
          ganzhi: Ganzhi('The day’s pillar.'),
          tenGod: Term('Ten god of the day’s stem against the day master.'),
          interactions: Type.Array(Interaction, { description: 'Interactions of the day’s stem and branch with the natal pillars.' }),
        },
        { description: 'Current-day block (includeDaily).' },
      ),
    ),
  },
  { description: 'Four Pillars chart, resolved location, the clocks used, conventions and warnings.' },
)

/** `POST /api/v1/bazi`: the chart plus, on request, the hour candidates of a birth with no time (REST only). */
const CurrentPeriods = ResultObject(
  {
    readingDate: Type.String({
      description: 'The day judged on: `readingDate`, else today in the birth place’s zone (else UTC), YYYY-MM-DD.',
    }),
    year: ResultObject({
      year: Type.Integer({ description: 'Bazi year of the reading date (it begins at 立春).' }),
      ganzhi: Ganzhi('The year pillar.'),
      tenGod: Nullable(Term('Ten god of the year’s stem against the day master.')),
    }),
    luckPillar: Nullable(
      ResultObject(
        {
          index: Type.Integer({
            minimum: 1,
            maximum: 10,
            description: 'Which of `luck.pillars` (1 = the first), where its ganzhi, ten god and years are.',
          }),
        },
        {
          description: 'The luck pillar whose ten years hold the reading date’s Bazi year; null without `sex` or before the first starts.',
        },
      ),
    ),
  },
  { description: 'The year and luck pillar in force on the reading date.' },
)

export const BaziChartRestResult = ResultObject(
  { ...BaziChartResult.properties, current: CurrentPeriods, hourCandidates: Type.Optional(HourCandidatesSchema) },
  { description: BaziChartResult.description },
)

export const BaziRequest = StrictObject(
  {
    ...birthDetailsMembers,
    includeDaily: Type.Optional(
      Type.Boolean({
        description:
          'Add the current-day block: the day’s pillar, its ten god and its interactions with the natal branches (default false).',
      }),
    ),
    ...chartOptionMembers,
    locale: Type.Optional(Locale),
    readingDate,
    hourCandidates: Type.Optional(
      Type.Boolean({
        description:
          'With no `time`: add `hourCandidates`, every hour pillar the birth date can hold at the place, each with its window of local civil clock time (true solar time turned back into clock time), its ten god and the day pillar it implies. Needs a place or timezone. Default false.',
      }),
    ),
  },
  { description: 'Birth details plus chart options.' },
)

/**
 * `timezone` as REST takes it (hours or an IANA zone), described for a model reader. The zone's
 * form is checked by the core, which names what is wrong (tools/list stays within its budget).
 */
export const toolTimezone = Type.Union([Type.Number({ minimum: -12, maximum: 14 }), Type.String({ minLength: 1, maxLength: 64 })], {
  description: 'At birth: UTC offset hours (DST included) or IANA zone, e.g. Asia/Shanghai.',
})

/** The MCP tools' birth arguments (the contract's names), with short descriptions for a model reader. */
export const toolBirthMembers = {
  birth_date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'Birth date, YYYY-MM-DD.', examples: ['1990-05-15'] }),
  birth_time: Type.Optional(
    Type.String({ pattern: TimePattern, description: 'Local birth time, HH:MM (24 h). Omit when unknown.', examples: ['14:30'] }),
  ),
  birth_city: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Instead of coordinates.' })),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'North positive.' })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'East positive.' })),
  timezone: Type.Optional(toolTimezone),
  locale: Type.Optional(ToolLocale),
}

export const BaziToolArgs = StrictObject({
  ...toolBirthMembers,
  ...toolChartOptionMembers,
  include_daily: Type.Optional(Type.Boolean({ description: "Add the reading day's pillar (default false)." })),
  reading_date: Type.Optional(
    Type.String({
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
      description: 'YYYY-MM-DD for current year, luck pillar, daily block (default today).',
      examples: ['2026-11-21'],
    }),
  ),
  detail: Type.Optional(Detail),
})

/** The chart's core input (src/core/bazi/chart.ts) with every default decided. */
export type ChartRequestInput = BirthDetails &
  ResolvedChartOptions & {
    includeDaily: boolean
    readingDate?: string
    /** REST only: list the possible hour pillars of a birth with no time. */
    hourCandidates?: boolean
    /** MCP only: the answer's detail level. */
    detail?: DetailLevel
  }

// ---- The `calculate_bazi_chart` tool's answer: a summary (default) or the full chart, labels in the
// request locale only (src/presenters/chart-summary.ts, labels.ts).

const { string: str, number: num, integer: int, nullable, array, ref, object } = json

/** The chart summary's definitions, shared with the guidance tool's schema (each tool keeps its own copy under `$defs`). */
const chartSummaryDefs: Record<string, JsonSchema> = {
  Pillar: object(
    {
      ganzhi: str('Stem and branch, e.g. 甲辰.'),
      tenGod: str('Of the stem (the day stem: day master).'),
      hiddenStems: { type: 'object', additionalProperties: { type: 'string' }, description: 'Hidden stem → ten god.' },
      nayin: str(),
    },
    { required: ['ganzhi'] },
  ),
  Tally: { type: 'object', additionalProperties: { type: 'number' }, description: 'Per element code.' },
  Warning: object(
    { code: str('E.g. NEAR_SOLAR_TERM.'), message: str(), alternative: { description: 'The other reading.' } },
    { required: ['code', 'message'] },
  ),
  ChartSummary: object(
    {
      pillars: object(
        {
          year: ref('Pillar'),
          month: ref('Pillar'),
          day: ref('Pillar'),
          hour: { anyOf: [ref('Pillar'), { type: 'null' }], description: 'null without a birth time.' },
        },
        { required: ['year', 'month', 'day', 'hour'] },
      ),
      dayMaster: object({ stem: str(), element: str(), polarity: str() }),
      elements: object(
        { visible: ref('Tally'), weighted: ref('Tally'), missing: array(str()), missingIncludingHidden: array(str()) },
        { description: 'missing: visible, then with hidden stems.' },
      ),
      strength: object({
        verdict: str(),
        weights: { ...ref('Tally'), description: 'The verdict’s: day master’s stem out, month branch ×2.' },
        support: num(),
        total: num(),
        ratio: num('support / total.'),
        favourable: array(str()),
        unfavourable: array(str()),
        reason: str(),
      }),
      zodiac: str('Natal animal.'),
      lunarDate: str("The day pillar's day."),
      civilLunarDate: str('Civil day’s, if other.'),
      interactions: array(str(), 'Clashes, combinations…, with pillars.'),
      // Nullable objects as `type: [object, null]` rather than an anyOf with null: the same meaning in
      // fewer tokens of tools/list (bench/tokens.ts).
      luck: {
        ...object({
          direction: str(),
          ageReckoning: str(),
          start: object(
            { moment: str('Local civil time.'), utc: nullable('string'), nominalAge: int(), jie: str('Solar term measured to.') },
            { description: 'Of the first.' },
          ),
          precision: { enum: ['exact', 'approximate'] },
          pillars: array(object({ ganzhi: str(), tenGod: str(), startAge: int(), startYear: int() })),
          current: { ...object({ ganzhi: str(), tenGod: str(), startYear: int(), endYear: int() }), type: ['object', 'null'] },
        }),
        type: ['object', 'null'],
        description: 'Luck pillars (大运); null without sex.',
      },
      currentYear: object({ year: int('Bazi year of the reading date.'), ganzhi: str(), tenGod: str() }),
      birth: object({
        place: nullable('string'),
        timeZone: nullable('string'),
        utcOffset: nullable('number'),
        civil: str(),
        utc: nullable('string'),
        daylightSavingMinutes: nullable('number', 'Added by DST to the civil clock.'),
        trueSolar: nullable('string', 'Corrected local time (true solar).'),
      }),
      conventions: object({
        ziHour: { enum: ['next-day', 'same-day'] },
        clock: { enum: ['true-solar', 'civil'], description: 'Clock of the day and hour pillars.' },
      }),
      warnings: array(ref('Warning')),
      daily: ref('Daily'),
      detail: { const: 'summary' },
    },
    {
      description: 'Chart summary, labels in the request locale.',
      required: ['detail', 'pillars', 'dayMaster', 'strength', 'luck', 'currentYear', 'conventions', 'warnings'],
    },
  ),
}

/** The full level: every member computed, labels as {code, name}, described at its top level (the members are those of OpenAPI `/api/v1/bazi`, which writes the repeated parts once). */
const chartFullSchema = object(
  {
    chart: object(
      {
        // The four pillars by position (year … hour, as in the summary; hour null without a birth
        // time), one schema for the four: the same facts in fewer tokens of tools/list.
        pillars: { type: 'object', additionalProperties: { anyOf: [ref('FullPillar'), { type: 'null' }] } },
      },
      { required: ['pillars'] },
    ),
    warnings: array(ref('Warning')),
    luck: { type: ['object', 'null'], description: 'With the annual pillars.' },
    detail: { const: 'full' },
  },
  // location, time and conventions are named in the description, not as members typed only `object`:
  // the same facts in fewer tokens of tools/list.
  {
    description: 'Everything, with location, time, conventions; labels {code, name}.',
    required: ['detail', 'chart', 'warnings'],
  },
)

const DailyBlock = object(
  { date: str(), ganzhi: str(), tenGod: str(), interactions: array(str()) },
  { description: 'Current-day block (include_daily).' },
)

export const BaziChartToolResult = Type.Unsafe({
  type: 'object',
  description: 'ChartSummary or ChartFull, by `detail`.',
  anyOf: [ref('ChartSummary'), ref('ChartFull')],
  $defs: {
    ...chartSummaryDefs,
    ChartFull: chartFullSchema,
    FullPillar: object({ ganzhi: str() }, { required: ['ganzhi'] }),
    Daily: DailyBlock,
  },
})

/** The picture's own options, after the chart's body members. */
export const PICTURE_WIDTH = { min: 360, max: 2400, default: 1200 } as const
const PictureFormat = Type.Union([Type.Literal('svg'), Type.Literal('png')], {
  description: 'Image format: `svg` (default; text, scalable, accessible) or `png` (rasterised at `width` px).',
})
const PictureTheme = Type.Union([Type.Literal('light'), Type.Literal('dark')], {
  description: 'Colour theme: `light` (default) or `dark`.',
})

/** The options every picture route takes after its chart's body members (the Bazi and the Zi Wei picture). */
export const pictureOptionMembers = {
  format: Type.Optional(PictureFormat),
  theme: Type.Optional(PictureTheme),
  width: Type.Optional(
    Type.Integer({
      minimum: PICTURE_WIDTH.min,
      maximum: PICTURE_WIDTH.max,
      description: `Width of the picture in px, ${PICTURE_WIDTH.min}-${PICTURE_WIDTH.max} (default ${PICTURE_WIDTH.default}); the height follows the content.`,
      examples: [1200],
    }),
  ),
}

export const BaziPictureRequest = StrictObject(
  {
    ...BaziRequest.properties,
    ...pictureOptionMembers,
  },
  {
    description:
      'The body of `POST /api/v1/bazi` plus the picture options. `readingDate` picks the current luck pillar and year shown; `includeDaily` and `hourCandidates` do not change the picture.',
  },
)
export type BaziPictureRequest = Static<typeof BaziPictureRequest>
