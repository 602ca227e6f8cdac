/**
 * The name's elements against a birth chart (docs/domain.md, "Name analysis: with a birth"): the
 * grid elements (三才's three and the total; the Korean four grids) and each character's element
 * (by its stroke count's last digit, the rule of the grids) are set against the chart's favourable
 * elements (the chart's strength rule, docs/domain.md, "Chart attributes"), each with the ten-god group it
 * is to the day master, so the reason is in the chart's own terms.
 */
import { AppError, isAppError } from '../errors'
import { calculateChart, controls, elementName, generates, glossary, stemOf, type ChartResult, type Element } from '../bazi'
import { PUNCTUATION } from '../sentence'
import type { Locale } from '../types'
import type { ElementView, GridView, NameBirth, NameCharacter } from './types'
import { nameTerm, termName } from './terms'
import { NAME_TEXTS } from './texts'

type Group = 'companion' | 'output' | 'wealth' | 'officer' | 'resource'

/** The ten-god group an element is to the day master's element. */
function groupOf(dayMaster: Element, element: Element): Group {
  if (element === dayMaster) return 'companion'
  if (generates(element) === dayMaster) return 'resource'
  if (generates(dayMaster) === element) return 'output'
  if (controls(dayMaster) === element) return 'wealth'
  return 'officer'
}

/** One part of the name against the chart: a grid (by its reading) or a character (by its strokes). */
interface BirthItem {
  grid: { code: GridView['code']; name: string; reading: number } | null
  character: { form: string; strokes: number } | null
  element: ElementView
  group: { code: Group; name: string }
  fit: { code: 'favourable' | 'unfavourable'; name: string }
  reason: string
}

export interface BirthComparison {
  dayMaster: { stem: string; element: ElementView }
  strength: string
  favourable: ElementView[]
  unfavourable: ElementView[]
  chartReason: string
  items: BirthItem[]
  favourableCount: number
  summary: string
}

/** Grids read against the chart: 三才's three and the total (five grids) or the four Korean grids. */
const READ_GRIDS = new Set(['heaven', 'person', 'earth', 'total', 'won', 'hyeong', 'i', 'jeong'])

/** The chart of the birth, any input error named under `birth.`. */
function chartOf(birth: NameBirth, locale: Locale): ChartResult {
  try {
    return calculateChart({ ...birth, locale, includeDaily: false })
  } catch (e) {
    if (!isAppError(e)) throw e
    const field = typeof e.details?.field === 'string' ? `birth.${e.details.field}` : 'birth'
    throw new AppError(e.code, e.message, { ...e.details, field }, { cause: e })
  }
}

export function compareWithBirth(
  birth: NameBirth,
  locale: Locale,
  grids: readonly GridView[],
  characters: readonly NameCharacter[],
): BirthComparison {
  const { chart } = chartOf(birth, locale)
  const dm = stemOf(chart.dayMaster)!.element
  const favourable = new Set(chart.strength.favourableElements)
  const element = (e: Element) => ({ code: e, name: elementName(e, locale) })
  const item = (what: Pick<BirthItem, 'grid' | 'character'>, e: Element): BirthItem => {
    const group = groupOf(dm, e)
    const fit = favourable.has(e) ? 'favourable' : 'unfavourable'
    const groupName = glossary.TEN_GOD_GROUPS[group].names[locale]
    const reason = NAME_TEXTS.text(locale, 'birthItem', {
      element: elementName(e, locale),
      group: groupName,
      dm: chart.dayMaster,
      fit: termName('fit', fit, locale),
    })
    return { ...what, element: element(e), group: { code: group, name: groupName }, fit: nameTerm('fit', fit, locale), reason }
  }
  const items = [
    ...grids
      .filter((g) => READ_GRIDS.has(g.code))
      .map((g) => item({ grid: { code: g.code, name: g.name, reading: g.reading }, character: null }, g.element.code)),
    ...characters.map((c) => item({ grid: null, character: { form: c.form, strokes: c.strokes } }, c.element.code)),
  ]
  const favourableCount = items.filter((i) => i.fit.code === 'favourable').length
  const favourableNames = PUNCTUATION[locale].list(chart.strength.favourableElements.map((e) => elementName(e, locale)))
  return {
    dayMaster: { stem: chart.dayMaster, element: element(dm) },
    strength: chart.strength.verdictTerm.name,
    favourable: chart.strength.favourableElements.map(element),
    unfavourable: chart.strength.unfavourableElements.map(element),
    chartReason: chart.strength.reason,
    items,
    favourableCount,
    summary: NAME_TEXTS.text(locale, 'birthSummary', { favourable: favourableNames, count: items.length, fits: favourableCount }),
  }
}
