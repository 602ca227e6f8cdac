/**
 * The Zi Wei chart view shown inside an assistant (MCP Apps): the browser side of
 * `ui://bazi-service/ziwei.html`. scripts/build-chart-view.ts bundles it with the SDK's `App` into one
 * self-contained HTML document (src/mcp/ziwei-view.html); nothing here runs on the server.
 *
 * The host sends the tool's arguments and its result (the summary the model reads). The square needs
 * the whole chart, so the view asks the server for it once through the host (`calculate_ziwei_chart`
 * with `detail: "full"`) and draws it with the renderer of `POST /api/v1/ziwei/picture`. Choosing a
 * palace (click, or Enter on it) marks it, its two trines and its opposite (三方四正) and names the
 * four with their stars in a panel; the layer switch (birth, decade, year) redraws the marks and the
 * 四化 shown. Theme, locale and width follow the host context.
 */
import { App } from '@modelcontextprotocol/ext-apps'
import { followHost, localeOf } from './host-context'
import { BRANCHES, STEMS } from '../core/bazi'
import type { Locale } from '../core/types'
import * as L from '../core/ziwei/labels'
import type { Theme } from '../presenters/chart-picture'
import { PICTURE_TEXT } from '../presenters/chart-picture/text'
import { renderZiweiPicture, ZIWEI_PICTURE_TEXT, type ZiweiPictureChart } from '../presenters/ziwei-picture'
import { pictureChartOfAnswer, type ZiweiFullAnswer } from '../presenters/ziwei-picture/from-answer'

type Layer = 'birth' | 'decade' | 'year'

const state: {
  args: Record<string, unknown> | null
  answer: ZiweiFullAnswer | null
  chart: ZiweiPictureChart | null
  locale: Locale
  theme: Theme
  layer: Layer
  selected: number | null
} = { args: null, answer: null, chart: null, locale: 'en', theme: 'light', layer: 'decade', selected: null }

const chartBox = document.getElementById('chart')!
const layersBox = document.getElementById('layers')!
const panel = document.getElementById('panel')!
const status = document.getElementById('status')!

const app = new App({ name: 'bazi-ziwei-view', version: '1.0.0' }, {}, { autoResize: true })

/** The switch between the birth chart and the current decade's or year's marks and 四化. */
function drawLayerSwitch() {
  const words = ZIWEI_PICTURE_TEXT[state.locale]
  const names: Record<Layer, string> = { birth: words.view.birth, decade: words.decade, year: words.year }
  const group = document.createElement('div')
  group.setAttribute('role', 'radiogroup')
  group.setAttribute('aria-label', words.view.layers)
  for (const layer of ['birth', 'decade', 'year'] as Layer[]) {
    const button = document.createElement('button')
    button.type = 'button'
    button.dataset.layer = layer
    button.setAttribute('role', 'radio')
    button.setAttribute('aria-checked', String(state.layer === layer))
    button.textContent = names[layer]
    button.disabled = layer !== 'birth' && !state.chart?.layers
    button.addEventListener('click', () => {
      state.layer = layer
      draw()
    })
    group.append(button)
  }
  layersBox.replaceChildren(group)
}

function draw() {
  const chart = state.chart
  if (!chart) return
  const width = Math.max(360, Math.min(2400, Math.round(chartBox.clientWidth || 1200)))
  const sex = state.args?.sex === 'male' || state.args?.sex === 'female' ? state.args.sex : undefined
  const conventions = state.answer!.conventions
  chartBox.innerHTML = renderZiweiPicture(chart, {
    locale: state.locale,
    theme: state.theme,
    width,
    sex,
    leapMonth: conventions.leapMonth,
    yearStart: conventions.yearStart,
    layer: state.layer,
  })
  drawLayerSwitch()
  for (const group of chartBox.querySelectorAll<SVGGElement>('g[data-branch]')) {
    const branch = BRANCHES.findIndex((b) => b.zh === group.dataset.branch)
    group.setAttribute('role', 'button')
    group.setAttribute('tabindex', '0')
    group.style.cursor = 'pointer'
    group.addEventListener('click', () => select(branch))
    group.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault()
        select(branch)
      }
    })
  }
  if (state.selected !== null) select(state.selected)
  else panel.textContent = ZIWEI_PICTURE_TEXT[state.locale].view.choose
}

/** A palace, its trines (four branches either way) and its opposite (six on): marked, and named with their stars. */
function select(branch: number) {
  const chart = state.chart
  if (!chart) return
  state.selected = branch
  const words = ZIWEI_PICTURE_TEXT[state.locale].view
  const roles = new Map<number, string>([
    [branch, words.selected],
    [(branch + 4) % 12, words.trine],
    [(branch + 8) % 12, words.trine],
    [(branch + 6) % 12, words.opposite],
  ])
  for (const group of chartBox.querySelectorAll<SVGGElement>('g[data-branch]')) {
    const b = BRANCHES.findIndex((x) => x.zh === group.dataset.branch)
    group.classList.toggle('selected', b === branch)
    group.classList.toggle('related', b !== branch && roles.has(b))
    group.setAttribute('aria-pressed', String(b === branch))
  }
  const heading = document.createElement('h2')
  heading.textContent = words.together
  const list = document.createElement('ul')
  list.className = 'palace-list'
  for (const [b, role] of roles) {
    const p = chart.palaces.find((x) => x.branch === b)!
    const name = (t: L.LabelTable, code: string) => L.nameOf(t, code, state.locale)
    const stars = [...p.major.map((s) => name(L.MAJOR_STARS, s.code)), ...p.minor.map((s) => name(L.MINOR_STARS, s.code))]
    const item = document.createElement('li')
    item.dataset.branch = BRANCHES[b].zh
    item.dataset.role = b === branch ? 'selected' : role === words.opposite ? 'opposite' : 'trine'
    const title = document.createElement('strong')
    title.textContent = `${role}: ${name(L.PALACES, p.palace)} ${STEMS[p.stem].zh}${BRANCHES[p.branch].zh}`
    item.append(title, document.createTextNode(` ${stars.join(PICTURE_TEXT[state.locale].separator) || PICTURE_TEXT[state.locale].none}`))
    list.append(item)
  }
  panel.replaceChildren(heading, list)
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
  if (!state.args) return
  status.textContent = '…'
  try {
    const full = await app.callServerTool({
      name: 'calculate_ziwei_chart',
      arguments: { ...state.args, locale: state.locale, detail: 'full' },
    })
    if (full.isError || !full.structuredContent) throw new Error('no chart')
    state.answer = full.structuredContent as unknown as ZiweiFullAnswer
    state.chart = pictureChartOfAnswer(state.answer)
    if (!state.chart.layers) state.layer = 'birth'
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
