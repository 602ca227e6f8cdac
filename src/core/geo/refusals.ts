/**
 * The gazetteer's refusals in every locale, written the one way of `core/sentence.ts`: `{shown}` is the
 * city as sent (cut to the query's length), `{reason}` the English qualifier that matched no region
 * or country, which only the English text names.
 */
import { sentences } from '../sentence'

export const GEO_REFUSALS = sentences({
  ambiguous: {
    en: '"{shown}" matches several places far apart; add the region or country (e.g. "Portland, Oregon") or send latitude and longitude.',
    zh: '“{shown}”对应多个相距很远的地点；请加上省/州或国家（如“Portland, Oregon”），或直接提供经纬度。',
    ja: '「{shown}」は互いに離れた複数の地名に当てはまります。州・県や国を加える（例：「Portland, Oregon」）か、緯度と経度を送ってください。',
    ko: '“{shown}”에 해당하는 곳이 서로 멀리 떨어져 여러 곳 있습니다. 지역이나 나라를 덧붙이거나(예: “Portland, Oregon”) 위도와 경도를 보내 주세요.',
    vi: '“{shown}” ứng với nhiều nơi cách xa nhau; hãy thêm vùng hoặc quốc gia (ví dụ “Portland, Oregon”), hoặc gửi vĩ độ và kinh độ.',
  },
  notFound: {
    en: 'No place found for "{shown}"{reason}; check the spelling, add the country, or send latitude and longitude.',
    zh: '找不到地点“{shown}”；请检查拼写、加上国家，或直接提供经纬度。',
    ja: '「{shown}」という地名が見つかりません。綴りを確かめるか、国を加えるか、緯度と経度を送ってください。',
    ko: '“{shown}”(이)라는 곳을 찾을 수 없습니다. 철자를 확인하거나 나라를 덧붙이거나 위도와 경도를 보내 주세요.',
    vi: 'Không tìm thấy nơi nào tên “{shown}”; hãy kiểm tra chính tả, thêm quốc gia, hoặc gửi vĩ độ và kinh độ.',
  },
})
