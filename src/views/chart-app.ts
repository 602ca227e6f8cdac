/**
 * The chart view shown inside an assistant (MCP Apps): the browser side of `ui://bazi-service/chart.html`.
 * scripts/build-chart-view.ts bundles it with the SDK's `App` into one self-contained HTML document
 * (src/mcp/chart-view.html); nothing here runs on the server.
 *
 * The host sends the tool's arguments and its result (the summary the model reads). The picture needs
 * the whole chart, so the view asks the server for it once through the host (`calculate_bazi_chart`
 * with `detail: "full"`, the same tool, answered by the same calculation) and draws it with the same
 * renderer as `POST /api/v1/bazi/picture`. A luck pillar, clicked or chosen with the keyboard, shows
 * its ten annual pillars from that same answer. Theme, locale and width follow the host context.
 */
import { App } from '@modelcontextprotocol/ext-apps'
import { followHost, localeOf } from './host-context'
import type { ChartResult } from '../core/bazi'
import type { Locale } from '../core/types'
import { renderChartPicture, PICTURE_TEXT, type CurrentYear, type Theme } from '../presenters/chart-picture'

type FullChart = ChartResult & {
  luck: (ChartResult['luck'] & { pillars: { annual: { year: number; ganzhi: string; tenGod: { name: string } }[] }[] }) | null
}

const state: {
  args: Record<string, unknown> | null
  summary: { currentYear?: CurrentYear } | null
  chart: FullChart | null
  locale: Locale
  theme: Theme
  selected: number | null
} = {
  args: null,
  summary: null,
  chart: null,
  locale: 'en',
  theme: 'light',
  selected: null,
}

const chartBox = document.getElementById('chart')!
const annualBox = document.getElementById('annual')!
const status = document.getElementById('status')!

const app = new App({ name: 'bazi-chart-view', version: '1.0.0' }, {}, { autoResize: true })

/** The reading year, from the summary the host sent, its ten god in the drawn locale when the chart has it. */
function currentYear(chart: FullChart): CurrentYear {
  const year = state.summary?.currentYear ?? { year: new Date().getFullYear(), ganzhi: '', tenGod: '' }
  const annual = chart.luck?.pillars.flatMap((p) => p.annual).find((a) => a.year === year.year)
  return annual ? { year: year.year, ganzhi: annual.ganzhi, tenGod: annual.tenGod.name } : year
}

function draw() {
  const chart = state.chart
  if (!chart) return
  const width = Math.max(360, Math.min(2400, Math.round(chartBox.clientWidth || 1200)))
  chartBox.innerHTML = renderChartPicture(chart, { locale: state.locale, theme: state.theme, width, currentYear: currentYear(chart) })
  for (const group of chartBox.querySelectorAll<SVGGElement>('g[data-luck-index]')) {
    const index = Number(group.dataset.luckIndex)
    group.setAttribute('role', 'button')
    group.setAttribute('tabindex', '0')
    group.setAttribute('aria-label', `${PICTURE_TEXT[state.locale].annual}: ${group.textContent ?? ''}`)
    group.style.cursor = 'pointer'
    group.addEventListener('click', () => showAnnual(index))
    group.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault()
        showAnnual(index)
      }
    })
  }
  if (state.selected !== null) showAnnual(state.selected)
}

/** The ten annual pillars of one luck pillar, as a list under the picture. */
function showAnnual(index: number) {
  const pillar = state.chart?.luck?.pillars.find((p) => p.index === index)
  if (!pillar) return
  state.selected = index
  // The chosen pillar is marked in the picture too (and for assistive technology, as pressed).
  for (const group of chartBox.querySelectorAll<SVGGElement>('g[data-luck-index]')) {
    group.setAttribute('aria-pressed', String(Number(group.dataset.luckIndex) === index))
  }
  const words = PICTURE_TEXT[state.locale]
  const heading = document.createElement('h2')
  heading.textContent = `${words.annual} · ${pillar.ganzhi} (${pillar.startYear}–${pillar.endYear})`
  const list = document.createElement('ol')
  list.className = 'annual-list'
  for (const year of pillar.annual) {
    const item = document.createElement('li')
    item.dataset.year = String(year.year)
    item.textContent = `${year.year} ${year.ganzhi} ${year.tenGod.name}`
    list.append(item)
  }
  annualBox.replaceChildren(heading, list)
}

app.ontoolinput = (params) => {
  state.args = (params.arguments ?? {}) as Record<string, unknown>
  if (typeof state.args.locale === 'string') state.locale = localeOf(state.args.locale)
}

app.ontoolresult = async (result) => {
  if (result.isError) {
    status.textContent = (result.content?.[0] as { text?: string } | undefined)?.text ?? PICTURE_TEXT[state.locale].noChart
    return
  }
  state.summary = (result.structuredContent ?? null) as typeof state.summary
  if (!state.args) return
  status.textContent = '…'
  try {
    const full = await app.callServerTool({
      name: 'calculate_bazi_chart',
      arguments: { ...state.args, locale: state.locale, detail: 'full' },
    })
    if (full.isError || !full.structuredContent) throw new Error('no chart')
    state.chart = full.structuredContent as unknown as FullChart
    status.textContent = ''
    draw()
  } catch {
    status.textContent = PICTURE_TEXT[state.locale].noChart
  }
}

app.onhostcontextchanged = (context) => {
  followHost(state, context)
  draw()
}

await app.connect()
followHost(state, app.getHostContext())
