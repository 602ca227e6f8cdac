/**
 * Generates the MCP Apps views: `src/mcp/chart-view.html` (`calculate_bazi_chart`,
 * `ui://bazi-service/chart.html`, from src/views/chart-app.ts) and `src/mcp/ziwei-view.html`
 * (`calculate_ziwei_chart`, `ui://bazi-service/ziwei.html`, from src/views/ziwei-app.ts): each bundled
 * with the SDK's `App` (`@modelcontextprotocol/ext-apps`) and its picture's renderer into one HTML
 * document, script and styles inline, no external reference, so the binary serves it as text and
 * hosts need no network. Run after changing a view or a renderer: `bun scripts/build-chart-view.ts`
 * (a test fails when a committed file is older than its sources' output; `--stdout` prints the
 * chart view, `--stdout ziwei` the Zi Wei view).
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * The renderers take only the stem, branch and element tables from the core (src/core/bazi/ganzhi.ts),
 * and the Zi Wei names their growth-stage codes from the Bazi glossary; through the core's one entry
 * point the bundle would also carry the solar-term, equation-of-time and time-zone tables (~250 KB)
 * that the views never use. Inside the views, the entry point is those files.
 */
const coreTablesOnly: import('bun').BunPlugin = {
  name: 'core-tables-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/bazi$/ }, (args) =>
      args.importer.includes('/core/ziwei/') ? { path: 'glossary', namespace: 'bazi-glossary' } : undefined,
    )
    build.onResolve({ filter: /\/core\/bazi$/ }, (args) => {
      return /\/(presenters\/(chart|ziwei)-picture|views)\//.test(args.importer)
        ? { path: resolve(import.meta.dir, '../src/core/bazi/ganzhi.ts') }
        : undefined
    })
    build.onLoad({ filter: /.*/, namespace: 'bazi-glossary' }, () => ({
      contents: `export * as glossary from ${JSON.stringify(resolve(import.meta.dir, '../src/core/bazi/glossary.ts'))}`,
      loader: 'ts',
    }))
  },
}

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

/** The Zi Wei view's own rules: the layer switch, the marked palaces, the panel of 三方四正. */
const ZIWEI_STYLE = `
#chart svg{display:block;width:100%;height:auto;border-radius:var(--radius)}
#chart g[data-branch]:focus{outline:2px solid var(--muted);outline-offset:-4px}
#chart g.selected>rect[data-frame]{stroke:var(--fg);stroke-width:5}
#chart g.related>rect[data-frame]{stroke:var(--muted);stroke-width:4;stroke-dasharray:8 5}
#layers [role=radiogroup]{display:flex;gap:6px;margin:4px 0 8px}
#layers button{font:inherit;font-size:14px;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:var(--radius);padding:4px 12px;cursor:pointer}
#layers button[aria-checked=true]{border-color:var(--fg);font-weight:bold}
#layers button:disabled{opacity:.5;cursor:default}
#panel{font-size:14px;margin:8px 0}
#panel h2{font-size:16px;margin:8px 0 6px}
.palace-list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:6px}
.palace-list li{border:1px solid var(--line);border-radius:var(--radius);padding:6px 8px}
`.trim()

async function bundle(entry: string): Promise<string> {
  const built = await Bun.build({ entrypoints: [entry], target: 'browser', format: 'esm', minify: true, plugins: [coreTablesOnly] })
  if (!built.success) throw new AggregateError(built.logs, `bundling ${entry} failed`)
  // A script inside HTML must not contain its own end tag.
  return (await built.outputs[0].text()).replaceAll('</script', '<\\/script')
}

const page = (title: string, style: string, body: string, script: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
<script type="module">${script}</script>
</body>
</html>
`

const chartView = async () =>
  page(
    'Bazi chart',
    STYLE,
    `<p id="status" role="status">…</p>
<div id="chart"></div>
<section id="annual" aria-live="polite"></section>`,
    await bundle('src/views/chart-app.ts'),
  )

const ziweiView = async () =>
  page(
    'Zi Wei Dou Shu chart',
    `${STYLE.split('\n')
      .filter((rule) => !rule.startsWith('#chart') && !rule.startsWith('#annual') && !rule.startsWith('.annual'))
      .join('\n')}\n${ZIWEI_STYLE}`,
    `<p id="status" role="status">…</p>
<div id="layers"></div>
<div id="chart"></div>
<section id="panel" aria-live="polite"></section>`,
    await bundle('src/views/ziwei-app.ts'),
  )

const stdout = process.argv.indexOf('--stdout')
if (stdout >= 0) process.stdout.write(process.argv[stdout + 1] === 'ziwei' ? await ziweiView() : await chartView())
else {
  for (const [file, html] of [
    ['src/mcp/chart-view.html', await chartView()],
    ['src/mcp/ziwei-view.html', await ziweiView()],
  ]) {
    writeFileSync(file, html)
    console.log(`${file}: ${(html.length / 1024).toFixed(0)} KiB`)
  }
}
