/**
 * The home page: `bun bench/home.ts [--smoke]` (also part of `bun bench/run.ts`, as `home`).
 *
 * - Server time of `GET /` without the picture: the app's handler in-process (`app.handle`, the
 *   whole answer read), every locale in turn, one call at a time; median and p99. Goal: p99 < 50 ms.
 *   The baseline measured in the same run is `GET /healthz` (the same store check, no page), given
 *   as a ratio beside it.
 * - Weight: the page's HTML (the heaviest locale) and its stylesheet, before any picture. Goal: < 30 KB.
 * - A chart tried from the form (`POST /`, with the picture): reported, no goal.
 */
import { createApp } from '../src/app'
import { loadConfig } from '../src/config'
import { LOCALES } from '../src/core/locale'
import { createDeps } from '../src/deps'
import { silentLogger } from '../src/log'
import { SqliteStore } from '../src/store/sqlite-store'
import { STYLESHEET } from '../src/web/assets'
import { fixed, median, quantile, type Verdict } from './lib/stats'

const ACCEPT: Record<string, string> = { en: 'en', zh: 'zh-CN', 'zh-TW': 'zh-TW', 'zh-HK': 'zh-HK', ja: 'ja', ko: 'ko', vi: 'vi' }
const FORM = 'date=1990-05-15&time=14%3A30&city=Beijing&sex=female&locale=en'

export async function runHome(options: { smoke?: boolean; log?: (line: string) => void } = {}) {
  const log = options.log ?? console.log
  const calls = options.smoke ? 20 : 300
  const config = loadConfig({ BAZI_DB: ':memory:' }, { publicToolCallsPerMinute: 1_000_000 })
  const store = new SqliteStore(':memory:')
  const app = createApp(createDeps(config, { store, log: silentLogger }))

  /** Milliseconds from the request to the last byte of the answer, and its size. */
  const timed = async (request: () => Request, status = 200) => {
    const t0 = performance.now()
    const res = await app.handle(request())
    const body = await res.arrayBuffer()
    const ms = performance.now() - t0
    if (res.status !== status) throw new Error(`${res.status} from ${request().method} ${request().url}`)
    return { ms, bytes: body.byteLength }
  }
  const home = (locale: string) => () => new Request('http://127.0.0.1:3000/', { headers: { 'accept-language': ACCEPT[locale] } })
  const health = () => new Request('http://127.0.0.1:3000/healthz')
  const tryChart = () =>
    new Request('http://127.0.0.1:3000/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin: 'null' },
      body: FORM,
    })

  try {
    // Warm-up: the first answer builds the page's tables and loads the chart code.
    for (const locale of LOCALES) await timed(home(locale))
    await timed(health)
    await timed(tryChart)

    const homeMs: number[] = []
    const healthMs: number[] = []
    const weight: Record<string, number> = {}
    for (let i = 0; i < calls; i++) {
      for (const locale of LOCALES) {
        const { ms, bytes } = await timed(home(locale))
        homeMs.push(ms)
        weight[locale] = bytes
      }
      healthMs.push((await timed(health)).ms)
    }
    const tryMs: number[] = []
    for (let i = 0; i < Math.max(5, calls / 10); i++) tryMs.push((await timed(tryChart)).ms)

    const heaviest = Object.entries(weight).sort((a, b) => b[1] - a[1])[0]
    const css = new TextEncoder().encode(STYLESHEET).byteLength
    const pageKb = (heaviest[1] + css) / 1024
    const figures = {
      getHome: { calls: homeMs.length, medianMs: median(homeMs), p99Ms: quantile(homeMs, 0.99) },
      healthz: { medianMs: median(healthMs), p99Ms: quantile(healthMs, 0.99) },
      tryChart: { calls: tryMs.length, medianMs: median(tryMs), p99Ms: quantile(tryMs, 0.99) },
      weightBytes: { html: weight, css, heaviest: heaviest[0] },
    }
    log(
      `GET / (${homeMs.length} calls over ${LOCALES.length} locales): median ${fixed(figures.getHome.medianMs, 2)} ms, p99 ${fixed(figures.getHome.p99Ms, 2)} ms; /healthz median ${fixed(figures.healthz.medianMs, 2)} ms`,
    )
    log(
      `page weight: HTML ${Object.entries(weight)
        .map(([l, b]) => `${l} ${b}`)
        .join(', ')} bytes; CSS ${css} bytes`,
    )
    log(
      `POST / (a chart with its picture, ${tryMs.length} calls): median ${fixed(figures.tryChart.medianMs, 1)} ms, p99 ${fixed(figures.tryChart.p99Ms, 1)} ms`,
    )
    const verdicts: Verdict[] = [
      {
        name: 'home: server time of GET / (p99)',
        target: '< 50 ms',
        value: `${fixed(figures.getHome.p99Ms, 2)} ms`,
        met: options.smoke ? null : figures.getHome.p99Ms < 50,
        note: `median ${fixed(figures.getHome.medianMs, 2)} ms, ${fixed(figures.getHome.medianMs / figures.healthz.medianMs, 1)}× /healthz`,
      },
      {
        name: 'home: HTML + CSS before the picture',
        target: '< 30 KB',
        value: `${fixed(pageKb)} KB`,
        met: pageKb < 30,
        note: `${heaviest[0]} HTML ${heaviest[1]} B + CSS ${css} B`,
      },
      {
        name: 'home: a chart tried from the form (median / p99)',
        target: '(report)',
        value: `${fixed(figures.tryChart.medianMs, 1)} / ${fixed(figures.tryChart.p99Ms, 1)} ms`,
        met: null,
      },
    ]
    return { ...figures, verdicts }
  } finally {
    store.close()
  }
}

if (import.meta.main) {
  const result = await runHome({ smoke: process.argv.includes('--smoke') })
  const { verdictLine } = await import('./lib/stats')
  for (const v of result.verdicts) console.log(verdictLine(v))
}
