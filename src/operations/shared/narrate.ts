/** The narrative of a reading, as the readings ask for it. Not a capability: operations import it. */
import type { Narrative, NarrativeRequest } from '../../ai/types'
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
