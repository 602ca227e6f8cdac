/**
 * `bun bench/names.ts [--smoke] [--seconds N] [--rounds N]`: name analysis against the Bazi chart, in
 * one run, on the COMPILED service (dist/bazi-service, rebuilt when src/ is newer):
 *
 * - REST `POST /api/v1/bazi` (the same 1,000 random births as the other benchmarks) and REST
 *   `POST /api/v1/name` (1,000 random names: one- and two-character surnames and given names from the
 *   common characters, Simplified and Traditional, a tenth in the Japanese and Korean schools, a
 *   tenth with a birth), each with its default template narrative; rounds interleaved, 50
 *   connections. Goal: the name route answers at least 1× the chart route's calls per second.
 *
 * Every process started is stopped by its pid.
 */
import { birthSamples } from './lib/inputs'
import { chartRouteTarget, compareRoutes, type RoundOptions } from './lib/rounds'
import { fixed, kilo, median, type Verdict } from './lib/stats'

const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董袁潘于蒋蔡余杜叶程苏魏吕丁沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严武戴莫孔向汤陳張劉黃趙吳鄭謝',
]
const COMPOUND = ['欧阳', '司马', '诸葛', '上官', '东方', '皇甫', '歐陽', '司馬']
const GIVEN = [
  ...'明伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛超霞平刚桂华玉兰萍红鹏辉建国志文斌宇浩然子涵欣怡梓轩睿博雅晨思佳琪嘉豪俊凯颖琳婷雪慧淑珍美凤云龙松柏竹梅菊莲荷花森海河江湖波泉源清泽润渊鑫锋铭钧锦春秋冬晴阳光耀星辰月日天宏远长永安康宁福祥瑞庆德仁义礼智信忠孝达通理学思哲贤良善真诚心意情爱恩惠悦乐诗书画琴',
]

/** Deterministic name requests (a linear congruential generator, so every run sends the same ones). */
function nameSamples(count: number, seed: number) {
  let s = seed
  const next = (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31
    return s % n
  }
  const births = birthSamples(100, seed)
  return Array.from({ length: count }, (_, i) => {
    const surname = next(10) === 0 ? COMPOUND[next(COMPOUND.length)]! : SURNAMES[next(SURNAMES.length)]!
    const givenName = Array.from({ length: 1 + next(2) }, () => GIVEN[next(GIVEN.length)]!).join('')
    const kind = i % 10
    if (kind === 1) return { surname: '佐藤', givenName: 'さくら', school: 'japanese', locale: 'ja' }
    if (kind === 2) return { surname: '金', givenName: '民俊', school: 'korean', hangul: '김민준', locale: 'ko' }
    if (kind === 3) {
      const b = births[i % births.length]!
      return { surname, givenName, birth: { date: b.date, time: b.time, latitude: b.latitude, longitude: b.longitude } }
    }
    return { surname, givenName }
  })
}

export async function runNames(options: RoundOptions = {}): Promise<{ verdicts: Verdict[]; figures: Record<string, number> }> {
  const figures = await compareRoutes('names', {
    ...options,
    warmUp: 20,
    nameWidth: 28,
    targets: (url) => [
      chartRouteTarget(url),
      { name: 'REST POST /api/v1/name', url: `${url}/api/v1/name`, bodies: nameSamples(1_000, 99).map((b) => JSON.stringify(b)) },
    ],
  })
  const bazi = median(figures.get('REST POST /api/v1/bazi')!.rps)
  const name = median(figures.get('REST POST /api/v1/name')!.rps)
  const ratio = name / bazi
  return {
    figures: { baziRps: bazi, nameRps: name, ratio },
    verdicts: [
      {
        name: 'REST /api/v1/name vs /api/v1/bazi (calls/s)',
        target: '≥ 1×',
        value: `${fixed(ratio, 2)}× (${kilo(name)} vs ${kilo(bazi)})`,
        met: ratio >= 1,
      },
    ],
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const arg = (name: string) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined)
  const { verdicts } = await runNames({ smoke: args.includes('--smoke'), durationSeconds: arg('--seconds'), rounds: arg('--rounds') })
  const { verdictLine } = await import('./lib/stats')
  for (const v of verdicts) console.log(verdictLine(v))
}
