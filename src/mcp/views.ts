/**
 * The MCP Apps views (the `io.modelcontextprotocol/ui` extension): HTML documents a tool names in
 * `_meta.ui.resourceUri`, which hosts that render views fetch with `resources/read` and show beside
 * the tool's result. Each is one self-contained document built into the binary
 * (scripts/build-chart-view.ts makes the Bazi and the Zi Wei chart's; `with { type: 'text' }` embeds it).
 */
// @ts-ignore -- a text import: the bundler inlines the file's contents as a string
import chartViewHtml from './chart-view.html' with { type: 'text' }
// @ts-ignore -- a text import: the bundler inlines the file's contents as a string
import ziweiViewHtml from './ziwei-view.html' with { type: 'text' }

/** The media type of an MCP Apps view. */
export const VIEW_MIME_TYPE = 'text/html;profile=mcp-app'

export interface View {
  uri: string
  name: string
  title: string
  description: string
  html: string
}

const VIEWS: readonly View[] = [
  {
    uri: 'ui://bazi-service/chart.html',
    name: 'bazi-chart-view',
    title: 'Bazi chart',
    description: 'The Four Pillars chart drawn in the traditional layout; a luck pillar shows its ten annual pillars.',
    html: chartViewHtml as unknown as string,
  },
  {
    uri: 'ui://bazi-service/ziwei.html',
    name: 'ziwei-chart-view',
    title: 'Zi Wei Dou Shu chart',
    description:
      'The Zi Wei Dou Shu chart as the traditional square; a palace shows its trines and opposite (三方四正), and a switch moves the marks and 四化 between birth, decade and year.',
    html: ziweiViewHtml as unknown as string,
  },
]

const BY_URI = new Map(VIEWS.map((v) => [v.uri, v]))
export const viewOf = (uri: string): View | undefined => BY_URI.get(uri)

/**
 * The `_meta` a tool with a view carries in tools/list: the current key and the older flat one
 * (still read by some hosts). Sent on every tools/list: the connectors are stateless, so the
 * client's `initialize` capabilities are not known when the list is asked for.
 */
export const viewMeta = (uri: string) => ({ ui: { resourceUri: uri }, 'ui/resourceUri': uri })
