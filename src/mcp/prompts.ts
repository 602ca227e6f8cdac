/**
 * The MCP prompts: the common asks a person picks from an assistant's prompt menu ("read my chart",
 * "today for me", "are we compatible"), each a user message that names the tool to call with the
 * details the person gave. A prompt is offered where its tool is served (the same connector split as
 * the tools), so a prompt never points the model at a tool it cannot reach.
 *
 * Prompt arguments are strings (MCP 2025-11-25, Prompts): each is checked here with the same
 * patterns as the tools' arguments, so a bad date is refused with a clear message before a model
 * sees it. Every prompt takes `locale` (the service's seven locales, and the tags accepted as the
 * same): the message is written in it and asks the tool for answers in it. Titles carry English and
 * Chinese, since the list itself has no locale (and stays one list, within its token budget).
 *
 * The messages are written per locale (`WORDS`), not converted: a message holds the person's own
 * date and city, so a conversion would run per request; the Taiwan and Hong Kong texts use 沖/剋
 * and Hong Kong's 裏 as those standards write them.
 */
import { ProtocolError, ProtocolErrorCode, type GetPromptResult, type Prompt } from '@modelcontextprotocol/server'
import type { Locale } from '../core/types'
import { LOCALES, localeOfTag } from '../core/locale'
import { messageIn } from '../core/messages'
import type { Connector } from '../pipeline/define'
import { DatePattern, MAX_CITY_LENGTH, TimePattern } from '../contracts/common'

type Args = Record<string, string | undefined>

interface PromptEntry {
  connector: Connector
  definition: Prompt
  /** The user message, from arguments already checked. */
  text: (args: Args, locale: Locale) => string
}

// The tools' own argument patterns (contracts/common.ts), so a prompt refuses what the tool would.
const DATE = new RegExp(DatePattern)
const TIME = new RegExp(TimePattern)

/** How each argument is checked, by the suffix of its name; `expected` says what it must be, in the locale. */
const ARGUMENT_RULES: { suffix: string; valid: (value: string) => boolean; expected: (locale: Locale) => string }[] = [
  { suffix: 'birth_date', valid: (v) => DATE.test(v), expected: (l) => messageIn(l, 'prompt.expect-date') },
  { suffix: 'birth_time', valid: (v) => TIME.test(v), expected: (l) => messageIn(l, 'prompt.expect-time') },
  // A city name only: no line breaks, so an argument cannot add lines of its own to the prompt.
  {
    suffix: 'birth_city',
    valid: (v) => v.trim().length > 0 && v.length <= MAX_CITY_LENGTH && !/[\p{Cc}]/u.test(v),
    expected: (l) => messageIn(l, 'prompt.expect-city', { max: MAX_CITY_LENGTH }),
  },
  {
    suffix: 'locale',
    valid: (v) => localeOfTag(v) !== undefined,
    expected: (l) => messageIn(l, 'prompt.expect-locale', { locales: LOCALES.map((locale) => `"${locale}"`).join(', ') }),
  },
]

const birthArguments = (prefix: string, whose: string) => [
  { name: `${prefix}birth_date`, description: `${whose} birth date, YYYY-MM-DD`, required: true },
  { name: `${prefix}birth_time`, description: `${whose} birth time, HH:MM local (leave out if unknown)` },
  { name: `${prefix}birth_city`, description: `${whose} birth city (leave out if unknown)` },
]
const LOCALE_ARGUMENT = { name: 'locale', description: 'Language of the reading: en (default), zh, zh-TW, zh-HK, ja, ko, vi' }

interface Birth {
  date: string
  time?: string
  city?: string
}

/** The words of the prompts in one language. `call` is the instruction to call the tool (it names the locale). */
interface Words {
  /** "born on D at T in C", leaving out what was not given. */
  birth: (b: Birth) => string
  noGuessing: string
  call: (tool: string, person1: boolean) => string
  readChart: (birth: string, call: string) => string
  today: (birth: string, call: string) => string
  compatible: (mine: string, theirs: string, call: string) => string
}

const zhTraditional = (locale: 'zh-TW' | 'zh-HK', where: string): Words => ({
  birth: ({ date, time, city }) => `${date}${time ? ` ${time}` : '（時辰不詳）'}${city ? `，出生地${city}` : '（出生地不詳）'}`,
  noGuessing: `我沒給的資料請留空，不要猜測；結果${where === '哪裏' ? '裏' : '裡'}的提醒請轉告我。`,
  call: (tool, person1) => `請用 ${tool} 工具（locale 設為 "${locale}"${person1 ? '，我是 person1' : ''}）。`,
  readChart: (b, call) => `請解讀我的八字命盤。我出生於${b}。${call}然後用淺白的話講講我的日主、五行強弱和目前的大運。`,
  today: (b, call) => `我今天運勢如何？我出生於${b}。${call}然後簡要告訴我今天宜做什麼、忌做什麼，以及對我有利的五行。`,
  compatible: (m, th, call) =>
    `我們八字合不合？我出生於${m}；對方出生於${th}。${call}然後講講我們的命盤${where}相生相助、${where}相沖相剋。`,
})

/** The messages in every locale; English and Chinese as they always were. */
const WORDS: Record<Locale, Words> = {
  en: {
    birth: ({ date, time, city }) => `${date}${time ? ` at ${time}` : ' (time unknown)'}${city ? ` in ${city}` : ' (place unknown)'}`,
    noGuessing: 'Leave out any detail I did not give instead of guessing it, and pass on the warnings the result carries.',
    call: (tool, person1) => `Use the ${tool} tool with these details${person1 ? ', me as person1' : ''}.`,
    readChart: (b, call) =>
      `Read my Bazi chart. I was born on ${b}. ${call} Then explain in plain words my day master, the balance of the five elements and my current luck pillar.`,
    today: (b, call) =>
      `What does today hold for me? I was born on ${b}. ${call} Then tell me briefly what suits today, what to avoid and my lucky elements.`,
    compatible: (m, th, call) =>
      `Are we compatible? I was born on ${m}; the other person was born on ${th}. ${call} Then explain where our charts support each other and where they clash.`,
  },
  zh: {
    birth: ({ date, time, city }) => `${date}${time ? ` ${time}` : '（时辰不详）'}${city ? `，出生地${city}` : '（出生地不详）'}`,
    noGuessing: '我没给的信息请留空，不要猜测；结果里的提醒请转告我。',
    call: (tool, person1) => `请用 ${tool} 工具（locale 设为 "zh"${person1 ? '，我是 person1' : ''}）。`,
    readChart: (b, call) => `请解读我的八字命盘。我出生于${b}。${call}然后用通俗的话讲讲我的日主、五行强弱和当前大运。`,
    today: (b, call) => `我今天运势如何？我出生于${b}。${call}然后简要告诉我今天宜做什么、忌做什么，以及对我有利的五行。`,
    compatible: (m, th, call) => `我们八字合不合？我出生于${m}；对方出生于${th}。${call}然后讲讲我们的命盘哪里相生相助、哪里相冲相克。`,
  },
  'zh-TW': zhTraditional('zh-TW', '哪裡'),
  'zh-HK': zhTraditional('zh-HK', '哪裏'),
  ja: {
    birth: ({ date, time, city }) => `${date}${time ? ` ${time}` : '（時刻不明）'}${city ? `、出生地は${city}` : '（出生地不明）'}`,
    noGuessing: '私が伝えていない情報は推測せずに空けておき、結果にある注意事項は私に伝えてください。',
    call: (tool, person1) => `${tool} ツールを使ってください（locale は "ja"${person1 ? '、私が person1' : ''}）。`,
    readChart: (b, call) =>
      `私の命式を読んでください。生まれは${b}です。${call}そのうえで、日主（日干）、五行のバランス、今の大運をわかりやすく説明してください。`,
    today: (b, call) =>
      `今日の私の運勢はどうですか？生まれは${b}です。${call}そのうえで、今日向いていること、避けたいこと、私に有利な五行を手短に教えてください。`,
    compatible: (m, th, call) =>
      `私たちの相性はどうですか？私の生まれは${m}、相手の生まれは${th}です。${call}そのうえで、二人の命式が助け合うところとぶつかり合うところを説明してください。`,
  },
  ko: {
    birth: ({ date, time, city }) => `${date}${time ? ` ${time}` : '(태어난 시각 모름)'}${city ? `, 출생지 ${city}` : '(출생지 모름)'}`,
    noGuessing: '제가 알려 주지 않은 정보는 추측하지 말고 비워 두고, 결과에 있는 주의 사항은 저에게 전해 주세요.',
    call: (tool, person1) => `${tool} 도구를 사용해 주세요(locale은 "ko"${person1 ? ', 제가 person1' : ''}).`,
    readChart: (b, call) =>
      `제 사주를 풀이해 주세요. 제 출생 정보는 ${b}입니다. ${call} 그다음 제 일간, 오행의 균형, 지금의 대운을 쉬운 말로 설명해 주세요.`,
    today: (b, call) =>
      `오늘 제 운세는 어떤가요? 제 출생 정보는 ${b}입니다. ${call} 그다음 오늘 하기 좋은 일, 피할 일, 제게 이로운 오행을 짧게 알려 주세요.`,
    compatible: (m, th, call) =>
      `우리 궁합은 어떤가요? 제 출생 정보는 ${m}, 상대의 출생 정보는 ${th}입니다. ${call} 그다음 두 사주가 서로 돕는 부분과 부딪히는 부분을 설명해 주세요.`,
  },
  vi: {
    birth: ({ date, time, city }) =>
      `${date}${time ? ` lúc ${time}` : ' (không rõ giờ sinh)'}${city ? ` tại ${city}` : ' (không rõ nơi sinh)'}`,
    noGuessing: 'Thông tin nào tôi chưa cho thì để trống, đừng đoán; hãy chuyển lại cho tôi các cảnh báo có trong kết quả.',
    call: (tool, person1) => `Hãy dùng công cụ ${tool} với các thông tin này (locale là "vi"${person1 ? ', tôi là person1' : ''}).`,
    readChart: (b, call) =>
      `Hãy luận lá số Tứ Trụ của tôi. Tôi sinh ngày ${b}. ${call} Sau đó giải thích bằng lời dễ hiểu về nhật chủ, sự cân bằng ngũ hành và đại vận hiện tại của tôi.`,
    today: (b, call) =>
      `Hôm nay của tôi thế nào? Tôi sinh ngày ${b}. ${call} Sau đó cho tôi biết ngắn gọn hôm nay nên làm gì, nên tránh gì và ngũ hành nào có lợi cho tôi.`,
    compatible: (m, th, call) =>
      `Chúng tôi có hợp nhau không? Tôi sinh ngày ${m}; người kia sinh ngày ${th}. ${call} Sau đó giải thích lá số của hai chúng tôi tương sinh, nâng đỡ nhau ở đâu và xung khắc ở đâu.`,
  },
}

/** The birth of a prefix (`''`, `my_`, `their_`) in the locale's words. */
const birthPhrase = (args: Args, prefix: string, words: Words): string =>
  words.birth({ date: args[`${prefix}birth_date`]!, time: args[`${prefix}birth_time`], city: args[`${prefix}birth_city`]?.trim() })

/** Message and the no-guessing request, joined as each language writes sentences (a space, or none in Chinese and Japanese). */
const withNoGuessing = (locale: Locale, text: string) =>
  `${text}${locale === 'en' || locale === 'ko' || locale === 'vi' ? ' ' : ''}${WORDS[locale].noGuessing}`

const PROMPTS: PromptEntry[] = [
  {
    connector: 'public',
    definition: {
      name: 'read_my_chart',
      title: 'Read my chart (看我的八字)',
      description: 'A reading of your Bazi chart from your birth details.',
      arguments: [...birthArguments('', 'Your'), LOCALE_ARGUMENT],
    },
    text: (args, locale) => {
      const w = WORDS[locale]
      return withNoGuessing(locale, w.readChart(birthPhrase(args, '', w), w.call('calculate_bazi_chart', false)))
    },
  },
  {
    connector: 'public',
    definition: {
      name: 'today_for_me',
      title: 'Today for me (我的今日运势)',
      description: "Today's guidance for you: the day's pillar against your chart.",
      arguments: [...birthArguments('', 'Your'), LOCALE_ARGUMENT],
    },
    text: (args, locale) => {
      const w = WORDS[locale]
      return withNoGuessing(locale, w.today(birthPhrase(args, '', w), w.call('get_daily_bazi_guidance', false)))
    },
  },
  {
    connector: 'readings',
    definition: {
      name: 'are_we_compatible',
      title: 'Are we compatible? (我们合不合)',
      description: 'How two charts match: yours and another person’s.',
      arguments: [...birthArguments('my_', 'Your'), ...birthArguments('their_', 'The other person’s'), LOCALE_ARGUMENT],
    },
    text: (args, locale) => {
      const w = WORDS[locale]
      const call = w.call('calculate_bazi_compatibility', true)
      return withNoGuessing(locale, w.compatible(birthPhrase(args, 'my_', w), birthPhrase(args, 'their_', w), call))
    },
  },
]

/** Checks a prompts/get request's arguments against the prompt's list; the first problem throws, worded in `locale`. */
function checkArguments(prompt: Prompt, args: Args, requestId: string, locale: Locale): void {
  const declared = new Set((prompt.arguments ?? []).map((a) => a.name))
  const refuse = (argument: string, message: string) => {
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, message, { code: 'INVALID_REQUEST', details: { argument }, requestId })
  }
  for (const name of Object.keys(args)) {
    if (!declared.has(name))
      refuse(
        name,
        messageIn(locale, 'prompt.unknown-argument', {
          argument: name.slice(0, 40),
          prompt: prompt.name,
          arguments: [...declared].join(', '),
        }),
      )
  }
  for (const argument of prompt.arguments ?? []) {
    const value = args[argument.name]
    if (value === undefined || value === '') {
      if (argument.required) refuse(argument.name, messageIn(locale, 'prompt.required', { argument: argument.name, prompt: prompt.name }))
      continue
    }
    const rule = ARGUMENT_RULES.find((r) => argument.name.endsWith(r.suffix))!
    if (!rule.valid(value))
      refuse(argument.name, messageIn(locale, 'prompt.invalid', { argument: argument.name, expected: rule.expected(locale) }))
  }
}

/** The locale a prompt's arguments ask for (a valid `locale` argument), English otherwise. */
const localeOfArgs = (args: Args): Locale => localeOfTag(args.locale) ?? 'en'

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
    const locale = localeOfArgs(args)
    checkArguments(entry.definition, args, requestId, locale)
    return {
      description: entry.definition.description,
      messages: [{ role: 'user', content: { type: 'text', text: entry.text(args, locale) } }],
    }
  }
  return { prompts, get }
}
