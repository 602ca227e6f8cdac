/**
 * The template narrative of a name reading (used when no model is asked for or configured), written
 * from the reading's codes and numbers in English, Chinese and the request's locale.
 */
import { elementName } from '../bazi'
import type { Localized } from '../locale'
import type { Bilingual, Locale } from '../types'
import type { NameReading } from './analyze'
import { meaningOfNumber } from './numbers'
import { termName } from './terms'
import { NAME_TEXTS } from './texts'
import { PUNCTUATION } from '../sentence'

function narrativeIn(r: NameReading, locale: Locale): string {
  // The main grid: 人格 in the five-grid schools, 형격 in the Korean one; the total: 总格 or 정격.
  const main = r.grids.find((g) => g.code === 'person' || g.code === 'hyeong')!
  const total = r.grids.find((g) => g.code === 'total' || g.code === 'jeong')!
  const parts = [
    NAME_TEXTS.text(locale, 'narrative', {
      mainGrid: termName('grid', main.code, locale),
      main: main.reading,
      mainElement: elementName(main.element.code, locale),
      mainGrade: termName('grade', main.grade.code, locale),
      mainMeaning: meaningOfNumber(main.reading, locale),
      totalGrid: termName('grid', total.code, locale),
      total: total.reading,
      totalGrade: termName('grade', total.grade.code, locale),
      totalMeaning: meaningOfNumber(total.reading, locale),
    }),
  ]
  if (r.sancai) {
    parts.push(
      NAME_TEXTS.text(locale, 'narrativeSancai', {
        he: elementName(r.sancai.heaven.code, locale),
        pe: elementName(r.sancai.person.code, locale),
        ee: elementName(r.sancai.earth.code, locale),
        verdict: termName('verdict', r.sancai.verdict.code, locale),
      }),
    )
  }
  if (r.birth) parts.push(NAME_TEXTS.text(locale, 'narrativeBirth', { fits: r.birth.favourableCount, count: r.birth.items.length }))
  return parts.join(PUNCTUATION[locale].sentenceGap)
}

/** The template narrative: English and Chinese always, and the request's locale. */
export function nameTemplateNarrative(r: NameReading, locale: Locale): Bilingual & Partial<Localized> {
  return { en: narrativeIn(r, 'en'), zh: narrativeIn(r, 'zh'), [locale]: narrativeIn(r, locale) }
}
