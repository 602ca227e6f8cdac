/** The narrative of a reading, as the readings ask for it. Not a capability: operations import it. */
import type { BilingualNarrative, Narrative, NarrativeRequest } from '../../ai/types'
import type { Locale } from '../../core/types'
import type { OperationContext } from '../../pipeline/define'

type ReadingNarrativeRequest = Pick<NarrativeRequest, 'kind' | 'locale' | 'model' | 'facts' | 'template'>

/** Asks the request's narrator for a narrative in `locale` (the model only when the request named one). */
function narrateReading(ctx: OperationContext, { kind, locale, model, facts, template }: ReadingNarrativeRequest): Promise<Narrative> {
  return ctx.narrator.narrate({ kind, locale, ...(model ? { model } : {}), facts, template }, ctx.signal)
}

/**
 * A reading's answer around its narrative, which is what lets the reading stream. `compose(narrative)`
 * shapes the whole answer; `compose(undefined)` shapes it without its narrative member, and is
 * handed at once to a caller who follows the answer as it is made (`ctx.partial`: a streamed REST
 * answer's `result` event), before the narrative is asked for. `compose` is pure: a followed call
 * runs it twice, and the whole answer is the same as without streaming.
 */
export async function answerWithNarrative<N, A>(
  ctx: OperationContext,
  narrate: () => Promise<N>,
  compose: (narrative: N | undefined) => A,
): Promise<A> {
  ctx.partial?.(compose(undefined))
  return compose(await narrate())
}

/** `answerWithNarrative` for a reading with one narrative in the request's locale (`narrative`). */
export const narratedAnswer = <A>(
  ctx: OperationContext,
  request: ReadingNarrativeRequest,
  compose: (narrative: Narrative | undefined) => A,
): Promise<A> => answerWithNarrative(ctx, () => narrateReading(ctx, request), compose)

/**
 * A reading's answer, `shape(result)` (the result itself when no `shape` is given), with `narrative`
 * added to the result when the request asked for one (`wanted`); the facts and template are built
 * only then. Shaping here rather than after is what lets the answer stream: its part without the
 * narrative is shaped and sent before the model is asked.
 */
export async function withOptionalNarrative<T extends object, A = T | (T & { narrative: Narrative })>(
  ctx: OperationContext,
  wanted: boolean,
  result: T,
  request: () => ReadingNarrativeRequest,
  shape: (body: T | (T & { narrative: Narrative })) => A = (body) => body as A,
): Promise<A> {
  if (!wanted) return shape(result)
  return narratedAnswer(ctx, request(), (narrative) => shape(narrative ? { ...result, narrative } : result))
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

/**
 * `answerWithNarrative` for a bilingual reading: `compose(interpretation)` is the whole answer;
 * `compose(undefined)` the answer without it (an `interpretation: undefined` member is left out of
 * the JSON), sent at once to a streaming caller.
 */
export const interpretedAnswer = <A>(
  ctx: OperationContext,
  request: Parameters<typeof narrateBilingualReading>[1],
  compose: (interpretation: ReturnType<typeof interpretationOf> | undefined) => A,
): Promise<A> => answerWithNarrative(ctx, () => narrateBilingualReading(ctx, request), compose)
