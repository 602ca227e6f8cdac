/** What the MCP route reads from a JSON-RPC exchange for telemetry: only sane values. */
import { describe, expect, it } from 'bun:test'
import { protocolVersionOf } from '../../src/mcp/json-rpc'

const post = (headers: Record<string, string> = {}) => new Request('http://localhost/mcp', { method: 'POST', headers })
const call = (params: Record<string, unknown>) => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params })

describe('protocolVersionOf', () => {
  it('keeps a version token from the header, the request _meta or params', () => {
    expect(protocolVersionOf(post({ 'mcp-protocol-version': '2025-06-18' }), null)).toBe('2025-06-18')
    expect(protocolVersionOf(post(), call({ protocolVersion: '2026-07-28' }))).toBe('2026-07-28')
  })

  it('drops a value that is no version token (control characters, markup, over 20 characters) instead of storing it', () => {
    expect(protocolVersionOf(post(), call({ protocolVersion: 'a\u0000' }))).toBeNull()
    expect(protocolVersionOf(post(), call({ protocolVersion: '<script>' }))).toBeNull()
    expect(protocolVersionOf(post(), call({ protocolVersion: 'x'.repeat(21) }))).toBeNull()
    expect(protocolVersionOf(post({ 'mcp-protocol-version': 'a b' }), null)).toBeNull()
  })
})
