/**
 * The chart picture's own words, one table per locale. Everything else the picture writes comes
 * from the chart's labels (already in the request locale) or is a digit, a Chinese character of a
 * pillar, or a place name. A new locale adds one entry here and nothing in the renderer.
 * `{name}` marks where a value goes (`fillIn`). scripts/build-picture-font.ts reads every string of
 * this table when it chooses the glyphs of the embedded font.
 *
 * The words of each 排盘 tradition, written for its readers (not converted):
 * - zh-TW: Taiwan's characters and words (時鐘調整, 資料); zh-HK the same but for Hong Kong's 撥鐘
 *   (a clock change, as the Hong Kong Observatory writes it).
 * - ja: 四柱推命's words (命式, 男命/女命, 通変星, 蔵干, 十二運, 神殺, 日干, 喜用神, 立運, 旧暦).
 * - ko: 사주's words (명식, 건명/곤명, 십성, 지장간, 12운성, 신살, 일간, 용신·희신, 대운, 세운, 음력, 띠).
 * - vi: Tứ Trụ's words (lá số, Nam mệnh/Nữ mệnh, Thập thần, Tàng can, Nạp âm, Thần sát, Nhật chủ,
 *   Hỷ dụng, Đại vận, Lưu niên, Âm lịch, con giáp).
 */
import type { Locale, WarningCode } from '../../core/types'

export interface PictureText {
  title: string
  sex: { male: string; female: string; unknown: string }
  born: string
  placeUnknown: string
  timeUnknown: string
  trueSolar: string
  civilClock: string
  ziHour: { 'next-day': string; 'same-day': string }
  lunar: string
  /** When true solar time or the 23:00 rule moved the day: the lunar date of the day pillar's day, then the civil date's. */
  lunarOfChartDay: string
  lunarOfCivilDay: string
  zodiac: string
  columns: { year: string; month: string; day: string; hour: string }
  rows: {
    tenGod: string
    stem: string
    branch: string
    hidden: string
    stage: string
    self: string
    nayin: string
    void: string
    shensha: string
  }
  dayMaster: { male: string; female: string; unknown: string }
  hourUnknown: string
  none: string
  elements: string
  weighted: string
  missing: string
  strength: string
  favourable: string
  luck: string
  luckStart: string
  luckAge: string
  noLuck: string
  now: string
  thisYear: string
  annual: string
  warnings: string
  warning: Record<WarningCode, string>
  separator: string
  /** The chart view's line when the host's call failed without a message of its own (not drawn in the picture). */
  noChart: string
}

const EN: PictureText = {
  title: 'Bazi chart (Four Pillars)',
  sex: { male: 'Male (乾造)', female: 'Female (坤造)', unknown: 'Sex not given' },
  born: 'Born {date}',
  placeUnknown: 'place unknown',
  timeUnknown: 'time unknown',
  trueSolar: 'True solar time {time} ({minutes} min)',
  civilClock: 'Civil clock used (no true solar time)',
  ziHour: { 'next-day': 'Zi hour rule: day changes at 23:00', 'same-day': 'Zi hour rule: day changes at 00:00' },
  lunar: 'Lunar date: {year} year, {date}',
  lunarOfChartDay: 'Lunar date of the day pillar: {year} year, {date}',
  lunarOfCivilDay: 'of the civil date: {date}',
  zodiac: 'Zodiac: {animal}',
  columns: { year: 'Year', month: 'Month', day: 'Day', hour: 'Hour' },
  rows: {
    tenGod: 'Ten god',
    stem: 'Stem',
    branch: 'Branch',
    hidden: 'Hidden stems',
    stage: 'Life stage',
    self: 'Self stage',
    nayin: 'Nayin',
    void: 'Void',
    shensha: 'Stars',
  },
  dayMaster: { male: 'Day Master', female: 'Day Master', unknown: 'Day Master' },
  hourUnknown: 'Hour unknown',
  none: '—',
  elements: 'Five elements',
  weighted: 'weighted {value}',
  missing: 'missing',
  strength: 'Day Master: {verdict}',
  favourable: 'Favourable: {elements}',
  luck: 'Luck pillars',
  luckStart: 'from age {age} ({year})',
  luckAge: 'age {age}',
  noLuck: 'Luck pillars need the sex',
  now: 'now',
  thisYear: 'Year {year}',
  annual: 'Annual pillars',
  warnings: 'Check',
  warning: {
    BIRTH_TIME_UNKNOWN: 'Birth time unknown: no hour pillar',
    LOCATION_UNKNOWN: 'Birth place unknown: no true solar time',
    OFFSET_UNKNOWN_PILLARS: 'Time zone unknown: year or month pillar uncertain',
    NEAR_SOLAR_TERM: 'Born near a solar term: year or month pillar may differ',
    NEAR_HOUR_BOUNDARY: 'Born near an hour boundary: hour pillar may differ',
    NONEXISTENT_LOCAL_TIME: 'This local time did not exist (clock change)',
    AMBIGUOUS_LOCAL_TIME: 'This local time occurred twice (clock change)',
    UNRELIABLE_TZ_DATA: 'Historical time zone data unreliable',
    TZ_SOURCES_DISAGREE: 'Time zone sources disagree',
    ALTERNATIVE_TIME_ZONE: 'Another time zone is possible',
    APPROXIMATE_LOCATION: 'Place matched approximately',
    EXPLICIT_OFFSET_DIFFERS: 'Given UTC offset differs from the place',
    LOCATION_MISMATCH: 'City and coordinates disagree: coordinates used',
    OTHER_PLACES_NAMED: 'Other places share this name',
    SEX_UNKNOWN: 'Sex not given: no luck pillars',
    BIRTH_AFTER_TODAY: 'Born after today: no current decade or year',
  },
  separator: ' · ',
  noChart: 'The chart could not be calculated.',
}

const ZH: PictureText = {
  title: '八字排盘',
  sex: { male: '乾造', female: '坤造', unknown: '性别未提供' },
  born: '出生 {date}',
  placeUnknown: '地点未知',
  timeUnknown: '时间未知',
  trueSolar: '真太阳时 {time}（{minutes} 分钟）',
  civilClock: '按钟表时间（未用真太阳时）',
  ziHour: { 'next-day': '子时：23:00 换日', 'same-day': '子时：00:00 换日' },
  lunar: '农历 {year}年{date}',
  lunarOfChartDay: '日柱之日 农历 {year}年{date}',
  lunarOfCivilDay: '公历生日 农历 {date}',
  zodiac: '生肖 {animal}',
  columns: { year: '年柱', month: '月柱', day: '日柱', hour: '时柱' },
  rows: {
    tenGod: '主星',
    stem: '天干',
    branch: '地支',
    hidden: '藏干',
    stage: '星运',
    self: '自坐',
    nayin: '纳音',
    void: '空亡',
    shensha: '神煞',
  },
  dayMaster: { male: '元男', female: '元女', unknown: '日主' },
  hourUnknown: '时辰未知',
  none: '—',
  elements: '五行',
  weighted: '加权 {value}',
  missing: '缺',
  strength: '日主 {verdict}',
  favourable: '喜用 {elements}',
  luck: '大运',
  luckStart: '{age} 岁起运（{year} 年）',
  luckAge: '{age} 岁',
  noLuck: '未提供性别，不排大运',
  now: '当前',
  thisYear: '{year} 流年',
  annual: '流年',
  warnings: '注意',
  warning: {
    BIRTH_TIME_UNKNOWN: '出生时间未知：无时柱',
    LOCATION_UNKNOWN: '出生地点未知：未用真太阳时',
    OFFSET_UNKNOWN_PILLARS: '时区未知：年柱或月柱不确定',
    NEAR_SOLAR_TERM: '临近节气：年柱或月柱可能不同',
    NEAR_HOUR_BOUNDARY: '临近时辰交界：时柱可能不同',
    NONEXISTENT_LOCAL_TIME: '此当地时间不存在（调钟）',
    AMBIGUOUS_LOCAL_TIME: '此当地时间出现两次（调钟）',
    UNRELIABLE_TZ_DATA: '历史时区资料不可靠',
    TZ_SOURCES_DISAGREE: '时区资料互相矛盾',
    ALTERNATIVE_TIME_ZONE: '可能是另一时区',
    APPROXIMATE_LOCATION: '地点为近似匹配',
    EXPLICIT_OFFSET_DIFFERS: '所给时区偏移与地点不符',
    LOCATION_MISMATCH: '城市与经纬度不符：按经纬度计算',
    OTHER_PLACES_NAMED: '另有同名地点',
    SEX_UNKNOWN: '未提供性别：不排大运',
    BIRTH_AFTER_TODAY: '出生在今天之后：无当前运限',
  },
  separator: ' · ',
  noChart: '无法计算命盘。',
}

const ZH_TW: PictureText = {
  title: '八字排盤',
  sex: { male: '乾造', female: '坤造', unknown: '性別未提供' },
  born: '出生 {date}',
  placeUnknown: '地點未知',
  timeUnknown: '時間未知',
  trueSolar: '真太陽時 {time}（{minutes} 分鐘）',
  civilClock: '按鐘錶時間（未用真太陽時）',
  ziHour: { 'next-day': '子時：23:00 換日', 'same-day': '子時：00:00 換日' },
  lunar: '農曆 {year}年{date}',
  lunarOfChartDay: '日柱之日 農曆 {year}年{date}',
  lunarOfCivilDay: '國曆生日 農曆 {date}',
  zodiac: '生肖 {animal}',
  columns: { year: '年柱', month: '月柱', day: '日柱', hour: '時柱' },
  rows: {
    tenGod: '主星',
    stem: '天干',
    branch: '地支',
    hidden: '藏干',
    stage: '星運',
    self: '自坐',
    nayin: '納音',
    void: '空亡',
    shensha: '神煞',
  },
  dayMaster: { male: '元男', female: '元女', unknown: '日主' },
  hourUnknown: '時辰未知',
  none: '—',
  elements: '五行',
  weighted: '加權 {value}',
  missing: '缺',
  strength: '日主 {verdict}',
  favourable: '喜用 {elements}',
  luck: '大運',
  luckStart: '{age} 歲起運（{year} 年）',
  luckAge: '{age} 歲',
  noLuck: '未提供性別，不排大運',
  now: '當前',
  thisYear: '{year} 流年',
  annual: '流年',
  warnings: '注意',
  warning: {
    BIRTH_TIME_UNKNOWN: '出生時間未知：無時柱',
    LOCATION_UNKNOWN: '出生地點未知：未用真太陽時',
    OFFSET_UNKNOWN_PILLARS: '時區未知：年柱或月柱不確定',
    NEAR_SOLAR_TERM: '臨近節氣：年柱或月柱可能不同',
    NEAR_HOUR_BOUNDARY: '臨近時辰交界：時柱可能不同',
    NONEXISTENT_LOCAL_TIME: '此當地時間不存在（時鐘調整）',
    AMBIGUOUS_LOCAL_TIME: '此當地時間出現兩次（時鐘調整）',
    UNRELIABLE_TZ_DATA: '歷史時區資料不可靠',
    TZ_SOURCES_DISAGREE: '時區資料互相矛盾',
    ALTERNATIVE_TIME_ZONE: '可能是另一時區',
    APPROXIMATE_LOCATION: '地點為近似匹配',
    EXPLICIT_OFFSET_DIFFERS: '所給時區偏移與地點不符',
    LOCATION_MISMATCH: '城市與經緯度不符：按經緯度計算',
    OTHER_PLACES_NAMED: '另有同名地點',
    SEX_UNKNOWN: '未提供性別：不排大運',
    BIRTH_AFTER_TODAY: '出生在今天之後：無當前運限',
  },
  separator: ' · ',
  noChart: '無法計算命盤。',
}

/** Hong Kong: Taiwan's table but for the clock change, 撥鐘 in Hong Kong, and 公曆 where Taiwan writes 國曆. */
const ZH_HK: PictureText = {
  ...ZH_TW,
  lunarOfCivilDay: '公曆生日 農曆 {date}',
  warning: {
    ...ZH_TW.warning,
    NONEXISTENT_LOCAL_TIME: '此當地時間不存在（撥鐘）',
    AMBIGUOUS_LOCAL_TIME: '此當地時間出現兩次（撥鐘）',
  },
}

const JA: PictureText = {
  title: '四柱推命 命式',
  sex: { male: '男命', female: '女命', unknown: '性別未指定' },
  born: '{date} 生まれ',
  placeUnknown: '出生地不明',
  timeUnknown: '出生時刻不明',
  trueSolar: '真太陽時 {time}（{minutes} 分）',
  civilClock: '標準時で算出（真太陽時は不使用）',
  ziHour: { 'next-day': '子の刻：23:00 に日替わり', 'same-day': '子の刻：00:00 に日替わり' },
  lunar: '旧暦 {year}年 {date}',
  lunarOfChartDay: '日柱の日 旧暦 {year}年 {date}',
  lunarOfCivilDay: '新暦の生日 旧暦 {date}',
  zodiac: 'えと {animal}',
  columns: { year: '年柱', month: '月柱', day: '日柱', hour: '時柱' },
  rows: {
    tenGod: '通変星',
    stem: '天干',
    branch: '地支',
    hidden: '蔵干',
    stage: '十二運',
    self: '自坐',
    nayin: '納音',
    void: '空亡',
    shensha: '神殺',
  },
  dayMaster: { male: '日干', female: '日干', unknown: '日干' },
  hourUnknown: '時柱不明',
  none: '—',
  elements: '五行',
  weighted: '重み {value}',
  missing: '欠け',
  strength: '日干 {verdict}',
  favourable: '喜用神 {elements}',
  luck: '大運',
  luckStart: '{age}歳立運（{year}年）',
  luckAge: '{age}歳',
  noLuck: '性別未指定のため大運なし',
  now: '現在',
  thisYear: '{year}年 流年',
  annual: '流年',
  warnings: '注意',
  warning: {
    BIRTH_TIME_UNKNOWN: '出生時刻不明：時柱なし',
    LOCATION_UNKNOWN: '出生地不明：真太陽時は不使用',
    OFFSET_UNKNOWN_PILLARS: 'タイムゾーン不明：年柱・月柱が不確か',
    NEAR_SOLAR_TERM: '節入り間近の生まれ：年柱・月柱が異なる可能性',
    NEAR_HOUR_BOUNDARY: '時の境目近くの生まれ：時柱が異なる可能性',
    NONEXISTENT_LOCAL_TIME: 'この現地時刻は存在しない（時計の切り替え）',
    AMBIGUOUS_LOCAL_TIME: 'この現地時刻は二度あった（時計の切り替え）',
    UNRELIABLE_TZ_DATA: '過去のタイムゾーン情報が不確か',
    TZ_SOURCES_DISAGREE: 'タイムゾーン情報の出典が食い違う',
    ALTERNATIVE_TIME_ZONE: '別のタイムゾーンの可能性',
    APPROXIMATE_LOCATION: '出生地は近似一致',
    EXPLICIT_OFFSET_DIFFERS: '指定の UTC オフセットが出生地と異なる',
    LOCATION_MISMATCH: '都市名と座標が不一致：座標を使用',
    OTHER_PLACES_NAMED: '同名の地名が他にもある',
    SEX_UNKNOWN: '性別未指定：大運なし',
    BIRTH_AFTER_TODAY: '今日より後の生まれ：現在の運限なし',
  },
  separator: ' · ',
  noChart: '命式を算出できませんでした。',
}

const KO: PictureText = {
  title: '사주 명식',
  sex: { male: '건명', female: '곤명', unknown: '성별 미입력' },
  born: '출생 {date}',
  placeUnknown: '출생지 미상',
  timeUnknown: '출생 시각 미상',
  trueSolar: '진태양시 {time} ({minutes}분)',
  civilClock: '표준시 기준 (진태양시 미적용)',
  ziHour: { 'next-day': '자시: 23:00에 날짜 변경', 'same-day': '자시: 00:00에 날짜 변경' },
  lunar: '음력 {year}년 {date}',
  lunarOfChartDay: '일주의 날 음력 {year}년 {date}',
  lunarOfCivilDay: '양력 생일 음력 {date}',
  zodiac: '{animal}띠',
  columns: { year: '연주', month: '월주', day: '일주', hour: '시주' },
  rows: {
    tenGod: '십성',
    stem: '천간',
    branch: '지지',
    hidden: '지장간',
    stage: '12운성',
    self: '자좌',
    nayin: '납음',
    void: '공망',
    shensha: '신살',
  },
  dayMaster: { male: '일간', female: '일간', unknown: '일간' },
  hourUnknown: '시주 미상',
  none: '—',
  elements: '오행',
  weighted: '가중 {value}',
  missing: '없음',
  strength: '일간 {verdict}',
  favourable: '용신·희신 {elements}',
  luck: '대운',
  luckStart: '{age}세부터 ({year}년)',
  luckAge: '{age}세',
  noLuck: '성별 미입력: 대운 없음',
  now: '현재',
  thisYear: '{year}년 세운',
  annual: '세운',
  warnings: '확인',
  warning: {
    BIRTH_TIME_UNKNOWN: '출생 시각 미상: 시주 없음',
    LOCATION_UNKNOWN: '출생지 미상: 진태양시 미적용',
    OFFSET_UNKNOWN_PILLARS: '시간대 미상: 연주·월주 불확실',
    NEAR_SOLAR_TERM: '절기 경계 부근 출생: 연주·월주가 다를 수 있음',
    NEAR_HOUR_BOUNDARY: '시진 경계 부근 출생: 시주가 다를 수 있음',
    NONEXISTENT_LOCAL_TIME: '존재하지 않는 현지 시각 (시계 변경)',
    AMBIGUOUS_LOCAL_TIME: '두 번 있었던 현지 시각 (시계 변경)',
    UNRELIABLE_TZ_DATA: '과거 시간대 자료가 불확실함',
    TZ_SOURCES_DISAGREE: '시간대 자료가 서로 다름',
    ALTERNATIVE_TIME_ZONE: '다른 시간대일 수 있음',
    APPROXIMATE_LOCATION: '출생지를 근사 일치로 찾음',
    EXPLICIT_OFFSET_DIFFERS: '입력한 UTC 오프셋이 출생지와 다름',
    LOCATION_MISMATCH: '도시와 좌표 불일치: 좌표 사용',
    OTHER_PLACES_NAMED: '같은 이름의 다른 지명이 있음',
    SEX_UNKNOWN: '성별 미입력: 대운 없음',
    BIRTH_AFTER_TODAY: '오늘 이후 출생: 현재 운한 없음',
  },
  separator: ' · ',
  noChart: '명식을 계산할 수 없습니다.',
}

const VI: PictureText = {
  title: 'Lá số Bát Tự (Tứ Trụ)',
  sex: { male: 'Nam mệnh', female: 'Nữ mệnh', unknown: 'Chưa rõ giới tính' },
  born: 'Sinh {date}',
  placeUnknown: 'chưa rõ nơi sinh',
  timeUnknown: 'chưa rõ giờ sinh',
  trueSolar: 'Giờ mặt trời thực {time} ({minutes} phút)',
  civilClock: 'Theo giờ đồng hồ (không dùng giờ mặt trời thực)',
  ziHour: { 'next-day': 'Giờ Tý: sang ngày mới lúc 23:00', 'same-day': 'Giờ Tý: sang ngày mới lúc 00:00' },
  lunar: 'Âm lịch năm {year}, {date}',
  lunarOfChartDay: 'Âm lịch theo trụ ngày: năm {year}, {date}',
  lunarOfCivilDay: 'theo ngày dương lịch: {date}',
  zodiac: 'Con giáp: {animal}',
  columns: { year: 'Năm', month: 'Tháng', day: 'Ngày', hour: 'Giờ' },
  rows: {
    tenGod: 'Thập thần',
    stem: 'Thiên can',
    branch: 'Địa chi',
    hidden: 'Tàng can',
    stage: 'Trường sinh',
    self: 'Tự tọa',
    nayin: 'Nạp âm',
    void: 'Không vong',
    shensha: 'Thần sát',
  },
  dayMaster: { male: 'Nhật chủ', female: 'Nhật chủ', unknown: 'Nhật chủ' },
  hourUnknown: 'Chưa rõ giờ',
  none: '—',
  elements: 'Ngũ hành',
  weighted: 'trọng số {value}',
  missing: 'thiếu',
  strength: 'Nhật chủ: {verdict}',
  favourable: 'Hỷ dụng: {elements}',
  luck: 'Đại vận',
  luckStart: 'khởi vận {age} tuổi ({year})',
  luckAge: '{age} tuổi',
  noLuck: 'Cần giới tính để lập đại vận',
  now: 'hiện tại',
  thisYear: 'Năm {year}',
  annual: 'Lưu niên',
  warnings: 'Lưu ý',
  warning: {
    BIRTH_TIME_UNKNOWN: 'Chưa rõ giờ sinh: không có trụ giờ',
    LOCATION_UNKNOWN: 'Chưa rõ nơi sinh: không dùng giờ mặt trời thực',
    OFFSET_UNKNOWN_PILLARS: 'Chưa rõ múi giờ: trụ năm hoặc trụ tháng chưa chắc chắn',
    NEAR_SOLAR_TERM: 'Sinh gần tiết khí: trụ năm hoặc trụ tháng có thể khác',
    NEAR_HOUR_BOUNDARY: 'Sinh gần ranh giới giờ: trụ giờ có thể khác',
    NONEXISTENT_LOCAL_TIME: 'Giờ địa phương này không tồn tại (đổi giờ)',
    AMBIGUOUS_LOCAL_TIME: 'Giờ địa phương này xảy ra hai lần (đổi giờ)',
    UNRELIABLE_TZ_DATA: 'Dữ liệu múi giờ lịch sử không đáng tin cậy',
    TZ_SOURCES_DISAGREE: 'Các nguồn múi giờ không khớp nhau',
    ALTERNATIVE_TIME_ZONE: 'Có thể là một múi giờ khác',
    APPROXIMATE_LOCATION: 'Nơi sinh khớp gần đúng',
    EXPLICIT_OFFSET_DIFFERS: 'Độ lệch UTC đã cho khác với nơi sinh',
    LOCATION_MISMATCH: 'Thành phố và tọa độ không khớp: dùng tọa độ',
    OTHER_PLACES_NAMED: 'Có nơi khác cùng tên',
    SEX_UNKNOWN: 'Chưa rõ giới tính: không lập đại vận',
    BIRTH_AFTER_TODAY: 'Sinh sau hôm nay: chưa có vận hạn hiện tại',
  },
  separator: ' · ',
  noChart: 'Không thể lập lá số.',
}

export const PICTURE_TEXT: Record<Locale, PictureText> = { en: EN, zh: ZH, 'zh-TW': ZH_TW, 'zh-HK': ZH_HK, ja: JA, ko: KO, vi: VI }

/** A template cut at its places once: even-numbered parts are text, odd-numbered ones names. */
const parsed = new Map<string, string[]>()

/** A table string with its `{name}` places filled. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  let parts = parsed.get(template)
  if (!parts) {
    parts = template.split(/\{(\w+)\}/)
    // Templates come from the tables only, so the cache stays as small as they are.
    parsed.set(template, parts)
  }
  let out = parts[0]
  for (let i = 1; i < parts.length; i += 2) out += String(values[parts[i]] ?? '') + parts[i + 1]
  return out
}
