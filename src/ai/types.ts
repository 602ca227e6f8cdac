/**
 * The narrative seam between the readings and the model providers. Operations compute the facts
 * (pure core) and an embedded template narrative in both languages, then ask the `Narrator` for a
 * narrative: with no provider configured it returns the template (`source: 'template'`); with one it
 * asks the model to narrate the facts, never to calculate them.
 */
import type { ModelProviderName } from '../contracts/common'
import type { Localized } from '../core/locale'
import type { Bilingual, Locale } from '../core/types'
import type { ImageReader } from './image-reader'
import type { RetentionLog } from './retention'

export type NarrativeKind =
  | 'daily'
  | 'yearly'
  | 'kids'
  | 'compatibility'
  | 'number-energy'
  | 'name'
  | 'tarot'
  | 'tarot-spread'
  | 'fortune-stick'

export interface NarrativeRequest {
  kind: NarrativeKind
  locale: Locale
  /** Provider asked for by the request; omitted = first configured provider, else the template. */
  model?: ModelProviderName
  /** The computed facts to narrate (JSON-serialisable). Prompts are pure functions of these. */
  facts: unknown
  /** The user's own question (tarot), passed to the model but never stored or logged. */
  question?: string
  /** The embedded template narrative, written from the same facts: English and Chinese, and the request's locale. */
  template: TemplateNarrative
  /**
   * The caller's key id (the platform's identifier, never the secret), for the opt-in retention log
   * only (`READINGS_LOG_FILE`); omitted = the reading is not retained.
   */
  keyId?: string
}

/**
 * A template narrative: English and Simplified Chinese always (tarot's contract shows both), and
 * each other locale the reading writes. A locale the reading has not written yet is answered in
 * English (`templateText`), never in a machine conversion made per request.
 */
export type TemplateNarrative = Bilingual & Partial<Localized>

/** The template's text in `locale`, English when the reading has none in it. */
export const templateText = (template: TemplateNarrative, locale: Locale): string => template[locale] ?? template.en

type NarrativeSource = 'template' | ModelProviderName

export interface Narrative {
  text: string
  locale: Locale
  source: NarrativeSource
  /** The provider's model id when a model wrote the text. */
  model?: string
}

/** Tarot's interpretation: English and Chinese (the contract), and the request's locale beside them when it is another. */
export type BilingualNarrative = Bilingual &
  Partial<Localized> & {
    source: NarrativeSource
    model?: string
  }

export interface Narrator {
  /** A narrative in `request.locale`. */
  narrate(request: NarrativeRequest, signal?: AbortSignal): Promise<Narrative>
  /**
   * A narrative in English and Chinese (tarot's `interpretation.en` / `interpretation.zh`), and in
   * `request.locale` as well when it is neither (`narrative[request.locale]`).
   */
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
    return { text: templateText(request.template, request.locale), locale: request.locale, source: 'template' }
  },
  async narrateBoth(request) {
    const { locale, template } = request
    const own = locale === 'en' || locale === 'zh' ? {} : { [locale]: templateText(template, locale) }
    return { en: template.en, zh: template.zh, ...own, source: 'template' }
  },
}

/** Construction options shared by the narrator and the image reader (tests inject these). */
export interface AiOptions {
  /** Injected fetch for the provider clients; default: the runtime's. */
  fetch?: typeof fetch
  /** Retention log; default: from `config.retention` (off when absent). */
  retention?: RetentionLog
}
