/**
 * The error messages a reader of each locale reads: one table per locale keyed by a message id, each
 * message a template whose `{name}` placeholders take the error's parameters. The English table is
 * the service's English wording, byte for byte (the golden error files hold it); `code` and
 * `details` never change with the locale, only `message` does.
 *
 * How a message reaches its locale:
 * - where the thrower knows the request's locale (validation, the quota, the narrator), it renders the
 *   message at once (`messageIn`);
 * - where it does not (the model provider's client), it throws `localizableError`, whose English
 *   message is rendered now and whose id and parameters ride along (`AppError.text`), and the
 *   pipeline renders it again in the request's locale (`localizeError`) before either transport
 *   answers.
 *
 * These are the pipeline's and the transports' texts, written the one way of `core/sentence.ts`
 * (`sentenceTables`: en, zh, ja, ko, vi by hand; Taiwan's and Hong Kong's the Simplified ones through
 * `toTraditional`, converted once per locale on first use; holes filled by its `fill`). The JSON type
 * names are labels, a curated table (字串, 布林值 are Taiwan's words, which a conversion of 字符串,
 * 布尔值 would not give).
 */
import { AppError, type ErrorCode } from './errors'
import { fill, sentenceTables } from './sentence'
import type { Locale } from './types'

const EN = {
  'request.invalid': 'Invalid request: {summary}{end}',
  'field.body': 'the request body',
  'member.unknown.suggest': '{field} is not an allowed member; did you mean `{known}`?',
  'member.unknown': '{field} is not an allowed member; remove it (check the spelling against the documented members)',
  'member.required': '{field} is required',
  'value.format': '{field} has the wrong format: {expected}',
  'string.too-long': '{field} is too long: at most {max} characters',
  'string.too-short': '{field} is too short: at least {min} character{s}',
  'number.range': '{field} is out of range: it must be from {min} to {max}',
  'value.one-of': '{field} must be one of {literals}',
  'array.exact': '{field} must hold exactly {count} items',
  'value.no-form': '{field} {hint}',
  'value.type': '{field} has the wrong type: {expected}',
  'value.expected': '{field}: {detail}',
  'value.invalid': '{field}: {detail}',
  'auth.key-needed': 'This operation needs an API key.',
  'quota.exceeded': 'Daily limit of {limit} reading calls reached for this account. Stop retrying until the next UTC day (in {seconds} s).',
  'picture.busy':
    'Too many PNG pictures are being drawn right now; retry in {seconds} s, or ask for `format: "svg"`, which is drawn at once.',
  'model.not-configured.none':
    "Model provider '{model}' is not configured on this server, and no model provider is. Omit `model` to get the built-in template narrative.",
  'model.not-configured.some':
    "Model provider '{model}' is not configured on this server; configured: {configured}. Use one of those or omit `model`.",
  'model.no-vision':
    'Image readings need a vision-capable model provider, and none is configured on this server (the operator sets OPENAI_API_KEY, or OPENAI_BASE_URL for a compatible server).',
  'model.no-narrative': 'The {provider} model returned no usable narrative; try again later',
  'model.no-reading': 'The {provider} model did not return a valid reading; try again later',
  'model.no-answer': 'The {provider} model returned no answer',
  'model.cancelled': 'The request to the {provider} model was cancelled',
  'model.timeout': 'The {provider} model did not answer in time',
  'model.unreachable': 'The {provider} model could not be reached',
  'model.rate-limited': 'The {provider} model is rate-limiting this server; try again later',
  'model.unavailable': 'The {provider} model is unavailable; try again later',
  'model.unreadable': 'The {provider} model returned an unreadable response',
  'image.empty': '`{field}` must be a non-empty base64 string',
  'image.mime': '`{field}` must be one of {allowed}',
  'image.base64':
    "`{field}` is not strict base64: use the standard alphabet (A-Z a-z 0-9 + /) with '=' padding, no whitespace and no data: prefix",
  'image.too-large': '`{field}` is {bytes} bytes decoded; the limit is {max} bytes (4 MiB)',
  'image.mismatch': '`{field}` holds {detected} data but `{mimeField}` says {declared}',
  'image.unknown-type': '`{field}` is not a JPEG, PNG or WebP image (its first bytes match no accepted signature)',
  'couple.forms':
    'Send exactly one form: form A (one photo of both people) = `image` + `mimeType`; form B (two portraits) = `imageA` + `mimeA` + `imageB` + `mimeB`.',
  'couple.both': 'Both couple-face forms were sent ({sent}). {@couple.forms}',
  'couple.none': 'No image was sent. {@couple.forms}',
  'couple.missing-a': 'Form A is missing {missing}. {@couple.forms}',
  'couple.missing-b': 'Form B is missing {missing}. {@couple.forms}',
  'prompt.unknown-argument': 'Unknown argument "{argument}" for prompt "{prompt}". Arguments: {arguments}.',
  'prompt.required': 'The argument "{argument}" is required for prompt "{prompt}".',
  'prompt.invalid': 'The argument "{argument}" must be {expected}.',
  'prompt.expect-date': 'a date as YYYY-MM-DD, e.g. 1990-05-15',
  'prompt.expect-time': 'a 24-hour local time as HH:MM, e.g. 14:30',
  'prompt.expect-city': 'a city name of at most {max} characters on one line',
  'prompt.expect-locale': 'one of {locales}',
}

export type MessageId = keyof typeof EN
export const MESSAGE_IDS = Object.keys(EN) as MessageId[]
type Table = Readonly<Record<MessageId, string>>

/** Messages other locales word without the English parameter text: a schema's description, a union's hint. */
const ZH: Table = {
  'request.invalid': '请求无效：{summary}{end}',
  'field.body': '请求体',
  'member.unknown.suggest': '{field} 不是允许的成员；你是不是想写 `{known}`？',
  'member.unknown': '{field} 不是允许的成员；请删除它（对照文档核对拼写）',
  'member.required': '缺少必填项 {field}',
  'value.format': '{field} 格式不对（示例：{example}）',
  'string.too-long': '{field} 太长：最多 {max} 个字符',
  'string.too-short': '{field} 太短：至少 {min} 个字符',
  'number.range': '{field} 超出范围：应在 {min} 到 {max} 之间',
  'value.one-of': '{field} 必须是以下之一：{literals}',
  'array.exact': '{field} 必须正好包含 {count} 项',
  'value.no-form': '{field} 不符合任何允许的形式',
  'value.type': '{field} 类型不对：应为{types}',
  'value.expected': '{field} 应为{type}',
  'value.invalid': '{field} 的值无效',
  'auth.key-needed': '此操作需要 API 密钥。',
  'quota.exceeded': '此账号今日 {limit} 次调用的额度已用完。请停止重试，等到下一个 UTC 日（{seconds} 秒后）。',
  'picture.busy': '当前正在绘制的 PNG 图片过多；请 {seconds} 秒后重试，或改用 `format: "svg"`（即时绘制）。',
  'model.not-configured.none': '本服务器没有配置模型提供方“{model}”，也没有配置任何模型提供方。省略 `model` 即可得到内置的模板叙述。',
  'model.not-configured.some': '本服务器没有配置模型提供方“{model}”；已配置：{configured}。请使用其中之一，或省略 `model`。',
  'model.no-vision':
    '照片解读需要支持图像的模型提供方，而本服务器没有配置（由运营者设置 OPENAI_API_KEY，或为兼容服务器设置 OPENAI_BASE_URL）。',
  'model.no-narrative': '{provider} 模型没有返回可用的叙述；请稍后重试',
  'model.no-reading': '{provider} 模型没有返回有效的解读；请稍后重试',
  'model.no-answer': '{provider} 模型没有返回答案',
  'model.cancelled': '对 {provider} 模型的请求已取消',
  'model.timeout': '{provider} 模型没有及时回答',
  'model.unreachable': '无法连接 {provider} 模型',
  'model.rate-limited': '{provider} 模型正在限制本服务器的请求频率；请稍后重试',
  'model.unavailable': '{provider} 模型暂时不可用；请稍后重试',
  'model.unreadable': '{provider} 模型返回了无法读取的答复',
  'image.empty': '`{field}` 必须是非空的 base64 字符串',
  'image.mime': '`{field}` 必须是以下之一：{allowed}',
  'image.base64': "`{field}` 不是严格的 base64：请使用标准字母表（A-Z a-z 0-9 + /）和 '=' 填充，不要有空白，也不要带 data: 前缀",
  'image.too-large': '`{field}` 解码后有 {bytes} 字节；上限为 {max} 字节（4 MiB）',
  'image.mismatch': '`{field}` 的数据是 {detected}，但 `{mimeField}` 写的是 {declared}',
  'image.unknown-type': '`{field}` 不是 JPEG、PNG 或 WebP 图片（开头的字节不符合任何可接受的格式）',
  'couple.forms':
    '只发送一种形式：形式 A（两人合照一张）= `image` + `mimeType`；形式 B（两张单人照）= `imageA` + `mimeA` + `imageB` + `mimeB`。',
  'couple.both': '两种夫妻相形式都发送了（{sent}）。{@couple.forms}',
  'couple.none': '没有发送图片。{@couple.forms}',
  'couple.missing-a': '形式 A 缺少 {missing}。{@couple.forms}',
  'couple.missing-b': '形式 B 缺少 {missing}。{@couple.forms}',
  'prompt.unknown-argument': '提示“{prompt}”没有参数“{argument}”。可用参数：{arguments}。',
  'prompt.required': '提示“{prompt}”需要参数“{argument}”。',
  'prompt.invalid': '参数“{argument}”应为{expected}。',
  'prompt.expect-date': 'YYYY-MM-DD 格式的日期，例如 1990-05-15',
  'prompt.expect-time': 'HH:MM 格式的 24 小时制当地时间，例如 14:30',
  'prompt.expect-city': '一行、最多 {max} 个字符的城市名',
  'prompt.expect-locale': '以下之一：{locales}',
}

const JA: Table = {
  'request.invalid': 'リクエストが正しくありません：{summary}{end}',
  'field.body': 'リクエスト本文',
  'member.unknown.suggest': '{field} は使えないメンバーです。`{known}` のことですか？',
  'member.unknown': '{field} は使えないメンバーです。削除してください（ドキュメントのメンバー名と綴りを確認してください）',
  'member.required': '{field} は必須です',
  'value.format': '{field} の形式が正しくありません（例：{example}）',
  'string.too-long': '{field} が長すぎます（最大 {max} 文字）',
  'string.too-short': '{field} が短すぎます（最低 {min} 文字）',
  'number.range': '{field} が範囲外です（{min}～{max} で指定してください）',
  'value.one-of': '{field} は {literals} のいずれかにしてください',
  'array.exact': '{field} はちょうど {count} 個の要素にしてください',
  'value.no-form': '{field} は許可されたどの形式にも当てはまりません',
  'value.type': '{field} の型が正しくありません（{types}）',
  'value.expected': '{field} は{type}にしてください',
  'value.invalid': '{field} の値が正しくありません',
  'auth.key-needed': 'この操作には API キーが必要です。',
  'quota.exceeded': 'このアカウントの 1 日の上限（{limit} 回）に達しました。次の UTC 日（{seconds} 秒後）まで再試行しないでください。',
  'picture.busy':
    '現在 PNG 画像の描画が混み合っています。{seconds} 秒後に再試行するか、すぐに描画される `format: "svg"` を指定してください。',
  'model.not-configured.none':
    'モデル提供元「{model}」はこのサーバーに設定されておらず、ほかの提供元も設定されていません。`model` を省略すると、組み込みのテンプレートの文章が返ります。',
  'model.not-configured.some':
    'モデル提供元「{model}」はこのサーバーに設定されていません。設定済み：{configured}。そのいずれかを使うか、`model` を省略してください。',
  'model.no-vision':
    '写真の読み解きには画像を扱えるモデル提供元が必要ですが、このサーバーには設定されていません（運営者が OPENAI_API_KEY、互換サーバーなら OPENAI_BASE_URL を設定します）。',
  'model.no-narrative': '{provider} のモデルから使える文章が返りませんでした。しばらくしてからもう一度お試しください',
  'model.no-reading': '{provider} のモデルから有効な読み解きが返りませんでした。しばらくしてからもう一度お試しください',
  'model.no-answer': '{provider} のモデルから回答がありませんでした',
  'model.cancelled': '{provider} のモデルへのリクエストは取り消されました',
  'model.timeout': '{provider} のモデルが時間内に応答しませんでした',
  'model.unreachable': '{provider} のモデルに接続できませんでした',
  'model.rate-limited': '{provider} のモデルがこのサーバーのリクエストを制限しています。しばらくしてからもう一度お試しください',
  'model.unavailable': '{provider} のモデルは現在利用できません。しばらくしてからもう一度お試しください',
  'model.unreadable': '{provider} のモデルから読み取れない応答が返りました',
  'image.empty': '`{field}` は空でない base64 文字列にしてください',
  'image.mime': '`{field}` は {allowed} のいずれかにしてください',
  'image.base64':
    "`{field}` は厳密な base64 ではありません。標準の文字（A-Z a-z 0-9 + /）と '=' のパディングを使い、空白や data: の接頭辞は付けないでください",
  'image.too-large': '`{field}` はデコード後 {bytes} バイトです。上限は {max} バイト（4 MiB）です',
  'image.mismatch': '`{field}` のデータは {detected} ですが、`{mimeField}` は {declared} になっています',
  'image.unknown-type': '`{field}` は JPEG、PNG、WebP のどの画像でもありません（先頭のバイトがどの形式にも一致しません）',
  'couple.forms':
    '形式はどちらか一つだけ送ってください。形式 A（二人一緒の写真 1 枚）= `image` + `mimeType`、形式 B（一人ずつの写真 2 枚）= `imageA` + `mimeA` + `imageB` + `mimeB`。',
  'couple.both': '夫婦相の二つの形式が両方とも送られました（{sent}）。{@couple.forms}',
  'couple.none': '画像が送られていません。{@couple.forms}',
  'couple.missing-a': '形式 A に {missing} がありません。{@couple.forms}',
  'couple.missing-b': '形式 B に {missing} がありません。{@couple.forms}',
  'prompt.unknown-argument': 'プロンプト「{prompt}」に引数「{argument}」はありません。引数：{arguments}。',
  'prompt.required': 'プロンプト「{prompt}」には引数「{argument}」が必要です。',
  'prompt.invalid': '引数「{argument}」は{expected}にしてください。',
  'prompt.expect-date': 'YYYY-MM-DD 形式の日付（例：1990-05-15）',
  'prompt.expect-time': 'HH:MM 形式の 24 時間制の現地時刻（例：14:30）',
  'prompt.expect-city': '1 行で {max} 文字以内の都市名',
  'prompt.expect-locale': '{locales} のいずれか',
}

const KO: Table = {
  'request.invalid': '잘못된 요청입니다: {summary}{end}',
  'field.body': '요청 본문',
  'member.unknown.suggest': '{field}은(는) 허용되지 않는 멤버입니다. `{known}`을(를) 뜻하셨나요?',
  'member.unknown': '{field}은(는) 허용되지 않는 멤버입니다. 삭제하세요(문서의 멤버 이름과 철자를 확인하세요)',
  'member.required': '{field}은(는) 필수입니다',
  'value.format': '{field}의 형식이 올바르지 않습니다(예: {example})',
  'string.too-long': '{field}이(가) 너무 깁니다(최대 {max}자)',
  'string.too-short': '{field}이(가) 너무 짧습니다(최소 {min}자)',
  'number.range': '{field}이(가) 범위를 벗어났습니다({min}~{max} 사이여야 합니다)',
  'value.one-of': '{field}은(는) {literals} 중 하나여야 합니다',
  'array.exact': '{field}에는 정확히 {count}개의 항목이 있어야 합니다',
  'value.no-form': '{field}이(가) 허용된 어떤 형식과도 맞지 않습니다',
  'value.type': '{field}의 타입이 올바르지 않습니다({types})',
  'value.expected': '{field}은(는) {type}이어야 합니다',
  'value.invalid': '{field}의 값이 올바르지 않습니다',
  'auth.key-needed': '이 작업에는 API 키가 필요합니다.',
  'quota.exceeded': '이 계정의 하루 한도({limit}회)에 도달했습니다. 다음 UTC 날짜({seconds}초 후)까지 다시 시도하지 마세요.',
  'picture.busy': '지금 그리는 PNG 그림이 너무 많습니다. {seconds}초 후에 다시 시도하거나, 바로 그려지는 `format: "svg"`를 요청하세요.',
  'model.not-configured.none':
    "모델 제공자 '{model}'은(는) 이 서버에 설정되어 있지 않으며, 설정된 제공자도 없습니다. `model`을 생략하면 내장 템플릿 글을 받습니다.",
  'model.not-configured.some':
    "모델 제공자 '{model}'은(는) 이 서버에 설정되어 있지 않습니다. 설정된 제공자: {configured}. 그중 하나를 쓰거나 `model`을 생략하세요.",
  'model.no-vision':
    '사진 풀이에는 이미지를 다룰 수 있는 모델 제공자가 필요하지만, 이 서버에는 설정되어 있지 않습니다(운영자가 OPENAI_API_KEY를, 호환 서버라면 OPENAI_BASE_URL을 설정합니다).',
  'model.no-narrative': '{provider} 모델이 쓸 수 있는 글을 돌려주지 않았습니다. 잠시 후 다시 시도하세요',
  'model.no-reading': '{provider} 모델이 올바른 풀이를 돌려주지 않았습니다. 잠시 후 다시 시도하세요',
  'model.no-answer': '{provider} 모델이 답을 돌려주지 않았습니다',
  'model.cancelled': '{provider} 모델에 보낸 요청이 취소되었습니다',
  'model.timeout': '{provider} 모델이 제시간에 응답하지 않았습니다',
  'model.unreachable': '{provider} 모델에 연결할 수 없습니다',
  'model.rate-limited': '{provider} 모델이 이 서버의 요청을 제한하고 있습니다. 잠시 후 다시 시도하세요',
  'model.unavailable': '{provider} 모델을 지금 사용할 수 없습니다. 잠시 후 다시 시도하세요',
  'model.unreadable': '{provider} 모델이 읽을 수 없는 응답을 보냈습니다',
  'image.empty': '`{field}`은(는) 비어 있지 않은 base64 문자열이어야 합니다',
  'image.mime': '`{field}`은(는) {allowed} 중 하나여야 합니다',
  'image.base64':
    "`{field}`은(는) 엄격한 base64가 아닙니다. 표준 문자(A-Z a-z 0-9 + /)와 '=' 패딩을 쓰고, 공백이나 data: 접두사는 넣지 마세요",
  'image.too-large': '`{field}`은(는) 디코딩하면 {bytes}바이트입니다. 한도는 {max}바이트(4 MiB)입니다',
  'image.mismatch': '`{field}`의 데이터는 {detected}인데 `{mimeField}`에는 {declared}(으)로 되어 있습니다',
  'image.unknown-type': '`{field}`은(는) JPEG, PNG, WebP 이미지가 아닙니다(앞부분 바이트가 허용된 형식과 맞지 않습니다)',
  'couple.forms':
    '한 가지 형식만 보내세요. 형식 A(두 사람이 함께 나온 사진 한 장) = `image` + `mimeType`, 형식 B(각자의 사진 두 장) = `imageA` + `mimeA` + `imageB` + `mimeB`.',
  'couple.both': '부부 관상의 두 형식이 모두 전송되었습니다({sent}). {@couple.forms}',
  'couple.none': '이미지가 전송되지 않았습니다. {@couple.forms}',
  'couple.missing-a': '형식 A에 {missing}이(가) 없습니다. {@couple.forms}',
  'couple.missing-b': '형식 B에 {missing}이(가) 없습니다. {@couple.forms}',
  'prompt.unknown-argument': '프롬프트 "{prompt}"에는 인수 "{argument}"이(가) 없습니다. 인수: {arguments}.',
  'prompt.required': '프롬프트 "{prompt}"에는 인수 "{argument}"이(가) 필요합니다.',
  'prompt.invalid': '인수 "{argument}"은(는) {expected}이어야 합니다.',
  'prompt.expect-date': 'YYYY-MM-DD 형식의 날짜(예: 1990-05-15)',
  'prompt.expect-time': 'HH:MM 형식의 24시간제 현지 시각(예: 14:30)',
  'prompt.expect-city': '한 줄, {max}자 이내의 도시 이름',
  'prompt.expect-locale': '{locales} 중 하나',
}

const VI: Table = {
  'request.invalid': 'Yêu cầu không hợp lệ: {summary}{end}',
  'field.body': 'phần thân yêu cầu',
  'member.unknown.suggest': '{field} không phải là thành phần được phép; có phải ý bạn là `{known}`?',
  'member.unknown': '{field} không phải là thành phần được phép; hãy bỏ nó đi (đối chiếu chính tả với các thành phần trong tài liệu)',
  'member.required': 'Thiếu {field} (bắt buộc)',
  'value.format': '{field} sai định dạng (ví dụ: {example})',
  'string.too-long': '{field} quá dài: tối đa {max} ký tự',
  'string.too-short': '{field} quá ngắn: ít nhất {min} ký tự',
  'number.range': '{field} nằm ngoài phạm vi: phải từ {min} đến {max}',
  'value.one-of': '{field} phải là một trong các giá trị {literals}',
  'array.exact': '{field} phải có đúng {count} phần tử',
  'value.no-form': '{field} không khớp với dạng nào được phép',
  'value.type': '{field} sai kiểu dữ liệu ({types})',
  'value.expected': '{field} phải là {type}',
  'value.invalid': 'Giá trị của {field} không hợp lệ',
  'auth.key-needed': 'Thao tác này cần khóa API.',
  'quota.exceeded':
    'Tài khoản này đã dùng hết giới hạn {limit} lượt gọi trong ngày. Đừng thử lại cho đến ngày UTC tiếp theo (sau {seconds} giây).',
  'picture.busy': 'Hiện có quá nhiều ảnh PNG đang được vẽ; hãy thử lại sau {seconds} giây, hoặc yêu cầu `format: "svg"` (vẽ ngay).',
  'model.not-configured.none':
    "Máy chủ này chưa cấu hình nhà cung cấp mô hình '{model}', và cũng không có nhà cung cấp nào. Hãy bỏ `model` để nhận bài luận mẫu có sẵn.",
  'model.not-configured.some':
    "Máy chủ này chưa cấu hình nhà cung cấp mô hình '{model}'; đã cấu hình: {configured}. Hãy dùng một trong số đó hoặc bỏ `model`.",
  'model.no-vision':
    'Xem ảnh cần một nhà cung cấp mô hình xử lý được hình ảnh, nhưng máy chủ này chưa cấu hình (người vận hành đặt OPENAI_API_KEY, hoặc OPENAI_BASE_URL cho máy chủ tương thích).',
  'model.no-narrative': 'Mô hình {provider} không trả về bài luận dùng được; hãy thử lại sau',
  'model.no-reading': 'Mô hình {provider} không trả về lời luận hợp lệ; hãy thử lại sau',
  'model.no-answer': 'Mô hình {provider} không trả lời',
  'model.cancelled': 'Yêu cầu gửi tới mô hình {provider} đã bị hủy',
  'model.timeout': 'Mô hình {provider} không trả lời kịp thời',
  'model.unreachable': 'Không kết nối được mô hình {provider}',
  'model.rate-limited': 'Mô hình {provider} đang giới hạn số yêu cầu của máy chủ này; hãy thử lại sau',
  'model.unavailable': 'Mô hình {provider} tạm thời không khả dụng; hãy thử lại sau',
  'model.unreadable': 'Mô hình {provider} trả về phản hồi không đọc được',
  'image.empty': '`{field}` phải là một chuỗi base64 không rỗng',
  'image.mime': '`{field}` phải là một trong các giá trị {allowed}',
  'image.base64':
    "`{field}` không phải base64 chuẩn: hãy dùng bảng chữ chuẩn (A-Z a-z 0-9 + /) với phần đệm '=', không có khoảng trắng và không có tiền tố data:",
  'image.too-large': '`{field}` sau khi giải mã có {bytes} byte; giới hạn là {max} byte (4 MiB)',
  'image.mismatch': '`{field}` chứa dữ liệu {detected} nhưng `{mimeField}` ghi là {declared}',
  'image.unknown-type': '`{field}` không phải ảnh JPEG, PNG hay WebP (các byte đầu không khớp định dạng nào được chấp nhận)',
  'couple.forms':
    'Chỉ gửi một dạng: dạng A (một ảnh chụp chung hai người) = `image` + `mimeType`; dạng B (hai ảnh chân dung) = `imageA` + `mimeA` + `imageB` + `mimeB`.',
  'couple.both': 'Đã gửi cả hai dạng ảnh đôi ({sent}). {@couple.forms}',
  'couple.none': 'Chưa gửi ảnh nào. {@couple.forms}',
  'couple.missing-a': 'Dạng A còn thiếu {missing}. {@couple.forms}',
  'couple.missing-b': 'Dạng B còn thiếu {missing}. {@couple.forms}',
  'prompt.unknown-argument': 'Lời nhắc "{prompt}" không có tham số "{argument}". Các tham số: {arguments}.',
  'prompt.required': 'Lời nhắc "{prompt}" cần tham số "{argument}".',
  'prompt.invalid': 'Tham số "{argument}" phải là {expected}.',
  'prompt.expect-date': 'một ngày dạng YYYY-MM-DD, ví dụ 1990-05-15',
  'prompt.expect-time': 'giờ địa phương dạng 24 giờ HH:MM, ví dụ 14:30',
  'prompt.expect-city': 'tên thành phố trên một dòng, tối đa {max} ký tự',
  'prompt.expect-locale': 'một trong các giá trị {locales}',
}

/** The messages in each locale (Taiwan's and Hong Kong's converted from the Simplified table on first use). */
const tableOf = sentenceTables<Table>({ en: EN, zh: ZH, ja: JA, ko: KO, vi: VI })

/** JSON types as each locale names them in a message (`value.type`, `value.expected`). */
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null'
const TYPE_NAMES: Record<Locale, Record<JsonType, string>> = {
  en: { string: 'string', number: 'number', integer: 'integer', boolean: 'boolean', object: 'object', array: 'array', null: 'null' },
  zh: { string: '字符串', number: '数字', integer: '整数', boolean: '布尔值', object: '对象', array: '数组', null: 'null' },
  'zh-TW': { string: '字串', number: '數字', integer: '整數', boolean: '布林值', object: '物件', array: '陣列', null: 'null' },
  'zh-HK': { string: '字串', number: '數字', integer: '整數', boolean: '布林值', object: '物件', array: '陣列', null: 'null' },
  ja: { string: '文字列', number: '数値', integer: '整数', boolean: '真偽値', object: 'オブジェクト', array: '配列', null: 'null' },
  ko: { string: '문자열', number: '숫자', integer: '정수', boolean: '불리언', object: '객체', array: '배열', null: 'null' },
  vi: {
    string: 'chuỗi',
    number: 'số',
    integer: 'số nguyên',
    boolean: 'giá trị đúng/sai',
    object: 'đối tượng',
    array: 'mảng',
    null: 'null',
  },
}

export const typeName = (type: JsonType, locale: Locale): string => TYPE_NAMES[locale][type]

/** How a locale joins the field messages of one error, and ends the sentence. */
export const SENTENCE: Record<Locale, { join: string; end: string }> = {
  en: { join: '; ', end: '.' },
  zh: { join: '；', end: '。' },
  'zh-TW': { join: '；', end: '。' },
  'zh-HK': { join: '；', end: '。' },
  ja: { join: '。', end: '。' },
  ko: { join: '; ', end: '.' },
  vi: { join: '; ', end: '.' },
}

export type MessageParams = Readonly<Record<string, string | number>>

/**
 * The message `id` in `locale`, its placeholders filled (a missing parameter stays visible as
 * `{name}`); `{@other-id}` is another message of the same table (a help text several messages end with).
 */
export function messageIn(locale: Locale, id: MessageId, params: MessageParams = {}): string {
  const table = tableOf(locale)
  const template = table[id].replace(/\{@([\w.-]+)\}/g, (whole, other: string) => (other in table ? table[other as MessageId] : whole))
  return fill(template, params)
}

/** An AppError whose message can be rendered again in the request's locale (`localizeError`). */
export function localizableError(code: ErrorCode, id: MessageId, params: MessageParams, details?: Record<string, unknown>): AppError {
  return new AppError(code, messageIn('en', id, params), details, { text: { id, params } })
}

/** The error with its message in `locale` when it carries a message id; as it is otherwise. */
export function localizeError(error: AppError, locale: Locale): AppError {
  if (!error.text || locale === 'en') return error
  return new AppError(error.code, messageIn(locale, error.text.id as MessageId, error.text.params), error.details, {
    cause: error.cause,
    text: error.text,
  })
}
