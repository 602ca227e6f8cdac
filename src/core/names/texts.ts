/**
 * The sentences of name analysis in every locale: refusals, the 三才 reason, the birth comparison
 * and the template narrative. Templates with `{slots}` (phrases.ts `fill`, which also places Korean
 * particles), written for en, zh, ja, ko and vi; zh-TW and zh-HK are the zh tables through
 * `toTraditional`, converted once on first use (`sentenceTables`).
 */
import { fill, sentenceTables, type Slots } from '../readings/phrases'
import type { Locale } from '../types'

const TABLES = sentenceTables({
  en: {
    unknownCharacter:
      '{field}: the character "{char}" ({codePoint}) is not in the stroke table (Kangxi radicals of Unicode 15.0 for Chinese characters, and kana for the Japanese school); send the name in Chinese characters in their standard form.',
    needsHanja:
      '{field} is written in hangul; Korean name analysis counts the strokes of the hanja. Send the name in hanja (e.g. "金民俊"), and the hangul reading in `hangul` if you want the sound elements.',
    needsHan:
      '{field} is written in kana or hangul; the {school} school counts the strokes of Chinese characters. Send the name in Chinese characters.',
    needsSplit:
      'The Japanese school needs `surname` and `givenName` (Japanese surnames are often two or three characters, so a full name cannot be split safely).',
    tooLong: '{field} has {count} characters; the {school} school reads at most {max}.',
    nameOrParts: 'Send `surname` and `givenName` together, or `name` alone.',
    hangulCount: '`hangul` has {count} syllables but the name has {expected} characters: give one hangul syllable per character.',
    hangulSchool: '`hangul` and `soundConvention` belong to the Korean school; set `school` to "korean" or leave them out.',
    sancai: 'Heaven {he} to person {pe}: {r1} ({p1}); person {pe} to earth {ee}: {r2} ({p2}); {points} in all: {verdict}.',
    birthItem: '{item} is {element}, {group} to the day master {dm}: {fit}.',
    birthSummary: 'Favourable elements of this chart: {favourable}. Of the {count} parts of the name read, {fits} are favourable.',
    narrative: '{mainGrid} {main} ({mainElement}, {mainGrade}), {mainMeaning}. {totalGrid} {total} ({totalGrade}), {totalMeaning}.',
    narrativeSancai: ' Three talents {he}, {pe}, {ee}: {verdict}.',
    narrativeBirth: ' With the birth chart: {fits} of {count} parts favourable.',
  },
  zh: {
    unknownCharacter:
      '{field}：字“{char}”（{codePoint}）不在笔画表中（汉字依 Unicode 15.0 的康熙部首，日本派另有假名）；请用规范写法的汉字。',
    needsHanja: '{field}是韩文字母；韩国姓名学按汉字笔画计算。请提供汉字姓名（如“金民俊”），需要发音五行时另在 `hangul` 中给出韩文读音。',
    needsHan: '{field}是假名或韩文字母；{school}按汉字笔画计算。请提供汉字姓名。',
    needsSplit: '日本派需要分别提供 `surname` 和 `givenName`（日本姓氏多为两三个字，无法从全名可靠拆分）。',
    tooLong: '{field}有{count}个字；{school}最多读{max}个字。',
    nameOrParts: '请同时提供 `surname` 和 `givenName`，或只提供 `name`。',
    hangulCount: '`hangul` 有{count}个音节，姓名却有{expected}个字：每个字对应一个韩文音节。',
    hangulSchool: '`hangul` 与 `soundConvention` 只用于韩国派；请把 `school` 设为 "korean"，或去掉这两项。',
    sancai: '天格{he}与人格{pe}：{r1}（{p1}）；人格{pe}与地格{ee}：{r2}（{p2}）；合计{points}，{verdict}。',
    birthItem: '{item}属{element}，为日主{dm}的{group}：{fit}。',
    birthSummary: '此命盘的喜用五行：{favourable}。姓名所读{count}项中，{fits}项为喜用。',
    narrative: '{mainGrid}{main}（{mainElement}，{mainGrade}），{mainMeaning}。{totalGrid}{total}（{totalGrade}），{totalMeaning}。',
    narrativeSancai: '三才{he}、{pe}、{ee}：{verdict}。',
    narrativeBirth: '对照命盘：{count}项中{fits}项为喜用。',
  },
  ja: {
    unknownCharacter:
      '{field}：「{char}」（{codePoint}）は画数表にありません（漢字は Unicode 15.0 の康熙部首、日本式では仮名も数えます）。標準の字形の漢字で送ってください。',
    needsHanja:
      '{field}はハングルです。韓国の姓名学は漢字の画数で数えます。漢字の姓名（例「金民俊」）を送り、発音五行が必要なら読みを `hangul` に入れてください。',
    needsHan: '{field}は仮名またはハングルです。{school}は漢字の画数で数えます。漢字の姓名を送ってください。',
    needsSplit:
      '日本式では `surname` と `givenName` を分けて送ってください（日本の姓は二字・三字が多く、姓名全体からは確実に分けられません）。',
    tooLong: '{field}は{count}字です。{school}で読めるのは{max}字までです。',
    nameOrParts: '`surname` と `givenName` を両方送るか、`name` だけを送ってください。',
    hangulCount: '`hangul` は{count}音節ですが、姓名は{expected}字です。一字につき一音節のハングルを送ってください。',
    hangulSchool: '`hangul` と `soundConvention` は韓国式専用です。`school` を "korean" にするか、外してください。',
    sancai: '天格{he}と人格{pe}：{r1}（{p1}）、人格{pe}と地格{ee}：{r2}（{p2}）、計{points}で{verdict}。',
    birthItem: '{item}は{element}、日主{dm}から見て{group}：{fit}。',
    birthSummary: 'この命式の喜神：{favourable}。姓名の{count}項目のうち{fits}項目が喜神です。',
    narrative: '{mainGrid}{main}（{mainElement}、{mainGrade}）は{mainMeaning}。{totalGrid}{total}（{totalGrade}）は{totalMeaning}。',
    narrativeSancai: '三才{he}・{pe}・{ee}は{verdict}。',
    narrativeBirth: '命式と照らすと{count}項目中{fits}項目が喜神です。',
  },
  ko: {
    unknownCharacter:
      '{field}: 글자 "{char}"({codePoint})는 획수표에 없습니다(한자는 유니코드 15.0의 강희 부수, 일본식은 가나도 셉니다). 표준 자형의 한자로 보내 주세요.',
    needsHanja:
      '{field}은(는) 한글입니다. 성명학은 한자의 획수로 셉니다. 한자 이름(예: "金民俊")을 보내고, 발음오행이 필요하면 한글 읽기를 `hangul`에 넣어 주세요.',
    needsHan: '{field}은(는) 가나 또는 한글입니다. {school}은(는) 한자의 획수로 셉니다. 한자 이름을 보내 주세요.',
    needsSplit:
      '일본식은 `surname`과 `givenName`을 따로 보내야 합니다(일본 성은 두세 글자가 많아 전체 이름에서 안전하게 나눌 수 없습니다).',
    tooLong: '{field}은(는) {count}글자입니다. {school}은(는) 최대 {max}글자까지 읽습니다.',
    nameOrParts: '`surname`과 `givenName`을 함께 보내거나 `name`만 보내 주세요.',
    hangulCount: '`hangul`은 {count}음절인데 이름은 {expected}글자입니다. 한 글자에 한글 한 음절씩 보내 주세요.',
    hangulSchool: '`hangul`과 `soundConvention`은 한국식 전용입니다. `school`을 "korean"으로 하거나 빼 주세요.',
    sancai: '천격 {he|과/와} 인격 {pe}: {r1}({p1}), 인격 {pe|과/와} 지격 {ee}: {r2}({p2}), 합계 {points}: {verdict}.',
    birthItem: '{item}: {element}, 일간 {dm}의 {group}: {fit}.',
    birthSummary: '이 명식의 희신: {favourable}. 이름에서 읽은 {count}항목 중 {fits}항목이 희신입니다.',
    narrative: '{mainGrid} {main}({mainElement}, {mainGrade}), {mainMeaning}. {totalGrid} {total}({totalGrade}), {totalMeaning}.',
    narrativeSancai: ' 삼재 {he}·{pe}·{ee}: {verdict}.',
    narrativeBirth: ' 명식과 견주면 {count}항목 중 {fits}항목이 희신입니다.',
  },
  vi: {
    unknownCharacter:
      '{field}: chữ "{char}" ({codePoint}) không có trong bảng số nét (chữ Hán theo bộ thủ Khang Hy của Unicode 15.0, phái Nhật tính cả kana); hãy gửi tên bằng chữ Hán ở dạng chuẩn.',
    needsHanja:
      '{field} viết bằng Hangul; tính danh học Hàn Quốc đếm nét chữ Hán. Hãy gửi tên bằng chữ Hán (ví dụ "金民俊"), và cách đọc Hangul trong `hangul` nếu muốn ngũ hành âm.',
    needsHan: '{field} viết bằng kana hoặc Hangul; phái {school} đếm nét chữ Hán. Hãy gửi tên bằng chữ Hán.',
    needsSplit: 'Phái Nhật cần `surname` và `givenName` riêng (họ Nhật thường có hai, ba chữ nên không thể tách an toàn từ tên đầy đủ).',
    tooLong: '{field} có {count} chữ; phái {school} chỉ đọc tối đa {max} chữ.',
    nameOrParts: 'Hãy gửi cả `surname` và `givenName`, hoặc chỉ `name`.',
    hangulCount: '`hangul` có {count} âm tiết nhưng tên có {expected} chữ: mỗi chữ một âm tiết Hangul.',
    hangulSchool: '`hangul` và `soundConvention` chỉ dùng cho phái Hàn Quốc; hãy đặt `school` là "korean" hoặc bỏ chúng.',
    sancai: 'Thiên cách {he} với nhân cách {pe}: {r1} ({p1}); nhân cách {pe} với địa cách {ee}: {r2} ({p2}); tổng {points}: {verdict}.',
    birthItem: '{item} thuộc {element}, là {group} của nhật chủ {dm}: {fit}.',
    birthSummary: 'Ngũ hành hỷ dụng của lá số: {favourable}. Trong {count} phần của tên được đọc, {fits} phần là hỷ dụng.',
    narrative: '{mainGrid} {main} ({mainElement}, {mainGrade}), {mainMeaning}. {totalGrid} {total} ({totalGrade}), {totalMeaning}.',
    narrativeSancai: ' Tam tài {he}, {pe}, {ee}: {verdict}.',
    narrativeBirth: ' Đối chiếu lá số: {fits} trên {count} phần là hỷ dụng.',
  },
})

export type NameSentence = keyof ReturnType<typeof TABLES>

/** A sentence of name analysis in `locale`, its slots filled. */
export const nameSentence = (id: NameSentence, locale: Locale, slots: Slots = {}): string => fill(TABLES(locale)[id], slots)
