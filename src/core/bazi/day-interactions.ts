/**
 * A day's stem and branch against the natal pillars: the interactions (刑冲合害破, interactions.ts)
 * that involve the day. One computation for the chart's daily block and for daily guidance.
 */
import { branchInteractions, stemInteractions, type Interaction } from './interactions'
import type { PillarPosition } from './shensha'

export type DayMember = PillarPosition | 'today'

/** A natal pillar as stem and branch indices. */
export interface NatalStemBranch {
  position: PillarPosition
  stem: number
  branch: number
}

const involvesToday = (i: Interaction<DayMember>) => i.members.includes('today')

/** Stem and branch interactions of the day with the natal pillars, only those involving the day. */
export function dayInteractions(
  natal: readonly NatalStemBranch[],
  dayStem: number,
  dayBranch: number,
): { stems: Interaction<DayMember>[]; branches: Interaction<DayMember>[] } {
  const stems = stemInteractions<DayMember>([...natal.map((p) => ({ label: p.position, stem: p.stem })), { label: 'today', stem: dayStem }])
  const branches = branchInteractions<DayMember>([
    ...natal.map((p) => ({ label: p.position, branch: p.branch })),
    { label: 'today', branch: dayBranch },
  ])
  return { stems: stems.filter(involvesToday), branches: branches.filter(involvesToday) }
}
