/**
 * The picture's text equivalent for screen readers (`<title>` and `<desc>`): the same facts the
 * drawing shows, in the request locale, with the warnings' full messages.
 */
import { ELEMENTS, type ChartResult } from '../../core/bazi'
import type { Locale } from '../../core/types'
import { elementName, placeNameOf, POSITIONS, verdictFigures, type CurrentYear } from './context'
import { fillIn, PICTURE_TEXT } from './text'

export function describeChart(chart: ChartResult, locale: Locale, year: CurrentYear): { title: string; description: string } {
  const words = PICTURE_TEXT[locale]
  const { pillars } = chart.chart
  const sex = chart.luck?.sex ?? 'unknown'
  const ganzhi = POSITIONS.map((p) => pillars[p]?.ganzhi ?? '??').join(' ')
  const title = `${words.title}: ${ganzhi}${words.separator}${words.sex[sex]}`
  const columns = POSITIONS.map((position) => {
    const pillar = pillars[position]
    if (!pillar) return `${words.columns[position]}: ${words.hourUnknown}`
    const tenGod = position === 'day' ? words.dayMaster[sex] : pillar.stem.tenGod.name
    const hidden = pillar.branch.hiddenStems.map((h) => `${h.char} ${h.tenGod.name}`).join(', ')
    return `${words.columns[position]}: ${pillar.ganzhi} (${pillar.stem.element.name}, ${pillar.branch.element.name}); ${words.rows.tenGod} ${tenGod}; ${words.rows.hidden} ${hidden}; ${words.rows.stage} ${pillar.growthStage.dayMaster.name}; ${words.rows.nayin} ${pillar.nayin.name}; ${words.rows.void} ${pillar.voidBranches.join('')}${pillar.shensha.length ? `; ${words.rows.shensha} ${pillar.shensha.map((s) => s.name).join(', ')}` : ''}`
  })
  const { elements, strength } = chart.chart
  const balance = `${words.elements}: ${ELEMENTS.map((e) => `${elementName(e, locale)} ${elements.visible[e]}`).join(', ')}; ${fillIn(words.strength, { verdict: strength.verdictTerm.name })} (${verdictFigures(strength)}: ${ELEMENTS.map((e) => `${elementName(e, locale)} ${strength.weights[e]}`).join(', ')})`
  const luck = chart.luck ? `${words.luck}: ${luckLine(chart)}` : words.noLuck
  const lines = [
    title,
    `${fillIn(words.born, { date: chart.time.civil.replace('T', ' ') })}${chart.location.name ? `, ${placeNameOf({ chart, locale })}` : ''}`,
    ...columns,
    balance,
    luck,
    `${fillIn(words.thisYear, { year: year.year })}: ${year.ganzhi} ${year.tenGod}`,
    ...chart.warnings.map((w) => `${words.warnings}: ${w.message}`),
  ]
  return { title, description: lines.join('\n') }
}

function luckLine(chart: ChartResult): string {
  return chart.luck!.pillars.map((p) => `${p.ganzhi} ${p.startAge} (${p.startYear})`).join(', ')
}
