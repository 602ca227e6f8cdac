/**
 * Every term table of the almanac as `docs/glossary.md` shows it (`scripts/build-glossary.ts` reads
 * `glossarySections()`): each term in every locale, with where each locale's terms come from. The
 * code of an activity is its stable code (`./activity-codes`); every other almanac term is identified
 * by the library's own Simplified term (what `zh` carries in an answer).
 */
import { LOCALES, type GlossarySection, type Localized } from '../locale'
import { ACTIVITY_CODES } from './activity-codes'
import { almanacTermName } from './glossary-coverage'
import { FETUS_OBJECT_EN, MANSION_ANIMAL_EN, PENGZU_EN, SPIRIT_EN, WEEKDAY } from './glossary'
import { FETUS_OBJECT_HK, FETUS_OBJECT_ROWS } from './locale-texts'
import {
  ACTIVITIES,
  DAY_GOD_PATHS,
  DAY_GODS,
  DIRECTIONS,
  DUTY_OFFICERS,
  FESTIVALS,
  LUMINARIES,
  MANSION_ANIMALS,
  MANSIONS,
  PALACE_DIRECTIONS,
  PENGZU,
  SPIRITS,
  rowName,
  type TermTable,
} from './term-tables'
import { WEEKDAY_ROWS } from './term-names'

const BASE =
  '`en`: the service’s English almanac glossary (`src/core/almanac/glossary.ts`); `zh`: lunar-typescript’s own term (MIT, 6tail).'
const TW = '`zh-TW`: 《教育部重編國語辭典》 forms, as Taiwan’s 農民曆 print them; `zh-HK` the same unless stated.'
const sources = (...lines: string[]) => [BASE, TW, ...lines].map((l) => `- ${l}`).join('\n')

const namesOf = (table: TermTable, zh: string): Localized =>
  Object.fromEntries(LOCALES.map((l) => [l, almanacTermName(table, zh, l) ?? ''])) as Localized

const section = (
  title: string,
  table: TermTable,
  keys: readonly string[],
  notes: string[],
  code = (zh: string) => zh,
): GlossarySection => ({
  title,
  sources: sources(...notes),
  terms: keys.map((zh) => ({ code: code(zh), names: namesOf(table, zh) })),
})

const READINGS_KO =
  '`ko`: the Sino-Korean (hanja) readings of 택일 and 만세력 books; homophones stay homophones (토부 for 土符 and 土府, 사기 for 死气 and 四忌).'
const READINGS_VI = '`vi`: the Sino-Vietnamese (Hán-Việt) names of the lịch vạn niên.'
const JA = '`ja`: the names of Japanese 暦注 and 四柱推命 in 常用漢字 forms.'

const weekdaySection = (): GlossarySection => ({
  title: 'Weekdays',
  sources: sources('`ja` 日曜日 …, `ko` 일요일 …, `vi` Chủ Nhật, Thứ Hai ….'),
  terms: WEEKDAY.map((w, i) => ({
    code: w.en.toLowerCase(),
    names: {
      en: w.en,
      zh: w.zh,
      'zh-TW': WEEKDAY_ROWS[i]![0],
      'zh-HK': WEEKDAY_ROWS[i]![0],
      ja: WEEKDAY_ROWS[i]![1],
      ko: WEEKDAY_ROWS[i]![2],
      vi: WEEKDAY_ROWS[i]![3],
    },
  })),
})

const fetusObjectSection = (): GlossarySection => ({
  title: 'Fetus god (胎神) objects',
  sources: sources(
    '`zh-HK`: 牀 for the bed. A position is composed of these objects and its place (外 / 房内 and a direction, from the directions above).',
    '`ja`, `ko`, `vi`: the objects in plain words of the household (台所のかまど, 부엌 아궁이, bếp núc …); the place as 外の南西, 바깥 서남쪽, bên ngoài, hướng Tây Nam.',
  ),
  terms: (Object.keys(FETUS_OBJECT_EN) as (keyof typeof FETUS_OBJECT_EN)[]).map((zh) => ({
    code: zh,
    names: {
      en: FETUS_OBJECT_EN[zh],
      zh,
      'zh-TW': rowName(FETUS_OBJECT_ROWS[zh], 'zh-TW')!,
      'zh-HK': rowName(FETUS_OBJECT_ROWS[zh], 'zh-HK', FETUS_OBJECT_HK[zh])!,
      ja: rowName(FETUS_OBJECT_ROWS[zh], 'ja')!,
      ko: rowName(FETUS_OBJECT_ROWS[zh], 'ko')!,
      vi: rowName(FETUS_OBJECT_ROWS[zh], 'vi')!,
    },
  })),
})

/** The almanac's term tables, one section each. */
export function glossarySections(): GlossarySection[] {
  const activityKeys = Object.keys(ACTIVITY_CODES)
  return [
    section(
      'Almanac activities (宜忌)',
      ACTIVITIES,
      activityKeys,
      [
        '`zh-HK`: Hong Kong’s forms 安牀, 啓鑽, 醖釀, and 樑 for a beam (上樑, 作樑, 伐木做樑).',
        '`ja`: the words of a Japanese 暦 (婚礼, 結納, 入籍, 移転, 開店, 上棟, 地鎮・着工, 納棺, 施餓鬼, 開眼供養) where Japan has the same act; otherwise a plain Japanese phrase.',
        '`ko`: the Sino-Korean words of 택일 books and 책력 (제사, 상량, 동토, 입주, 이사, 개업, 안장, 입관, 성복, 탈상, 근친) where current; otherwise a plain Korean phrase (사주단자 보내기 for 问名).',
        '`vi`: the terms of the lịch vạn niên (Cúng tế, Cưới hỏi, Động thổ, Khai trương, Xuất hành, Nhập trạch, An táng, Thượng lương, Nhập liệm); otherwise a plain Vietnamese phrase.',
      ],
      (zh) => ACTIVITY_CODES[zh]!,
    ),
    section('Lucky and unlucky spirits (吉神/凶煞)', SPIRITS, Object.keys(SPIRIT_EN), [
      `${JA} 沖 in 陰道沖陽 and its kin (zh-TW as well: OpenCC’s 衝 is wrong there).`,
      READINGS_KO,
      READINGS_VI,
    ]),
    section('Twelve duty officers (建除十二值星)', DUTY_OFFICERS, '建除满平定执破危成收开闭'.split(''), [
      '`ja`: the 十二直 (建・除・満・平・定・執・破・危・成・納・開・閉): 納 where Chinese has 收.',
      READINGS_KO,
      READINGS_VI,
    ]),
    section('Day gods (黄道/黑道十二神)', DAY_GODS, '青龙 明堂 天刑 朱雀 金匮 天德 白虎 玉堂 天牢 玄武 司命 勾陈'.split(' '), [
      JA,
      READINGS_KO,
      READINGS_VI,
    ]),
    section('Yellow and Black Path (黄道/黑道)', DAY_GOD_PATHS, ['黄道', '黑道'], [JA, READINGS_KO, READINGS_VI]),
    section('Lunar mansions (二十八宿)', MANSIONS, '角亢氐房心尾箕斗牛女虚危室壁奎娄胃昴毕觜参井鬼柳星张翼轸'.split(''), [
      '`ja`: the 二十八宿 as Japanese calendars name them (虚, 婁, 畢, 参, 軫).',
      '`ko`: 28수 by their readings with 수 (각수 …); 위수 is both 危 and 胃.',
      '`vi`: the 28 tú of the lịch vạn niên (Giác, Cang, Đê …).',
    ]),
    section('Seven luminaries (七政)', LUMINARIES, '日月火水木金土'.split(''), ['`ja`: 七曜.', READINGS_KO, READINGS_VI]),
    section('Mansion animals', MANSION_ANIMALS, Object.keys(MANSION_ANIMAL_EN), [
      JA,
      '`ko`: the Korean animal names (교룡, 너구리, 해태, 알유 …).',
      '`vi`: the readings of the lịch vạn niên’s mansion names (Giác Mộc Giao: Giao, Long, Lạc …).',
    ]),
    section('Celestial palaces (四象)', PALACE_DIRECTIONS, '东南西北'.split(''), [JA, READINGS_KO, READINGS_VI]),
    section('Directions', DIRECTIONS, '正北 东北 正东 东南 正南 西南 正西 西北 中宫 东 南 西 北 中'.split(' '), [
      '`ja`: 北東, 南東, 南西, 北西 as Japanese names the quarters.',
      '`ko`: 정북, 동북 … as 풍수 and 책력 write them.',
      '`vi`: Chính Bắc, Đông Bắc … as the lịch vạn niên writes the gods’ directions.',
    ]),
    section('Lunar festivals', FESTIVALS, '春节 元宵节 龙头节 端午节 七夕节 中秋节 重阳节 腊八节 除夕'.split(' '), [
      JA,
      '`ko`: the Korean names of the days (설날, 정월 대보름, 단오, 칠석, 추석, 섣달 그믐).',
      '`vi`: the Vietnamese names (Tết Nguyên Đán, Tết Nguyên Tiêu, Tết Đoan Ngọ, Tết Trung Thu, Giao thừa).',
    ]),
    weekdaySection(),
    section('彭祖百忌', PENGZU, Object.keys(PENGZU_EN), [
      '`zh-TW`, `zh-HK`: the Simplified lines through the service’s Traditional converter (OpenCC behind the domain terms: 安床/安牀).',
      '`ja`, `ko`, `vi`: each line as one sentence, the taboo then its consequence, written for the reader.',
    ]),
    fetusObjectSection(),
  ]
}
