/**
 * The gazetteer stays compact on the JS heap: its nearest-place grid lives in typed arrays, not in a
 * map of ~35,000 small arrays (BENCHMARKS.md, "Soak RSS"). Every object on the heap is traced again
 * by each full collection, and under load the server's resident memory follows its live heap, so
 * the count of objects the loaded index adds is held here. Measured in a fresh process (another
 * test may already have loaded the index in this one): ~40,000 objects now, ~97,000 with the map.
 */
import { describe, expect, it } from 'bun:test'
import { join } from 'node:path'

const script = `
import { fullGC, heapStats } from 'bun:jsc'
fullGC()
const before = heapStats()
const { loadGazetteer, nearestPlace } = await import(${JSON.stringify(join(import.meta.dir, '../../src/core/geo/gazetteer.ts'))})
const { places } = loadGazetteer()
fullGC()
const after = heapStats()
const near = nearestPlace(31.23, 121.47)
console.log(JSON.stringify({ places, objects: after.objectCount - before.objectCount, arrays: (after.objectTypeCounts.Array ?? 0) - (before.objectTypeCounts.Array ?? 0), near: near?.name ?? null }))
`

describe('gazetteer heap footprint', () => {
  it('the loaded index adds few heap objects and still finds the nearest place', async () => {
    const child = Bun.spawn([process.execPath, '-e', script], { stdout: 'pipe', stderr: 'pipe' })
    const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited])
    expect(code, err).toBe(0)
    const result = JSON.parse(out.trim().split('\n').pop()!) as { places: number; objects: number; arrays: number; near: string | null }
    expect(result.places).toBeGreaterThan(50_000)
    expect(result.near).toBe('Shanghai')
    // One array per grid cell would be ~35,000 arrays; the header's small maps hold ~6,000.
    expect(result.arrays).toBeLessThan(10_000)
    expect(result.objects).toBeLessThan(60_000)
  }, 30_000)
})
