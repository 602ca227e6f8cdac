/**
 * The luck pillars (大运) on the exact clock, for the yearly outlook: the chart's own luck pillars
 * (direction, start and pillars as the chart states them: docs/domain.md, "Luck pillars"), each
 * change at its instant, the start instant plus ten calendar years per pillar. The chart lists ten
 * pillars; a year beyond them continues the same sequence.
 */
import { LABELS, SIXTY_CYCLE, addSpan, tenGodOf, type ChartEssentials, type Term } from '../bazi'
import { formatInstant } from '../time/place-clock'
import { wallToMs } from '../time/offsets'
import type { WallClock } from '../time/types'
import type { Locale } from '../types'

/** The offset the chart reads a civil time at when the birth place has none (Beijing time: docs/domain.md, "Pillars from the birth instant"). */
const ASSUMED_OFFSET_HOURS = 8
const YEARS_PER_PILLAR = 10

export interface LuckPillarRef {
  /** 1 = the first luck pillar. */
  index: number
  cycle: number
  ganzhi: string
  tenGod: Term
  startYear: number
  endYear: number
  startAge: number
  endAge: number
}

export interface LuckTimeline {
  /** The instant of each pillar's start, by index (1-based). */
  startMs: (index: number) => number
  pillar: (index: number) => LuckPillarRef
  /** Exact when the chart knew the birth instant; approximate when it assumed one. */
  precision: 'exact' | 'approximate'
}

/** `YYYY-MM-DDTHH:MM[:SS]` → wall clock. */
const wallOf = (text: string): WallClock => ({
  year: Number(text.slice(0, 4)),
  month: Number(text.slice(5, 7)),
  day: Number(text.slice(8, 10)),
  hour: Number(text.slice(11, 13)),
  minute: Number(text.slice(14, 16)),
  second: text.length >= 19 ? Number(text.slice(17, 19)) : 0,
})

/** The chart's luck pillars as a timeline, or null when the chart has none (no sex given). */
export function luckTimelineOf(chart: ChartEssentials, locale: Locale): LuckTimeline | null {
  const luck = chart.luck
  if (!luck) return null
  const startWall = wallOf(luck.start.moment)
  const startWallMs = wallToMs(startWall)
  const offsetHours = chart.location.utcOffset ?? ASSUMED_OFFSET_HOURS
  const firstMs = luck.start.utc !== null ? wallToMs(wallOf(luck.start.utc)) : startWallMs - offsetHours * 3_600_000
  const first = luck.pillars[0]
  const step = luck.direction.code === 'forward' ? 1 : -1
  const birthYear = Number(chart.time.civil.slice(0, 4))
  const dayMasterStem = chart.chart.pillars.day.cycle % 10
  const firstCycle = SIXTY_CYCLE.indexOf(first.ganzhi)
  // Each start and pillar computed once: the year and its thirteen boundaries ask for the same few.
  const starts: number[] = []
  const pillars: LuckPillarRef[] = []
  return {
    startMs: (index) =>
      (starts[index] ??=
        firstMs + wallToMs(addSpan(startWall, { years: YEARS_PER_PILLAR * (index - 1), months: 0, days: 0, hours: 0 })) - startWallMs),
    pillar: (index) => (pillars[index] ??= luckPillar(index)),
    precision: luck.precision,
  }
  function luckPillar(index: number): LuckPillarRef {
    const cycle = (((firstCycle + step * (index - 1)) % 60) + 60) % 60
    const startYear = first.startYear + YEARS_PER_PILLAR * (index - 1)
    return {
      index,
      cycle,
      ganzhi: SIXTY_CYCLE[cycle],
      tenGod: LABELS[locale].tenGod[tenGodOf(dayMasterStem, cycle % 10)],
      startYear,
      endYear: startYear + YEARS_PER_PILLAR - 1,
      startAge: startYear - birthYear + 1,
      endAge: startYear - birthYear + YEARS_PER_PILLAR,
    }
  }
}

/** The luck pillar in force at an instant; null before the first one starts (before 起运). */
export function luckPillarAt(luck: LuckTimeline, utcMs: number): LuckPillarRef | null {
  if (utcMs < luck.startMs(1)) return null
  // Ten calendar years are 3652 or 3653 days: estimate, then step to the exact pillar.
  let index = Math.max(1, Math.floor((utcMs - luck.startMs(1)) / (3652.425 * 86_400_000)) + 1)
  while (index > 1 && luck.startMs(index) > utcMs) index--
  while (luck.startMs(index + 1) <= utcMs) index++
  return luck.pillar(index)
}

/**
 * The luck pillar in force when a year begins and, when one starts during the year, the change: its
 * instant (UTC and at the place) and both pillars.
 */
export function luckOfYear<V>(
  luck: LuckTimeline,
  startMs: number,
  endMs: number,
  offsetAt: ((utcMs: number) => number) | null,
  view: (ref: LuckPillarRef | null) => V,
) {
  const atStart = luckPillarAt(luck, startMs)
  const atEnd = luckPillarAt(luck, endMs - 1)
  const changed = atEnd !== null && atEnd.index !== atStart?.index
  return {
    inForce: view(atStart),
    change: changed
      ? {
          ...formatInstant(luck.startMs(atEnd.index), offsetAt ? offsetAt(luck.startMs(atEnd.index)) : null),
          from: view(atStart),
          to: view(atEnd),
        }
      : null,
    precision: luck.precision,
  }
}
