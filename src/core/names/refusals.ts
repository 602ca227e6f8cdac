/**
 * The refusals of name analysis in every locale (docs/architecture.md, "Locales"): a character the
 * stroke table does not know (named, never counted as zero), hangul or kana where the school counts
 * Chinese characters, a split the request must make, too many characters, a `hangul` reading that
 * does not fit. Each is thrown as `INVALID_REQUEST` with the field in `details`.
 */
import { sentences } from '../sentence'

export const NAME_REFUSALS = sentences({
  unknownCharacter: {
    en: '{field}: the character "{char}" ({codePoint}) is not in the stroke table (Kangxi radicals of Unicode 15.0 for Chinese characters, and kana for the Japanese school); send the name in Chinese characters in their standard form.',
    zh: '{field}：字“{char}”（{codePoint}）不在笔画表中（汉字依 Unicode 15.0 的康熙部首，日本派另有假名）；请用规范写法的汉字。',
    ja: '{field}：「{char}」（{codePoint}）は画数表にありません（漢字は Unicode 15.0 の康熙部首、日本式では仮名も数えます）。標準の字形の漢字で送ってください。',
    ko: '{field}: 글자 "{char}"({codePoint})는 획수표에 없습니다(한자는 유니코드 15.0의 강희 부수, 일본식은 가나도 셉니다). 표준 자형의 한자로 보내 주세요.',
    vi: '{field}: chữ "{char}" ({codePoint}) không có trong bảng số nét (chữ Hán theo bộ thủ Khang Hy của Unicode 15.0, phái Nhật tính cả kana); hãy gửi tên bằng chữ Hán ở dạng chuẩn.',
  },
  needsHanja: {
    en: '{field} is written in hangul; Korean name analysis counts the strokes of the hanja. Send the name in hanja (e.g. "金民俊"), and the hangul reading in `hangul` if you want the sound elements.',
    zh: '{field}是韩文字母；韩国姓名学按汉字笔画计算。请提供汉字姓名（如“金民俊”），需要发音五行时另在 `hangul` 中给出韩文读音。',
    ja: '{field}はハングルです。韓国の姓名学は漢字の画数で数えます。漢字の姓名（例「金民俊」）を送り、発音五行が必要なら読みを `hangul` に入れてください。',
    ko: '{field}은(는) 한글입니다. 성명학은 한자의 획수로 셉니다. 한자 이름(예: "金民俊")을 보내고, 발음오행이 필요하면 한글 읽기를 `hangul`에 넣어 주세요.',
    vi: '{field} viết bằng Hangul; tính danh học Hàn Quốc đếm nét chữ Hán. Hãy gửi tên bằng chữ Hán (ví dụ "金民俊"), và cách đọc Hangul trong `hangul` nếu muốn ngũ hành âm.',
  },
  needsHan: {
    en: '{field} is written in kana or hangul; the {school} school counts the strokes of Chinese characters. Send the name in Chinese characters.',
    zh: '{field}是假名或韩文字母；{school}按汉字笔画计算。请提供汉字姓名。',
    ja: '{field}は仮名またはハングルです。{school}は漢字の画数で数えます。漢字の姓名を送ってください。',
    ko: '{field}은(는) 가나 또는 한글입니다. {school}은(는) 한자의 획수로 셉니다. 한자 이름을 보내 주세요.',
    vi: '{field} viết bằng kana hoặc Hangul; phái {school} đếm nét chữ Hán. Hãy gửi tên bằng chữ Hán.',
  },
  needsSplit: {
    en: 'The Japanese school needs `surname` and `givenName` (Japanese surnames are often two or three characters, so a full name cannot be split safely).',
    zh: '日本派需要分别提供 `surname` 和 `givenName`（日本姓氏多为两三个字，无法从全名可靠拆分）。',
    ja: '日本式では `surname` と `givenName` を分けて送ってください（日本の姓は二字・三字が多く、姓名全体からは確実に分けられません）。',
    ko: '일본식은 `surname`과 `givenName`을 따로 보내야 합니다(일본 성은 두세 글자가 많아 전체 이름에서 안전하게 나눌 수 없습니다).',
    vi: 'Phái Nhật cần `surname` và `givenName` riêng (họ Nhật thường có hai, ba chữ nên không thể tách an toàn từ tên đầy đủ).',
  },
  tooLong: {
    en: '{field} has {count} characters; the {school} school reads at most {max}.',
    zh: '{field}有{count}个字；{school}最多读{max}个字。',
    ja: '{field}は{count}字です。{school}で読めるのは{max}字までです。',
    ko: '{field}은(는) {count}글자입니다. {school}은(는) 최대 {max}글자까지 읽습니다.',
    vi: '{field} có {count} chữ; phái {school} chỉ đọc tối đa {max} chữ.',
  },
  nameOrParts: {
    en: 'Send `surname` and `givenName` together, or `name` alone.',
    zh: '请同时提供 `surname` 和 `givenName`，或只提供 `name`。',
    ja: '`surname` と `givenName` を両方送るか、`name` だけを送ってください。',
    ko: '`surname`과 `givenName`을 함께 보내거나 `name`만 보내 주세요.',
    vi: 'Hãy gửi cả `surname` và `givenName`, hoặc chỉ `name`.',
  },
  hangulCount: {
    en: '`hangul` has {count} syllables but the name has {expected} characters: give one hangul syllable per character.',
    zh: '`hangul` 有{count}个音节，姓名却有{expected}个字：每个字对应一个韩文音节。',
    ja: '`hangul` は{count}音節ですが、姓名は{expected}字です。一字につき一音節のハングルを送ってください。',
    ko: '`hangul`은 {count}음절인데 이름은 {expected}글자입니다. 한 글자에 한글 한 음절씩 보내 주세요.',
    vi: '`hangul` có {count} âm tiết nhưng tên có {expected} chữ: mỗi chữ một âm tiết Hangul.',
  },
  hangulSchool: {
    en: '`hangul` and `soundConvention` belong to the Korean school; set `school` to "korean" or leave them out.',
    zh: '`hangul` 与 `soundConvention` 只用于韩国派；请把 `school` 设为 "korean"，或去掉这两项。',
    ja: '`hangul` と `soundConvention` は韓国式専用です。`school` を "korean" にするか、外してください。',
    ko: '`hangul`과 `soundConvention`은 한국식 전용입니다. `school`을 "korean"으로 하거나 빼 주세요.',
    vi: '`hangul` và `soundConvention` chỉ dùng cho phái Hàn Quốc; hãy đặt `school` là "korean" hoặc bỏ chúng.',
  },
  empty: {
    en: '{field} holds no character: send the name in characters.',
    zh: '{field}中没有字：请用汉字提供姓名。',
    ja: '{field}に文字がありません。姓名を文字で送ってください。',
    ko: '{field}에 글자가 없습니다. 이름을 글자로 보내 주세요.',
    vi: '{field} không có chữ nào: hãy gửi tên bằng chữ.',
  },
  manySpaces: {
    en: '`name` has more than one space, so surname and given name cannot be told apart: send `surname` and `givenName`.',
    zh: '`name` 中有不止一个空格，无法分出姓与名：请分别提供 `surname` 和 `givenName`。',
    ja: '`name` に空白が二つ以上あり、姓と名を分けられません。`surname` と `givenName` を分けて送ってください。',
    ko: '`name`에 공백이 둘 이상 있어 성과 이름을 나눌 수 없습니다. `surname`과 `givenName`을 따로 보내 주세요.',
    vi: '`name` có nhiều hơn một khoảng trắng nên không tách được họ và tên: hãy gửi `surname` và `givenName`.',
  },
  oneCharacter: {
    en: '`name` has a single character; a name is read as a surname and a given name: send both.',
    zh: '`name` 只有一个字；姓名按姓与名来读：请同时提供姓和名。',
    ja: '`name` は一字だけです。姓名は姓と名で読みます。両方を送ってください。',
    ko: '`name`이 한 글자뿐입니다. 이름은 성과 이름으로 읽으니 둘 다 보내 주세요.',
    vi: '`name` chỉ có một chữ; tên được đọc theo họ và tên: hãy gửi cả hai.',
  },
})
