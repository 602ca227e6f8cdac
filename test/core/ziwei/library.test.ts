/**
 * iztro's global state (language, school configuration) must never change an answer: the adapter
 * sets both in full on every call. Checked with calls interleaved with another user of the library
 * switching language and settings, with interleaved concurrent requests (test/operations), and
 * against the unpatched library in a separate process.
 */
import { describe, expect, test } from 'bun:test'
import { calculateZiweiChart, ziweiLabels, type ZiweiInput } from '../../../src/core/ziwei'
import type { LabelTable } from '../../../src/core/ziwei/labels'
import { random, pad2 } from '../../support/pillar-consistency'

const cases: ZiweiInput[] = (() => {
  const r = random(99)
  return Array.from({ length: 40 }, () => ({
    date: `${r.int(1920, 2080)}-${pad2(r.int(1, 12))}-${pad2(r.int(1, 28))}`,
    time: `${pad2(r.int(0, 23))}:${pad2(r.int(0, 59))}`,
    city: r.pick(['Beijing', 'Urumqi', 'Madrid', 'New York']),
    sex: r.pick(['male', 'female', undefined] as const),
    ziHour: r.pick(['next-day', 'same-day'] as const),
    trueSolarTime: r.next() < 0.7,
    locale: r.pick(['en', 'zh'] as const),
    leapMonth: r.pick(['split', 'current', 'next'] as const),
    yearStart: r.pick(['lunar-new-year', 'spring-begins'] as const),
    readingDate: '2090-03-01',
  }))
})()

const answer = (c: ZiweiInput) => {
  const { bazi: _bazi, ...chart } = calculateZiweiChart(c)
  return JSON.stringify(chart)
}

describe('iztro global state', () => {
  const alone = cases.map(answer)

  test('another user of iztro switching language and school between calls changes nothing', () => {
    const { astro } = require('iztro')
    const hostile = [
      () =>
        astro.config({
          mutagens: { 庚: ['太阳', '武曲', '天府', '天同'], 壬: ['天梁', '紫微', '天府', '武曲'] },
          yearDivide: 'exact',
          horoscopeDivide: 'exact',
          ageDivide: 'birthday',
          dayDivide: 'current',
          algorithm: 'zhongzhou',
        }),
      () => astro.bySolar('1999-9-9', 12, 'male', false, 'en-US'),
      () => astro.bySolar('2001-1-1', 3, '女', true, 'ja-JP').horoscope('2020-1-1'),
    ]
    const interleaved = cases.map((c, i) => {
      hostile[i % hostile.length]()
      return answer(c)
    })
    expect(interleaved).toEqual(alone)
  })

  test('the same answers in reverse order (no state carried from one call to the next)', () => {
    expect([...cases].reverse().map(answer).reverse()).toEqual(alone)
  })

  test("the natal placement equals the unpatched library's, run in a fresh process (split leap rule, lunar new year)", async () => {
    const plain = cases.filter((c) => c.leapMonth === 'split' && c.yearStart === 'lunar-new-year').slice(0, 12)
    const days = plain.map(
      (c) => JSON.parse(answer(c)) as { dayDate: string; hourBranch: number; palaces: { major: { code: string }[] }[]; bureau: string },
    )
    const script = `const { astro } = require('iztro'); const input = JSON.parse(process.argv[1]);
      console.log(JSON.stringify(input.map(([d, h, g]) => { const a = astro.bySolar(d, h, g, true, 'zh-CN'); return [a.fiveElementsClass, a.palaces.map((p) => p.majorStars.map((s) => s.name + s.brightness + (s.mutagen || '')).join(',') + '|' + p.minorStars.map((s) => s.name).join(',') + '|' + p.adjectiveStars.map((s) => s.name).join(','))] })))`
    const args = plain.map((c, i) => [days[i].dayDate, days[i].hourBranch, c.sex === 'female' ? '女' : '男'])
    const proc = Bun.spawn([process.execPath, '-e', script, JSON.stringify(args)], { stdout: 'pipe', cwd: import.meta.dir })
    const library = JSON.parse(await new Response(proc.stdout).text()) as [string, string[]][]
    const zh = (t: LabelTable, code: string) => t.zh[code]
    for (let i = 0; i < plain.length; i++) {
      const ours = calculateZiweiChart(plain[i])
      expect(zh(ziweiLabels.FIVE_ELEMENT_BUREAUS, ours.bureau)).toBe(library[i][0])
      expect(
        ours.palaces.map(
          (p) =>
            p.major
              .map(
                (s) =>
                  zh(ziweiLabels.MAJOR_STARS, s.code) +
                  (s.brightness ? zh(ziweiLabels.BRIGHTNESS, s.brightness) : '') +
                  (s.mutagen ? zh(ziweiLabels.MUTAGENS, s.mutagen) : ''),
              )
              .join(',') +
            '|' +
            p.minor.map((s) => zh(ziweiLabels.MINOR_STARS, s.code)).join(',') +
            '|' +
            p.adjective.map((s) => zh(ziweiLabels.ADJECTIVE_STARS, s)).join(','),
        ),
      ).toEqual(library[i][1])
    }
  })
})
