/**
 * The page's stylesheet and its one small script, kept as strings so `bun build --compile` carries
 * them inside the binary. The script only adds the copy button; every form works without it.
 */

export const STYLESHEET = `
:root { color-scheme: light dark; --fg: #1c1b1a; --muted: #5d5a55; --bg: #faf8f5; --card: #fff; --line: #e2ddd5;
  --accent: #9c2f22; --accent-fg: #fff; --ok: #23663a; --warn-bg: #fff4d6; --warn-line: #e7c766; --bar: #efe9e1; --danger: #a3261b; }
@media (prefers-color-scheme: dark) { :root { --fg: #ece8e2; --muted: #a7a19a; --bg: #181716; --card: #22201e; --line: #3a3632;
  --accent: #d2604f; --accent-fg: #181716; --ok: #7cc793; --warn-bg: #3a2f12; --warn-line: #7a6426; --bar: #34302c; --danger: #f08a7d; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", sans-serif; color: var(--fg); background: var(--bg); }
header.top { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding: .75rem 1.5rem; border-bottom: 1px solid var(--line); background: var(--card); }
header.top .brand { font-weight: 650; letter-spacing: .01em; white-space: nowrap; }
header.top .account { display: flex; align-items: center; gap: .75rem; min-width: 0; }
header.top .who { color: var(--muted); font-size: .9rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-width: 0; }
header.top form { display: inline; }
header.top button { white-space: nowrap; }
header.top .who-short { display: none; }
@media (max-width: 480px) { header.top .who-full { display: none; } header.top .who-short { display: inline; } }
a { color: var(--accent); text-underline-offset: .15em; }
a:visited { color: var(--accent); }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
main.narrow { max-width: 28rem; }
dl.consent { display: grid; grid-template-columns: auto 1fr; gap: .35rem 1rem; margin: 1rem 0; }
dl.consent dt { font-weight: 600; }
dl.consent dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
h1 { font-size: 1.6rem; margin: .5rem 0 1rem; }
h2 { font-size: 1.15rem; margin: 0 0 .75rem; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 1.25rem; margin-bottom: 1.25rem; min-width: 0; }
.card > :first-child { margin-top: 0; }
.card > :last-child { margin-bottom: 0; }
label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
input[type=text], input[type=password] { width: 100%; padding: .55rem .65rem; font: inherit; color: inherit; background: var(--bg); border: 1px solid var(--line); border-radius: 6px; }
input[readonly] { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .92rem; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.help { color: var(--muted); font-size: .88rem; margin: .25rem 0 0; }
button { font: inherit; font-weight: 600; padding: .5rem 1rem; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: var(--accent-fg); cursor: pointer; }
button.secondary { background: transparent; color: var(--fg); border-color: var(--line); }
button.danger { background: var(--danger); border-color: var(--danger); color: #fff; }
button.small { padding: .25rem .7rem; font-size: .88rem; }
.actions { margin-top: 1rem; display: flex; gap: .75rem; align-items: center; flex-wrap: wrap; }
.row { display: flex; gap: .5rem; align-items: stretch; }
.row input { flex: 1; }
.notice { padding: .75rem 1rem; border-radius: 8px; border: 1px solid var(--line); background: var(--card); margin-bottom: 1rem; }
.notice.error { border-color: var(--danger); color: var(--danger); }
.notice.warn { background: var(--warn-bg); border-color: var(--warn-line); color: var(--fg); }
.notice.ok { border-color: var(--ok); color: var(--ok); }
.usage-line { font-size: 1.25rem; font-weight: 650; margin: 0 0 .5rem; }
.bar { display: block; width: 100%; height: .7rem; border: 0; border-radius: 999px; background: var(--bar); overflow: hidden; appearance: none; -webkit-appearance: none; }
.bar::-webkit-progress-bar { background: var(--bar); border-radius: 999px; }
.bar::-webkit-progress-value { background: var(--accent); border-radius: 999px; }
.bar::-moz-progress-bar { background: var(--accent); border-radius: 999px; }
.table-wrap { position: relative; overflow-x: auto; margin: 0 -.25rem; padding: 0 .25rem; }
table { width: 100%; border-collapse: collapse; font-size: .94rem; }
th, td { text-align: left; padding: .55rem .5rem; border-bottom: 1px solid var(--line); vertical-align: middle; }
th { color: var(--muted); font-weight: 600; font-size: .85rem; white-space: nowrap; }
td.when, td.status { white-space: nowrap; }
:lang(zh) th, :lang(zh) td, :lang(ko) th, :lang(ko) td { word-break: keep-all; }
:lang(ko) p, :lang(ko) h1, :lang(ko) h2 { word-break: keep-all; }
/* CJK glyph forms follow the page language (Noto Sans CJK holds each region's forms under its own name). */
:lang(zh-Hant-TW) body { font-family: system-ui, -apple-system, "Segoe UI", "PingFang TC", "Noto Sans CJK TC", sans-serif; }
:lang(zh-Hant-HK) body { font-family: system-ui, -apple-system, "Segoe UI", "PingFang HK", "Noto Sans CJK HK", "Noto Sans CJK TC", sans-serif; }
:lang(ja) body { font-family: system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans CJK JP", sans-serif; }
:lang(ko) body { font-family: system-ui, -apple-system, "Segoe UI", "Apple SD Gothic Neo", "Noto Sans CJK KR", sans-serif; }
footer.bottom { max-width: 60rem; margin: 0 auto; padding: 0 1.5rem 2rem; }
footer.bottom.narrow { max-width: 28rem; }
@media (max-width: 720px) { footer.bottom { padding: 0 1rem 1.5rem; } }
nav.languages ul { list-style: none; margin: 0; padding: .75rem 0 0; border-top: 1px solid var(--line); display: flex; flex-wrap: wrap; gap: .35rem 1.1rem; font-size: .9rem; }
nav.languages a[aria-current] { color: var(--fg); font-weight: 650; text-decoration: none; }
.copy-status { color: var(--ok); font-weight: 600; margin: .5rem 0 0; }
td code, p code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .88rem; }
pre { background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: .75rem; overflow-x: auto; white-space: pre; margin: .25rem 0 1rem; }
.status-active { color: var(--ok); font-weight: 600; }
.status-revoked { color: var(--muted); }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 1.25rem; margin-bottom: 1.25rem; }
.grid > .card { margin-bottom: 0; }
@media (max-width: 720px) { .grid { grid-template-columns: 1fr; } main { padding: 1rem; } header.top { padding: .75rem 1rem; } }
.muted { color: var(--muted); }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
/* Dark scheme: the accent lighter than above, so links on cards reach WCAG AA (4.5:1; #d2604f on #22201e was 4.27). */
@media (prefers-color-scheme: dark) { :root { --accent: #e07563; } }
/* The home page (web/home-page.ts): its own rules, all under body.home, added after the settings page's. */
.home header.top a { font-weight: 600; white-space: nowrap; }
.home .lead { font-size: 1.1rem; margin: 0 0 .5rem; }
.home main > .help { margin-bottom: 1.25rem; }
.home h3 { font-size: 1rem; margin: 1.1rem 0 .35rem; }
.home .site-notice { margin-top: 1rem; }
.home .try-form { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr)); gap: 0 1.25rem; }
.home .try-form .field { min-width: 0; }
.home .try-form .actions { grid-column: 1 / -1; }
.home select, .home input[type=date], .home input[type=time] { width: 100%; min-height: 2.6rem; padding: .5rem .65rem; font: inherit; color: inherit; background: var(--bg); border: 1px solid var(--line); border-radius: 6px; }
/* A date or time field gives focus to its parts inside (day, month, hour): the ring goes on the field while any part has it. */
.home select:focus-visible, .home input[type=date]:focus-within, .home input[type=time]:focus-within { outline: 3px solid var(--accent); outline-offset: 2px; }
.home .picture { border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
.home .picture svg { display: block; width: 100%; height: auto; }
.home .summary { padding-left: 1.25rem; font-size: .94rem; }
.home .summary li { overflow-wrap: anywhere; margin: .15rem 0; }
.home .connectors { margin-bottom: 0; }
.home .connectors > div { min-width: 0; }
.home .links { margin: 0; padding-left: 1.25rem; }
.home .links li { margin: .3rem 0; }
.home .state-ready { color: var(--ok); font-weight: 600; }
.home .state-down { color: var(--danger); font-weight: 600; }
`

/** The tab icon: the character 八 (the "eight" of 八字) on the page's accent colour. */
export const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#9c2f22"/><path d="M13 7c-.3 8-2.4 13.6-7 18.5M18.5 7c.8 7.2 3.6 13.2 8 18" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/></svg>
`

export const SCRIPT = `// Adds the copy button to the new key. Everything else on the page works without script.
for (const button of document.querySelectorAll('button[data-copy]')) {
  const field = document.getElementById(button.dataset.copy)
  const status = document.getElementById(button.dataset.status)
  if (!field) continue
  button.hidden = false
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(field.value)
    } catch {
      field.select()
      document.execCommand('copy')
    }
    if (status) status.textContent = button.dataset.copied
  })
}
`
