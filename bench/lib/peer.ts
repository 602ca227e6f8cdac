/**
 * The peer: `bazi-mcp` (npm, cantian-ai/bazi-mcp), an open-source Bazi MCP server with a Streamable
 * HTTP mode (Express + MCP SDK 1.x, tyme4ts), installed only in bench/peer/ (`npm install` there;
 * its node_modules is git-ignored) and run on loopback with Node, its own runtime.
 *
 * Its chart tool is `getBaziDetail({ solarDatetime, gender })`. It takes an ISO time with an
 * offset and no place, so it does less than our `calculate_bazi_chart` (no zone lookup, no true
 * solar time); the bodies below give it the same dates and times at +08:00.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { BirthSample } from './inputs'
import { REPO_ROOT, freePort, startProcess, type RunningProcess } from './processes'

const PEER_DIR = join(REPO_ROOT, 'bench', 'peer')
const PEER_ENTRY = join(PEER_DIR, 'node_modules', 'bazi-mcp', 'dist', 'httpServer.js')

export const PEER_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }

export const peerCallBody = (s: BirthSample, id = 1) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'getBaziDetail', arguments: { solarDatetime: `${s.date}T${s.time}:00+08:00`, gender: s.sex === 'male' ? 1 : 0 } },
  })

/** Why the peer cannot run here, or null when it can. */
export function peerUnavailable(): string | null {
  if (!existsSync(PEER_ENTRY)) return 'bench/peer/node_modules/bazi-mcp is not installed (run `npm install` in bench/peer/)'
  return null
}

export async function startPeer(): Promise<RunningProcess> {
  const port = freePort()
  return startProcess(['node', join(PEER_DIR, 'launch.mjs')], {
    env: { PORT: String(port) },
    cwd: PEER_DIR,
    ready: async (url) => {
      const res = await fetch(`${url}/mcp`, {
        method: 'POST',
        headers: PEER_HEADERS,
        body: JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'tools/list', params: {} }),
      })
      await res.arrayBuffer()
      return res.status === 200
    },
  })
}
