/**
 * Japanese names of the Zi Wei terms (紫微斗数), in the new character forms (新字体) Japanese books on
 * 紫微斗数 print: 禄存, 官禄, 化禄 and 化権 (not 祿/權), 天寿, 天虚, 破砕, 月徳 and 福徳, 歳建 and 歳駅,
 * 晦気, 将軍 and 将星, 冠帯 and 絶, 陥.
 * Source: iztro's ja-JP locale (iztro 2.6.1, MIT, `lib/i18n/locales/ja-JP/*.js`) for the terms, with
 * these changes: iztro writes them in old or Traditional forms (祿, 權, 壽, 虛, 德, 歲, 將, 冠帶, 絕, 陷),
 * which a Japanese reader does not; its 五行局 "水の二局" is written 水二局 and its "年の解" 年解, as in Japanese charts; its
 * 僕役 palace is 奴僕 (奴僕宮, the name Japanese 紫微斗数 books use); 四化 are written whole (化禄 …),
 * since a bare 禄 reads as the star 禄存 to a Japanese reader. The life stages keep 臨官: the 紫微斗数
 * convention (四柱推命 writes 建禄 for the same stage, the Bazi chart's tables do).
 * Where Japanese writes a term with Taiwan's characters (every major star, most others), the name is
 * Taiwan's table (names-zh-tw.ts), written once; this table holds only the Japanese forms.
 */
import { growthStageNames, type Names } from './codes'
import { ZH_TW } from './names-zh-tw'

export const JA: Names = {
  major: ZH_TW.major,
  minor: {
    ...ZH_TW.minor,
    'lu-cun': '禄存',
  },
  adjective: {
    ...ZH_TW.adjective,
    'tian-xu': '天虚',
    'po-sui': '破砕',
    'tian-shou': '天寿',
    'yue-de': '月徳',
    'tian-chu': '天厨',
    'tian-de': '天徳',
  },
  boshi: {
    ...ZH_TW.boshi,
    'jiang-jun': '将軍',
  },
  jiangqian: {
    ...ZH_TW.jiangqian,
    'jiang-xing': '将星',
    'sui-yi': '歳駅',
  },
  suiqian: {
    ...ZH_TW.suiqian,
    'sui-jian': '歳建',
    'hui-qi': '晦気',
    'long-de': '龍徳',
    'tian-de': '天徳',
  },
  // Zi Wei's 臨官, not 四柱推命's 建禄 (codes.ts growthStageNames); the other eleven as the Bazi glossary writes them.
  lifeStage: { ...growthStageNames('ja'), 'coming-of-age': '臨官' },
  palace: {
    ...ZH_TW.palace,
    friends: '奴僕',
    career: '官禄',
    fortune: '福徳',
  },
  brightness: {
    ...ZH_TW.brightness,
    fallen: '陥',
  },
  mutagen: {
    lu: '化禄',
    quan: '化権',
    ke: '化科',
    ji: '化忌',
  },
  bureau: ZH_TW.bureau,
}
