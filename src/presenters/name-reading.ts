/**
 * The facts of a name reading as the narrator receives them: the counts, grids, 三才 and birth fit,
 * never the name itself (a name is personal data: it goes to no model provider and no log). What is
 * derived from it does go: each character's stroke count and, in the Korean school, each syllable's
 * initial consonant: counts and initials, not the characters, which the reading's grids and sound
 * elements are made of.
 */
import type { NameReading } from '../core/names/analyze'

export const nameFacts = (r: NameReading) => ({
  school: r.school.code,
  characters: r.characters.map((c) => ({ part: c.part, strokes: c.strokes, rule: c.rule, element: c.element.code })),
  grids: r.grids.map((g) => ({
    grid: g.code,
    number: g.number,
    reading: g.reading,
    element: g.element.code,
    grade: g.grade.code,
    meaning: g.meaning,
    fortune: g.fortune.code,
  })),
  ...(r.sancai && {
    sancai: {
      heaven: r.sancai.heaven.code,
      person: r.sancai.person.code,
      earth: r.sancai.earth.code,
      verdict: r.sancai.verdict.code,
      reason: r.sancai.reason,
    },
  }),
  ...(r.soundElements && { soundElements: r.soundElements.syllables.map((s) => ({ initial: s.initial, element: s.element.code })) }),
  ...(r.birth && {
    birth: {
      dayMaster: r.birth.dayMaster.stem,
      strength: r.birth.strength,
      favourable: r.birth.favourable.map((e) => e.code),
      items: r.birth.items.map((i) => ({ element: i.element.code, group: i.group.code, fit: i.fit.code })),
    },
  }),
})
