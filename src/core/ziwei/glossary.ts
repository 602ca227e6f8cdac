/**
 * The Zi Wei terms as docs/glossary.md shows them (`scripts/build-glossary.ts` reads
 * `glossarySections`): one section per kind of term, every code with its name in every locale, and
 * where each locale's names come from. The names are the tables of names-*.ts, never a copy.
 */
import { LOCALES, type GlossarySection, type Localized } from '../locale'
import { CODES } from './codes'
import type { Kind } from './kinds'
import { NAMES } from './labels'

const TITLES: Record<Kind, string> = {
  major: 'Zi Wei Dou Shu: the fourteen major stars (十四主星)',
  minor: 'Zi Wei Dou Shu: the minor stars (六吉, 六煞, 禄存, 天马)',
  adjective: 'Zi Wei Dou Shu: the adjective stars (杂曜)',
  boshi: 'Zi Wei Dou Shu: the twelve 博士 spirits',
  jiangqian: 'Zi Wei Dou Shu: the twelve 将前 spirits',
  suiqian: 'Zi Wei Dou Shu: the twelve 岁前 spirits',
  lifeStage: 'Zi Wei Dou Shu: the twelve life stages (长生十二神)',
  palace: 'Zi Wei Dou Shu: the twelve palaces (十二宫)',
  brightness: 'Zi Wei Dou Shu: brightness (庙旺得利平不陷)',
  mutagen: 'Zi Wei Dou Shu: the four transformations (四化)',
  bureau: 'Zi Wei Dou Shu: the five element bureaus (五行局)',
}

/** Where each locale's names come from (the same for every kind; each table's header has the detail). */
const SOURCES = [
  '- **zh**: the names iztro prints in its zh-CN locale (iztro 2.6.1, MIT, `lib/i18n/locales/zh-CN`), which the service reads back into codes (`src/core/ziwei/names-zh.ts`).',
  '- **en**: the service\'s own: stars and spirits in pinyin as English Zi Wei texts write them, the rest by meaning; iztro\'s en-US is not used ("woo" for 午, "[+3]" for brightness, "emperor" for 紫微).',
  "- **zh-TW**: curated by hand, checked against iztro's zh-TW locale (MIT) and 《教育部重編國語辭典》 (祿, 鉞, 弔客, 台輔/三台 with 台). **zh-HK**: the same table; Hong Kong's standard writes none of these terms differently.",
  "- **ja**: iztro's ja-JP locale (MIT) in the new character forms Japanese 紫微斗数 books print (禄, 権, 寿, 虚, 徳, 歳, 将, 冠帯, 絶, 陥); 奴僕 for the 僕役 palace; 四化 whole (化禄 …); life stages keep 臨官, the 紫微斗数 convention.",
  '- **ko**: hangul readings after iztro\'s ko-KR locale (MIT), with the initial-sound rule (녹존, 영성, 용지) and its misreadings corrected (절공 for 截空, 세건 for 歲建, 천덕 for 天德, brightness 묘 왕 득 이 평 불 함 for its "[+3]" …).',
  "- **vi**: Sino-Vietnamese readings after iztro's vi-VN locale (MIT), corrected where Vietnamese Tử Vi writes otherwise (Hãm for 陷, Bất Đắc for 不, Mộc Dục, Tuế Kiến, Tử Tức, Thai Phụ, Phượng Các).",
].join('\n')

/** Every Zi Wei term table, one section per kind. */
export function glossarySections(): GlossarySection[] {
  return (Object.keys(CODES) as Kind[]).map((kind) => ({
    title: TITLES[kind],
    sources: SOURCES,
    terms: CODES[kind].map((code) => ({
      code,
      names: Object.fromEntries(LOCALES.map((locale) => [locale, (NAMES[locale][kind] as Record<string, string>)[code]])) as Localized,
    })),
  }))
}
