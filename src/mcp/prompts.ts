/**
 * The MCP prompts: the common asks a person picks from an assistant's prompt menu ("read my chart",
 * "today for me", "are we compatible"), each a user message that names the tool to call with the
 * details the person gave. A prompt is offered where its tool is served (the same connector split as
 * the tools), so a prompt never points the model at a tool it cannot reach.
 *
 * Prompt arguments are strings (MCP 2025-11-25, Prompts): each is checked here with the same
 * patterns as the tools' arguments, so a bad date is refused with a clear message before a model
 * sees it. Every prompt takes `locale` (`en` or `zh`, the service's locales): the message is written
 * in it and asks the tool for answers in it. Titles carry both languages, since the list itself has
 * no locale.
 */
import { ProtocolError, ProtocolErrorCode, type GetPromptResult, type Prompt } from '@modelcontextprotocol/server'
import type { Locale } from '../core/types'
import { inLocale } from '../core/locale'
import type { Connector } from '../pipeline/define'

type Args = Record<string, string | undefined>

interface PromptEntry {
  connector: Connector
  definition: Prompt
  /** The user message, from arguments already checked. */
  text: (args: Args, locale: Locale) => string
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const MAX_CITY_LENGTH = 100

/** How each argument is checked, by the suffix of its name. */
const ARGUMENT_RULES: { suffix: string; valid: (value: string) => boolean; expected: string }[] = [
  { suffix: 'birth_date', valid: (v) => DATE.test(v), expected: 'a date as YYYY-MM-DD, e.g. 1990-05-15' },
  { suffix: 'birth_time', valid: (v) => TIME.test(v), expected: 'a 24-hour local time as HH:MM, e.g. 14:30' },
  // A city name only: no line breaks, so an argument cannot add lines of its own to the prompt.
  {
    suffix: 'birth_city',
    valid: (v) => v.trim().length > 0 && v.length <= MAX_CITY_LENGTH && !/[\p{Cc}]/u.test(v),
    expected: `a city name of at most ${MAX_CITY_LENGTH} characters on one line`,
  },
  { suffix: 'locale', valid: (v) => v === 'en' || v === 'zh', expected: '"en" or "zh"' },
]

const birthArguments = (prefix: string, whose: string) => [
  { name: `${prefix}birth_date`, description: `${whose} birth date, YYYY-MM-DD`, required: true },
  { name: `${prefix}birth_time`, description: `${whose} birth time, HH:MM local (leave out if unknown)` },
  { name: `${prefix}birth_city`, description: `${whose} birth city (leave out if unknown)` },
]
const LOCALE_ARGUMENT = { name: 'locale', description: 'en (default) or zh: the language of the reading' }

/** "born on D at T in C", leaving out what was not given, in the locale. */
function birthPhrase(args: Args, prefix: string, locale: Locale): string {
  const date = args[`${prefix}birth_date`]!
  const time = args[`${prefix}birth_time`]
  const city = args[`${prefix}birth_city`]?.trim()
  if (locale === 'zh') return `${date}${time ? ` ${time}` : '（时辰不详）'}${city ? `，出生地${city}` : '（出生地不详）'}`
  return `${date}${time ? ` at ${time}` : ' (time unknown)'}${city ? ` in ${city}` : ' (place unknown)'}`
}

const NO_GUESSING = {
  en: 'Leave out any detail I did not give instead of guessing it, and pass on the warnings the result carries.',
  zh: '我没给的信息请留空，不要猜测；结果里的提醒请转告我。',
}

/** The instruction to call the tool; in Chinese it also asks for the tool's answer in Chinese. */
const toolCall = (tool: string, locale: Locale, en = '', zh = '') =>
  inLocale(locale, `Use the ${tool} tool with these details${en}.`, `请用 ${tool} 工具（locale 设为 "zh"${zh}）。`)

const PROMPTS: PromptEntry[] = [
  {
    connector: 'public',
    definition: {
      name: 'read_my_chart',
      title: 'Read my chart (看我的八字)',
      description: 'A reading of your Bazi chart from your birth details.',
      arguments: [...birthArguments('', 'Your'), LOCALE_ARGUMENT],
    },
    text: (args, locale) =>
      inLocale(
        locale,
        `Read my Bazi chart. I was born on ${birthPhrase(args, '', locale)}. ${toolCall('calculate_bazi_chart', locale)} Then explain in plain words my day master, the balance of the five elements and my current luck pillar. ${NO_GUESSING.en}`,
        `请解读我的八字命盘。我出生于${birthPhrase(args, '', locale)}。${toolCall('calculate_bazi_chart', locale)}然后用通俗的话讲讲我的日主、五行强弱和当前大运。${NO_GUESSING.zh}`,
      ),
  },
  {
    connector: 'public',
    definition: {
      name: 'today_for_me',
      title: 'Today for me (我的今日运势)',
      description: "Today's guidance for you: the day's pillar against your chart.",
      arguments: [...birthArguments('', 'Your'), LOCALE_ARGUMENT],
    },
    text: (args, locale) =>
      inLocale(
        locale,
        `What does today hold for me? I was born on ${birthPhrase(args, '', locale)}. ${toolCall('get_daily_bazi_guidance', locale)} Then tell me briefly what suits today, what to avoid and my lucky elements. ${NO_GUESSING.en}`,
        `我今天运势如何？我出生于${birthPhrase(args, '', locale)}。${toolCall('get_daily_bazi_guidance', locale)}然后简要告诉我今天宜做什么、忌做什么，以及对我有利的五行。${NO_GUESSING.zh}`,
      ),
  },
  {
    connector: 'readings',
    definition: {
      name: 'are_we_compatible',
      title: 'Are we compatible? (我们合不合)',
      description: 'How two charts match: yours and another person’s.',
      arguments: [...birthArguments('my_', 'Your'), ...birthArguments('their_', 'The other person’s'), LOCALE_ARGUMENT],
    },
    text: (args, locale) =>
      inLocale(
        locale,
        `Are we compatible? I was born on ${birthPhrase(args, 'my_', locale)}; the other person was born on ${birthPhrase(args, 'their_', locale)}. ${toolCall('calculate_bazi_compatibility', locale, ', me as person1')} Then explain where our charts support each other and where they clash. ${NO_GUESSING.en}`,
        `我们八字合不合？我出生于${birthPhrase(args, 'my_', locale)}；对方出生于${birthPhrase(args, 'their_', locale)}。${toolCall('calculate_bazi_compatibility', locale, '', '，我是 person1')}然后讲讲我们的命盘哪里相生相助、哪里相冲相克。${NO_GUESSING.zh}`,
      ),
  },
]

/** Checks a prompts/get request's arguments against the prompt's list; the first problem throws. */
function checkArguments(prompt: Prompt, args: Args, requestId: string): void {
  const declared = new Set((prompt.arguments ?? []).map((a) => a.name))
  const refuse = (argument: string, message: string) => {
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, message, { code: 'INVALID_REQUEST', details: { argument }, requestId })
  }
  for (const name of Object.keys(args)) {
    if (!declared.has(name))
      refuse(name, `Unknown argument "${name.slice(0, 40)}" for prompt "${prompt.name}". Arguments: ${[...declared].join(', ')}.`)
  }
  for (const argument of prompt.arguments ?? []) {
    const value = args[argument.name]
    if (value === undefined || value === '') {
      if (argument.required) refuse(argument.name, `The argument "${argument.name}" is required for prompt "${prompt.name}".`)
      continue
    }
    const rule = ARGUMENT_RULES.find((r) => argument.name.endsWith(r.suffix))!
    if (!rule.valid(value)) refuse(argument.name, `The argument "${argument.name}" must be ${rule.expected}.`)
  }
}

/**
 * The prompts of the given connectors: the list, and the handler of prompts/get. `whereServed` says
 * where a prompt of another connector is offered, for the answer to a request for it.
 */
export function promptsOf(connectors: readonly Connector[], whereServed: (connector: Connector) => string) {
  const entries = PROMPTS.filter((p) => connectors.includes(p.connector))
  const elsewhere = new Map(PROMPTS.filter((p) => !connectors.includes(p.connector)).map((p) => [p.definition.name, p.connector]))
  const byName = new Map(entries.map((e) => [e.definition.name, e]))
  const prompts = entries.map((e) => e.definition)
  const get = (name: string, rawArgs: Record<string, string> | undefined, requestId: string): GetPromptResult => {
    const entry = byName.get(name)
    if (!entry) {
      const connector = elsewhere.get(name)
      const here = `Prompts here: ${prompts.map((p) => p.name).join(', ')}.`
      const message = connector
        ? `The prompt "${name}" is not offered here: it is ${whereServed(connector)}. ${here}`
        : `Unknown prompt "${name.slice(0, 60)}". ${here}`
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, message, { code: 'NOT_FOUND', requestId })
    }
    // Empty strings count as left out: hosts send a form's empty fields that way.
    const args: Args = Object.fromEntries(Object.entries(rawArgs ?? {}).filter(([, v]) => v !== ''))
    checkArguments(entry.definition, args, requestId)
    const locale: Locale = args.locale === 'zh' ? 'zh' : 'en'
    return {
      description: entry.definition.description,
      messages: [{ role: 'user', content: { type: 'text', text: entry.text(args, locale) } }],
    }
  }
  return { prompts, get }
}
