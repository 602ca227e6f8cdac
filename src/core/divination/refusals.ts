/** What the divination area refuses in a request, in every locale (the schema refuses the rest). */
import { sentences } from '../sentence'

export const divinationRefusals = sentences({
  'stick.with-confirm': {
    en: '`stick` fixes a slip the client drew and confirmed itself: send it with `confirm: "none"` or leave `confirm` out.',
    zh: '`stick` 表示由客户端自行抽签并确认的签号：请同时发送 `confirm: "none"`，或不发送 `confirm`。',
    ja: '`stick` はクライアントが自分で引いて確認した籤を指定します。`confirm: "none"` と一緒に送るか、`confirm` を省いてください。',
    ko: '`stick`은 클라이언트가 직접 뽑고 확인한 제비를 지정합니다. `confirm: "none"`과 함께 보내거나 `confirm`을 빼세요.',
    vi: '`stick` chỉ định thẻ do ứng dụng khách tự rút và xác nhận: hãy gửi kèm `confirm: "none"` hoặc bỏ `confirm`.',
  },
})
