/**
 * Every term table of the chart as `docs/glossary.md` shows it (`scripts/build-glossary.ts` reads
 * `glossarySections()`): each term in every locale, with where each locale's terms come from.
 */
import { LOCALES, type GlossarySection, type Localized } from '../locale'
import { SOLAR_TERM_NAMES_BY_LOCALE } from '../time/solar-term-names'
import { ANIMAL_NAMES, BRANCHES, BRANCH_NAMES, ELEMENTS, ELEMENT_NAMES, POLARITY_NAMES, STEMS, STEM_NAMES } from './ganzhi'
import { DAY_MASTER_ENTRY, GLOSSARY, type GlossaryEntry } from './glossary'
import { SOLAR_TERM_CODES } from './solar-term-list'

const byIndex = (table: Localized<readonly string[]>, i: number): Localized =>
  Object.fromEntries(LOCALES.map((l) => [l, table[l][i]])) as Localized

const fromEntries = (table: Record<string, GlossaryEntry>) => Object.values(table).map((e) => ({ code: e.code, names: e.names }))

const KO = '`ko`: the hangul readings of 사주명리 (표준국어대사전; @gracefullight/saju, MIT, checked against its known errors).'
const VI = '`vi`: the Sino-Vietnamese (Hán-Việt) terms of Tứ Trụ, as Vietnamese Tứ Trụ books and iztro’s vi-VN locale (MIT) write them.'
const TW = '`zh-TW`: Traditional forms of 教育部重編國語辭典; `zh-HK` the same unless stated.'
const JA = '`ja`: 四柱推命 as Japanese practitioners write it (常用漢字 forms).'
const BASE = '`en`, `zh`: the service’s original tables (English after the usual English-language Bazi literature).'
const sources = (...lines: string[]) => [BASE, ...lines].map((l) => `- ${l}`).join('\n')

/** The chart's term tables, one section each. */
export function glossarySections(): GlossarySection[] {
  return [
    {
      title: 'Heavenly stems (天干)',
      sources: sources(TW, `${JA} The characters are the names; their 訓読み (きのえ …) is a reading.`, KO, VI),
      terms: STEMS.map((s) => ({ code: s.zh, names: byIndex(STEM_NAMES, s.index) })),
    },
    {
      title: 'Earthly branches (地支)',
      sources: sources(TW, JA, KO, `${VI} 巳 is Tỵ (also written Tị).`),
      terms: BRANCHES.map((b) => ({ code: b.zh, names: byIndex(BRANCH_NAMES, b.index) })),
    },
    {
      title: 'Five elements (五行)',
      sources: sources(TW, JA, KO, VI),
      terms: ELEMENTS.map((e) => ({ code: e, names: Object.fromEntries(LOCALES.map((l) => [l, ELEMENT_NAMES[l][e]])) as Localized })),
    },
    {
      title: 'Yin and yang (阴阳)',
      sources: sources(TW, JA, KO, VI),
      terms: (['yang', 'yin'] as const).map((p) => ({
        code: p,
        names: Object.fromEntries(LOCALES.map((l) => [l, POLARITY_NAMES[l][p]])) as Localized,
      })),
    },
    {
      title: 'Zodiac animals (生肖)',
      sources: sources(
        TW,
        `${JA} 亥 is the wild boar (猪) in Japan.`,
        `${KO} (띠)`,
        `${VI} The Vietnamese zodiac (con giáp) has the cat (Mèo) for 卯.`,
      ),
      terms: BRANCHES.map((b) => ({ code: b.animal.en.toLowerCase(), names: byIndex(ANIMAL_NAMES, b.index) })),
    },
    {
      title: 'Solar terms (二十四节气)',
      sources: sources(
        '`zh-TW`, `zh-HK`: 中央氣象署 and 香港天文台 (驚蟄, 穀雨, 小滿, 處暑).',
        '`ja`: 国立天文台 『暦要項』 (啓蟄, 小満, 処暑).',
        '`ko`: 한국천문연구원 24절기.',
        '`vi`: the Vietnamese lịch vạn niên (Lập Xuân, Vũ Thủy, Kinh Trập …).',
      ),
      terms: SOLAR_TERM_CODES.map((code, i) => ({ code, names: byIndex(SOLAR_TERM_NAMES_BY_LOCALE, i) })),
    },
    {
      title: 'Ten gods (十神)',
      sources: sources(
        TW,
        `${JA} 偏官 for 七杀, 印綬 for 正印 (aliases 七殺, 敗財, 倒食 not used).`,
        KO,
        `${VI} Thất Sát (also Thiên Quan).`,
      ),
      terms: fromEntries(GLOSSARY.tenGods),
    },
    {
      title: 'Twelve growth stages (长生十二宫)',
      sources: sources(TW, `${JA} 建禄 for 临官, 冠帯, 絶.`, `${KO} 건록 for 临官.`, VI),
      terms: fromEntries(GLOSSARY.growthStages),
    },
    { title: 'Hidden-stem roles (藏干)', sources: sources(TW, JA, KO, VI), terms: fromEntries(GLOSSARY.hiddenStemRoles) },
    {
      title: 'Pillars (四柱)',
      sources: sources(TW, JA, `${KO} 연주 by the initial-sound rule (두음법칙).`, VI),
      terms: fromEntries(GLOSSARY.pillars),
    },
    {
      title: 'Nayin (纳音)',
      sources: sources(
        `${TW} 爐, 劍, 澗, 蠟, 靂, 燈, 驛, 釵釧.`,
        `${JA} The 納音 as Japanese 四柱推命 books write them (路傍土, 井泉水, 砂中金, 白鑞金) in 常用漢字 forms (炉, 剣, 灯, 駅, 渓); machine translations ("海の中のゴールド") are not used.`,
        `${KO} 납음오행; two known errors of @gracefullight/saju corrected: 정천수 for 井泉水 (not 천천수), 차천금 for 釵釧金 (not 채광금); 노중화, 노방토 by the initial-sound rule.`,
        `${VI} 戊申/己酉 Đại Trạch Thổ (大澤土), the Vietnamese reading of the sound.`,
      ),
      terms: fromEntries(GLOSSARY.nayin),
    },
    {
      title: 'Symbolic stars (神煞)',
      sources: sources(
        `${TW} 劫煞, 祿神, 將星.`,
        `${JA} 貴人 stars named in full (文昌貴人, 天徳貴人, 月徳貴人); 劫殺 as Japanese books write 劫煞.`,
        `${KO} The harmful stars with 살 (역마살, 도화살, 화개살, 겁살, 망신살) as Korean readers know them.`,
        VI,
      ),
      terms: fromEntries(GLOSSARY.shensha),
    },
    {
      title: 'Interactions (刑冲合会)',
      sources: sources(
        `${TW} 沖 in every clash (六沖, 相沖), never 衝.`,
        `${JA} 支合, 三合会局, 半会, 方合, 沖, 刑, 害, 破 as 四柱推命 names them; 干合 and 干沖 for the stems.`,
        KO,
        VI,
      ),
      terms: fromEntries(GLOSSARY.interactions),
    },
    { title: 'Palaces (胎元 命宫)', sources: sources(TW, JA, KO, VI), terms: fromEntries(GLOSSARY.palaces) },
    {
      title: 'Strength verdicts (身强 身弱)',
      sources: sources(TW, JA, `${KO} 신강/신약/중화.`, `${VI} Thân Vượng / Thân Nhược / Trung Hòa.`),
      terms: fromEntries(GLOSSARY.strengthVerdicts),
    },
    { title: 'Luck direction (顺行 逆行)', sources: sources(TW, JA, KO, VI), terms: fromEntries(GLOSSARY.luckDirections) },
    {
      title: 'Age reckoning (虚岁)',
      sources: sources(TW, `${JA} 数え年.`, `${KO} 세는나이.`, `${VI} tuổi mụ.`),
      terms: fromEntries(GLOSSARY.ageReckonings),
    },
    {
      title: 'Ten-god groups (五类)',
      sources: sources(TW, `${JA} 官星 for 官杀, as 四柱推命 groups them.`, KO, VI),
      terms: fromEntries(GLOSSARY.tenGodGroups),
    },
    {
      title: 'Day master (日主)',
      sources: sources(TW, JA, `${KO} 일간 (日干), the word 사주 uses for the day master.`, VI),
      terms: [{ code: DAY_MASTER_ENTRY.code, names: DAY_MASTER_ENTRY.names }],
    },
  ]
}
