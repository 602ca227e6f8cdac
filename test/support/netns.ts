/**
 * Network namespaces for the many-instance test: one namespace per instance, each joined to the
 * host by a veth pair of its own, made and removed by the test (root only). All traffic stays on
 * those pairs: nothing is routed beyond them.
 *
 * Instance k lives at 10.N.k.2 in its namespace; the host end of its pair holds 10.N.k.1 (where the
 * load balancer's checks and calls come from) and 10.N.k.5 (where PostgreSQL listens for it). Its
 * link to PostgreSQL is cut with a blackhole route to 10.N.k.5 inside the namespace: packets
 * vanish as on a cut cable, while the balancer still reaches the instance.
 */
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const IP = ['ip']

function ip(args: string[]): { ok: boolean; out: string } {
  const r = Bun.spawnSync([...IP, ...args], { stdout: 'pipe', stderr: 'pipe' })
  return { ok: r.exitCode === 0, out: r.stdout.toString() + r.stderr.toString() }
}

function must(args: string[]): string {
  const r = ip(args)
  if (!r.ok) throw new Error(`ip ${args.join(' ')} failed: ${r.out}`)
  return r.out
}

/** Why namespaces cannot be made here, or null when they can (checked by making one). */
export function netnsUnavailableReason(): string | null {
  if (process.getuid?.() !== 0) return 'network namespaces need root'
  if (Bun.which('ip') === null) return 'no `ip` command (apt-get install iproute2)'
  const probe = `bzprobe${process.pid}`
  const made = ip(['netns', 'add', probe])
  if (!made.ok) return `ip netns add failed: ${made.out.trim()}`
  ip(['netns', 'del', probe])
  return null
}

export interface Instance {
  namespace: string
  /** The instance's own address, in its namespace. */
  address: string
  /** The host's address on this pair for PostgreSQL. */
  databaseAddress: string
}

export interface Network {
  instances: Instance[]
  /** The /16 the pairs use (for PostgreSQL's pg_hba). */
  subnet: string
  /** Cuts (or restores) instance k's link to PostgreSQL; the balancer still reaches it. */
  cutDatabaseLink(k: number): void
  restoreDatabaseLink(k: number): void
  /** Prefix that runs a command inside instance k's namespace. */
  exec(k: number): string[]
  /** A scratch folder of the test's, deleted with the network (by the watchdog too). */
  scratch: string
  /** A process to kill (SIGKILL, by this pid) should the test process die before `remove`. */
  track(pid: number): void
  remove(): void
}

/** A 10.N.0.0/16 that no address or route on this host uses yet. */
function unusedSubnet(): number {
  const taken = must(['-4', 'route', 'show', 'table', 'all']) + must(['-4', 'addr'])
  const candidates = Array.from({ length: 50 }, (_, i) => 200 + i).sort(() => Math.random() - 0.5)
  for (const n of candidates) if (!taken.includes(`10.${n}.`)) return n
  throw new Error('no unused 10.N.0.0/16 for the test network')
}

export function createNetwork(count: number): Network {
  const n = unusedSubnet()
  const tag = (process.pid % 10_000).toString(36) + Math.floor(Math.random() * 36 ** 2).toString(36)
  const instances: Instance[] = []
  const namespaces: string[] = []
  const hostLinks: string[] = []
  // Should the test process die first (a killed run fires no hook), a small watchdog shell kills the
  // processes tracked here and deletes the namespaces and links listed here; `remove` empties both
  // lists first, so a normal end leaves the watchdog nothing to do (no pid is signalled after reuse).
  const lists = mkdtempSync(join(tmpdir(), 'bazi-netns-'))
  const pidFile = join(lists, 'pids')
  const cleanupFile = join(lists, 'cleanup')
  const scratch = join(lists, 'scratch')
  mkdirSync(scratch)
  writeFileSync(pidFile, '')
  writeFileSync(cleanupFile, '')
  const watchdog = Bun.spawn(
    [
      'sh',
      '-c',
      `while kill -0 ${process.pid} 2>/dev/null; do sleep 0.5; done; for p in $(cat '${pidFile}'); do kill -9 "$p" 2>/dev/null; done; sh '${cleanupFile}' >/dev/null 2>&1; rm -rf '${lists}'`,
    ],
    { stdio: ['ignore', 'ignore', 'ignore'] },
  )
  watchdog.unref()
  const writeCleanup = () =>
    writeFileSync(
      cleanupFile,
      [...namespaces.map((ns) => `ip netns del ${ns}`), ...hostLinks.map((link) => `ip link del ${link}`)].join('\n') + '\n',
    )
  const remove = () => {
    writeFileSync(pidFile, '')
    writeFileSync(cleanupFile, '')
    for (const ns of namespaces) ip(['netns', 'del', ns])
    // Deleting a namespace deletes the pair; a host end left by a half-made pair goes too.
    for (const link of hostLinks) ip(['link', 'del', link])
    rmSync(lists, { recursive: true, force: true })
  }
  try {
    for (let k = 0; k < count; k++) {
      const ns = `bzns-${tag}-${k}`
      const host = `bzh${tag}${k}`
      const peer = `bzp${tag}${k}`
      must(['netns', 'add', ns])
      namespaces.push(ns)
      writeCleanup()
      must(['link', 'add', host, 'type', 'veth', 'peer', 'name', peer])
      hostLinks.push(host)
      writeCleanup()
      must(['link', 'set', peer, 'netns', ns])
      must(['addr', 'add', `10.${n}.${k}.1/24`, 'dev', host])
      must(['addr', 'add', `10.${n}.${k}.5/24`, 'dev', host])
      must(['link', 'set', host, 'up'])
      must(['-n', ns, 'addr', 'add', `10.${n}.${k}.2/24`, 'dev', peer])
      must(['-n', ns, 'link', 'set', peer, 'up'])
      must(['-n', ns, 'link', 'set', 'lo', 'up'])
      instances.push({ namespace: ns, address: `10.${n}.${k}.2`, databaseAddress: `10.${n}.${k}.5` })
    }
  } catch (error) {
    remove()
    throw error
  }
  return {
    instances,
    subnet: `10.${n}.0.0/16`,
    cutDatabaseLink: (k) => void must(['-n', instances[k].namespace, 'route', 'add', 'blackhole', `${instances[k].databaseAddress}/32`]),
    restoreDatabaseLink: (k) =>
      void must(['-n', instances[k].namespace, 'route', 'del', 'blackhole', `${instances[k].databaseAddress}/32`]),
    exec: (k) => ['ip', 'netns', 'exec', instances[k].namespace],
    scratch,
    track: (pid) => appendFileSync(pidFile, `${pid}\n`),
    remove,
  }
}
