/** The narrative of a reading, as the readings ask for it. Not a capability: operations import it. */
import type { BilingualNarrative, Narrative, NarrativeRequest } from '../../ai/types'
import type { Locale } from '../../core/types'
import type { OperationContext } from '../../pipeline/define'

/** Asks the request's narrator for a narrative in `locale` (the model only when the request named one). */
export function narrateReading(
  ctx: OperationContext,
  { kind, locale, model, facts, template }: Pick<NarrativeRequest, 'kind' | 'locale' | 'model' | 'facts' | 'template'>,
): Promise<Narrative> {
  return ctx.narrator.narrate({ kind, locale, ...(model ? { model } : {}), facts, template }, ctx.signal)
}

/**
 * A reading's result, with a narrative added when the request asked for one (`wanted`). The facts and
 * template are built only then.
 */
export async function withOptionalNarrative<T extends object>(
  ctx: OperationContext,
  wanted: boolean,
  result: T,
  request: () => Pick<NarrativeRequest, 'kind' | 'locale' | 'model' | 'facts' | 'template'>,
): Promise<T | (T & { narrative: Narrative })> {
  if (!wanted) return result
  return { ...result, narrative: await narrateReading(ctx, request()) }
}

/**
 * The `interpretation` of a bilingual reading (the tarot, one card or three; the fortune sticks): the
 * English and Chinese texts, the request's own locale beside them when it is neither, the source and
 * the model that wrote them.
 */
export function interpretationOf(narrative: BilingualNarrative, locale: Locale) {
  const own = locale === 'en' || locale === 'zh' ? undefined : locale
  const inLocale = own ? narrative[own] : undefined
  return {
    en: narrative.en,
    zh: narrative.zh,
    ...(own && inLocale !== undefined ? { [own]: inLocale } : {}),
    source: narrative.source,
    ...(narrative.model ? { model: narrative.model } : {}),
  }
}

/** Asks the request's narrator for a bilingual reading (the model only when the request named one) and shapes its `interpretation`. */
export async function narrateBilingualReading(
  ctx: OperationContext,
  {
    kind,
    locale,
    model,
    facts,
    question,
    template,
  }: Pick<NarrativeRequest, 'kind' | 'locale' | 'model' | 'facts' | 'question' | 'template'>,
): Promise<ReturnType<typeof interpretationOf>> {
  const narrative = await ctx.narrator.narrateBoth(
    { kind, locale, ...(model ? { model } : {}), facts, ...(question !== undefined ? { question } : {}), template },
    ctx.signal,
  )
  return interpretationOf(narrative, locale)
}
