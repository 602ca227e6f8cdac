/**
 * The sentences of name analysis in every locale (the 三才 reason, the birth comparison, the template
 * narrative), written with `core/sentence.ts`: by hand in en, zh, ja, ko and vi, zh-TW and zh-HK
 * converted from zh once. Refusals are in `refusals.ts`.
 */
import { sentences } from '../sentence'

export const NAME_TEXTS = sentences({
  sancai: {
    en: 'Heaven {he} to person {pe}: {r1} ({p1}); person {pe} to earth {ee}: {r2} ({p2}); {points} in all: {verdict}.',
    zh: '天格{he}与人格{pe}：{r1}（{p1}）；人格{pe}与地格{ee}：{r2}（{p2}）；合计{points}，{verdict}。',
    ja: '天格{he}と人格{pe}：{r1}（{p1}）、人格{pe}と地格{ee}：{r2}（{p2}）、計{points}で{verdict}。',
    ko: '천격 {he|과/와} 인격 {pe}: {r1}({p1}), 인격 {pe|과/와} 지격 {ee}: {r2}({p2}), 합계 {points}: {verdict}.',
    vi: 'Thiên cách {he} với nhân cách {pe}: {r1} ({p1}); nhân cách {pe} với địa cách {ee}: {r2} ({p2}); tổng {points}: {verdict}.',
  },
  birthItem: {
    en: '{element}, {group} to the day master {dm}: {fit}.',
    zh: '属{element}，为日主{dm}的{group}：{fit}。',
    ja: '{element}、日主{dm}から見て{group}：{fit}。',
    ko: '{element}, 일간 {dm}의 {group}: {fit}.',
    vi: 'Thuộc {element}, là {group} của nhật chủ {dm}: {fit}.',
  },
  birthSummary: {
    en: 'Favourable elements of this chart: {favourable}. Of the {count} parts of the name read, {fits} are favourable.',
    zh: '此命盘的喜用五行：{favourable}。姓名所读{count}项中，{fits}项为喜用。',
    ja: 'この命式の喜神：{favourable}。姓名の{count}項目のうち{fits}項目が喜神です。',
    ko: '이 명식의 희신: {favourable}. 이름에서 읽은 {count}항목 중 {fits}항목이 희신입니다.',
    vi: 'Ngũ hành hỷ dụng của lá số: {favourable}. Trong {count} phần của tên được đọc, {fits} phần là hỷ dụng.',
  },
  narrative: {
    en: '{mainGrid} {main} ({mainElement}, {mainGrade}), {mainMeaning}. {totalGrid} {total} ({totalGrade}), {totalMeaning}.',
    zh: '{mainGrid}{main}（{mainElement}，{mainGrade}），{mainMeaning}。{totalGrid}{total}（{totalGrade}），{totalMeaning}。',
    ja: '{mainGrid}{main}（{mainElement}、{mainGrade}）は{mainMeaning}。{totalGrid}{total}（{totalGrade}）は{totalMeaning}。',
    ko: '{mainGrid} {main}({mainElement}, {mainGrade}), {mainMeaning}. {totalGrid} {total}({totalGrade}), {totalMeaning}.',
    vi: '{mainGrid} {main} ({mainElement}, {mainGrade}), {mainMeaning}. {totalGrid} {total} ({totalGrade}), {totalMeaning}.',
  },
  narrativeSancai: {
    en: 'Three talents {he}, {pe}, {ee}: {verdict}.',
    zh: '三才{he}、{pe}、{ee}：{verdict}。',
    ja: '三才{he}・{pe}・{ee}は{verdict}。',
    ko: '삼재 {he}·{pe}·{ee}: {verdict}.',
    vi: 'Tam tài {he}, {pe}, {ee}: {verdict}.',
  },
  narrativeBirth: {
    en: 'With the birth chart: {fits} of {count} parts favourable.',
    zh: '对照命盘：{count}项中{fits}项为喜用。',
    ja: '命式と照らすと{count}項目中{fits}項目が喜神です。',
    ko: '명식과 견주면 {count}항목 중 {fits}항목이 희신입니다.',
    vi: 'Đối chiếu lá số: {fits} trên {count} phần là hỷ dụng.',
  },
})
