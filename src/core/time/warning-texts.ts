/**
 * The time pipeline's warning messages in every locale (`./texts`: ja, ko, vi written for this
 * service; zh-TW, zh-HK converted from zh once). Holes in braces are filled per call with numbers,
 * offsets, zone names and place names.
 *
 * Place names: the gazetteer has them in Latin script and, for many, in Simplified Chinese; `zh`
 * answers name the place in Chinese when the gazetteer has it, every other locale in Latin script
 * (a per-request conversion to Traditional is what the converter must not be used for).
 */
import type { Locale } from '../types'
import { sentence } from '../sentence'

/** The place's name as a message in `locale` shows it. */
/** A place as a message names it: its name in the locale when the data has one, else the Chinese (zh) or English name. */
export const placeNameIn = (locale: Locale, name: string, nameZh: string | null, localName?: string | null): string =>
  localName ?? (locale === 'zh' ? (nameZh ?? name) : name)

export const CITY_NOT_FOUND = sentence({
  en: '"{shown}" names no place the gazetteer knows; the coordinates sent ({lat}, {lon}) are used. Send the city or the coordinates, not both, or correct the city.',
  zh: '找不到“{shown}”；已采用所提供的经纬度（{lat}, {lon}）。请只提供城市或经纬度之一，或更正城市名。',
  ja: '「{shown}」に該当する地名が見つからないため、送られた緯度・経度（{lat}, {lon}）を使いました。都市名か緯度・経度のどちらか一方だけを送るか、都市名を訂正してください。',
  ko: '"{shown}"에 해당하는 지명을 찾을 수 없어 보내 주신 위도·경도({lat}, {lon})를 사용했습니다. 도시나 위도·경도 중 하나만 보내거나 도시 이름을 고쳐 주세요.',
  vi: 'Không tìm thấy địa danh "{shown}"; đã dùng tọa độ được gửi ({lat}, {lon}). Hãy chỉ gửi thành phố hoặc tọa độ, hoặc sửa lại tên thành phố.',
})

export const CITY_FAR = sentence({
  en: 'The coordinates sent ({lat}, {lon}) are {km} km from "{shown}" ({place}, {country}); the coordinates are used. Send the city or the coordinates, not both, or make them agree.',
  zh: '所提供的经纬度（{lat}, {lon}）距“{shown}”（{place}）{km} 公里；已采用经纬度。请只提供城市或经纬度之一，或使两者一致。',
  ja: '送られた緯度・経度（{lat}, {lon}）は「{shown}」（{place}, {country}）から{km} km離れているため、緯度・経度を使いました。都市名か緯度・経度のどちらか一方だけを送るか、両者を一致させてください。',
  ko: '보내 주신 위도·경도({lat}, {lon})는 "{shown}"({place}, {country})에서 {km} km 떨어져 있어 위도·경도를 사용했습니다. 도시나 위도·경도 중 하나만 보내거나 둘을 일치시켜 주세요.',
  vi: 'Tọa độ được gửi ({lat}, {lon}) cách "{shown}" ({place}, {country}) {km} km; đã dùng tọa độ. Hãy chỉ gửi thành phố hoặc tọa độ, hoặc làm cho hai thông tin khớp nhau.',
})

export const OFFSET_DIFFERS = sentence({
  en: 'The timezone offset you sent ({sent}) differs from the offset the time-zone database gives for {zone} at that moment ({db}); your offset is used.',
  zh: '您提供的时区偏移（{sent}）与时区数据库中 {zone} 在该时刻的偏移（{db}）不同；已采用您提供的偏移。',
  ja: '送られたUTCオフセット（{sent}）は、タイムゾーンデータベースがその時刻の{zone}に与えるオフセット（{db}）と異なります。送られたオフセットを使いました。',
  ko: '보내 주신 UTC 오프셋({sent})이 시간대 데이터베이스가 그 시각의 {zone}에 주는 오프셋({db})과 다릅니다. 보내 주신 오프셋을 사용했습니다.',
  vi: 'Độ lệch múi giờ bạn gửi ({sent}) khác với độ lệch mà cơ sở dữ liệu múi giờ cho {zone} vào thời điểm đó ({db}); đã dùng độ lệch của bạn.',
})

export const ZONE_DIFFERS = sentence({
  en: "The time zone you sent ({sent}, {sentOffset} at that moment) differs from the place's zone ({place}, {placeOffset}); yours is used.",
  zh: '您提供的时区（{sent}，该时刻为 {sentOffset}）与出生地的时区（{place}，{placeOffset}）不同；已采用您提供的时区。',
  ja: '送られたタイムゾーン（{sent}、その時刻で{sentOffset}）は出生地のタイムゾーン（{place}、{placeOffset}）と異なります。送られたタイムゾーンを使いました。',
  ko: '보내 주신 시간대({sent}, 그 시각 기준 {sentOffset})가 출생지의 시간대({place}, {placeOffset})와 다릅니다. 보내 주신 시간대를 사용했습니다.',
  vi: 'Múi giờ bạn gửi ({sent}, lúc đó là {sentOffset}) khác với múi giờ của nơi sinh ({place}, {placeOffset}); đã dùng múi giờ của bạn.',
})

export const NONEXISTENT = sentence({
  en: '{civil} does not exist in {zone} (clocks were moved forward); it is read with the offset before the change ({offset}).',
  zh: '{civil} 在 {zone} 不存在（时钟拨快）；按调整前的偏移（{offset}）计算。',
  ja: '{civil}は{zone}には存在しない時刻です（時計が進められました）。切り替え前のオフセット（{offset}）で読みます。',
  ko: '{zone}에서는 {civil} 시각이 존재하지 않습니다(시계를 앞당김). 변경 전 오프셋({offset})으로 계산합니다.',
  vi: '{civil} không tồn tại ở {zone} (đồng hồ được vặn nhanh); được tính theo độ lệch trước khi đổi ({offset}).',
})

export const AMBIGUOUS = sentence({
  en: '{civil} occurred twice in {zone} (clocks were moved back); the first occurrence ({offset}) is used.',
  zh: '{civil} 在 {zone} 出现两次（时钟拨慢）；采用第一次（{offset}）。',
  ja: '{civil}は{zone}で2回ありました（時計が戻されました）。1回目（{offset}）を使います。',
  ko: '{zone}에서는 {civil} 시각이 두 번 있었습니다(시계를 늦춤). 첫 번째({offset})를 사용합니다.',
  vi: '{civil} xuất hiện hai lần ở {zone} (đồng hồ được vặn chậm lại); dùng lần thứ nhất ({offset}).',
})

export const CHINA_BEFORE_1949 = sentence({
  en: 'Before October 1949 China used several time zones that the time-zone database does not model; the offset {offset} for {zone} may be wrong. If you know the offset in use, send it as timezone.',
  zh: '1949 年 10 月以前中国使用多个时区，时区数据库未收录；{zone} 的偏移 {offset} 可能不准确。如知道当时使用的偏移，请以 timezone 提供。',
  ja: '1949年10月以前の中国ではタイムゾーンデータベースが扱っていない複数の時間帯が使われていたため、{zone}のオフセット{offset}は誤っているかもしれません。当時のオフセットがわかる場合は timezone で送ってください。',
  ko: '1949년 10월 이전의 중국은 시간대 데이터베이스에 없는 여러 시간대를 썼으므로 {zone}의 오프셋 {offset}이 틀릴 수 있습니다. 당시의 오프셋을 알면 timezone으로 보내 주세요.',
  vi: 'Trước tháng 10/1949 Trung Quốc dùng nhiều múi giờ mà cơ sở dữ liệu múi giờ không mô tả; độ lệch {offset} của {zone} có thể sai. Nếu biết độ lệch khi đó, hãy gửi qua timezone.',
})

export const BEFORE_1900 = sentence({
  en: 'The time-zone database is unreliable before 1900; the offset {offset} for {zone} may be wrong. If you know the offset in use, send it as timezone.',
  zh: '时区数据库在 1900 年以前不可靠；{zone} 的偏移 {offset} 可能不准确。如知道当时使用的偏移，请以 timezone 提供。',
  ja: 'タイムゾーンデータベースは1900年以前については信頼できないため、{zone}のオフセット{offset}は誤っているかもしれません。当時のオフセットがわかる場合は timezone で送ってください。',
  ko: '시간대 데이터베이스는 1900년 이전에 대해서는 신뢰할 수 없으므로 {zone}의 오프셋 {offset}이 틀릴 수 있습니다. 당시의 오프셋을 알면 timezone으로 보내 주세요.',
  vi: 'Cơ sở dữ liệu múi giờ không đáng tin cậy trước năm 1900; độ lệch {offset} cho {zone} có thể sai. Nếu biết độ lệch được dùng khi đó, hãy gửi nó qua timezone.',
})

export const CHINA_1988_DST = sentence({
  en: 'Sources disagree on when daylight saving time began in China in 1988: the time-zone database says April 17, several Chinese sources say April 10. The database reading (+08:00) is used; if daylight time was in force, send timezone 9.',
  zh: '关于 1988 年中国夏令时的开始日期，资料不一致：时区数据库为 4 月 17 日，部分中国资料为 4 月 10 日。当前采用数据库（+08:00）；如当时已实行夏令时，请提供 timezone 9。',
  ja: '1988年の中国の夏時間の開始日は資料によって異なります。タイムゾーンデータベースは4月17日、中国の一部の資料は4月10日としています。データベースの値（+08:00）を使いました。夏時間がすでに実施されていた場合は timezone 9 を送ってください。',
  ko: '1988년 중국 일광 절약 시간의 시작일은 자료마다 다릅니다. 시간대 데이터베이스는 4월 17일, 일부 중국 자료는 4월 10일로 봅니다. 데이터베이스의 값(+08:00)을 사용했습니다. 이미 일광 절약 시간이 시행 중이었다면 timezone 9를 보내 주세요.',
  vi: 'Các nguồn không thống nhất về ngày bắt đầu giờ mùa hè ở Trung Quốc năm 1988: cơ sở dữ liệu múi giờ ghi ngày 17 tháng 4, một số nguồn Trung Quốc ghi ngày 10 tháng 4. Đã dùng giá trị của cơ sở dữ liệu (+08:00); nếu khi đó đã áp dụng giờ mùa hè, hãy gửi timezone 9.',
})

export const XINJIANG_TIME = sentence({
  en: 'Official records in Xinjiang use Beijing time ({beijing}), which is used here; local "Xinjiang time" ({zone}, {other}) is also common. If the birth time was recorded in Xinjiang time, send timezone {hours}.',
  zh: '新疆的官方记录使用北京时间（{beijing}），此处采用北京时间；当地也常用“新疆时间”（{zone}，{other}）。如出生时间按新疆时间记录，请提供 timezone {hours}。',
  ja: '新疆の公式記録は北京時間（{beijing}）を使うため、ここでも北京時間を使いました。現地では「新疆時間」（{zone}、{other}）も広く使われます。出生時刻が新疆時間で記録されている場合は timezone {hours} を送ってください。',
  ko: "신장의 공식 기록은 베이징 시간({beijing})을 쓰므로 여기서도 베이징 시간을 사용했습니다. 현지에서는 '신장 시간'({zone}, {other})도 널리 쓰입니다. 출생 시각이 신장 시간으로 기록되었다면 timezone {hours}을(를) 보내 주세요.",
  vi: 'Hồ sơ chính thức ở Tân Cương dùng giờ Bắc Kinh ({beijing}), và ở đây cũng dùng giờ Bắc Kinh; tại địa phương "giờ Tân Cương" ({zone}, {other}) cũng phổ biến. Nếu giờ sinh được ghi theo giờ Tân Cương, hãy gửi timezone {hours}.',
})

export const NO_PLACE_NO_OFFSET = sentence({
  en: 'No place and no UTC offset were given, so the birth instant is unknown (it could be anywhere from UTC-12 to UTC+14) and true solar time cannot be computed. Send a city or coordinates, or a timezone offset.',
  zh: '未提供出生地点或时区偏移，无法确定出生的确切时刻（可能在 UTC-12 至 UTC+14 之间），也无法计算真太阳时。请提供城市或经纬度，或时区偏移。',
  ja: '出生地もUTCオフセットも送られていないため、出生の時刻が確定せず（UTC-12～UTC+14のどこでもありえます）、真太陽時も計算できません。都市名か緯度・経度、またはタイムゾーンのオフセットを送ってください。',
  ko: '출생지도 UTC 오프셋도 없어 출생 시각을 확정할 수 없고(UTC-12~UTC+14 어디든 가능), 진태양시도 계산할 수 없습니다. 도시나 위도·경도, 또는 시간대 오프셋을 보내 주세요.',
  vi: 'Không có nơi sinh và độ lệch UTC, nên không xác định được thời khắc sinh (có thể ở bất kỳ đâu từ UTC-12 đến UTC+14) và không tính được giờ mặt trời thực. Hãy gửi thành phố hoặc tọa độ, hoặc độ lệch múi giờ.',
})

export const NO_PLACE = sentence({
  en: 'No place was given: the UTC offset fixes the instant, but true solar time needs a longitude, so the civil clock drives the day and hour pillars.',
  zh: '未提供出生地点：时区偏移确定了时刻，但真太阳时需要经度，因此日柱和时柱按民用时钟计算。',
  ja: '出生地が送られていません。UTCオフセットで時刻は決まりますが、真太陽時には経度が必要なため、日柱と時柱は時計の時刻で求めます。',
  ko: '출생지가 없습니다. UTC 오프셋으로 시각은 정해지지만 진태양시에는 경도가 필요하므로 일주와 시주는 시계 시각으로 구합니다.',
  vi: 'Không có nơi sinh: độ lệch UTC xác định được thời khắc, nhưng giờ mặt trời thực cần kinh độ, nên Trụ Ngày và Trụ Giờ tính theo giờ đồng hồ.',
})

export const OTHER_PLACES = sentence({
  en: '"{city}" was taken as {chosen}, the largest place of that name; others: {others}. For one of them send "City, Region" or "City, Country", or coordinates.',
  zh: '“{city}”按同名地点中最大的 {chosen} 计算；其他同名地点：{others}。如指其他地点，请写成“城市, 省/州”或“城市, 国家”，或提供经纬度。',
  ja: '「{city}」は同名の地名のうち最大の{chosen}としました。ほかに：{others}。別の地点なら「都市, 地域」か「都市, 国」の形で送るか、緯度・経度を送ってください。',
  ko: '"{city}"은(는) 같은 이름의 지명 중 가장 큰 {chosen}(으)로 보았습니다. 다른 곳: {others}. 다른 곳을 뜻한다면 "도시, 지역" 또는 "도시, 국가"로 쓰거나 위도·경도를 보내 주세요.',
  vi: '"{city}" được hiểu là {chosen}, nơi lớn nhất mang tên này; các nơi khác: {others}. Nếu là một trong số đó, hãy gửi "Thành phố, Vùng" hoặc "Thành phố, Quốc gia", hoặc tọa độ.',
})
/** Between the other places' lines: a full-width semicolon in Chinese, 、 in Japanese. */
export const PLACE_SEPARATOR: Record<Locale, string> = { en: '; ', zh: '；', 'zh-TW': '；', 'zh-HK': '；', ja: '、', ko: '; ', vi: '; ' }

export const APPROXIMATE = sentence({
  en: '"{city}" matched only approximately ({place}); send coordinates for an exact true solar time.',
  zh: '“{city}”只能近似匹配（{place}）；如需精确的真太阳时，请提供经纬度。',
  ja: '「{city}」は近似的にしか一致しませんでした（{place}）。正確な真太陽時には緯度・経度を送ってください。',
  ko: '"{city}"은(는) 근사적으로만 일치했습니다({place}). 정확한 진태양시를 원하면 위도·경도를 보내 주세요.',
  vi: '"{city}" chỉ khớp gần đúng ({place}); hãy gửi tọa độ để có giờ mặt trời thực chính xác.',
})
