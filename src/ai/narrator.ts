/**
 * The narrator: picks a provider for each request and asks it to narrate the computed facts.
 * - `model` omitted: the first configured provider (openai, then deepseek); none configured: the
 *   embedded template (`source: 'template'`).
 * - `model` given but not configured: 400 MODEL_NOT_CONFIGURED naming the configured providers.
 * - Provider failures are AppErrors (503 MODEL_UNAVAILABLE or 500 INTERNAL, see openai-provider.ts);
 *   the platform refunds the call's quota on any 5xx.
 * - An empty answer or a safety refusal is invalid output: asked once more, then 503.
 */
import { AppError } from '../core/errors'
import { localizableError, messageIn } from '../core/messages'
import type { Locale } from '../core/types'
import type { AiConfig } from '../config/ai'
import { createImageReader } from './image-readings'
import { createProviders, type OpenAIChatProvider } from './openai-provider'
import { narrativePrompt } from './prompts'
import { createRetentionLog } from './retention'
import { inForeignScript } from './scripts'
import type { ModelProviderName } from '../contracts/common'
import { type AiOptions, type Narrative, type NarrationObserver, type NarrativeRequest, type Narrator, templateNarrator } from './types'

/**
 * The provider for a request's `model`: the named one, or the first configured when omitted
 * (undefined = none configured, use the template). Throws 400 MODEL_NOT_CONFIGURED for a named
 * provider this server has no configuration for, worded in `locale`.
 */
export function resolveProvider<P extends { name: ModelProviderName }>(
  providers: readonly P[],
  model: ModelProviderName | undefined,
  locale: Locale = 'en',
): P | undefined {
  if (model === undefined) return providers[0]
  const provider = providers.find((p) => p.name === model)
  if (provider) return provider
  const configured = providers.map((p) => p.name)
  const message =
    configured.length === 0
      ? messageIn(locale, 'model.not-configured.none', { model })
      : messageIn(locale, 'model.not-configured.some', { model, configured: configured.join(', ') })
  throw new AppError('MODEL_NOT_CONFIGURED', message, {
    field: 'model',
    requested: model,
    configured,
    ...(configured.length === 0 ? { whenOmitted: 'template' } : { whenOmitted: configured[0] }),
  })
}

const invalidOutput = (provider: ModelProviderName) =>
  localizableError('MODEL_UNAVAILABLE', 'model.no-narrative', { provider }, { provider, reason: 'INVALID_OUTPUT' })

/**
 * Hands a model's text on piece by piece as `text.trim()` will read it: whitespace at the start is
 * dropped and whitespace is held back until more text follows it, so the pieces joined are exactly
 * the narrative's text (the whitespace `\s` matches is the whitespace `trim` removes).
 */
function trimmedRelay(emit: (piece: string) => void): (piece: string) => void {
  let started = false
  let held = ''
  return (piece) => {
    let rest = piece
    if (!started) {
      rest = rest.replace(/^\s+/, '')
      if (!rest) return
      started = true
    }
    const trailing = /\s+$/.exec(rest)
    const body = trailing ? rest.slice(0, trailing.index) : rest
    if (!body) {
      held += rest
      return
    }
    emit(held + body)
    held = trailing ? trailing[0] : ''
  }
}

async function generateText(
  provider: OpenAIChatProvider,
  request: NarrativeRequest,
  locale: Locale,
  signal?: AbortSignal,
  observer?: NarrationObserver,
): Promise<{ text: string; model: string }> {
  const prompt = narrativePrompt(request, locale)
  // One retry on invalid output (empty text, safety refusal, a script the language does not write:
  // Chinese characters in an English narrative, which the house rules forbid outside fields meant
  // for characters, hanja in Korean, kana outside Japanese); transport retries are the SDK's.
  // The text is streamed: an observer sees it as it is written, and a retry voids what it saw.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt > 0) observer?.restart(locale)
    const relay = trimmedRelay((piece) => observer?.text(piece, locale))
    const result = await provider.stream({ model: provider.config.model, ...prompt }, relay, signal)
    const text = result.content?.trim()
    if (text && !result.refusal && !inForeignScript(text, locale)) return { text, model: result.model || provider.config.model }
  }
  throw invalidOutput(provider.name)
}

/**
 * The narrator for a config. It also carries the image reader (`images`), so the platform needs one
 * object for the whole AI seam: `createNarrator(parseAiConfig(config.env))`.
 */
export function createNarrator(config: AiConfig, options: AiOptions = {}): Narrator {
  const providers = createProviders(config, options)
  const retention = options.retention ?? createRetentionLog(config.retention)
  options = { ...options, retention }

  const retain = async (request: NarrativeRequest, provider: ModelProviderName, model: string, locale: string, output: unknown) => {
    if (!retention.enabled || !request.keyId) return
    await retention.record({
      keyId: request.keyId,
      kind: request.kind,
      locale,
      provider,
      model,
      input: { facts: request.facts, ...(request.question !== undefined ? { question: request.question } : {}) },
      output,
    })
  }

  return {
    images: createImageReader(config, options),

    async narrate(request, signal, observer): Promise<Narrative> {
      const provider = resolveProvider(providers, request.model, request.locale)
      if (!provider) return templateNarrator.narrate(request, signal, observer)
      observer?.begun()
      const { text, model } = await generateText(provider, request, request.locale, signal, observer)
      await retain(request, provider.name, model, request.locale, text)
      return { text, locale: request.locale, source: provider.name, model }
    },

    async narrateBoth(request, signal, observer) {
      const provider = resolveProvider(providers, request.model, request.locale)
      if (!provider) return templateNarrator.narrateBoth(request, signal, observer)
      observer?.begun()
      // Independent single-language calls: each prompt holds one language's rules, which keeps the
      // English free of Chinese characters better than asking for several at once. A request in a
      // third locale gets its own text beside the contract's two.
      const own = request.locale === 'en' || request.locale === 'zh' ? null : request.locale
      // When one text fails the answer has failed: the others are stopped rather than left running for nobody.
      const siblings = new AbortController()
      const each = signal ? AbortSignal.any([signal, siblings.signal]) : siblings.signal
      const [en, zh, third] = await Promise.all([
        generateText(provider, request, 'en', each, observer),
        generateText(provider, request, 'zh', each, observer),
        own ? generateText(provider, request, own, each, observer) : null,
      ]).catch((error: unknown) => {
        siblings.abort()
        throw error
      })
      const texts = { en: en.text, zh: zh.text, ...(own && third ? { [own]: third.text } : {}) }
      await retain(request, provider.name, en.model, own ? `en+zh+${own}` : 'en+zh', texts)
      return { ...texts, source: provider.name, model: en.model }
    },
  }
}

/**
 * The narrator as seen by one keyed request: every narrative request and image reading carries the
 * caller's key id, which only the opt-in retention log uses. The platform wraps per call:
 * `narrator: principal ? narratorForKey(deps.narrator, principal.keyId) : deps.narrator`.
 */
export function narratorForKey(narrator: Narrator, keyId: string): Narrator {
  const images = narrator.images
  return {
    narrate: (request, signal, observer) => narrator.narrate({ ...request, keyId }, signal, observer),
    narrateBoth: (request, signal, observer) => narrator.narrateBoth({ ...request, keyId }, signal, observer),
    ...(images
      ? {
          images: {
            available: images.available,
            face: (image, locale, context) => images.face(image, locale, { ...context, keyId }),
            aura: (image, locale, context) => images.aura(image, locale, { ...context, keyId }),
            coupleFace: (input, locale, context) => images.coupleFace(input, locale, { ...context, keyId }),
          },
        }
      : {}),
  }
}
