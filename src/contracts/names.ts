/** The contract of name analysis (姓名学): the REST request, its defaults and the answer. Not on the MCP connectors. */
import { Type, type Static } from '@sinclair/typebox'
import {
  AnswerLocale,
  BirthDetails,
  ElementCode,
  Locale,
  localeOf,
  ModelProvider,
  NarrativeResult,
  Nullable,
  resolveChartOptions,
  ResultObject,
  Sex,
  StrictObject,
  ZiHour,
} from './common'
import type { NameInput } from '../core/names/analyze'
import type { Locale as CoreLocale } from '../core/types'

const NameText = (description: string, examples: string[], maxLength = 12) =>
  Type.String({ minLength: 1, maxLength, description, examples })

export const NameRequest = StrictObject(
  {
    surname: Type.Optional(
      NameText(
        'The surname (family name), as written: Simplified or Traditional Chinese, Japanese kanji (kana for the Japanese school), Korean hanja. With `givenName`; never guessed.',
        ['陈', '歐陽', '佐藤', '金'],
      ),
    ),
    givenName: Type.Optional(NameText('The given name, as written. With `surname`.', ['小明', '娜娜', 'さくら', '民俊'])),
    name: Type.Optional(
      NameText(
        'The full name, instead of `surname` and `givenName`: split at a space, else after a listed two-character surname (欧阳, 司马, 诸葛 …), else after the first character. The Japanese school needs `surname` and `givenName` (or a space).',
        ['陈小明', '欧阳娜娜'],
        24,
      ),
    ),
    school: Type.Optional(
      Type.Union([Type.Literal('chinese'), Type.Literal('japanese'), Type.Literal('korean')], {
        description:
          '`chinese` (default): the five grids on Kangxi strokes of the Traditional form. `japanese`: 姓名判断 in the 熊崎 tradition, the five grids on 旧字体 with 霊数 1, kana by their strokes. `korean`: 성명학 four grids (원격, 형격, 이격, 정격) on the same 원획 strokes.',
      }),
    ),
    hangul: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 8,
        pattern: '^[\\uAC00-\\uD7A3]+$',
        description:
          'Korean school: the hangul reading, one syllable per character (김민준 for 金民俊), for the sound elements (발음오행).',
        examples: ['김민준'],
      }),
    ),
    soundConvention: Type.Optional(
      Type.Union([Type.Literal('unhae'), Type.Literal('haerye')], {
        description:
          'Korean sound elements: `unhae` (default; the convention most 성명학 books use: ㅇㅎ earth, ㅁㅂㅍ water) or `haerye` (the 훈민정음 해례본: ㅇㅎ water, ㅁㅂㅍ earth). Both: ㄱㅋ wood, ㄴㄷㄹㅌ fire, ㅅㅈㅊ metal.',
      }),
    ),
    birth: Type.Optional(BirthDetails),
    sex: Type.Optional(Sex),
    ziHour: Type.Optional(ZiHour),
    trueSolarTime: Type.Optional(
      Type.Boolean({ description: 'With `birth`: day and hour pillars from local true solar time (default true).' }),
    ),
    locale: Type.Optional(Locale),
    model: Type.Optional(ModelProvider),
    includeNarrative: Type.Optional(
      Type.Boolean({ description: 'Add a narrative (default true): the template, or a model’s when `model` names one.' }),
    ),
  },
  {
    description: 'A name to read: `surname` and `givenName`, or `name`; the school; optionally a birth to set the name’s elements against.',
  },
)
export type NameRequest = Static<typeof NameRequest>

/** The request with every default decided: what `run` receives. */
export type NameRequestInput = NameInput & { model?: Static<typeof ModelProvider>; includeNarrative: boolean; locale: CoreLocale }

export const toNameInput = (body: NameRequest): NameRequestInput => {
  const options = resolveChartOptions(body)
  return {
    surname: body.surname,
    givenName: body.givenName,
    name: body.name,
    school: body.school ?? 'chinese',
    locale: localeOf(body.locale),
    hangul: body.hangul,
    soundConvention: body.soundConvention,
    ...(body.birth && { birth: { ...body.birth, sex: options.sex, ziHour: options.ziHour, trueSolarTime: options.trueSolarTime } }),
    model: body.model,
    includeNarrative: body.includeNarrative ?? true,
  }
}

const Named = (description: string) =>
  ResultObject({ code: Type.String(), name: Type.String({ description: 'In the request locale.' }) }, { description })
const ElementView = ResultObject(
  { code: ElementCode, name: Type.String({ description: 'In the request locale.' }) },
  { description: 'A five-element phase.' },
)

const NameCharacter = ResultObject({
  character: Type.String({ description: 'The character as sent.' }),
  form: Type.String({
    description: 'The form counted: Traditional (Chinese school), 旧字体 (Japanese), as sent (Korean); 々 shows the character it repeats.',
  }),
  formSource: Type.Union([Type.Literal('as-given'), Type.Literal('converted'), Type.Literal('surname-table')]),
  alternatives: Type.Array(Type.String(), {
    description: 'Other Traditional characters the sent one can stand for: send one to count it instead.',
  }),
  part: Type.Union([Type.Literal('surname'), Type.Literal('givenName')]),
  strokes: Type.Integer({ minimum: 1 }),
  rule: Type.Union(
    ['radical-formula', 'numeral', 'override', 'kana', 'repeat-mark'].map((r) => Type.Literal(r)),
    {
      description:
        'How it was counted: full-form Kangxi radical + residual, a numeral by value, a reviewed override, kana, or the repeat mark.',
    },
  ),
  radical: Nullable(
    ResultObject({ number: Type.Integer({ minimum: 1, maximum: 214 }), character: Type.String(), strokes: Type.Integer() }),
    'The Kangxi radical in full form (null for kana).',
  ),
  residual: Nullable(Type.Integer(), 'Strokes beside the radical in the 康熙字典 (Unihan kRSKangXi).'),
  element: ElementView,
})

const Grid = ResultObject({
  code: Type.Union(['heaven', 'person', 'earth', 'outer', 'total', 'won', 'hyeong', 'i', 'jeong'].map((c) => Type.Literal(c))),
  name: Type.String({ description: 'In the request locale (天格, 원격 …).' }),
  number: Type.Integer({ description: 'The sum as counted, the 假数/霊数 1 included where the school adds it.' }),
  reading: Type.Integer({ minimum: 1, maximum: 81, description: 'The number read in the 81 numbers (over 81: less 80).' }),
  placeholder: Type.Boolean({ description: 'Whether the 假数 1 is part of `number`.' }),
  element: ElementView,
  grade: Named('good, mixed or poor in the 81 numbers.'),
  meaning: Type.String({ description: 'The number’s meaning, in the request locale (written by the project).' }),
  fortune: Named('The part of life the grid is read for (主运, 前运 …).'),
})

const Sancai = ResultObject({
  heaven: ElementView,
  person: ElementView,
  earth: ElementView,
  relations: ResultObject({ heaven: Named('天格 to 人格.'), earth: Named('人格 to 地格.') }),
  points: Type.Integer(),
  verdict: Named('excellent, good, even or poor.'),
  reason: Type.String(),
})

const BirthItem = ResultObject({
  grid: Nullable(
    ResultObject({ code: Type.String(), name: Type.String(), reading: Type.Integer() }),
    'The grid read (null for a character).',
  ),
  character: Nullable(
    ResultObject({ form: Type.String(), strokes: Type.Integer() }),
    'The character read, by its strokes’ element (null for a grid).',
  ),
  element: ElementView,
  group: Named('The ten-god group to the day master.'),
  fit: Named('favourable or unfavourable.'),
  reason: Type.String(),
})

export const NameResult = ResultObject(
  {
    school: Named('The school applied.'),
    surname: Type.String(),
    givenName: Type.String(),
    split: Type.Union(
      ['as-sent', 'space', 'compound-surname', 'first-character'].map((s) => Type.Literal(s)),
      {
        description: 'How surname and given name were told apart.',
      },
    ),
    characters: Type.Array(NameCharacter),
    grids: Type.Array(Grid, { description: 'Five grids (天格 人格 地格 外格 总格), or the Korean four (원격 형격 이격 정격).' }),
    sancai: Nullable(Sancai, '三才 (天·人·地); null in the Korean school.'),
    soundElements: Nullable(
      ResultObject({
        convention: Named('The convention applied.'),
        syllables: Type.Array(ResultObject({ syllable: Type.String(), initial: Type.String(), element: ElementView })),
      }),
      'Korean 발음오행; null unless `hangul` is sent.',
    ),
    birth: Nullable(
      ResultObject({
        dayMaster: ResultObject({ stem: Type.String(), element: ElementView }),
        strength: Type.String(),
        favourable: Type.Array(ElementView),
        unfavourable: Type.Array(ElementView),
        chartReason: Type.String({ description: 'Why the chart favours these elements (the chart’s strength reason).' }),
        items: Type.Array(BirthItem),
        favourableCount: Type.Integer(),
        summary: Type.String(),
      }),
      'The name’s elements against the chart; null without `birth`.',
    ),
    locale: AnswerLocale,
    disclaimer: Type.String({ description: 'For entertainment and personal reflection only, in the request locale.' }),
    narrative: Type.Optional(NarrativeResult('The narrative: the template, or a model’s when `model` names one.')),
  },
  {
    description:
      'A name read by its school: every character counted, the grids with their numbers, elements, grades and meanings, 三才, and the birth comparison.',
  },
)
