/** Phone-number energy (八星 digit pairs): REST `POST /api/v1/number-energy` (metered) and MCP `analyze_number_energy` (readings connector). */
import { Type } from '@sinclair/typebox'
import { BilingualText, Locale, ModelProvider, NarrativeResult, ResultObject, Sex, StemString, StrictObject } from '../contracts/common'
import { analyzeNumberEnergy, numberEnergyTemplateNarrative, type NumberEnergyResult as NumberEnergyCoreResult } from '../core/readings/number-energy'
import { defineCapability } from '../pipeline/define'

const members = {
  // The digit count (6 to 15) is checked after formatting characters are removed, by the core.
  phone: Type.String({
    description: 'Phone number: 6 to 15 digits after spaces, dashes, dots and brackets are removed; any other character is refused.',
    examples: ['138-1234-5678'],
  }),
  countryCode: Type.Optional(Type.String({ pattern: '^\\+?[0-9]{1,4}$', description: 'Country calling code, digits with an optional leading +, e.g. +86. When the phone starts with it, it is analysed without it.' })),
  locale: Type.Optional(Locale),
  model: Type.Optional(ModelProvider),
  includeAi: Type.Optional(Type.Boolean({ description: 'Add a model-written narrative (REST default true; MCP default false).' })),
  dayMasterGan: Type.Optional(StemString('Day master (a heavenly stem, e.g. 甲) for a personal reading of the number’s elements.')),
  birthYear: Type.Optional(
    Type.Integer({ description: 'Birth year (the Bazi year, which starts at 立春 about 4 February), 1800-2200; with `sex` it gives the life trigram (命卦) for personalisation.' }),
  ),
  // Same values as the shared `Sex`; only the description differs (here it selects the 命卦 count).
  sex: Type.Optional(Type.Union([Type.Literal('male'), Type.Literal('female')], { description: 'Sex; with `birthYear` it gives the life trigram (命卦: men and women count the years in opposite directions).' })),
}

export const NumberEnergyRequest = StrictObject(members)

export interface NumberEnergyRequestInput {
  phone: string
  countryCode?: string
  locale: 'en' | 'zh'
  model?: 'openai' | 'deepseek'
  includeAi: boolean
  dayMasterGan?: string
  birthYear?: number
  sex?: 'male' | 'female'
}

const toInput = (includeAiDefault: boolean) => (body: any): NumberEnergyRequestInput => ({
  phone: body.phone,
  countryCode: body.countryCode,
  locale: body.locale ?? 'en',
  model: body.model,
  includeAi: body.includeAi ?? includeAiDefault,
  dayMasterGan: body.dayMasterGan,
  birthYear: body.birthYear,
  sex: body.sex,
})



const StarCode = Type.Union(
  ['shengqi', 'tianyi', 'yannian', 'fuwei', 'jueming', 'huohai', 'wugui', 'liusha'].map((c) => Type.Literal(c)),
  { description: 'Star code: shengqi 生气, tianyi 天医, yannian 延年, fuwei 伏位 (auspicious); jueming 绝命, huohai 祸害, wugui 五鬼, liusha 六煞 (inauspicious).' },
)
const Star = Type.Object(
  { code: StarCode, zh: Type.String({ description: 'Chinese name, e.g. 天医.' }), en: Type.String({ description: 'English name, e.g. "Tian Yi (Heavenly Doctor)".' }), name: Type.String({ description: 'The name in the request’s locale.' }) },
  { description: 'One of the eight stars (八星).' },
)
const Nature = Type.Union([Type.Literal('auspicious'), Type.Literal('inauspicious')], { description: 'Auspicious (吉) or inauspicious (凶), after the 0 rule.' })
const Level = Type.Integer({ minimum: 1, maximum: 4, description: 'Energy level 1 (weak, passive) to 4 (strong, active).' })
const ElementName = Type.Union(['wood', 'fire', 'earth', 'metal', 'water'].map((e) => Type.Literal(e)))
const DayMasterRelation = Type.Union(['companion', 'resource', 'output', 'wealth', 'authority'].map((r) => Type.Literal(r)), {
  description: 'Ten-god family of an element seen from the day master: companion 比劫, resource 印, output 食伤, wealth 财, authority 官杀.',
})

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
      { description: 'Rules that changed or mark this pair: hidden-by-zero (a 0 between the digits: level −1), trailing-zero (zeros after the last pair: level −1), turned-adverse (an auspicious star made inauspicious by a 0), carried-by-five (a 5 between the digits: level +1, at most 4), repeated-run (part of a run such as 888, 00 or 55; level unchanged).' },
    ),
    weight: Type.Number({ description: 'Position weight: 2 when the pair starts in the last four digits, else 1.' }),
    points: Type.Number({ description: 'weight × sign × level × factor: this pair’s share of the score (negative for inauspicious).' }),
  },
  { description: 'One digit pair and its star.' },
)

export const NumberEnergyResult = ResultObject(
  {
    locale: Locale,
    normalisedDigits: Type.String({ description: 'The phone’s digits after removing formatting characters (country code included when it was in the phone).' }),
    analysedDigits: Type.String({ description: 'The digits the pairs are read from (without a removed country code).' }),
    countryCode: Type.Optional(Type.String({ description: 'The country code as given, digits only.' })),
    countryCodeRemoved: Type.Boolean({ description: 'True when the phone started with `countryCode` and it was removed before analysis.' }),
    school: Type.Object(
      { code: Type.Literal('ba-xing'), zh: Type.String(), en: Type.String(), sources: Type.Array(Type.String()) },
      { additionalProperties: true, description: 'The eight-star (八星) digit-pair school and the sources of its table and rules.' },
    ),
    pairs: Type.Array(Pair, { description: 'Every pair in reading order.' }),
    starCounts: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), { description: 'Number of pairs per star code (all eight codes present).' }),
    auspiciousCount: Type.Integer({ minimum: 0, description: 'Pairs that are auspicious after the 0 rule.' }),
    inauspiciousCount: Type.Integer({ minimum: 0, description: 'Pairs that are inauspicious after the 0 rule.' }),
    dominantStars: Type.Array(
      Type.Object(
        { code: StarCode, zh: Type.String(), en: Type.String(), name: Type.String(), count: Type.Integer(), strength: Type.Number({ description: 'Σ weight × level of the star’s pairs.' }), nature: Nature, theme: BilingualText('What the star governs.') },
        { additionalProperties: true },
      ),
      { description: 'Up to three stars with the greatest Σ weight × level (ties in table order).' },
    ),
    score: Type.Integer({ minimum: 0, maximum: 100, description: '0-100; 50 is neutral. Formula in `method.formula`.' }),
    method: Type.Object(
      {
        formula: Type.String({ description: 'The score formula, in words.' }),
        constants: Type.Object({}, { additionalProperties: true, description: 'The constants of the rules (tail weight, 0 penalty, 5 bonus, 伏位 factor).' }),
        rules: Type.Array(BilingualText('One rule.'), { description: 'The reading rules applied, in both languages.' }),
        weightedPointsSum: Type.Number({ description: 'Σ points of the pairs.' }),
        weightedMaximum: Type.Number({ description: 'Σ weight × 4 of the pairs (the largest possible |Σ points|).' }),
      },
      { additionalProperties: true, description: 'How the score was reached.' },
    ),
    notes: Type.Array(BilingualText('A note.'), { description: 'What was done to the input (country code removed, leading zeros…).' }),
    summary: BilingualText('Summary of the reading in both languages.'),
    personal: Type.Optional(
      Type.Object(
        {
          dayMaster: Type.Optional(
            Type.Object(
              {
                gan: Type.String({ description: 'The day-master stem, e.g. 甲.' }),
                element: ElementName,
                elementLabel: BilingualText('The day master, e.g. "Yang Wood (jiǎ)" / "甲木".'),
                digitElementSchool: BilingualText('The digit → element school used (河图 numbers).'),
                elements: Type.Array(
                  Type.Object(
                    { element: ElementName, zh: Type.String(), en: Type.String(), count: Type.Integer(), relation: DayMasterRelation, relationLabel: BilingualText('The relation.') },
                    { additionalProperties: true },
                  ),
                  { description: 'Digits per element and each element’s relation to the day master.' },
                ),
                supportShare: Type.Number({ description: 'Share 0-1 of digits that are the day master’s element or generate it.' }),
                dominant: Type.Array(Type.Object({ element: ElementName, relation: DayMasterRelation }), { description: 'The most frequent element(s).' }),
                summary: BilingualText('How the number’s elements meet the day master.'),
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
                trigram: Type.Object({ zh: Type.String(), en: Type.String() }),
                group: Type.Object({ code: Type.Union([Type.Literal('east'), Type.Literal('west')]), zh: Type.String(), en: Type.String() }),
                digitStars: Type.Array(Type.Object({ digit: Type.String(), star: Star, nature: Nature }), { description: 'The star each digit makes with the life trigram.' }),
                favourableDigitCount: Type.Integer(),
                starDigitCount: Type.Integer(),
                favourableShare: Type.Number({ description: 'Share 0-1 of the number’s star digits that are favourable for the person.' }),
                summary: BilingualText('The life trigram and the number’s fit.'),
              },
              { additionalProperties: true, description: 'Present when `birthYear` and `sex` are given (八宅 命卦).' },
            ),
          ),
          notes: Type.Array(BilingualText('A note.')),
        },
        { additionalProperties: true, description: 'Personal reading; present when dayMasterGan, birthYear or sex is given. Never changes the score.' },
      ),
    ),
    narrative: Type.Optional(
      NarrativeResult('Present only when `includeAi` is true.'),
    ),
  },
  { description: 'Phone-number energy by the eight-star digit-pair school.' },
)

/** Facts for the narrator: the stars and the score, never the phone number itself (privacy). */
const factsOf = (r: NumberEnergyCoreResult) => ({
  score: r.score,
  summary: r.summary,
  pairs: r.pairs.map((p) => ({ position: p.position, star: p.star, level: p.level, nature: p.nature, modifiers: p.modifiers, weight: p.weight })),
  starCounts: r.starCounts,
  dominantStars: r.dominantStars,
  method: r.method.formula,
  ...(r.personal && { personal: r.personal }),
})

export const numberEnergy = defineCapability<NumberEnergyRequestInput, unknown>({
  name: 'analyze_number_energy',
  operationId: 'analyzeNumberEnergy',
  summary: 'Phone-number energy by digit pairs (八星)',
  description:
    'Reads every adjacent digit pair of a phone number with the eight-star (八星) number-energy rules — 天医, 生气, 延年, 伏位, 绝命, 五鬼, 六煞, 祸害 — with levels, the 0 and 5 rules and a transparent score. Uses digit-pair rules, not birth-date life-path numerology.',
  output: NumberEnergyResult,
  annotations: { title: 'Analyze number energy', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  rest: { path: '/api/v1/number-energy', input: NumberEnergyRequest, toInput: toInput(true) },
  mcp: { connector: 'readings', tool: 'analyze_number_energy', input: NumberEnergyRequest, toInput: toInput(false) },
  run: async (input, ctx) => {
    const result = analyzeNumberEnergy({
      phone: input.phone,
      countryCode: input.countryCode,
      dayMasterGan: input.dayMasterGan,
      birthYear: input.birthYear,
      sex: input.sex,
      locale: input.locale,
    })
    if (!input.includeAi) return result
    const narrative = await ctx.narrator.narrate(
      {
        kind: 'number-energy',
        locale: input.locale,
        ...(input.model ? { model: input.model } : {}),
        facts: factsOf(result),
        template: numberEnergyTemplateNarrative(result),
      },
      ctx.signal,
    )
    return { ...result, narrative }
  },
})
