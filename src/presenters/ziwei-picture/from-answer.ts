/**
 * The picture's chart from the answer of `calculate_ziwei_chart` with `detail: "full"` (the REST body
 * of src/presenters/ziwei.ts): labels back to their codes, stems and branches back to their indices.
 * The MCP Apps view draws from it; it reads only the stem and branch tables.
 */
import { BRANCHES, SIXTY_CYCLE, STEMS } from '../../core/bazi'
import type { WarningCode, ZiHourRule } from '../../core/types'
import type { ZiweiLayer } from '../../core/ziwei'
import type { ziweiForRest } from '../ziwei'
import type { ZiweiPictureChart } from './chart'

export type ZiweiFullAnswer = ReturnType<typeof ziweiForRest>
type AnswerLayer = NonNullable<ZiweiFullAnswer['layers']>['year']

const stemOf = (char: string) => STEMS.findIndex((s) => s.zh === char)
const branchOf = (char: string) => BRANCHES.findIndex((b) => b.zh === char)
const cycleOf = (ganzhi: string) => SIXTY_CYCLE.indexOf(ganzhi)
const codeOf = (label: { code: string } | null) => (label ? label.code : null)

const layerOf = (l: AnswerLayer): ZiweiLayer => ({
  branch: branchOf(l.branch),
  palace: l.palace.code,
  cycle: cycleOf(l.ganzhi),
  mutagens: l.mutagens.map((m) => ({ mutagen: m.mutagen.code, star: m.star.code })),
})

export function pictureChartOfAnswer(answer: ZiweiFullAnswer): ZiweiPictureChart {
  const { chart, layers } = answer
  const star = (s: ZiweiFullAnswer['chart']['palaces'][number]['majorStars'][number]) => ({
    code: s.code,
    brightness: codeOf(s.brightness),
    mutagen: codeOf(s.mutagen),
  })
  return {
    palaces: chart.palaces.map((p) => ({
      palace: p.name.code,
      stem: stemOf(p.ganzhi[0]),
      branch: branchOf(p.ganzhi[1]),
      isLife: p.isLife,
      isBody: p.isBody,
      major: p.majorStars.map(star),
      minor: p.minorStars.map(star),
      adjective: p.adjectiveStars.map((a) => a.code),
      lifeStage: codeOf(p.lifeStage),
      boshi: codeOf(p.boshi),
      jiangqian: p.jiangqian.code,
      suiqian: p.suiqian.code,
      decade: p.decade,
    })),
    layers: layers && {
      readingDate: layers.readingDate,
      nominalAge: layers.nominalAge,
      decade: layers.decade && {
        ...layerOf(layers.decade),
        from: layers.decade.from,
        to: layers.decade.to,
        childhood: layers.decade.childhood,
      },
      year: layerOf(layers.year),
      month: layerOf(layers.month),
      day: layerOf(layers.day),
    },
    hourBranch: branchOf(chart.hourBranch),
    yearCycle: cycleOf(chart.year.ganzhi),
    bureau: chart.bureau.code,
    lifeMaster: chart.lifeMaster.code,
    bodyMaster: chart.bodyMaster.code,
    lunarDateName: chart.lunarDate.name,
    warnings: answer.warnings.map((w) => ({ code: w.code as WarningCode, message: w.message })),
    birth: { time: answer.time, location: answer.location, ziHour: answer.conventions.ziHour as ZiHourRule },
  }
}
