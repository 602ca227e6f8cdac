/**
 * `bun bench/tokens.ts [--check] [--json FILE] [--locale-figures TOOL,…]` — how many tokens an MCP client receives: each tool's
 * answer (its text content and its structuredContent, counted separately) and each connector's
 * `tools/list`, against their budgets; also the `tokens` part of bench/run.ts. Tokenizer:
 * `o200k_base` (GPT-4o and later), from `gpt-tokenizer`.
 *
 * Every figure is what a client receives: JSON-RPC `tools/list` and `tools/call` POSTed to `/mcp`
 * and `/mcp/readings` of the real app, in process (`app.handle`), with a fixed clock
 * (2026-11-21T12:00Z) and the template narrator, so figures are reproducible. Each tool runs for ten
 * fixed births across the century (1930-2020, with time, place and sex; or ten dates, cards, phone
 * numbers) and the largest answer is compared with the budget. A tool whose inputSchema has a
 * `detail` argument is measured at each level ("summary" and "full"); a tool without one, at its
 * default. `tools/list` is counted on the compact `JSON.stringify` of its `tools` array, with the Zi Wei tool
 * turned on (MCP_ZIWEI_TOOL), its largest; `prompts/list` (budgeted apart) on that of its `prompts`
 * array (it is the same whatever the locale: no tool list is localised). The Zi Wei tool is measured in
 * each locale, and the budgeted answers (chart summary, guidance summary, almanac) again in each locale
 * but English (`LOCALE_FIGURES`: the larger of text and structuredContent). Also
 * measured: the bytes of the REST body of `POST /api/v1/bazi` (budget 12 KB) in every locale, over
 * `REST_CHART_SAMPLES` births (`REST_CHART_BIRTHS`): many, by city name with time and sex, since a
 * city with namesakes, a crowded chart or a birth by a solar term each add their part.
 *
 * Exit code: 0, or with `--check` 1 when a budget is exceeded; 2 when a call fails (a tool answered
 * isError: its arguments here need updating).
 */
import { writeFileSync } from 'node:fs'
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import { templateNarrator } from '../src/ai/types'
import { createApp } from '../src/app'
import { loadConfig } from '../src/config'
import { createDeps } from '../src/deps'
import { silentLogger } from '../src/log'
import { SqliteStore } from '../src/store/sqlite-store'
import type { Verdict } from './lib/stats'
import { LOCALES } from '../src/core/locale'
import { solarTermsOfYear } from '../src/core/bazi'
import { birthSamples } from './lib/inputs'

const NOW = new Date('2026-11-21T12:00:00Z')
const READING_DATE = '2026-11-21'
/**
 * The reading dates the day-dependent answers (the guidance summary) are measured on, each with every
 * birth: a day's activity lists, interactions and reasons vary from day to day, and one date once
 * hid a Vietnamese answer over its budget on one day in nine.
 */
const READING_DATES = [READING_DATE, '2025-02-04', '2026-06-21', '2027-09-09', '2028-02-29', '2029-12-31']

/** Ten births across the century: time, place (coordinates) and sex, in ten zones. */
const BIRTHS = [
  { date: '1930-03-14', time: '06:20', latitude: 39.9042, longitude: 116.4074, sex: 'male' }, // Beijing
  { date: '1941-08-30', time: '23:40', latitude: 31.2304, longitude: 121.4737, sex: 'female' }, // Shanghai
  { date: '1952-12-07', time: '11:05', latitude: 51.5072, longitude: -0.1276, sex: 'male' }, // London
  { date: '1963-05-21', time: '17:55', latitude: 40.7128, longitude: -74.006, sex: 'female' }, // New York
  { date: '1974-10-02', time: '03:15', latitude: 35.6762, longitude: 139.6503, sex: 'male' }, // Tokyo
  { date: '1988-07-01', time: '12:00', latitude: 30.5728, longitude: 104.0668, sex: 'female' }, // Chengdu
  { date: '1991-02-04', time: '08:30', latitude: 22.3193, longitude: 114.1694, sex: 'male' }, // Hong Kong
  { date: '2003-11-19', time: '20:10', latitude: -33.8688, longitude: 151.2093, sex: 'female' }, // Sydney
  { date: '2012-06-09', time: '14:45', latitude: 19.076, longitude: 72.8777, sex: 'male' }, // Mumbai
  { date: '2020-01-25', time: '00:30', latitude: 37.7749, longitude: -122.4194, sex: 'female' }, // San Francisco
] as const
const DAY_SAMPLES = BIRTHS.length * READING_DATES.length

/**
 * The births the REST chart's bytes are measured on: `REST_CHART_SAMPLES` spread over 1900-2100 by
 * city name (cities with namesakes among them: their warning and `otherPlacesNamed` are the longest),
 * with time and sex; and births two minutes after each 节 of a few years in cities with namesakes
 * (the near-term warning and its other reading).
 */
const REST_CHART_SAMPLES = 300
function restChartBirths(): Record<string, unknown>[] {
  const births: Record<string, unknown>[] = birthSamples(REST_CHART_SAMPLES).map((s) => ({
    date: s.date,
    time: s.time,
    city: s.city,
    sex: s.sex,
  }))
  const NEAR_TERM: [year: number, city: string, standardOffsetHours: number][] = [
    [1929, 'Paris', 0],
    [1988, 'London', 0],
    [2003, 'San Francisco', -8],
  ]
  for (const [year, city, offset] of NEAR_TERM)
    for (const { term } of solarTermsOfYear(year).filter((t) => t.term.isJie)) {
      const local = new Date(term.utcMs + offset * 3_600_000 + 2 * 60_000).toISOString()
      births.push({ date: local.slice(0, 10), time: local.slice(11, 16), city, sex: 'female' })
    }
  return births
}

const PHONES = [
  '13812345678',
  '13912345608',
  '+8613700001111',
  '15011112222',
  '18688889999',
  '+14155550123',
  '+442079460000',
  '13198765432',
  '17600000000',
  '15566667777',
]

type Connector = '/mcp' | '/mcp/readings'

/** The chart-type tools' arguments for the i-th birth (their inputSchema's names). */
const toolBirthArgs = (i: number) => {
  const b = BIRTHS[i]
  return { birth_date: b.date, birth_time: b.time, latitude: b.latitude, longitude: b.longitude, sex: b.sex, reading_date: READING_DATE }
}
/** The i-th of `DAY_SAMPLES`: every birth on the first reading date, then every birth on the next … */
const dayArgs = (i: number) => ({
  ...toolBirthArgs(i % BIRTHS.length),
  reading_date: READING_DATES[Math.floor(i / BIRTHS.length) % READING_DATES.length],
})

/** A tool's arguments for the i-th sample, under the names its inputSchema gives them. */
const TOOLS: { name: string; figure?: string; connector: Connector; args: (i: number) => Record<string, unknown>; samples?: number }[] = [
  { name: 'get_daily_almanac', connector: '/mcp', args: (i) => ({ date: BIRTHS[i].date }) },
  {
    name: 'calculate_bazi_chart',
    connector: '/mcp',
    args: toolBirthArgs,
  },
  {
    name: 'get_daily_bazi_guidance',
    connector: '/mcp',
    args: dayArgs,
    samples: DAY_SAMPLES,
  },
  {
    name: 'calculate_bazi_compatibility',
    connector: '/mcp/readings',
    args: (i) => {
      const person = (b: (typeof BIRTHS)[number]) => ({ date: b.date, time: b.time, latitude: b.latitude, longitude: b.longitude })
      return { person1: person(BIRTHS[i]), person2: person(BIRTHS[(i + 3) % BIRTHS.length]) }
    },
  },
  {
    name: 'draw_tarot_card',
    connector: '/mcp/readings',
    args: (i) => ({ cardId: (i * 23) % 78, reversed: i % 2 === 1, question: 'What should I focus on this month?' }),
  },
  { name: 'analyze_number_energy', connector: '/mcp/readings', args: (i) => ({ phone: PHONES[i] }) },
  // The Zi Wei tool, in every locale (its budget holds in each).
  ...LOCALES.map((locale) => ({
    name: 'calculate_ziwei_chart',
    figure: `calculate_ziwei_chart ${locale}`,
    connector: '/mcp' as Connector,
    args: (i: number) => ({ ...toolBirthArgs(i), locale }),
  })),
]

/**
 * The budgeted answers again in every other locale (the rows above are the default, English): the
 * chart summary, the guidance summary and the almanac, whose budgets hold in each locale. One row per
 * tool and locale, the larger of the text content and the structuredContent.
 */
const LOCALE_FIGURES: {
  name: string
  connector: Connector
  level: string | null
  args: (i: number) => Record<string, unknown>
  samples?: number
}[] = [
  { name: 'calculate_bazi_chart', connector: '/mcp', level: 'summary', args: toolBirthArgs },
  { name: 'get_daily_bazi_guidance', connector: '/mcp', level: 'summary', args: dayArgs, samples: DAY_SAMPLES },
  { name: 'get_daily_almanac', connector: '/mcp', level: null, args: (i) => ({ date: BIRTHS[i].date }) },
]

/** Budgets, o200k_base tokens, for the text content and the structuredContent each. */
const ANSWER_BUDGETS: Record<string, { level: string; tokens: number }> = {
  calculate_bazi_chart: { level: 'summary', tokens: 2_000 },
  get_daily_bazi_guidance: { level: 'summary', tokens: 2_000 },
  get_daily_almanac: { level: 'any', tokens: 1_200 },
  calculate_ziwei_chart: { level: 'summary', tokens: 2_500 },
}
const TOOLS_LIST_BUDGET = 4_000
/** prompts/list is read apart from tools/list; a prompt menu, kept well under a tenth of it. */
const PROMPTS_LIST_BUDGET = 400
/** Budget: `POST /api/v1/bazi` with time, place and sex, at most 12 KB (bytes of the UTF-8 body). */
const REST_CHART_BYTES_BUDGET = 12 * 1024

export interface TokenRow {
  figure: string
  /** Detail level measured ("summary", "full"), or "default" when the tool has no `detail`. */
  level: string
  part: 'text' | 'structured' | 'answer' | 'tools/list' | 'prompts/list' | 'bytes'
  max: number
  median: number
  samples: number
  budget: number | null
  ok: boolean | null
}

class ToolCallFailed extends Error {}

function inProcessApp() {
  // The Zi Wei tool on (MCP_ZIWEI_TOOL): the public tools/list measured at its largest.
  // The public connector's per-address limit raised: the per-locale figures make several hundred calls.
  const config = loadConfig({ BAZI_DB: ':memory:', MCP_ZIWEI_TOOL: '1', PUBLIC_MCP_CALLS_PER_MINUTE: '100000' })
  const store = new SqliteStore(':memory:')
  const deps = createDeps(config, { store, narrator: templateNarrator, clock: () => new Date(NOW.getTime()), log: silentLogger })
  const app = createApp(deps)
  store.createAccount('tokens', 1_000_000_000, NOW.getTime())
  const { key } = store.createKey('tokens', null, NOW.getTime())
  let id = 0
  const rpc = async (connector: Connector, method: string, params: unknown): Promise<any> => {
    const res = await app.handle(
      new Request(`http://localhost${connector}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-06-18',
          ...(connector === '/mcp/readings' ? { authorization: `Bearer ${key}` } : {}),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      }),
    )
    const text = await res.text()
    const body = (res.headers.get('content-type') ?? '').includes('text/event-stream')
      ? text
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .filter(Boolean)
          .pop()!
      : text
    const message = JSON.parse(body)
    if (message.error) throw new ToolCallFailed(`${method} on ${connector}: ${message.error.message}`)
    return message.result
  }
  const restBytes = async (path: string, body: unknown): Promise<number> => {
    const res = await app.handle(
      new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify(body),
      }),
    )
    const bytes = new Uint8Array(await res.arrayBuffer()).byteLength
    if (res.status !== 200) throw new ToolCallFailed(`POST ${path}: ${res.status}`)
    return bytes
  }
  return { rpc, restBytes, close: () => store.close() }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]

/** The detail levels of a tool: "summary" and "full" when its inputSchema has `detail`, else none. */
const detailLevels = (inputSchema: any): (string | null)[] => (inputSchema?.properties?.detail ? ['summary', 'full'] : [null])

async function measureTokens(): Promise<TokenRow[]> {
  const { rpc, restBytes, close } = inProcessApp()
  const rows: TokenRow[] = []
  try {
    const lists: Record<Connector, any[]> = { '/mcp': [], '/mcp/readings': [] }
    for (const connector of Object.keys(lists) as Connector[]) {
      lists[connector] = (await rpc(connector, 'tools/list', {})).tools
      const tokens = countTokens(JSON.stringify(lists[connector]))
      rows.push({
        figure: `tools/list ${connector}`,
        level: '-',
        part: 'tools/list',
        max: tokens,
        median: tokens,
        samples: 1,
        budget: TOOLS_LIST_BUDGET,
        ok: tokens <= TOOLS_LIST_BUDGET,
      })
    }
    for (const connector of Object.keys(lists) as Connector[]) {
      const tokens = countTokens(JSON.stringify((await rpc(connector, 'prompts/list', {})).prompts))
      rows.push({
        figure: `prompts/list ${connector}`,
        level: '-',
        part: 'prompts/list',
        max: tokens,
        median: tokens,
        samples: 1,
        budget: PROMPTS_LIST_BUDGET,
        ok: tokens <= PROMPTS_LIST_BUDGET,
      })
    }
    for (const tool of TOOLS) {
      const definition = lists[tool.connector].find((t) => t.name === tool.name)
      if (!definition) throw new ToolCallFailed(`${tool.name} is not listed on ${tool.connector}`)
      // A locale the tool does not offer (its inputSchema's enum) is not measured: the figure appears once it does.
      const offered: string[] | undefined = definition.inputSchema?.properties?.locale?.enum
      const asked = tool.args(0).locale
      if (offered && typeof asked === 'string' && !offered.includes(asked)) continue
      for (const level of detailLevels(definition.inputSchema)) {
        const text: number[] = []
        const structured: number[] = []
        for (let i = 0; i < (tool.samples ?? BIRTHS.length); i++) {
          const args = { ...tool.args(i), ...(level ? { detail: level } : {}) }
          const result = await rpc(tool.connector, 'tools/call', { name: tool.name, arguments: args })
          if (result.isError) throw new ToolCallFailed(`${tool.name} ${JSON.stringify(args)}: ${result.content?.[0]?.text}`)
          text.push(countTokens((result.content ?? []).map((c: { text?: string }) => c.text ?? '').join('\n')))
          structured.push(result.structuredContent === undefined ? 0 : countTokens(JSON.stringify(result.structuredContent)))
        }
        const budget = ANSWER_BUDGETS[tool.name]
        // A budget names a level ("summary"); with no `detail` argument, the default answer is what
        // a client gets, so it is the one compared.
        const applies = budget && (budget.level === 'any' || level === null || level === budget.level)
        for (const [part, counts] of [
          ['text', text],
          ['structured', structured],
        ] as const) {
          const max = Math.max(...counts)
          rows.push({
            figure: tool.figure ?? tool.name,
            level: level ?? 'default',
            part,
            max,
            median: median(counts),
            samples: counts.length,
            budget: applies ? budget.tokens : null,
            ok: applies ? max <= budget.tokens : null,
          })
        }
      }
    }
    rows.push(...(await localeRows(rpc)))
    // The REST chart's bytes in every locale (the first row, English, is the default answer).
    const births = restChartBirths()
    for (const locale of LOCALES) {
      const bytes: number[] = []
      for (const b of births) bytes.push(await restBytes('/api/v1/bazi', { ...b, ...(locale === 'en' ? {} : { locale }) }))
      const max = Math.max(...bytes)
      rows.push({
        figure: locale === 'en' ? 'REST POST /api/v1/bazi' : `REST POST /api/v1/bazi ${locale}`,
        level: '-',
        part: 'bytes',
        max,
        median: median(bytes),
        samples: bytes.length,
        budget: REST_CHART_BYTES_BUDGET,
        ok: max <= REST_CHART_BYTES_BUDGET,
      })
    }
  } finally {
    close()
  }
  return rows
}

/** `--locale-figures a,b`: the tools the per-locale rows measure (default all of `LOCALE_FIGURES`). */
const localeFiguresArg = process.argv.indexOf('--locale-figures')
const localeFigures = localeFiguresArg > 0 ? process.argv[localeFiguresArg + 1].split(',') : null

/** The budgeted answers in each locale but English (whose rows are the tools' own above). */
async function localeRows(rpc: (connector: Connector, method: string, params: unknown) => Promise<any>): Promise<TokenRow[]> {
  const rows: TokenRow[] = []
  for (const figure of LOCALE_FIGURES.filter((f) => localeFigures === null || localeFigures.includes(f.name))) {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const counts: number[] = []
      for (let i = 0; i < (figure.samples ?? BIRTHS.length); i++) {
        const args = { ...figure.args(i), locale, ...(figure.level ? { detail: figure.level } : {}) }
        const result = await rpc(figure.connector, 'tools/call', { name: figure.name, arguments: args })
        if (result.isError) throw new ToolCallFailed(`${figure.name} ${JSON.stringify(args)}: ${result.content?.[0]?.text}`)
        const text = countTokens((result.content ?? []).map((c: { text?: string }) => c.text ?? '').join('\n'))
        counts.push(Math.max(text, result.structuredContent === undefined ? 0 : countTokens(JSON.stringify(result.structuredContent))))
      }
      const budget = ANSWER_BUDGETS[figure.name].tokens
      const max = Math.max(...counts)
      rows.push({
        figure: `${figure.name} ${locale}`,
        level: figure.level ?? 'default',
        part: 'answer',
        max,
        median: median(counts),
        samples: counts.length,
        budget,
        ok: max <= budget,
      })
    }
  }
  return rows
}

const group = (n: number) => n.toLocaleString('en-US')

function formatTable(rows: TokenRow[]): string {
  const header = ['figure', 'level', 'part', 'budget', 'max', 'median', 'ok']
  const cells = rows.map((r) => [
    r.figure,
    r.level,
    r.part,
    r.budget === null ? '-' : group(r.budget),
    group(r.max),
    group(r.median),
    r.ok === null ? '-' : r.ok ? 'ok' : 'OVER',
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)))
  const numeric = new Set([3, 4, 5])
  const line = (c: string[]) =>
    c
      .map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  return [line(header), ...cells.map(line)].join('\n')
}

/** For bench/run.ts: prints the table; one verdict per budgeted figure (reported, never failing the run). */
export async function runTokens(): Promise<{ verdicts: Verdict[]; rows: TokenRow[] }> {
  const rows = await measureTokens()
  console.log(
    `o200k_base tokens of what an MCP client receives (max and median over ${BIRTHS.length} samples, the guidance over ${DAY_SAMPLES}: each birth on ${READING_DATES.length} reading dates; births 1930-2020 with time, place and sex), and bytes of a REST chart (over ${REST_CHART_SAMPLES} births 1900-2100 by city with time and sex, and births just after each 节 of three years)`,
  )
  console.log(formatTable(rows))
  const verdicts: Verdict[] = rows
    .filter((r) => r.budget !== null)
    .map((r) => ({
      name:
        r.part === 'tools/list' || r.part === 'prompts/list'
          ? `tokens: ${r.figure}`
          : r.part === 'bytes'
            ? `bytes: ${r.figure}`
            : `tokens: ${r.figure}${r.level === 'default' ? '' : ` ${r.level}`} (${r.part})`,
      target: `≤ ${group(r.budget!)}`,
      value: group(r.max),
      met: r.ok,
    }))
  return { verdicts, rows }
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined
  try {
    const { rows } = await runTokens()
    if (jsonOut) writeFileSync(jsonOut, JSON.stringify(rows, null, 2))
    const over = rows.filter((r) => r.ok === false)
    console.log(over.length ? `\n${over.length} figure(s) over budget.` : '\nEvery figure within budget.')
    process.exit(args.includes('--check') && over.length ? 1 : 0)
  } catch (error) {
    console.error(`tokens benchmark failed: ${(error as Error).message}`)
    process.exit(2)
  }
}
