/**
 * Summarises a `bun --cpu-prof` profile: the functions with the most self time and the most
 * inclusive time. `bun bench/tools/profile-top.ts FILE.cpuprofile [N] [--md]` (`--md`: the self-time
 * top N as a Markdown table, for BENCHMARKS.md).
 */
export {}

const file = process.argv[2]
const limit = Number(process.argv[3] && !process.argv[3].startsWith('--') ? process.argv[3] : 30)
const markdown = process.argv.includes('--md')
if (!file) {
  console.error('usage: bun bench/tools/profile-top.ts FILE.cpuprofile [N] [--md]')
  process.exit(2)
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
const profile = JSON.parse(await Bun.file(file).text()) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const label = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`

const selfById = new Map<number, number>()
profile.samples.forEach((id, i) => selfById.set(id, (selfById.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
const self = new Map<string, number>()
const inclusive = new Map<string, number>()
let total = 0
for (const [id, t] of selfById) {
  total += t
  const key = label(byId.get(id)!)
  self.set(key, (self.get(key) ?? 0) + t)
  const seen = new Set<string>()
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const k = label(byId.get(cur)!)
    if (seen.has(k)) continue
    seen.add(k)
    inclusive.set(k, (inclusive.get(k) ?? 0) + t)
  }
}
const print = (title: string, m: Map<string, number>) => {
  console.log(title)
  for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, limit))
    console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`)
}
if (markdown) {
  console.log('| # | self % | incl. % | function (file:line) |\n|---:|---:|---:|---|')
  ;[...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .forEach(([k, t], i) => {
      console.log(
        `| ${i + 1} | ${((100 * t) / total).toFixed(1)} | ${((100 * (inclusive.get(k) ?? t)) / total).toFixed(1)} | \`${k.replace(/\|/g, '\\|')}\` |`,
      )
    })
  process.exit(0)
}
print(`SELF (total ${(total / 1e6).toFixed(2)} s sampled)`, self)
print('INCLUSIVE', inclusive)
