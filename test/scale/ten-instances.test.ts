/**
 * Ten instances behind a real load balancer, with faults, under a steady mixed load:
 * - PostgreSQL (a cluster of this test's own), ten `serve` processes, each in a network namespace of
 *   its own with its own address (veth pairs made and removed here), and HAProxy from Debian's
 *   packages in front, routing on /readyz with its plain health check (HTTP/1.0, no Host header);
 * - faults, one after another: two instances killed with SIGKILL (and started again), one
 *   instance's link to PostgreSQL cut (it must go unready, leave the balancer, and come back),
 *   PostgreSQL restarted once;
 * - afterwards: no account admitted beyond its limit, every admitted call counted (only calls cut
 *   off by a kill or the restart may be counted without their answer, and never more of them than
 *   such answers), every answer 200, 429 or 503 (no reset connection, nothing past the deadlines).
 *
 * Root only (namespaces); where namespaces or HAProxy are missing the test says so and is skipped,
 * and fails instead in CI (NETNS_TESTS_REQUIRED=1, set by .ci/run). Traffic stays on loopback and on
 * the pairs this test makes.
 */
import { SQL } from 'bun'
import { afterAll, describe, expect, it } from 'bun:test'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PostgresStore, STORE_CALL_DEADLINE_MS } from '../../src/store/postgres-store'
import { MCP_HEADERS, toolCall } from '../hardening/helpers'
import { createNetwork, netnsUnavailableReason, type Network } from '../support/netns'
import { privateCluster, type Cluster } from '../support/postgres'
import { spawnService, type ServerProcess } from '../support/processes'

const INSTANCES = 10
const PORT = 3000
/** The store's default deadline of one call; a metered call makes two (authenticate, count). */
const STORE_DEADLINE_MS = STORE_CALL_DEADLINE_MS
/** HAProxy: connect timeout, tries, and how long an instance may take to answer. */
const LB_CONNECT_MS = 500
const LB_RETRIES = 2
const LB_SERVER_TIMEOUT_MS = 2 * STORE_DEADLINE_MS + 1_000
/** Scheduling on a busy machine (ten services, PostgreSQL and the balancer on a few cores). */
const MARGIN_MS = 2_000
/** No client waits longer than this for an answer: the balancer's bounds plus the margin. */
const ANSWER_BOUND_MS = LB_SERVER_TIMEOUT_MS + LB_CONNECT_MS * (LB_RETRIES + 1) + MARGIN_MS
/** Health checks: every CHECK_MS, two failures to go down, two successes to come back. */
const CHECK_MS = 250
/** A fault's effect (down, unready) must show within this, and recovery within RECOVERY_BOUND_MS. */
const DETECT_BOUND_MS = 2 * CHECK_MS + 2 * STORE_DEADLINE_MS + MARGIN_MS
const RECOVERY_BOUND_MS = 30_000

const LANES = 24
const SMALL_LIMIT = 400
const ACCOUNTS = [
  { name: 'small', limit: SMALL_LIMIT },
  { name: 'big-1', limit: 1_000_000 },
  { name: 'big-2', limit: 1_000_000 },
]

const missing =
  netnsUnavailableReason() ??
  (Bun.which('haproxy') === null ? 'no haproxy (apt-get install haproxy)' : null) ??
  (process.getuid?.() !== 0 ? 'needs root' : null)
const required = process.env.NETNS_TESTS_REQUIRED === '1'

let net: Network | null = null
let cluster: Cluster | null = null
let balancer: ReturnType<typeof Bun.spawn> | null = null
const servers: ServerProcess[] = []
afterAll(async () => {
  for (const s of servers) if (s.proc.exitCode === null) s.proc.kill('SIGKILL')
  if (balancer && balancer.exitCode === null) balancer.kill('SIGKILL')
  await Promise.all([...servers.map((s) => s.exited), balancer?.exited])
  cluster?.remove()
  net?.remove()
})

const sleep = (ms: number) => Bun.sleep(ms)

/** The test database's sessions that are not idle, one line: who waits on what (a lock, I/O, a client). */
async function databaseActivity(pg: Cluster): Promise<string> {
  const sql = new SQL(pg.adminUrl, { max: 1 })
  try {
    const rows: { client: string | null; state: string | null; waiting: string | null; query: string }[] = await sql`
      SELECT client_addr::text AS client, state, wait_event_type || ':' || wait_event AS waiting, left(query, 60) AS query
      FROM pg_stat_activity WHERE datname = 'bazi_lb' AND state IS DISTINCT FROM 'idle' AND pid <> pg_backend_pid()`
    return rows.length ? JSON.stringify(rows) : 'no busy session'
  } catch (error) {
    return `not asked (${(error as Error).message})`
  } finally {
    await sql.close({ timeout: 1 }).catch(() => {})
  }
}
/** Polls until `condition` holds; the ms it took, or -1 after `bound`. */
async function timeUntil(condition: () => Promise<boolean> | boolean, bound: number): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < bound) {
    if (await condition()) return Math.round(performance.now() - started)
    await sleep(50)
  }
  return -1
}

function haproxyConfig(dir: string, backends: string[]): string {
  // What the balancer answers itself (an instance died mid-call, none is up): 503 with Retry-After,
  // like the service's own 503s, so a client sees one kind of "try again".
  const unavailable = join(dir, 'unavailable.http')
  writeFileSync(
    unavailable,
    'HTTP/1.0 503 Service Unavailable\r\nCache-Control: no-cache\r\nConnection: close\r\nContent-Type: application/json\r\nRetry-After: 2\r\n\r\n' +
      '{"error":{"code":"BALANCER_UNAVAILABLE","message":"No instance answered; retry shortly."}}\n',
  )
  return [
    'global',
    `  stats socket ${join(dir, 'admin.sock')} mode 600 level admin`,
    '  maxconn 4000',
    'defaults',
    '  mode http',
    `  timeout connect ${LB_CONNECT_MS}ms`,
    '  timeout client 30s',
    `  timeout server ${LB_SERVER_TIMEOUT_MS}ms`,
    `  timeout check ${STORE_DEADLINE_MS + 500}ms`,
    `  retries ${LB_RETRIES}`,
    '  option redispatch',
    // Only a connection that was never made is tried elsewhere: a call sent once may have been counted.
    '  retry-on conn-failure',
    ...[502, 503, 504].map((code) => `  errorfile ${code} ${unavailable}`),
    'frontend api',
    `  bind unix@${join(dir, 'lb.sock')}`,
    // One call per client connection. On a kept-alive client connection whose earlier calls were
    // answered, HAProxy answers a server that died mid-call by closing the client's connection
    // with no answer at all (inviting a replay, which a counted POST must not get); as the first
    // call on its connection, the client gets the 503 above instead.
    '  option httpclose',
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    // The plain check: HTTP/1.0 with no Host header.
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    `  default-server check inter ${CHECK_MS}ms fastinter ${CHECK_MS}ms downinter ${CHECK_MS}ms fall 2 rise 2`,
    ...backends.map((address, k) => `  server i${k} ${address}:${PORT}`),
    '',
  ].join('\n')
}

/**
 * Each backend server's state as the balancer sees it ('UP', 'DOWN', …), from its stats socket;
 * a server whose last check did not pass at layer 7 (HAProxy counts a server UP before its first
 * check) is reported as its check status instead.
 */
async function balancerStates(dir: string): Promise<Record<string, string>> {
  const csv = await new Promise<string>((resolve, reject) => {
    let text = ''
    Bun.connect({
      unix: join(dir, 'admin.sock'),
      socket: {
        open(socket) {
          socket.write('show stat\n')
        },
        data(_, chunk) {
          text += new TextDecoder().decode(chunk)
        },
        close() {
          resolve(text)
        },
        error(_, error) {
          reject(error)
        },
      },
    }).catch(reject)
  })
  const [header, ...rows] = csv.trim().split('\n')
  const columns = header.replace(/^# /, '').split(',')
  const [px, sv, st, check] = ['pxname', 'svname', 'status', 'check_status'].map((c) => columns.indexOf(c))
  const states: Record<string, string> = {}
  for (const row of rows) {
    const cells = row.split(',')
    if (cells[px] !== 'instances' || !/^i\d+$/.test(cells[sv])) continue
    const state = cells[st].split(' ')[0]
    states[cells[sv]] = state === 'UP' && cells[check] !== 'L7OK' ? `UP, last check ${cells[check] || 'not run'}` : state
  }
  return states
}

interface Answer {
  at: number
  kind: 'metered' | 'public'
  account: string | null
  status: number
  /** The error code of a non-200, or how the call failed without an answer. */
  code: string | null
  ms: number
}

const suite = missing === null ? describe : required ? describe : describe.skip
if (missing !== null) console.warn(`NOTICE: the ten-instance test ${required ? 'fails' : 'is skipped'}: ${missing}`)

suite(`${INSTANCES} instances behind HAProxy, each in its own network namespace`, () => {
  it('under a steady mixed load: two killed, one cut off from PostgreSQL, PostgreSQL restarted: limits hold, admitted calls counted, answers 200/429/503', async () => {
    if (missing !== null) throw new Error(`the ten-instance test cannot run here: ${missing}`)
    net = createNetwork(INSTANCES)
    const network = net
    const dir = network.scratch
    cluster = await privateCluster({ listen: network.instances.map((i) => i.databaseAddress), trustNetworks: [network.subnet] })
    const pg = cluster
    const admin = new SQL(pg.adminUrl, { max: 1 })
    await admin.unsafe('CREATE DATABASE bazi_lb')
    await admin.close()
    const store = await PostgresStore.open(pg.databaseUrl('bazi_lb'))
    const keys = new Map<string, string>()
    for (const a of ACCOUNTS) {
      await store.createAccount(a.name, a.limit, Date.now())
      keys.set(a.name, (await store.createKey(a.name, null, Date.now())).key)
    }
    await store.close()

    const startInstance = (k: number) => {
      const instance = network.instances[k]
      const server = spawnService(
        ['serve', '--db', `postgres://postgres@${instance.databaseAddress}:${pg.port}/bazi_lb`],
        { HOST: instance.address, PORT: String(PORT), PUBLIC_MCP_CALLS_PER_MINUTE: '1000000' },
        network.exec(k),
      )
      servers.push(server)
      network.track(server.proc.pid)
      return server
    }
    const t0 = performance.now()
    const running = network.instances.map((_, k) => startInstance(k))
    await Promise.all(
      running.map((s, k) =>
        s
          .waitForLog((l) => l.message === 'listening', 60_000)
          .catch(async (error: Error) => {
            throw new Error(`i${k}: ${error.message.split('\n')[0]}; PostgreSQL: ${await databaseActivity(pg)}`, { cause: error })
          }),
      ),
    )
    const startupMs = Math.round(performance.now() - t0)

    writeFileSync(
      join(dir, 'haproxy.cfg'),
      haproxyConfig(
        dir,
        network.instances.map((i) => i.address),
      ),
    )
    balancer = Bun.spawn(['haproxy', '-db', '-f', join(dir, 'haproxy.cfg')], { stdout: 'ignore', stderr: 'pipe' })
    network.track(balancer.pid)
    const states = () => balancerStates(dir).catch(() => ({}) as Record<string, string>)
    const upCount = async () => Object.values(await states()).filter((s) => s === 'UP').length
    const downCount = async () => Object.values(await states()).filter((s) => s.startsWith('DOWN')).length
    const allUp = await timeUntil(async () => (await upCount()) === INSTANCES, 30_000)
    if (allUp < 0) throw new Error(`not every instance passed the balancer's check: ${JSON.stringify(await states())}`)

    // The load: LANES clients, each call in turn a metered reading on one of the accounts or a
    // public tool call, through the balancer's socket.
    const lbSocket = join(dir, 'lb.sock')
    const answers: Answer[] = []
    let stop = false
    let sequence = 0
    const loadStarted = performance.now()
    const oneCall = async (): Promise<void> => {
      const i = sequence++
      const metered = i % 4 !== 3
      const account = metered ? ACCOUNTS[i % ACCOUNTS.length].name : null
      const at = performance.now()
      const init: RequestInit & { unix: string } = metered
        ? {
            unix: lbSocket,
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${keys.get(account!)}` },
            body: JSON.stringify({ cardId: i % 78, reversed: false }),
          }
        : {
            unix: lbSocket,
            method: 'POST',
            headers: MCP_HEADERS,
            body: JSON.stringify(toolCall('get_daily_almanac', { date: '2025-05-07' }, i)),
          }
      const url = metered ? 'http://localhost/api/v1/tarot' : 'http://localhost/mcp'
      let status = 0
      let code: string | null = null
      try {
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_BOUND_MS) })
        status = res.status
        const text = await res.text()
        if (status !== 200) code = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? 'no code'
      } catch (error) {
        code =
          (error as Error).name === 'TimeoutError' ? 'no answer within the bound' : `no answer: ${(error as Error).message.slice(0, 80)}`
      }
      answers.push({ at: at - loadStarted, kind: metered ? 'metered' : 'public', account, status, code, ms: performance.now() - at })
    }
    const lanes = Array.from({ length: LANES }, async () => {
      while (!stop) {
        await oneCall()
        // A client told 503 (Retry-After) pauses before its next call, as a real one would, rather
        // than spinning on the balancer's instant refusals while no instance is ready.
        if (answers.at(-1)!.status === 503) await sleep(100)
      }
    })
    const marks: Record<string, number> = {}
    const mark = (name: string) => (marks[name] = Math.round(performance.now() - loadStarted))
    const figures: Record<string, number> = { startupMs }
    try {
      await sleep(3_000)

      // 1. Two instances killed with SIGKILL: the balancer takes them out, and back once restarted.
      mark('kill')
      const killedAt = performance.now()
      for (const k of [0, 1]) running[k].proc.kill('SIGKILL')
      figures.killedDownMs = await timeUntil(async () => {
        const s = await states()
        return Boolean(s.i0?.startsWith('DOWN') && s.i1?.startsWith('DOWN'))
      }, DETECT_BOUND_MS)
      await sleep(2_000)
      mark('restart killed')
      const restartedAt = performance.now()
      for (const k of [0, 1]) running[k] = startInstance(k)
      figures.killedBackMs = await timeUntil(async () => (await upCount()) === INSTANCES, RECOVERY_BOUND_MS)
      figures.killedOutMs = Math.round(restartedAt - killedAt)

      // 2. Instance 2 cut off from PostgreSQL: unready (503 on /readyz), out of the balancer; back after.
      await sleep(2_000)
      mark('cut')
      network.cutDatabaseLink(2)
      const readyz = () =>
        fetch(`http://${network.instances[2].address}:${PORT}/readyz`, { signal: AbortSignal.timeout(ANSWER_BOUND_MS) })
          .then((r) => r.status)
          .catch(() => 0)
      figures.cutUnreadyMs = await timeUntil(async () => (await readyz()) === 503, DETECT_BOUND_MS)
      figures.cutDownMs = await timeUntil(async () => Boolean((await states()).i2?.startsWith('DOWN')), DETECT_BOUND_MS)
      await sleep(3_000)
      mark('restore')
      network.restoreDatabaseLink(2)
      figures.cutBackMs = await timeUntil(async () => (await states()).i2 === 'UP', RECOVERY_BOUND_MS)

      // 3. PostgreSQL restarted: every instance unready while it is down, all back afterwards.
      await sleep(2_000)
      mark('pg stop')
      pg.stop()
      figures.pgDownAllOutMs = await timeUntil(async () => (await downCount()) === INSTANCES, DETECT_BOUND_MS)
      await sleep(1_000)
      mark('pg start')
      pg.start()
      const pgBackAt = performance.now()
      figures.pgBackMs = await timeUntil(async () => (await upCount()) === INSTANCES, RECOVERY_BOUND_MS)
      const okBefore = answers.filter((a) => a.status === 200 && a.kind === 'metered').length
      figures.pgFirstAdmittedMs = await timeUntil(
        () => answers.filter((a) => a.status === 200 && a.kind === 'metered').length > okBefore,
        RECOVERY_BOUND_MS,
      )
      figures.pgBackAtMs = Math.round(pgBackAt - loadStarted)

      await sleep(3_000)
    } finally {
      stop = true
      await Promise.all(lanes)
    }
    const loadMs = performance.now() - loadStarted

    // The count in the database, per account.
    const sql = new SQL(pg.databaseUrl('bazi_lb'), { max: 1 })
    const rows: { name: string; used: number }[] =
      await sql`SELECT a.name, COALESCE(SUM(u.count), 0)::int AS used FROM accounts a LEFT JOIN usage u ON u.account_id = a.id GROUP BY a.name`
    await sql.close()
    const counted = new Map(rows.map((r) => [r.name, r.used]))

    const kinds: Record<string, number> = {}
    for (const a of answers) {
      const kind = a.status === 200 ? '200' : `${a.status || 'none'} ${a.code}`
      kinds[kind] = (kinds[kind] ?? 0) + 1
    }
    const ms = answers.map((a) => a.ms).sort((x, y) => x - y)
    const pct = (p: number) => Math.round(ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)])
    const perAccount = ACCOUNTS.map((a) => {
      const mine = answers.filter((x) => x.account === a.name)
      return {
        account: a.name,
        limit: a.limit,
        admitted: mine.filter((x) => x.status === 200).length,
        unavailable: mine.filter((x) => x.status === 503).length,
        counted: counted.get(a.name) ?? 0,
      }
    })
    console.log(
      JSON.stringify({
        calls: answers.length,
        seconds: Math.round(loadMs / 100) / 10,
        callsPerSecond: Math.round(answers.length / (loadMs / 1000)),
        p50: pct(50),
        p99: pct(99),
        max: pct(100),
        kinds,
        perAccount,
        figures,
        marks,
        unanswered: answers.filter((a) => a.status === 0).map((a) => ({ at: Math.round(a.at), ms: Math.round(a.ms), code: a.code })),
      }),
    )

    // Every answer is 200, 429 or 503, within the bound: no reset connection, nothing hangs.
    for (const a of answers) {
      expect([200, 429, 503]).toContain(a.status)
      expect(a.ms).toBeLessThan(ANSWER_BOUND_MS)
    }
    // The faults were seen and recovered from, each within its bound.
    for (const [name, value] of Object.entries(figures)) expect({ name, seen: value >= 0 }).toEqual({ name, seen: true })
    for (const a of perAccount) {
      // Never admitted beyond the limit; every admitted call counted. A call cut off by a kill or
      // the restart after its count committed stays counted, answered 503: never more than those.
      expect(a.admitted).toBeLessThanOrEqual(a.limit)
      expect(a.counted).toBeLessThanOrEqual(a.limit)
      expect(a.counted).toBeGreaterThanOrEqual(a.admitted)
      expect(a.counted - a.admitted).toBeLessThanOrEqual(a.unavailable)
    }
    // The small account reached its limit and was refused from then on. Its count is the limit; its
    // clients saw fewer 200s when a call counted before a kill or the restart was answered 503.
    expect(perAccount[0].counted).toBe(SMALL_LIMIT)
    expect(answers.some((a) => a.account === 'small' && a.status === 429)).toBe(true)
  }, 240_000)
})
