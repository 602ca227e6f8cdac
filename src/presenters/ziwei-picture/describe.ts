/**
 * The Zi Wei picture's text equivalent for screen readers (`<title>` and `<desc>`): the centre's
 * birth data, then each palace from 命宫 on with its stem and branch, stars, brightness and 四化,
 * its decade, and the current layers; the warnings' full messages last.
 */
import { BRANCHES, STEMS } from '../../core/bazi'
import type { ZiweiStar } from '../../core/ziwei'
import * as L from '../../core/ziwei/labels'
import { PICTURE_TEXT } from '../chart-picture/text'
import type { ZiweiPictureChart } from './chart'
import { centreTexts, sexLine, type CentreOptions } from './centre'
import type { MutagenCode } from './palace'
import { ZIWEI_PICTURE_TEXT } from './text'

export function describeZiwei(chart: ZiweiPictureChart, options: CentreOptions): { title: string; description: string } {
  const { locale } = options
  const words = ZIWEI_PICTURE_TEXT[locale]
  const separator = PICTURE_TEXT[locale].separator
  const name = (t: L.LabelTable, code: string) => L.nameOf(t, code, locale)
  const life = chart.palaces.find((p) => p.isLife)!
  const title = `${words.title}: ${name(L.PALACES, 'life')} ${STEMS[life.stem].zh}${BRANCHES[life.branch].zh}${separator}${sexLine(chart, options)}`
  const star = (t: L.LabelTable) => (s: ZiweiStar) =>
    [name(t, s.code), s.brightness && name(L.BRIGHTNESS, s.brightness), s.mutagen && words.mutagen[s.mutagen as MutagenCode]]
      .filter(Boolean)
      .join(' ')
  const start = chart.palaces.indexOf(life)
  const palaces = chart.palaces.map((_, i) => {
    const p = chart.palaces[(start + i) % 12]
    const stars = [
      ...p.major.map(star(L.MAJOR_STARS)),
      ...p.minor.map(star(L.MINOR_STARS)),
      ...p.adjective.map((c) => name(L.ADJECTIVE_STARS, c)),
    ]
    const marks = [p.isBody ? words.body : null, p.decade ? `${p.decade.from}–${p.decade.to}` : null].filter(Boolean)
    return `${name(L.PALACES, p.palace)} ${STEMS[p.stem].zh}${BRANCHES[p.branch].zh}${marks.length ? ` (${marks.join(', ')})` : ''}: ${stars.join(', ')}`
  })
  const l = chart.layers
  const layerLine = (label: string, layer: { palace: string; mutagens: { mutagen: string; star: string }[] }) =>
    `${label}: ${name(L.PALACES, layer.palace)}; ${layer.mutagens.map((m) => `${words.mutagen[m.mutagen as MutagenCode]} ${name(L.starTableOf(m.star), m.star)}`).join(', ')}`
  const layers = l
    ? [
        ...(l.decade ? [layerLine(`${words.decade} ${l.decade.from}–${l.decade.to}`, l.decade)] : []),
        layerLine(`${words.year} ${l.readingDate.slice(0, 4)}`, l.year),
      ]
    : []
  const centre = centreTexts(chart, options)
    .slice(1, -1)
    .map(([value]) => value)
  const warnings = chart.warnings.map((w) => `${PICTURE_TEXT[locale].warnings}: ${w.message}`)
  return { title, description: [title, ...centre, ...palaces, ...layers, ...warnings].join('\n') }
}
