/** What the readings area refuses in a request, in every locale (the schema refuses the rest). */
import { sentences } from '../sentence'

export const readingRefusals = sentences({
  'cards.duplicate': {
    en: '`cards` must name three different cards; card {cardId} appears more than once.',
    zh: '`cards` 必须是三张不同的牌；第 {cardId} 号牌出现了不止一次。',
    ja: '`cards` には異なる三枚のカードを指定してください。カード {cardId} が重複しています。',
    ko: '`cards`에는 서로 다른 카드 세 장을 지정해야 합니다. 카드 {cardId} 번이 두 번 이상 나옵니다.',
    vi: '`cards` phải gồm ba lá bài khác nhau; lá {cardId} xuất hiện nhiều hơn một lần.',
  },
})
