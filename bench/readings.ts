/**
 * Readings throughput: `npx bun bench/readings.ts`.
 *
 * Measures (a) `analyzeNumberEnergy` on random 11-digit numbers, with and without personal data
 * and JSON serialisation; (b) `scoreCompatibility` on random pillars (the scoring alone); (c)
 * `calculateCompatibility` end to end on random birth details (two full charts + score), with the
 * serialised response size. Inputs come from a fixed LCG so runs are comparable.
 */
import { cycleParts } from '../src/core/bazi/ganzhi'
import { calculateCompatibility } from '../src/core/readings/compatibility'
import { type CompatibilityPillars, scoreCompatibility } from '../src/core/readings/compatibility-score'
import { analyzeNumberEnergy } from '../src/core/readings/number-energy'

let seed = 20261121
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
const int = (n: number) => Math.floor(rand() * n)

const measure = <T>(label: string, inputs: T[], fn: (input: T) => unknown, rounds = 1) => {
  for (const x of inputs.slice(0, 200)) fn(x) // warm-up
  const t0 = performance.now()
  for (let r = 0; r < rounds; r++) for (const x of inputs) fn(x)
  const us = ((performance.now() - t0) * 1000) / (inputs.length * rounds)
  console.log(`${label.padEnd(52)} ${us.toFixed(1).padStart(8)} µs/call`)
  return us
}

const phones = Array.from({ length: 5000 }, () => '1' + Array.from({ length: 10 }, () => int(10)).join(''))
measure('analyzeNumberEnergy, 11 digits', phones, (phone) => analyzeNumberEnergy({ phone, locale: 'en' }), 4)
measure('analyzeNumberEnergy + personal data', phones, (phone) => analyzeNumberEnergy({ phone, locale: 'en', dayMasterGan: '甲', birthYear: 1990, sex: 'female' }), 4)
measure('analyzeNumberEnergy + JSON.stringify', phones, (phone) => JSON.stringify(analyzeNumberEnergy({ phone, locale: 'en' })), 4)
const sample = JSON.stringify(analyzeNumberEnergy({ phone: phones[0], locale: 'en', dayMasterGan: '甲', birthYear: 1990, sex: 'female' }))
console.log(`number-energy response size (11 digits, personal)               ${sample.length} bytes`)

const pillars = (): CompatibilityPillars => ({ year: cycleParts(int(60)), month: cycleParts(int(60)), day: cycleParts(int(60)), hour: cycleParts(int(60)) })
const pairs = Array.from({ length: 5000 }, () => [pillars(), pillars()] as const)
measure('scoreCompatibility (pillars only)', pairs, ([a, b]) => scoreCompatibility(a, b), 4)

const person = () => {
  const t = Date.UTC(1930, 0, 1) + int(90 * 365) * 86_400_000
  return {
    date: new Date(t).toISOString().slice(0, 10),
    time: `${String(int(24)).padStart(2, '0')}:${String(int(60)).padStart(2, '0')}`,
    latitude: 20 + rand() * 25,
    longitude: 100 + rand() * 20,
    timezone: 8,
  }
}
const people = Array.from({ length: 1000 }, () => [person(), person()] as const)
measure('calculateCompatibility (two charts + score)', people, ([person1, person2]) => calculateCompatibility({ person1, person2, locale: 'en' }))
const full = JSON.stringify(calculateCompatibility({ person1: people[0][0], person2: people[0][1], locale: 'en' }))
console.log(`compatibility response size                                      ${full.length} bytes`)
