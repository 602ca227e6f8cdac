/** What the yearly outlook refuses in a request, in every locale (the schema refuses the rest). */
import { sentences } from '../sentence'

export const yearlyRefusals = sentences({
  'year.before-birth': {
    en: '`year` {year} is before the birth year {birthYear}: ask for {birthYear} or a later year.',
    zh: '所问年份 {year} 早于出生年份 {birthYear}：请改为 {birthYear} 或之后的年份。',
    ja: '指定の年 {year} は生まれ年 {birthYear} より前です。{birthYear} 以降の年を指定してください。',
    ko: '요청한 연도 {year}: 출생 연도 {birthYear}보다 앞선 해입니다. {birthYear} 이후의 연도를 지정하세요.',
    vi: 'Năm {year} trước năm sinh {birthYear}: hãy chọn năm {birthYear} hoặc muộn hơn.',
  },
})
