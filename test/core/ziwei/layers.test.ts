/**
 * The fortune layers (src/core/ziwei/layers.ts, docs/domain.md "Zi Wei Dou Shu: fortune layers")
 * against iztro's own `horoscope()`, run unpatched in a fresh process: the palace each layer puts
 * first and its stem and branch, for births across 1900-2100 read on dates across their lives
 * (childhood, leap months of the reading date included).
 */
import { describe, expect, test } from 'bun:test'
import { BRANCHES, SIXTY_CYCLE, STEMS } from '../../../src/core/bazi'
import { calculateZiweiChart, type ZiweiInput } from '../../../src/core/ziwei'
import { random, pad2 } from '../../support/pillar-consistency'

const r = random(4242)
const cases: ZiweiInput[] = Array.from({ length: 120 }, (_, i) => {
  const year = r.int(1901, 2060)
  return {
    date: `${year}-${pad2(r.int(1, 12))}-${pad2(r.int(1, 28))}`,
    time: `${pad2(r.int(0, 23))}:${pad2(r.int(0, 59))}`,
    city: r.pick(['Beijing', 'Urumqi', 'Hong Kong', 'Madrid']),
    sex: r.pick(['male', 'female'] as const),
    ziHour: 'next-day',
    trueSolarTime: true,
    locale: 'en',
    leapMonth: 'split',
    yearStart: 'lunar-new-year',
    // Ages 1 to ~90: the childhood palaces, then the decades.
    readingDate: `${Math.min(2099, year + (i % 5 === 0 ? r.int(1, 5) : r.int(6, 90)))}-${pad2(r.int(1, 12))}-${pad2(r.int(1, 28))}`,
  }
})

describe('fortune layers against iztro horoscope()', () => {
  test('decade, year, month and day: the same palace and the same stem and branch', async () => {
    const charts = cases.map((c) => calculateZiweiChart(c))
    const args = charts.map((z, i) => [z.dayDate, z.hourBranch, cases[i].sex === 'female' ? '女' : '男', charts[i].layers!.readingDate])
    const script = `const { astro } = require('iztro'); const input = JSON.parse(process.argv[1]);
      console.log(JSON.stringify(input.map(([d, h, g, when]) => { const a = astro.bySolar(d, h, g, true, 'zh-CN'); const o = a.horoscope(when, 0);
        return ['decadal', 'yearly', 'monthly', 'daily'].map((k) => [a.palaces[o[k].index].earthlyBranch, o[k].heavenlyStem + o[k].earthlyBranch]) })))`
    const proc = Bun.spawn([process.execPath, '-e', script, JSON.stringify(args)], { stdout: 'pipe', cwd: import.meta.dir })
    const library = JSON.parse(await new Response(proc.stdout).text()) as [string, string][][]
    // iztro names the layer's branch by key in some fields: compare the stems and the palaces' branches.
    const stemOf = (s: string) => s[0]
    let childhood = 0
    for (let i = 0; i < charts.length; i++) {
      const l = charts[i].layers!
      if (l.decade?.childhood) childhood++
      const ours = [l.decade!, l.year, l.month, l.day].map((layer) => [BRANCHES[layer.branch].zh, STEMS[layer.cycle % 10].zh])
      expect(ours, `${cases[i].date} read ${l.readingDate}`).toEqual(library[i].map(([palace, ganzhi]) => [palace, stemOf(ganzhi)]))
      // The year layer's whole ganzhi, not its stem only, is the library's.
      expect(SIXTY_CYCLE[l.year.cycle], `${cases[i].date} year`).toBe(library[i][1][1])
    }
    expect(childhood).toBeGreaterThan(3)
  })
})
