/**
 * Generates `src/mcp/chart-view.html`, the MCP Apps view of `calculate_bazi_chart`
 * (`ui://bazi-service/chart.html`): src/views/chart-app.ts bundled with the SDK's `App`
 * (`@modelcontextprotocol/ext-apps`) and the chart renderer into one HTML document, script and styles
 * inline, no external reference, so the binary serves it as text and hosts need no network.
 * Run after changing the view or the renderer: `bun scripts/build-chart-view.ts` (a test fails when
 * the committed file is older than its sources' output).
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * The renderer takes only the stem, branch and element tables from the core (src/core/bazi/ganzhi.ts);
 * through the core's one entry point the bundle would also carry the solar-term, equation-of-time and
 * time-zone tables (~250 KB) that the view never uses. Inside the view, the entry point is that file.
 */
const coreTablesOnly: import('bun').BunPlugin = {
  name: 'core-tables-only',
  setup(build) {
    build.onResolve({ filter: /\/core\/bazi$/ }, (args) =>
      args.importer.includes('/presenters/chart-picture/') ? { path: resolve(import.meta.dir, '../src/core/bazi/ganzhi.ts') } : undefined,
    )
  },
}

const built = await Bun.build({
  entrypoints: ['src/views/chart-app.ts'],
  target: 'browser',
  format: 'esm',
  minify: true,
  plugins: [coreTablesOnly],
})
if (!built.success) throw new AggregateError(built.logs, 'bundling the chart view failed')
// A script inside HTML must not contain its own end tag.
const script = (await built.outputs[0].text()).replaceAll('</script', '<\\/script')

const STYLE = `
:root{color-scheme:light dark;--bg:var(--color-background-primary,#ffffff);--fg:var(--color-text-primary,#1f1d1a);--muted:var(--color-text-secondary,#5f5a52);--line:var(--color-border-primary,#d6cfc2);--radius:var(--border-radius-md,8px);--font:var(--font-sans,'Noto Sans CJK SC','Noto Sans SC','PingFang SC','Microsoft YaHei',system-ui,sans-serif)}
[data-theme=dark]{--bg:var(--color-background-primary,#17181b);--fg:var(--color-text-primary,#ece9e4);--muted:var(--color-text-secondary,#a8a39b);--line:var(--color-border-primary,#3d4047)}
html,body{margin:0;background:var(--bg);color:var(--fg);font-family:var(--font)}
main{padding:8px}
#chart svg{display:block;width:100%;height:auto;border-radius:var(--radius)}
#chart g[data-luck-index]:focus{outline:2px solid var(--muted);outline-offset:2px}
#chart g[aria-pressed=true]>rect{stroke:var(--fg);stroke-width:3}
#status{color:var(--muted);font-size:14px;margin:4px 0}
#annual h2{font-size:16px;margin:12px 0 6px}
.annual-list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:6px}
.annual-list li{border:1px solid var(--line);border-radius:var(--radius);padding:6px 8px;font-size:14px}
`.trim()

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bazi chart</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p id="status" role="status">…</p>
<div id="chart"></div>
<section id="annual" aria-live="polite"></section>
</main>
<script type="module">${script}</script>
</body>
</html>
`
// `--stdout` prints the document instead (the test compares it with the committed file).
if (process.argv.includes('--stdout')) process.stdout.write(html)
else {
  writeFileSync('src/mcp/chart-view.html', html)
  console.log(`src/mcp/chart-view.html: ${(html.length / 1024).toFixed(0)} KiB`)
}
