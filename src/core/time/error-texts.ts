/**
 * The time pipeline's refusals (dates, times, coordinates, offsets) in every locale, as
 * `./warning-texts` writes its warnings: ja, ko, vi written for this service, zh-TW and zh-HK converted
 * from zh once; holes in braces filled per call. Member names (`timezone`) stay as they are: codes.
 */
import { sentence } from '../sentence'

export const DATE_SHAPE = sentence({
  en: 'The date "{date}" is not in YYYY-MM-DD form.',
  zh: '日期“{date}”不是 YYYY-MM-DD 格式。',
  ja: '日付「{date}」はYYYY-MM-DD形式ではありません。',
  ko: '날짜 "{date}"는 YYYY-MM-DD 형식이 아닙니다.',
  vi: 'Ngày "{date}" không theo dạng YYYY-MM-DD.',
})
export const NO_SUCH_MONTH = sentence({
  en: '{date} is not a real date: month {month} does not exist.',
  zh: '{date} 不是有效日期：没有 {month} 月。',
  ja: '{date}は実在しない日付です（{month}月は存在しません）。',
  ko: '{date}은(는) 실제 날짜가 아닙니다. {month}월은 없습니다.',
  vi: '{date} không phải là ngày có thật: không có tháng {month}.',
})
export const NO_SUCH_DAY = sentence({
  en: '{date} is not a real date: {yearMonth} has {maxDay} days.',
  zh: '{date} 不是有效日期：{year} 年 {month} 月只有 {maxDay} 天。',
  ja: '{date}は実在しない日付です（{year}年{month}月は{maxDay}日までです）。',
  ko: '{date}은(는) 실제 날짜가 아닙니다. {year}년 {month}월은 {maxDay}일까지입니다.',
  vi: '{date} không phải là ngày có thật: tháng {month} năm {year} chỉ có {maxDay} ngày.',
})
export const DATE_OUT_OF_RANGE = sentence({
  en: '{date} is outside the supported range {from}..{to}.',
  zh: '{date} 超出支持范围（{from} 至 {to}）。',
  ja: '{date}は対応範囲（{from}～{to}）の外です。',
  ko: '{date}은(는) 지원 범위({from}~{to})를 벗어납니다.',
  vi: '{date} nằm ngoài phạm vi hỗ trợ ({from} đến {to}).',
})
export const TIME_SHAPE = sentence({
  en: 'The time "{time}" is not a 24-hour HH:MM time (00:00-23:59).',
  zh: '时间“{time}”不是 24 小时制 HH:MM（00:00-23:59）。',
  ja: '時刻「{time}」は24時間制のHH:MM（00:00～23:59）ではありません。',
  ko: '시각 "{time}"은(는) 24시간제 HH:MM(00:00~23:59)이 아닙니다.',
  vi: 'Giờ "{time}" không theo dạng HH:MM 24 giờ (00:00-23:59).',
})
export const LATITUDE_AND_LONGITUDE = sentence({
  en: 'Send latitude and longitude together.',
  zh: '纬度和经度需要同时提供。',
  ja: '緯度と経度は一緒に送ってください。',
  ko: '위도와 경도를 함께 보내 주세요.',
  vi: 'Hãy gửi vĩ độ và kinh độ cùng nhau.',
})
export const LATITUDE_RANGE = sentence({
  en: 'latitude must be between -90 and 90.',
  zh: '纬度必须在 -90 到 90 之间。',
  ja: '緯度は-90から90の間で指定してください。',
  ko: '위도는 -90에서 90 사이여야 합니다.',
  vi: 'Vĩ độ phải nằm trong khoảng -90 đến 90.',
})
export const LONGITUDE_RANGE = sentence({
  en: 'longitude must be between -180 and 180.',
  zh: '经度必须在 -180 到 180 之间。',
  ja: '経度は-180から180の間で指定してください。',
  ko: '경도는 -180에서 180 사이여야 합니다.',
  vi: 'Kinh độ phải nằm trong khoảng -180 đến 180.',
})
export const ZONE_IS_OFFSET = sentence({
  en: '"{zone}" is an offset, not an IANA zone name: send a fixed offset as a number of hours from -12 to 14 (e.g. 8 or -5.5), or a zone such as "Asia/Shanghai".',
  zh: '“{zone}”是偏移量，不是 IANA 时区名：固定偏移请以 -12 到 14 之间的小时数（数字）发送（如 8 或 -5.5），或发送时区名，如“Asia/Shanghai”。',
  ja: '「{zone}」はオフセットで、IANAのタイムゾーン名ではありません。固定の時差は-12〜14の時間数を数値で送るか（例：8、-5.5）、「Asia/Tokyo」のようなタイムゾーン名を送ってください。',
  ko: '"{zone}"은(는) 오프셋이며 IANA 시간대 이름이 아닙니다. 고정 오프셋은 -12에서 14 사이의 시간 수를 숫자로 보내거나(예: 9, -5.5) "Asia/Seoul" 같은 시간대 이름을 보내 주세요.',
  vi: '"{zone}" là độ lệch, không phải tên múi giờ IANA: hãy gửi độ lệch cố định dưới dạng số giờ từ -12 đến 14 (ví dụ 7 hoặc -5.5), hoặc một múi giờ như "Asia/Ho_Chi_Minh".',
})
export const ZONE_UNKNOWN = sentence({
  en: 'Unknown IANA time zone "{zone}"; send a zone such as "Asia/Shanghai", or a UTC offset in hours.',
  zh: '未知的 IANA 时区“{zone}”；请发送如“Asia/Shanghai”的时区名，或以小时计的 UTC 偏移。',
  ja: '不明なIANAタイムゾーン「{zone}」です。「Asia/Tokyo」のようなタイムゾーン名か、UTCとの時差（時間数）を送ってください。',
  ko: '알 수 없는 IANA 시간대 "{zone}"입니다. "Asia/Seoul" 같은 시간대 이름이나 시간 단위의 UTC 오프셋을 보내 주세요.',
  vi: 'Không rõ múi giờ IANA "{zone}"; hãy gửi một múi giờ như "Asia/Ho_Chi_Minh", hoặc độ lệch UTC tính bằng giờ.',
})
export const TIMEZONE_RANGE = sentence({
  en: 'timezone must be a UTC offset in hours between -12 and 14, or an IANA zone name.',
  zh: 'timezone 必须是 -12 到 14 之间的 UTC 偏移小时数，或 IANA 时区名。',
  ja: 'timezone は-12から14の間のUTCオフセット（時間）か、IANAのタイムゾーン名で指定してください。',
  ko: 'timezone은 -12에서 14 사이의 UTC 오프셋(시간) 또는 IANA 시간대 이름이어야 합니다.',
  vi: 'timezone phải là độ lệch UTC tính bằng giờ trong khoảng -12 đến 14, hoặc tên múi giờ IANA.',
})
