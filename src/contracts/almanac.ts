/** The almanac's contract: the `get_daily_almanac` tool arguments and the almanac result (also embedded by the daily and guidance results). */
import { Type } from '@sinclair/typebox'
import { DateString, ElementCode, json, Locale, Nullable, ResultObject, StrictObject, ToolLocale, AnswerLocale } from './common'

export const AlmanacToolArgs = StrictObject({
  date: DateString('Civil date YYYY-MM-DD, 1800-01-01 to 2200-12-31.', ['2025-05-07']),
  locale: Type.Optional(ToolLocale),
})

/** The almanac's core input with the default locale decided. */
export interface AlmanacRequestInput {
  date: string
  locale: Locale
}

// ---- Output schema (shapes of `Almanac` in src/core/almanac/almanac.ts). Keys are the published
// snake_case (activities.suitable, lunar_date, day_pillar, zodiac_clash, auspicious_directions), and
// the rest of the almanac follows the same case.

/** An almanac label: `name` in the request locale (any of the seven), plus English and Chinese. */
const AlmanacTermSchema = (description: string) =>
  ResultObject(
    {
      name: Type.String({ description: 'In the request locale.' }),
      en: Type.String({ description: 'English.' }),
      zh: Type.String({ description: 'Chinese, as the almanac prints it.' }),
    },
    { description },
  )

/** An activity: its stable code (the codes accepted by POST /api/v1/almanac/select) and the term. */
const ActivitySchema = ResultObject(
  {
    code: Type.String({ description: 'Stable kebab-case code, e.g. `weddings` for 嫁娶.' }),
    name: Type.String({ description: 'In the request locale.' }),
    en: Type.String({ description: 'English.' }),
    zh: Type.String({ description: 'Chinese, as the almanac prints it.' }),
  },
  { description: 'Activity.' },
)

export const AlmanacPillarSchema = (description: string) =>
  ResultObject(
    {
      ganzhi: Type.String({ minLength: 2, maxLength: 2, description: 'Stem and branch, e.g. 丙子.' }),
      name: Type.String({ description: 'In the request locale: 丙子 (zh, zh-TW, zh-HK, ja), Bing-Zi (en), 병자 (ko), Bính Tý (vi).' }),
      en: Type.String({ description: 'Romanised with its meaning, e.g. "Bing-Zi (Yang Fire Rat)".' }),
      stem: ResultObject({
        name: Type.String({ description: 'In the request locale.' }),
        zh: Type.String(),
        en: Type.String(),
        element: ElementCode,
      }),
      branch: ResultObject({
        name: Type.String({ description: 'In the request locale.' }),
        zh: Type.String(),
        en: Type.String(),
        element: ElementCode,
        animal: ResultObject({ name: Type.String({ description: 'In the request locale.' }), en: Type.String(), zh: Type.String() }),
      }),
      nayin: AlmanacTermSchema('Nayin (纳音) of the pair.'),
    },
    { description },
  )

const AlmanacSchema = ResultObject(
  {
    date: Type.String({ description: 'The civil date, YYYY-MM-DD.' }),
    locale: AnswerLocale,
    weekday: AlmanacTermSchema('Day of the week.'),
    lunar_date: ResultObject(
      {
        year: Type.Integer({ description: 'Lunar year (the Gregorian year of its new year).' }),
        month: Type.Integer({ minimum: 1, maximum: 12 }),
        is_leap_month: Type.Boolean(),
        day: Type.Integer({ minimum: 1, maximum: 30 }),
        year_ganzhi: Type.String({ description: 'Name of the lunar year, e.g. 乙巳 (by the lunar new year).' }),
        display: Type.String({ description: 'In the request locale, e.g. 乙巳年四月初十, 旧暦乙巳年4月10日, 음력 을사년 4월 10일.' }),
        zh: Type.String(),
      },
      { description: 'Chinese lunar date (month and day; leap month flagged).' },
    ),
    zodiac_year: AlmanacTermSchema('Zodiac animal of the lunar year.'),
    year_pillar: AlmanacPillarSchema('Year pillar (from 立春).'),
    month_pillar: AlmanacPillarSchema('Month pillar (from the day of the jie solar term).'),
    day_pillar: AlmanacPillarSchema('Day pillar (日柱).'),
    solar_term: Nullable(AlmanacTermSchema('Solar term (节气).'), 'The solar term falling on this date (Beijing time), else null.'),
    festivals: Type.Array(AlmanacTermSchema('Festival.'), {
      description: 'Main traditional lunar festivals on this date (春节, 元宵节 … 除夕); usually empty.',
    }),
    activities: ResultObject(
      {
        suitable: Type.Array(ActivitySchema, { description: '宜: activities the almanac favours (empty when none).' }),
        unsuitable: Type.Array(ActivitySchema, { description: '忌: activities the almanac advises against (empty when none).' }),
      },
      { description: 'Suitable and unsuitable activities (宜/忌); the tradition is named in `source.activities`.' },
    ),
    zodiac_clash: ResultObject(
      {
        animal: AlmanacTermSchema('The zodiac animal the day clashes with (冲).'),
        pillar: ResultObject({ ganzhi: Type.String(), name: Type.String() }, { description: 'The clashed pillar, e.g. 庚午.' }),
        sha_direction: AlmanacTermSchema('Direction of the sha (煞) spirit.'),
        display: Type.String({ description: 'In the request locale, e.g. 冲马(庚午)煞南, 沖馬(庚午)煞南.' }),
      },
      { description: 'Zodiac clash and sha direction (冲煞).' },
    ),
    auspicious_directions: ResultObject(
      {
        joy: AlmanacTermSchema('喜神 Joy God.'),
        wealth: AlmanacTermSchema('财神 Wealth God.'),
        fortune: AlmanacTermSchema('福神 Fortune God (convention in `source.fortune_direction`).'),
        yang_noble: AlmanacTermSchema('阳贵人 Yang Noble.'),
        yin_noble: AlmanacTermSchema('阴贵人 Yin Noble.'),
      },
      { description: 'Directions of the auspicious gods (吉神方位).' },
    ),
    duty_officer: AlmanacTermSchema('Twelve duty officers (建除十二值星).'),
    day_god: ResultObject(
      {
        name: Type.String(),
        en: Type.String(),
        zh: Type.String(),
        path: AlmanacTermSchema('黄道 (Yellow Path) or 黑道 (Black Path).'),
        auspicious: Type.Boolean(),
      },
      { description: 'Day god (值神) and whether it is a 黄道 or 黑道 day.' },
    ),
    lunar_mansion: ResultObject(
      {
        name: Type.String(),
        en: Type.String(),
        zh: Type.String(),
        luminary: AlmanacTermSchema('Seven luminaries (七政).'),
        animal: AlmanacTermSchema('Animal of the mansion.'),
        palace: AlmanacTermSchema('Celestial palace (四象).'),
        auspicious: Type.Boolean(),
      },
      { description: 'Lunar mansion (二十八宿).' },
    ),
    pengzu_taboos: ResultObject(
      { stem: AlmanacTermSchema('By day stem.'), branch: AlmanacTermSchema('By day branch.') },
      { description: '彭祖百忌.' },
    ),
    fetus_god: AlmanacTermSchema('胎神 position.'),
    lucky_gods: Type.Array(AlmanacTermSchema('Lucky god.'), { description: '吉神宜趋.' }),
    unlucky_spirits: Type.Array(AlmanacTermSchema('Unlucky spirit.'), { description: '凶神宜忌.' }),
    hours: Type.Array(
      ResultObject({
        ganzhi: Type.String({ description: 'Pillar of the two-hour period.' }),
        name: Type.String(),
        start: Type.String({ description: 'HH:MM (子 starts at 23:00 the evening before).' }),
        end: Type.String(),
        animal: AlmanacTermSchema('Animal of the period.'),
        god: AlmanacTermSchema('黄道/黑道 god of the period.'),
        path: AlmanacTermSchema('黄道 or 黑道.'),
        auspicious: Type.Boolean(),
      }),
      { description: 'The twelve two-hour periods (时辰) with pillars and good/bad rating.' },
    ),
    source: ResultObject(
      {
        library: Type.String(),
        activities: Type.String({ description: 'The almanac tradition used for 宜/忌.' }),
        fortune_direction: Type.String({ description: 'The 福神 convention used.' }),
      },
      { description: 'Sources and conventions.' },
    ),
  },
  { description: 'The almanac (黄历) of one civil date.' },
)

const hourProperties = AlmanacSchema.properties.hours.items.properties

/** The almanac on REST (`/api/v1/daily`): each two-hour period also lists its own 宜/忌; the MCP tools keep the compact hours. */
export const AlmanacWithHourActivitiesSchema = ResultObject(
  {
    ...AlmanacSchema.properties,
    hours: Type.Array(
      ResultObject({
        ...hourProperties,
        activities: ResultObject(
          { suitable: Type.Array(ActivitySchema), unsuitable: Type.Array(ActivitySchema) },
          { description: 'The period’s own 宜/忌 (时辰宜忌, lunar-typescript’s table by day and hour pillars), same codes as the day’s.' },
        ),
      }),
      { description: AlmanacSchema.properties.hours.description },
    ),
  },
  { description: AlmanacSchema.description },
)

// ---- The `get_daily_almanac` tool's answer: every fact of `AlmanacSchema`, labels as their name in the
// request locale, pillars and hours trimmed (src/presenters/almanac-compact.ts).

const { string: str, integer: int, boolean: bool, nullable, array, ref, object } = json

/** The compact almanac pillar (also the guidance summary's `almanac.day_pillar`). */
const compactAlmanacPillar = object({ ganzhi: str(), name: str('Reading (en, ko, vi only).'), nayin: str() }, { required: ['ganzhi'] })

const names = array(str())

export const AlmanacToolResult = Type.Unsafe({
  type: 'object',
  properties: {
    data: object(
      {
        date: str(),
        weekday: str(),
        lunar_date: object({ year: int(), month: int(), day: int(), is_leap_month: bool(), year_ganzhi: str(), display: str() }),
        zodiac_year: str('Animal of the lunar year.'),
        year_pillar: ref('Pillar'),
        month_pillar: ref('Pillar'),
        day_pillar: ref('Pillar'),
        solar_term: nullable('string', 'Solar term on this date (Beijing time).'),
        festivals: names,
        activities: object({ suitable: array(str(), '宜'), unsuitable: array(str(), '忌') }, { required: ['suitable', 'unsuitable'] }),
        zodiac_clash: object({ animal: str(), pillar: str(), sha_direction: str() }),
        auspicious_directions: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'joy, wealth, fortune, yang_noble, yin_noble.',
        },
        duty_officer: str('建除十二值星.'),
        day_god: object({ name: str(), path: str(), auspicious: bool() }, { description: 'Yellow/Black Path god of the day.' }),
        lunar_mansion: { type: 'object', description: 'name, luminary, animal, palace, auspicious.' },
        pengzu_taboos: { type: 'object', description: 'stem, branch.' },
        fetus_god: str(),
        lucky_gods: names,
        unlucky_spirits: names,
        hours: array(str(), 'Twelve two-hour periods: "start-end ganzhi god, path" (Yellow Path hours are auspicious).'),
        source: { type: 'object', description: 'Library and traditions followed.' },
      },
      {
        description: 'The almanac (黄历) of the date, labels in the request locale.',
        required: ['lunar_date', 'day_pillar', 'zodiac_clash', 'activities'],
      },
    ),
  },
  required: ['data'],
  $defs: { Pillar: compactAlmanacPillar },
})
