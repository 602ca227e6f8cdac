/**
 * 三才 (天·人·地): the elements of the 天格, 人格 and 地格, and a verdict by this project's stated rule
 * (docs/domain.md, "Name analysis: 三才"). The 人格 is the centre; each neighbour scores by how it
 * stands to it in the five-element cycle: it generates the 人格 (supported) +2, the same element
 * (in step) +1, the 人格 generates it (giving) +1, the 人格 controls it (controlling) −1, it controls
 * the 人格 (controlled) −2. Sum of the two: 3 or more excellent, 1-2 good, 0 even, below 0 poor.
 * Every one of the 125 combinations has its verdict by this rule (no table with gaps).
 */
import { controls, generates, type Element } from '../bazi'
import type { SancaiRelation, SancaiVerdict } from './terms'

/** Points of the 人格 to each neighbour by their relation, summed for the 三才 verdict and shown in its reason. */
export const SANCAI_POINTS: Readonly<Record<SancaiRelation, number>> = { supported: 2, same: 1, giving: 1, controlling: -1, controlled: -2 }

/** How the 人格 (`centre`) stands to a neighbour. */
function relationTo(centre: Element, neighbour: Element): SancaiRelation {
  if (neighbour === centre) return 'same'
  if (generates(neighbour) === centre) return 'supported'
  if (generates(centre) === neighbour) return 'giving'
  if (controls(centre) === neighbour) return 'controlling'
  return 'controlled'
}

export interface Sancai {
  heaven: Element
  person: Element
  earth: Element
  /** 天格 to 人格, then 人格 to 地格 (both from the 人格's side). */
  relations: { heaven: SancaiRelation; earth: SancaiRelation }
  points: number
  verdict: SancaiVerdict
}

export function sancaiOf(heaven: Element, person: Element, earth: Element): Sancai {
  const relations = { heaven: relationTo(person, heaven), earth: relationTo(person, earth) }
  const points = SANCAI_POINTS[relations.heaven] + SANCAI_POINTS[relations.earth]
  const verdict: SancaiVerdict = points >= 3 ? 'excellent' : points >= 1 ? 'good' : points === 0 ? 'even' : 'poor'
  return { heaven, person, earth, relations, points, verdict }
}
