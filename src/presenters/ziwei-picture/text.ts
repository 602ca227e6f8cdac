/**
 * The Zi Wei picture's own words, one table per locale, written for each tradition's readers (not
 * converted). The stars, palaces, spirits, brightness, 四化 and 五行局 are the chart's labels
 * (src/core/ziwei/names-*.ts); the birth moment's words (born, the clock, the 子时 rule, the warnings)
 * are the Bazi picture's (`PICTURE_TEXT`), so the two pictures say them alike. `{name}` marks where a
 * value goes (`fillIn`). scripts/build-picture-font.ts reads every string here when it chooses the
 * glyphs of the embedded font.
 *
 * - zh: 阴男/阳女 (the year stem's polarity and the sex), 农历 … 时, 五行局, 命主/身主, 大限/流年.
 * - zh-TW and zh-HK: the same words in Traditional characters (陰, 陽, 農曆, 時, 歲, 閏); no term
 *   differs between Taiwan and Hong Kong.
 * - ja: 紫微斗数's words (命盤, 陰男/陽女, 旧暦, 命主/身主, 大限/流年, 閏月, 立春).
 * - ko: 자미두수's words (명반, 음남/양녀, 음력, 명주/신주, 대한/유년, 윤달, 입춘).
 * - vi: Tử Vi's words (lá số, Âm Nam/Dương Nữ, Âm lịch, Mệnh chủ/Thân chủ, Đại Hạn/Lưu Niên, tháng nhuận).
 */
import type { Locale } from '../../core/types'
import type { LeapMonthRule, YearStart } from '../../core/ziwei'

export interface ZiweiPictureText {
  title: string
  /** By the year stem's polarity and the sex: 阳男, 阴女 … */
  sex: { yang: { male: string; female: string }; yin: { male: string; female: string } }
  lunar: string
  lifeMaster: string
  bodyMaster: string
  yearStart: Record<YearStart, string>
  leapMonth: Record<LeapMonthRule, string>
  /** The 身宫's mark, beside the palace's name. */
  body: string
  /** The current decade's and year's marks on their palaces. */
  decade: string
  year: string
  /** The reading date the marks are for, and the nominal age then. */
  reading: string
  /** The 四化 as short signs (禄 权 科 忌), and the layer each is drawn for beside the birth year's. */
  mutagen: { lu: string; quan: string; ke: string; ji: string }
  layerSign: { decade: string; year: string }
  /** What the signs mean, under the birth data. */
  legend: string
  /** The MCP Apps view's words: the layer switch, and the panel of a palace with its trines and opposite (三方四正). */
  view: { layers: string; birth: string; together: string; selected: string; trine: string; opposite: string; choose: string }
}

const ZH: ZiweiPictureText = {
  title: '紫微斗数命盘',
  sex: { yang: { male: '阳男', female: '阳女' }, yin: { male: '阴男', female: '阴女' } },
  lunar: '农历 {year}年{date} {hour}时',
  lifeMaster: '命主 {star}',
  bodyMaster: '身主 {star}',
  yearStart: { 'lunar-new-year': '年界：正月初一', 'spring-begins': '年界：立春' },
  leapMonth: { split: '闰月：十五日前作本月，十六日起作下月', current: '闰月作本月', next: '闰月作下月' },
  body: '身宫',
  decade: '大限',
  year: '流年',
  reading: '运限 {date}（虚岁 {age}）',
  mutagen: { lu: '禄', quan: '权', ke: '科', ji: '忌' },
  layerSign: { decade: '限', year: '年' },
  legend: '实底为生年四化，框内“限”为大限四化，“年”为流年四化',
  view: {
    layers: '运限',
    birth: '本命',
    together: '三方四正',
    selected: '本宫',
    trine: '三合',
    opposite: '对宫',
    choose: '点选一宫，看其三方四正',
  },
}

const ZH_TW: ZiweiPictureText = {
  title: '紫微斗數命盤',
  sex: { yang: { male: '陽男', female: '陽女' }, yin: { male: '陰男', female: '陰女' } },
  lunar: '農曆 {year}年{date} {hour}時',
  lifeMaster: '命主 {star}',
  bodyMaster: '身主 {star}',
  yearStart: { 'lunar-new-year': '年界：正月初一', 'spring-begins': '年界：立春' },
  leapMonth: { split: '閏月：十五日前作本月，十六日起作下月', current: '閏月作本月', next: '閏月作下月' },
  body: '身宮',
  decade: '大限',
  year: '流年',
  reading: '運限 {date}（虛歲 {age}）',
  mutagen: { lu: '祿', quan: '權', ke: '科', ji: '忌' },
  layerSign: { decade: '限', year: '年' },
  legend: '實底為生年四化，框內「限」為大限四化，「年」為流年四化',
  view: {
    layers: '運限',
    birth: '本命',
    together: '三方四正',
    selected: '本宮',
    trine: '三合',
    opposite: '對宮',
    choose: '點選一宮，看其三方四正',
  },
}

const JA: ZiweiPictureText = {
  title: '紫微斗数 命盤',
  sex: { yang: { male: '陽男', female: '陽女' }, yin: { male: '陰男', female: '陰女' } },
  lunar: '旧暦 {year}年 {date} {hour}の刻',
  lifeMaster: '命主 {star}',
  bodyMaster: '身主 {star}',
  yearStart: { 'lunar-new-year': '年の境：旧正月', 'spring-begins': '年の境：立春' },
  leapMonth: { split: '閏月：十五日までは当月、十六日からは翌月', current: '閏月は当月として扱う', next: '閏月は翌月として扱う' },
  body: '身宮',
  decade: '大限',
  year: '流年',
  reading: '運限 {date}（数え年 {age}）',
  mutagen: { lu: '禄', quan: '権', ke: '科', ji: '忌' },
  layerSign: { decade: '限', year: '年' },
  legend: '塗りつぶしは生年四化、枠内の「限」は大限四化、「年」は流年四化',
  view: {
    layers: '運限',
    birth: '本命',
    together: '三方四正',
    selected: '本宮',
    trine: '三合',
    opposite: '対宮',
    choose: '宮を選ぶと三方四正を表示します',
  },
}

const KO: ZiweiPictureText = {
  title: '자미두수 명반',
  sex: { yang: { male: '양남', female: '양녀' }, yin: { male: '음남', female: '음녀' } },
  lunar: '음력 {year}년 {date} {hour}시',
  lifeMaster: '명주 {star}',
  bodyMaster: '신주 {star}',
  yearStart: { 'lunar-new-year': '해의 시작: 음력 설', 'spring-begins': '해의 시작: 입춘' },
  leapMonth: { split: '윤달: 15일까지는 그달, 16일부터는 다음 달', current: '윤달은 그달로 봄', next: '윤달은 다음 달로 봄' },
  body: '신궁',
  decade: '대한',
  year: '유년',
  reading: '운한 {date} (세는나이 {age})',
  mutagen: { lu: '록', quan: '권', ke: '과', ji: '기' },
  layerSign: { decade: '대', year: '년' },
  legend: '칠한 표시는 생년 사화, 테두리 안 "대"는 대한 사화, "년"은 유년 사화',
  view: {
    layers: '운한',
    birth: '본명',
    together: '삼방사정',
    selected: '본궁',
    trine: '삼합',
    opposite: '대궁',
    choose: '궁을 고르면 삼방사정을 보여 줍니다',
  },
}

const VI: ZiweiPictureText = {
  title: 'Lá số Tử Vi Đẩu Số',
  sex: { yang: { male: 'Dương Nam', female: 'Dương Nữ' }, yin: { male: 'Âm Nam', female: 'Âm Nữ' } },
  lunar: 'Âm lịch năm {year}, {date}, giờ {hour}',
  lifeMaster: 'Mệnh chủ {star}',
  bodyMaster: 'Thân chủ {star}',
  yearStart: { 'lunar-new-year': 'Năm bắt đầu từ Tết Nguyên Đán', 'spring-begins': 'Năm bắt đầu từ Lập Xuân' },
  leapMonth: {
    split: 'Tháng nhuận: mùng 1–15 tính tháng đó, từ 16 tính tháng sau',
    current: 'Tháng nhuận tính là tháng đó',
    next: 'Tháng nhuận tính là tháng sau',
  },
  body: 'Thân',
  decade: 'Đại Hạn',
  year: 'Lưu Niên',
  reading: 'Vận hạn {date} ({age} tuổi mụ)',
  mutagen: { lu: 'Lộc', quan: 'Quyền', ke: 'Khoa', ji: 'Kỵ' },
  layerSign: { decade: 'ĐH ', year: 'LN ' },
  legend: 'Nền đặc: Tứ Hóa năm sinh; khung có "ĐH": Tứ Hóa Đại Hạn; "LN": Tứ Hóa Lưu Niên',
  view: {
    layers: 'Vận hạn',
    birth: 'Bản Mệnh',
    together: 'Tam phương tứ chính',
    selected: 'Bản cung',
    trine: 'Tam hợp',
    opposite: 'Xung chiếu',
    choose: 'Chọn một cung để xem tam phương tứ chính',
  },
}

const EN: ZiweiPictureText = {
  title: 'Zi Wei Dou Shu chart',
  sex: { yang: { male: 'Yang male', female: 'Yang female' }, yin: { male: 'Yin male', female: 'Yin female' } },
  lunar: 'Lunar date: {year} year, {date}, {hour} hour',
  lifeMaster: 'Life master: {star}',
  bodyMaster: 'Body master: {star}',
  yearStart: { 'lunar-new-year': 'Year starts at the lunar new year', 'spring-begins': 'Year starts at Start of Spring (立春)' },
  leapMonth: {
    split: 'Leap month: days 1–15 as that month, 16 on as the next',
    current: 'Leap month counted as that month',
    next: 'Leap month counted as the next month',
  },
  body: 'Body',
  decade: 'Decade',
  year: 'Year',
  reading: 'Layers on {date} (nominal age {age})',
  mutagen: { lu: 'Lu', quan: 'Quan', ke: 'Ke', ji: 'Ji' },
  layerSign: { decade: 'D ', year: 'Y ' },
  legend: "Filled signs: birth-year transformations; outlined with D: the decade's; with Y: the year's",
  view: {
    layers: 'Layers',
    birth: 'Birth',
    together: 'Palace, trines and opposite (三方四正)',
    selected: 'Palace',
    trine: 'Trine',
    opposite: 'Opposite',
    choose: 'Choose a palace to see its trines and opposite',
  },
}

export const ZIWEI_PICTURE_TEXT: Record<Locale, ZiweiPictureText> = {
  en: EN,
  zh: ZH,
  'zh-TW': ZH_TW,
  'zh-HK': ZH_TW,
  ja: JA,
  ko: KO,
  vi: VI,
}
