/**
 * Traditional Chinese names of the Zi Wei terms, Taiwan's standard (zh-TW), curated by hand, not
 * converted: checked one by one against iztro's zh-TW locale (iztro 2.6.1, MIT,
 * `lib/i18n/locales/zh-TW/*.js`, which agrees with every name here) and 《教育部重編國語辭典》 for the
 * characters (祿 not 禄, 鉞, 弔客, 台輔 and 三台 with 台, not 臺). Brightness, 四化 and the palaces as
 * the Chinese table (names-zh.ts): the transformations bare (祿 權 科 忌), the summary writes 化 before
 * them. Hong Kong's standard (zh-HK, names-zh-hk.ts) writes every one of these terms the same.
 * A term whose characters are the same in both scripts (天同, 文昌, 水二局 …) is the Simplified table's
 * name, written once; this table holds only the Traditional forms.
 */
import { growthStageNames, type Names } from './codes'
import { ZH } from './names-zh'

export const ZH_TW: Names = {
  major: {
    ...ZH.major,
    'tian-ji': '天機',
    'tai-yang': '太陽',
    'lian-zhen': '廉貞',
    'tai-yin': '太陰',
    'tan-lang': '貪狼',
    'ju-men': '巨門',
    'qi-sha': '七殺',
    'po-jun': '破軍',
  },
  minor: {
    ...ZH.minor,
    'zuo-fu': '左輔',
    'tian-yue': '天鉞',
    'lu-cun': '祿存',
    'tian-ma': '天馬',
    'tuo-luo': '陀羅',
    'ling-xing': '鈴星',
  },
  adjective: {
    ...ZH.adjective,
    'hong-luan': '紅鸞',
    'yin-sha': '陰煞',
    'tian-xu': '天虛',
    'long-chi': '龍池',
    'feng-ge': '鳳閣',
    'tai-fu': '台輔',
    'feng-gao': '封誥',
    'tian-gui': '天貴',
    'tian-shou': '天壽',
    'tian-shang': '天傷',
    'tian-chu': '天廚',
    'hua-gai': '華蓋',
    'jie-sha': '劫殺',
  },
  boshi: {
    ...ZH.boshi,
    'qing-long': '青龍',
    'jiang-jun': '將軍',
    'zou-shu': '奏書',
    'fei-lian': '飛廉',
  },
  jiangqian: {
    ...ZH.jiangqian,
    'jiang-xing': '將星',
    'sui-yi': '歲驛',
    'hua-gai': '華蓋',
    'zai-sha': '災煞',
  },
  suiqian: {
    ...ZH.suiqian,
    'sui-jian': '歲建',
    'hui-qi': '晦氣',
    'sang-men': '喪門',
    'guan-suo': '貫索',
    'long-de': '龍德',
    'diao-ke': '弔客',
  },
  lifeStage: growthStageNames('zh-TW'),
  palace: {
    ...ZH.palace,
    life: '命宮',
    wealth: '財帛',
    travel: '遷移',
    friends: '僕役',
    career: '官祿',
  },
  brightness: {
    ...ZH.brightness,
    temple: '廟',
  },
  mutagen: {
    lu: '祿',
    quan: '權',
    ke: '科',
    ji: '忌',
  },
  bureau: ZH.bureau,
}
