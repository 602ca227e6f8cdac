/**
 * The narrative seam between the readings and the model providers. Operations compute the facts
 * (pure core) and an embedded template narrative in both languages, then ask the `Narrator` for a
 * narrative: with no provider configured it returns the template (`source: 'template'`); with one it
 * asks the model to narrate the facts, never to calculate them.
 */
import type { ModelProviderName } from '../contracts/common'
import type { Bilingual, Locale } from '../core/types'
import type { ImageReader } from './image-reader'
import type { RetentionLog } from './retention'

export type NarrativeKind = 'daily' | 'kids' | 'compatibility' | 'number-energy' | 'tarot'

export interface NarrativeRequest {
  kind: NarrativeKind
  locale: Locale
  /** Provider asked for by the request; omitted = first configured provider, else the template. */
  model?: ModelProviderName
  /** The computed facts to narrate (JSON-serialisable). Prompts are pure functions of these. */
  facts: unknown
  /** The user's own question (tarot), passed to the model but never stored or logged. */
  question?: string
  /** The embedded template narrative, written from the same facts in both languages. */
  template: Bilingual
  /**
   * The caller's key id (the platform's identifier, never the secret), for the opt-in retention log
   * only (`READINGS_LOG_FILE`); omitted = the reading is not retained.
   */
  keyId?: string
}

type NarrativeSource = 'template' | ModelProviderName

export interface Narrative {
  text: string
  locale: Locale
  source: NarrativeSource
  /** The provider's model id when a model wrote the text. */
  model?: string
}

interface BilingualNarrative extends Bilingual {
  source: NarrativeSource
  model?: string
}

export interface Narrator {
  /** A narrative in `request.locale`. */
  narrate(request: NarrativeRequest, signal?: AbortSignal): Promise<Narrative>
  /** A narrative in both languages (tarot's `interpretation.en` / `interpretation.zh`). */
  narrateBoth(request: NarrativeRequest, signal?: AbortSignal): Promise<BilingualNarrative>
  /**
   * Face, aura and couple-face readings by the vision model (src/ai/image-readings.ts). Absent (the
   * template narrator) or `available: false` = no vision provider: the operations answer 503.
   */
  readonly images?: ImageReader
}

/** The narrator used when no provider is configured: returns the template, labelled as such. */
export const templateNarrator: Narrator = {
  async narrate(request) {
    return { text: request.template[request.locale], locale: request.locale, source: 'template' }
  },
  async narrateBoth(request) {
    return { en: request.template.en, zh: request.template.zh, source: 'template' }
  },
}

/** Construction options shared by the narrator and the image reader (tests inject these). */
export interface AiOptions {
  /** Injected fetch for the provider clients; default: the runtime's. */
  fetch?: typeof fetch
  /** Retention log; default: from `config.retention` (off when absent). */
  retention?: RetentionLog
}
