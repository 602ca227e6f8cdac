/**
 * English names of the Zi Wei terms, one code → name table per kind (src/core/ziwei/labels.ts holds the
 * codes and the Chinese). Stars and spirits by their pinyin, as English Zi Wei texts name them;
 * palaces, brightness, 四化 and the 五行局 by meaning; growth stages as the Bazi glossary's.
 */
import { glossary } from '../bazi'

const { GROWTH_STAGES } = glossary
import type { Kind } from './kinds'

export const EN: Record<Kind, Record<string, string>> = {
  major: {
    'zi-wei': 'Zi Wei', 'tian-ji': 'Tian Ji', 'tai-yang': 'Tai Yang', 'wu-qu': 'Wu Qu',
    'tian-tong': 'Tian Tong', 'lian-zhen': 'Lian Zhen', 'tian-fu': 'Tian Fu', 'tai-yin': 'Tai Yin',
    'tan-lang': 'Tan Lang', 'ju-men': 'Ju Men', 'tian-xiang': 'Tian Xiang', 'tian-liang': 'Tian Liang',
    'qi-sha': 'Qi Sha', 'po-jun': 'Po Jun',
  },
  minor: {
    'zuo-fu': 'Zuo Fu', 'you-bi': 'You Bi', 'wen-chang': 'Wen Chang', 'wen-qu': 'Wen Qu',
    'tian-kui': 'Tian Kui', 'tian-yue': 'Tian Yue', 'lu-cun': 'Lu Cun', 'tian-ma': 'Tian Ma',
    'qing-yang': 'Qing Yang', 'tuo-luo': 'Tuo Luo', 'huo-xing': 'Huo Xing', 'ling-xing': 'Ling Xing',
    'di-kong': 'Di Kong', 'di-jie': 'Di Jie',
  },
  adjective: {
    'hong-luan': 'Hong Luan', 'tian-xi': 'Tian Xi', 'tian-yao': 'Tian Yao', 'xian-chi': 'Xian Chi',
    'tian-xing': 'Tian Xing', 'jie-shen': 'Jie Shen', 'nian-jie': 'Nian Jie', 'yin-sha': 'Yin Sha',
    'tian-guan': 'Tian Guan', 'tian-fu': 'Tian Fu', 'tian-ku': 'Tian Ku', 'tian-xu': 'Tian Xu',
    'long-chi': 'Long Chi', 'feng-ge': 'Feng Ge', 'gu-chen': 'Gu Chen', 'gua-su': 'Gua Su',
    'fei-lian': 'Fei Lian', 'po-sui': 'Po Sui', 'tai-fu': 'Tai Fu', 'feng-gao': 'Feng Gao',
    'tian-wu': 'Tian Wu', 'tian-yue': 'Tian Yue', 'san-tai': 'San Tai', 'ba-zuo': 'Ba Zuo',
    'en-guang': 'En Guang', 'tian-gui': 'Tian Gui', 'tian-cai': 'Tian Cai', 'tian-shou': 'Tian Shou',
    'jie-kong': 'Jie Kong', 'xun-kong': 'Xun Kong', 'kong-wang': 'Kong Wang', 'jie-lu': 'Jie Lu',
    'yue-de': 'Yue De', 'tian-shang': 'Tian Shang', 'tian-shi': 'Tian Shi', 'tian-chu': 'Tian Chu',
    'tian-kong': 'Tian Kong', 'hua-gai': 'Hua Gai', 'tian-de': 'Tian De', 'jie-sha': 'Jie Sha',
    'xun-zhong': 'Xun Zhong',
  },
  boshi: {
    'bo-shi': 'Bo Shi', 'li-shi': 'Li Shi', 'qing-long': 'Qing Long', 'xiao-hao': 'Xiao Hao',
    'jiang-jun': 'Jiang Jun', 'zou-shu': 'Zou Shu', 'fei-lian': 'Fei Lian', 'xi-shen': 'Xi Shen',
    'bing-fu': 'Bing Fu', 'da-hao': 'Da Hao', 'fu-bing': 'Fu Bing', 'guan-fu': 'Guan Fu',
  },
  jiangqian: {
    'jiang-xing': 'Jiang Xing', 'pan-an': 'Pan An', 'sui-yi': 'Sui Yi', 'xi-shen': 'Xi Shen',
    'hua-gai': 'Hua Gai', 'jie-sha': 'Jie Sha', 'zai-sha': 'Zai Sha', 'tian-sha': 'Tian Sha',
    'zhi-bei': 'Zhi Bei', 'xian-chi': 'Xian Chi', 'yue-sha': 'Yue Sha', 'wang-shen': 'Wang Shen',
  },
  suiqian: {
    'sui-jian': 'Sui Jian', 'hui-qi': 'Hui Qi', 'sang-men': 'Sang Men', 'guan-suo': 'Guan Suo',
    'guan-fu': 'Guan Fu', 'xiao-hao': 'Xiao Hao', 'da-hao': 'Da Hao', 'long-de': 'Long De',
    'bai-hu': 'Bai Hu', 'tian-de': 'Tian De', 'diao-ke': 'Diao Ke', 'bing-fu': 'Bing Fu',
  },
  lifeStage: Object.fromEntries(Object.entries(GROWTH_STAGES).map(([code, entry]) => [code, entry.en])),
  palace: {
    life: 'Life', siblings: 'Siblings', spouse: 'Spouse', children: 'Children', wealth: 'Wealth', health: 'Health',
    travel: 'Travel', friends: 'Friends', career: 'Career', property: 'Property', fortune: 'Fortune and Virtue', parents: 'Parents',
  },
  brightness: { temple: 'Temple', prosperous: 'Prosperous', gained: 'Gained', beneficial: 'Beneficial', neutral: 'Neutral', weak: 'Not gained', fallen: 'Fallen' },
  mutagen: { lu: 'Hua Lu', quan: 'Hua Quan', ke: 'Hua Ke', ji: 'Hua Ji' },
  bureau: { 'water-2': 'Water Bureau 2', 'wood-3': 'Wood Bureau 3', 'metal-4': 'Metal Bureau 4', 'earth-5': 'Earth Bureau 5', 'fire-6': 'Fire Bureau 6' },
}
