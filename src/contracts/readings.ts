/** The contracts of the readings: compatibility, phone-number energy and one-card tarot (REST bodies, MCP arguments, results). */
import { Type, type Static } from '@sinclair/typebox'
import {
  BilingualText,
  BirthDetails,
  ElementCode,
  Locale,
  localeOf,
  ModelProvider,
  NarrativeResult,
  NarrativeSource,
  Phrase,
  ResultObject,
  Sex,
  StemString,
  StrictObject,
  withSurfaceDefault,
  type WithSurfaceDefault,
  ToolLocale,
  AnswerLocale,
  DatePattern,
  MAX_CITY_LENGTH,
  TimePattern,
} from './common'
import { invalidRequest } from '../core/errors'
import { toolTimezone } from './chart'

// ---- Compatibility

export const CompatibilityRequest = StrictObject({
  person1: BirthDetails,
  person2: BirthDetails,
  locale: Type.Optional(Locale),
  model: Type.Optional(ModelProvider),
  includeNarrative: Type.Optional(Type.Boolean({ description: 'Add a narrative (REST default true; MCP default false).' })),
})

/** The compatibility request with its defaults decided (`includeNarrative`'s default differs by surface). */
export type CompatibilityRequestInput = WithSurfaceDefault<Static<typeof CompatibilityRequest>, 'includeNarrative'>
export const toCompatibilityInput = withSurfaceDefault<Static<typeof CompatibilityRequest>, 'includeNarrative'>('includeNarrative')

const ComponentCode = Type.Union(
  ['day-master', 'day-branch', 'year-branch', 'stem-combination', 'element-complementarity'].map((c) => Type.Literal(c)),
  {
    description:
      'day-master (日主关系, max 25), day-branch (夫妻宫, max 25), year-branch (年支生肖, max 15), stem-combination (天干五合, max 15), element-complementarity (五行互补, max 20).',
  },
)

const Component = Type.Object(
  {
    code: ComponentCode,
    label: Type.Object(
      { en: Type.String(), zh: Type.String(), name: Type.String({ description: 'In the request locale.' }) },
      { description: 'Name of the component.' },
    ),
    points: Type.Integer({ minimum: 0, description: 'Points given (integer; the points of all components add up to `score`).' }),
    maximum: Type.Integer({ minimum: 1, description: 'Largest possible points of this component.' }),
    reason: Phrase('Why these points: the relation found.'),
    details: Type.Object(
      {},
      { additionalProperties: true, description: 'Facts behind the points: relation codes, characters, element shares.' },
    ),
  },
  { additionalProperties: true, description: 'One scored component.' },
)

const Chart = ResultObject(
  {
    chart: Type.Object(
      {},
      {
        additionalProperties: true,
        description: 'Pillars, day master, elements, strength, interactions… as in the chart operation (POST /api/v1/bazi).',
      },
    ),
    location: Type.Object({}, { additionalProperties: true, description: 'How the place was resolved.' }),
    time: Type.Object({}, { additionalProperties: true, description: 'Every clock used (civil, UTC, true solar).' }),
    conventions: Type.Object({}, { additionalProperties: true, description: 'Schools and methods applied.' }),
    warnings: Type.Array(Type.Object({ code: Type.String(), message: Type.String() }, { additionalProperties: true }), {
      description: 'Boundary, time-zone and location warnings.',
    }),
  },
  { description: 'One person’s Four Pillars chart, computed as by POST /api/v1/bazi (true solar time, 子时 next-day school).' },
)

export const CompatibilityResult = ResultObject(
  {
    locale: AnswerLocale,
    score: Type.Integer({
      minimum: 0,
      maximum: 100,
      description: 'Compatibility 0-100: the sum of the breakdown’s points; the same when the two people are swapped.',
    }),
    rating: Type.Object(
      {
        code: Type.Union(
          ['excellent', 'good', 'fair', 'challenging'].map((c) => Type.Literal(c)),
          { description: 'excellent ≥ 80, good ≥ 65, fair ≥ 50, challenging below.' },
        ),
        en: Type.String(),
        zh: Type.String(),
        name: Type.String({ description: 'The rating in the request’s locale.' }),
      },
      { description: 'Band of the score.' },
    ),
    breakdown: Type.Array(Component, { description: 'The five components, each with its points, maximum and reason.' }),
    method: Type.Object(
      {
        summary: Phrase('How the score is built.'),
        components: Type.Array(
          Type.Object({ code: ComponentCode, maximum: Type.Integer(), rule: Phrase('The scoring rule of the component.') }),
        ),
        ratingBands: Phrase('The score bands of `rating`.'),
      },
      { description: 'The scoring, documented.' },
    ),
    summary: Phrase('Summary: score, rating, strongest and weakest components.'),
    person1: Chart,
    person2: Chart,
    narrative: Type.Optional(NarrativeResult('Present when `includeNarrative` is true (REST default true; MCP default false).')),
  },
  { description: 'Compatibility of two charts with a transparent, symmetric score.' },
)

// ---- Number energy

const numberEnergyMembers = {
  // The digit count (6 to 15) is checked after formatting characters are removed, by the core.
  phone: Type.String({
    description: 'Phone number: 6 to 15 digits after spaces, dashes, dots and brackets are removed; any other character is refused.',
    examples: ['138-1234-5678'],
  }),
  countryCode: Type.Optional(
    Type.String({
      pattern: '^\\+?[0-9]{1,4}$',
      examples: ['+86'],
      description:
        'Country calling code, digits with an optional leading +, e.g. +86. When the phone starts with it, it is analysed without it.',
    }),
  ),
  locale: Type.Optional(Locale),
  model: Type.Optional(ModelProvider),
  includeAi: Type.Optional(Type.Boolean({ description: 'Add a model-written narrative (REST default true; MCP default false).' })),
  dayMasterGan: Type.Optional(StemString('Day master (a heavenly stem, e.g. 甲) for a personal reading of the number’s elements.')),
  birthYear: Type.Optional(
    Type.Integer({
      description:
        'Birth year (the Bazi year, which starts at 立春 about 4 February), 1800-2200; with `sex` it gives the life trigram (命卦) for personalisation.',
    }),
  ),
  // Same values as the shared `Sex`; only the description differs (here it selects the 命卦 count).
  sex: Type.Optional(
    Type.Union([Type.Literal('male'), Type.Literal('female')], {
      description: 'Sex; with `birthYear` it gives the life trigram (命卦: men and women count the years in opposite directions).',
    }),
  ),
}

export const NumberEnergyRequest = StrictObject(numberEnergyMembers)

/** The number-energy request with its defaults decided (`includeAi`'s default differs by surface). */
export type NumberEnergyRequestInput = WithSurfaceDefault<Static<typeof NumberEnergyRequest>, 'includeAi'>
export const toNumberEnergyInput = withSurfaceDefault<Static<typeof NumberEnergyRequest>, 'includeAi'>('includeAi')

const StarCode = Type.Union(
  ['shengqi', 'tianyi', 'yannian', 'fuwei', 'jueming', 'huohai', 'wugui', 'liusha'].map((c) => Type.Literal(c)),
  {
    description:
      'Star code: shengqi 生气, tianyi 天医, yannian 延年, fuwei 伏位 (auspicious); jueming 绝命, huohai 祸害, wugui 五鬼, liusha 六煞 (inauspicious).',
  },
)
const Star = Type.Object(
  {
    code: StarCode,
    zh: Type.String({ description: 'Chinese name, e.g. 天医.' }),
    en: Type.String({ description: 'English name, e.g. "Tian Yi (Heavenly Doctor)".' }),
    name: Type.String({ description: 'The name in the request’s locale (天醫, 天医, 천의, Thiên Y…).' }),
  },
  { description: 'One of the eight stars (八星).' },
)
const Nature = Type.Union([Type.Literal('auspicious'), Type.Literal('inauspicious')], {
  description: 'Auspicious (吉) or inauspicious (凶), after the 0 rule.',
})
const Level = Type.Integer({ minimum: 1, maximum: 4, description: 'Energy level 1 (weak, passive) to 4 (strong, active).' })
const ElementRelationToDayMaster = Type.Union(
  ['companion', 'resource', 'output', 'wealth', 'authority'].map((r) => Type.Literal(r)),
  {
    description:
      'Ten-god family of an element seen from the day master: companion 比劫, resource 印, output 食伤, wealth 财, authority 官杀.',
  },
)

const Pair = Type.Object(
  {
    position: Type.Integer({ minimum: 1, description: '1-based position of the pair’s first digit in `analysedDigits`.' }),
    digits: Type.String({ description: 'The two star digits, e.g. "13" (also for "103" or "153").' }),
    span: Type.String({ description: 'The digits as they stand in the number, with any 0 or 5 between them, e.g. "103".' }),
    star: Star,
    baseLevel: Level,
    level: Level,
    nature: Nature,
    modifiers: Type.Array(
      Type.Union(['hidden-by-zero', 'trailing-zero', 'turned-adverse', 'carried-by-five', 'repeated-run'].map((m) => Type.Literal(m))),
      {
        description:
          'Rules that changed or mark this pair: hidden-by-zero (a 0 between the digits: level −1), trailing-zero (zeros after the last pair: level −1), turned-adverse (an auspicious star made inauspicious by a 0), carried-by-five (a 5 between the digits: level +1, at most 4), repeated-run (part of a run such as 888, 00 or 55; level unchanged).',
      },
    ),
    weight: Type.Number({ description: 'Position weight: 2 when the pair starts in the last four digits, else 1.' }),
    points: Type.Number({ description: 'weight × sign × level × factor: this pair’s share of the score (negative for inauspicious).' }),
  },
  { description: 'One digit pair and its star.' },
)

export const NumberEnergyResult = ResultObject(
  {
    locale: AnswerLocale,
    normalisedDigits: Type.String({
      description: 'The phone’s digits after removing formatting characters (country code included when it was in the phone).',
    }),
    analysedDigits: Type.String({ description: 'The digits the pairs are read from (without a removed country code).' }),
    countryCode: Type.Optional(Type.String({ description: 'The country code as given, digits only.' })),
    countryCodeRemoved: Type.Boolean({ description: 'True when the phone started with `countryCode` and it was removed before analysis.' }),
    school: Type.Object(
      { code: Type.Literal('ba-xing'), zh: Type.String(), en: Type.String(), name: Type.String(), sources: Type.Array(Type.String()) },
      { additionalProperties: true, description: 'The eight-star (八星) digit-pair school and the sources of its table and rules.' },
    ),
    pairs: Type.Array(Pair, { description: 'Every pair in reading order.' }),
    starCounts: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
      description: 'Number of pairs per star code (all eight codes present).',
    }),
    auspiciousCount: Type.Integer({ minimum: 0, description: 'Pairs that are auspicious after the 0 rule.' }),
    inauspiciousCount: Type.Integer({ minimum: 0, description: 'Pairs that are inauspicious after the 0 rule.' }),
    dominantStars: Type.Array(
      Type.Object(
        {
          code: StarCode,
          zh: Type.String(),
          en: Type.String(),
          name: Type.String(),
          count: Type.Integer(),
          strength: Type.Number({ description: 'Σ weight × level of the star’s pairs.' }),
          nature: Nature,
          theme: Phrase('What the star governs.'),
        },
        { additionalProperties: true },
      ),
      { description: 'Up to three stars with the greatest Σ weight × level (ties in table order).' },
    ),
    score: Type.Integer({ minimum: 0, maximum: 100, description: '0-100; 50 is neutral. Formula in `method.formula`.' }),
    method: Type.Object(
      {
        formula: Type.String({ description: 'The score formula, in words.' }),
        constants: Type.Object(
          {},
          { additionalProperties: true, description: 'The constants of the rules (tail weight, 0 penalty, 5 bonus, 伏位 factor).' },
        ),
        rules: Type.Array(Phrase('One rule.'), { description: 'The reading rules applied.' }),
        weightedPointsSum: Type.Number({ description: 'Σ points of the pairs.' }),
        weightedMaximum: Type.Number({ description: 'Σ weight × 4 of the pairs (the largest possible |Σ points|).' }),
      },
      { additionalProperties: true, description: 'How the score was reached.' },
    ),
    notes: Type.Array(Phrase('A note.'), { description: 'What was done to the input (country code removed, leading zeros…).' }),
    summary: Phrase('Summary of the reading.'),
    personal: Type.Optional(
      Type.Object(
        {
          dayMaster: Type.Optional(
            Type.Object(
              {
                gan: Type.String({ description: 'The day-master stem, e.g. 甲.' }),
                element: ElementCode,
                elementLabel: Phrase('The day master, e.g. "Yang Wood (jiǎ)" / "甲木".'),
                digitElementSchool: Phrase('The digit → element school used (河图 numbers).'),
                elements: Type.Array(
                  Type.Object(
                    {
                      element: ElementCode,
                      zh: Type.String(),
                      en: Type.String(),
                      name: Type.String(),
                      count: Type.Integer(),
                      relation: ElementRelationToDayMaster,
                      relationLabel: Type.Object(
                        { zh: Type.String(), en: Type.String(), name: Type.String() },
                        { description: 'The relation.' },
                      ),
                    },
                    { additionalProperties: true },
                  ),
                  { description: 'Digits per element and each element’s relation to the day master.' },
                ),
                supportShare: Type.Number({ description: 'Share 0-1 of digits that are the day master’s element or generate it.' }),
                dominant: Type.Array(Type.Object({ element: ElementCode, relation: ElementRelationToDayMaster }), {
                  description: 'The most frequent element(s).',
                }),
                summary: Phrase('How the number’s elements meet the day master.'),
              },
              { additionalProperties: true, description: 'Present when `dayMasterGan` is given.' },
            ),
          ),
          lifeTrigram: Type.Optional(
            Type.Object(
              {
                birthYear: Type.Integer(),
                sex: Sex,
                kua: Type.Integer({ minimum: 1, maximum: 9, description: '命卦 number (never 5).' }),
                trigram: Type.Object({ zh: Type.String(), en: Type.String(), name: Type.String() }),
                group: Type.Object({
                  code: Type.Union([Type.Literal('east'), Type.Literal('west')]),
                  zh: Type.String(),
                  en: Type.String(),
                  name: Type.String(),
                }),
                digitStars: Type.Array(Type.Object({ digit: Type.String(), star: Star, nature: Nature }), {
                  description: 'The star each digit makes with the life trigram.',
                }),
                favourableDigitCount: Type.Integer(),
                starDigitCount: Type.Integer(),
                favourableShare: Type.Number({ description: 'Share 0-1 of the number’s star digits that are favourable for the person.' }),
                summary: Phrase('The life trigram and the number’s fit.'),
              },
              { additionalProperties: true, description: 'Present when `birthYear` and `sex` are given (八宅 命卦).' },
            ),
          ),
          notes: Type.Array(Phrase('A note.')),
        },
        {
          additionalProperties: true,
          description: 'Personal reading; present when dayMasterGan, birthYear or sex is given. Never changes the score.',
        },
      ),
    ),
    narrative: Type.Optional(NarrativeResult('Present only when `includeAi` is true.')),
  },
  { description: 'Phone-number energy by the eight-star digit-pair school.' },
)

// ---- Tarot

export const TarotRequest = StrictObject({
  cardId: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 77,
      description: 'Card 0-77 (0-21 majors in Rider-Waite-Smith order, then Wands, Cups, Swords, Pentacles). Drawn at random when omitted.',
    }),
  ),
  reversed: Type.Optional(Type.Boolean({ description: 'Orientation. Drawn at random when omitted (independently of the card).' })),
  question: Type.Optional(
    Type.String({
      maxLength: 500,
      description:
        'The question to address, at most 500 characters. Never written to the database or the logs; kept in the operator’s READINGS_LOG_FILE only when that is turned on and a model writes the answer.',
    }),
  ),
  model: Type.Optional(ModelProvider),
  locale: Type.Optional(Locale),
})

/** The tarot request with the default locale decided. */
export type TarotRequestInput = Omit<Static<typeof TarotRequest>, 'locale'> & { locale: Locale }

export const toTarotInput = (body: Static<typeof TarotRequest>): TarotRequestInput => ({ ...body, locale: localeOf(body.locale) })

/**
 * The card's words in the locales an answer shows: in an answer in `en` or `zh` both `en` and `zh`
 * (the bilingual card the contract has always had), in any other locale that locale's member alone,
 * named by its tag, so a reader of `ja`, `ko`, `vi`, `zh-TW` or `zh-HK` gets the card in their script.
 */
const TAROT_TEXT_LOCALES =
  'In an answer in `en` or `zh`: both `en` and `zh`. In another locale: only that locale’s member (`zh-TW`, `zh-HK`, `ja`, `ko` or `vi`).'

export const TarotText = (description: string) =>
  Type.Object(
    {
      en: Type.Optional(Type.String({ description: 'English.' })),
      zh: Type.Optional(Type.String({ description: 'Chinese (简体).' })),
    },
    { description: `${description} ${TAROT_TEXT_LOCALES}`, additionalProperties: Type.String() },
  )

export const TarotCardResult = ResultObject(
  {
    id: Type.Integer({
      minimum: 0,
      maximum: 77,
      description: 'Card id 0-77: 0-21 majors (RWS order, 8 Strength, 11 Justice), 22-35 Wands, 36-49 Cups, 50-63 Swords, 64-77 Pentacles.',
    }),
    name: TarotText(
      'Card name, e.g. "The Tower" / "塔" (高塔, 塔, 탑, Tòa Tháp), "Ace of Cups" / "圣杯王牌" (カップのエース, 컵 에이스, Át Cốc).',
    ),
    arcana: Type.Union([Type.Literal('major'), Type.Literal('minor')], { description: 'Major or minor arcana.' }),
    suit: Type.Union(
      [
        Type.Object(
          {
            key: Type.Union([Type.Literal('wands'), Type.Literal('cups'), Type.Literal('swords'), Type.Literal('pentacles')]),
            en: Type.Optional(Type.String()),
            zh: Type.Optional(Type.String({ description: '权杖, 圣杯, 宝剑 or 钱币.' })),
            element: TarotText('Classical element of the suit (fire, water, air, earth).'),
          },
          { additionalProperties: true, description: `The suit’s code (\`key\`), name and element. ${TAROT_TEXT_LOCALES}` },
        ),
        Type.Null(),
      ],
      { description: 'Suit of a minor arcanum; null for the majors.' },
    ),
    rank: Type.Object(
      {
        value: Type.Integer({ description: '0-21 for the majors (their number); 1-14 for the minors (Ace 1 … King 14).' }),
        en: Type.Optional(Type.String({ description: 'Roman numeral for the majors ("0", "I" … "XXI"); Ace, Two … King for the minors.' })),
        zh: Type.Optional(Type.String({ description: '零, 一 … 二十一 for the majors; 王牌, 二 … 国王 for the minors.' })),
      },
      {
        description: `Rank within the arcana or suit (a major’s numeral is Roman in ja, ko and vi, Chinese in zh-TW and zh-HK). ${TAROT_TEXT_LOCALES}`,
      },
    ),
    ekelenNameShort: Type.String({
      description: 'The card’s `name_short` in the ekelen/tarot-api dataset (ar00-ar21; wa|cu|sw|pe + ac|02..10|pa|kn|qu|ki).',
    }),
    reversed: Type.Boolean({ description: 'True when the card lies reversed.' }),
    orientation: TarotText('"Upright" / "正位" or "Reversed" / "逆位" (正位置/逆位置, 정방향/역방향, Xuôi/Ngược).'),
    keywords: Type.Object(
      {
        en: Type.Optional(Type.Array(Type.String())),
        zh: Type.Optional(Type.Array(Type.String())),
      },
      // The locale's member (an array of strings) is documented here, not as `additionalProperties`:
      // the readings connector's tools/list is within a few dozen tokens of its 4,000.
      { description: `Keywords of the drawn orientation, in the same order in every language. ${TAROT_TEXT_LOCALES}` },
    ),
    meaning: TarotText('Meaning of the card in the drawn orientation.'),
  },
  { description: 'The card as drawn.' },
)

export const TarotResult = ResultObject(
  {
    card: TarotCardResult,
    drawn: Type.Object(
      {
        card: Type.Boolean({ description: 'True when the card was drawn at random (no `cardId` given).' }),
        orientation: Type.Boolean({ description: 'True when the orientation was drawn at random (no `reversed` given).' }),
      },
      { description: 'Which parts were drawn with the cryptographic random source rather than fixed by the request.' },
    ),
    question: Type.Optional(Type.String({ description: 'The question as addressed (trimmed); absent when none or blank.' })),
    interpretation: Type.Object(
      {
        en: Type.String({ description: 'Interpretation in English.' }),
        zh: Type.String({ description: 'Interpretation in Chinese.' }),
        source: NarrativeSource,
        model: Type.Optional(Type.String({ description: 'The provider’s model id, when a model wrote it.' })),
      },
      {
        description: 'Interpretation (of the question too, when given) in English, Chinese and, under its tag, any other request locale.',
      },
    ),
    disclaimer: Type.String({ description: 'Entertainment-only notice, in the request’s locale.' }),
  },
  { description: 'One tarot card and its interpretation.' },
)

// ---- The readings' MCP tool arguments: the contract's names (person1, person2, locale,
// includeNarrative; cardId, reversed, question; phone, locale, includeAi), short descriptions for a
// model reader. Within a tool one convention: the number-energy tool's other arguments are named
// as in its REST body (camelCase, like the contract's includeAi); a person of the compatibility
// tool takes the chart tool's birth arguments (birth_date, birth_time, birth_city…), and the
// contract's names for them (date, time, city) as well. Each maps onto its REST body, so both
// surfaces share one input mapping and its defaults.

const toolLocale = Type.Optional(ToolLocale)
const toolModel = Type.Optional(
  Type.Union([Type.Literal('openai'), Type.Literal('deepseek')], { description: 'Narrative provider (default: the first configured).' }),
)

const ToolPerson = StrictObject(
  {
    birth_date: Type.Optional(
      Type.String({ pattern: DatePattern, description: 'YYYY-MM-DD (required; `date` also accepted).', examples: ['1990-05-15'] }),
    ),
    birth_time: Type.Optional(Type.String({ pattern: TimePattern, description: 'HH:MM; omit when unknown.', examples: ['14:30'] })),
    birth_city: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_CITY_LENGTH })),
    latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    timezone: Type.Optional(toolTimezone),
    date: Type.Optional(Type.String({ pattern: DatePattern, description: 'Same as birth_date.', examples: ['1990-05-15'] })),
    time: Type.Optional(Type.String({ pattern: TimePattern, description: 'Same as birth_time.', examples: ['14:30'] })),
    city: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Same as birth_city.' })),
  },
  // For clients that validate with the advertised schema; the service checks it in
  // `compatibilityBodyOfToolArgs`, which also names the member to send.
  { description: 'Birth details as stated; omit what is unknown.', anyOf: [{ required: ['birth_date'] }, { required: ['date'] }] },
)
type ToolPersonArgs = Static<typeof ToolPerson>

/** A person of the compatibility tool as a birth details object: one name per member, the date required. */
function birthDetailsOfToolPerson(person: ToolPersonArgs, name: string): Static<typeof BirthDetails> {
  const errors: { path: string; message: string }[] = []
  const pick = (toolName: 'birth_date' | 'birth_time' | 'birth_city', contractName: 'date' | 'time' | 'city') => {
    if (person[toolName] !== undefined && person[contractName] !== undefined) {
      errors.push({
        path: `/${name}/${contractName}`,
        message: `\`${name}.${toolName}\` and \`${name}.${contractName}\` are the same member; send one`,
      })
    }
    return person[toolName] ?? person[contractName]
  }
  const date = pick('birth_date', 'date')
  const time = pick('birth_time', 'time')
  const city = pick('birth_city', 'city')
  if (date === undefined) errors.push({ path: `/${name}/birth_date`, message: `\`${name}.birth_date\` is required` })
  if (errors.length) throw invalidRequest(`Invalid request: ${errors.map((e) => e.message).join('; ')}.`, { errors })
  const { latitude, longitude, timezone } = person
  return { date: date!, time, city, latitude, longitude, timezone }
}

/** The compatibility tool's arguments as the REST body. */
export const compatibilityBodyOfToolArgs = (args: Static<typeof CompatibilityToolArgs>): Static<typeof CompatibilityRequest> => ({
  ...args,
  person1: birthDetailsOfToolPerson(args.person1, 'person1'),
  person2: birthDetailsOfToolPerson(args.person2, 'person2'),
})

export const CompatibilityToolArgs = StrictObject({
  person1: ToolPerson,
  person2: ToolPerson,
  locale: toolLocale,
  model: toolModel,
  includeNarrative: Type.Optional(Type.Boolean({ description: 'Add a narrative (default false).' })),
})

export const TarotToolArgs = StrictObject({
  cardId: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 77, description: '0-21 majors (RWS), 22-77 Wands, Cups, Swords, Pentacles; random when omitted.' }),
  ),
  reversed: Type.Optional(Type.Boolean({ description: 'Random when omitted.' })),
  question: Type.Optional(
    Type.String({
      maxLength: 500,
      description: 'Never written to the database or the logs; kept in READINGS_LOG_FILE only when the operator turns it on.',
    }),
  ),
  model: toolModel,
  locale: toolLocale,
})

export const NumberEnergyToolArgs = StrictObject({
  phone: Type.String({ description: '6-15 digits; spaces, dashes, dots, brackets allowed.' }),
  countryCode: Type.Optional(
    Type.String({ pattern: '^\\+?[0-9]{1,4}$', description: 'E.g. +86; removed from the front of the phone.', examples: ['+86'] }),
  ),
  locale: toolLocale,
  model: toolModel,
  includeAi: Type.Optional(Type.Boolean({ description: 'Add a model-written narrative (default false).' })),
  dayMasterGan: Type.Optional(
    Type.String({ minLength: 1, maxLength: 2, description: 'Day master stem (e.g. 甲): personal element reading.' }),
  ),
  birthYear: Type.Optional(Type.Integer({ description: 'Bazi birth year; with sex gives the life trigram (命卦).' })),
  sex: Type.Optional(Type.Union([Type.Literal('male'), Type.Literal('female')])),
})
