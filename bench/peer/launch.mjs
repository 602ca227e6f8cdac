// Starts the peer (bazi-mcp's own Streamable HTTP server, dist/httpServer.js) bound to loopback
// only: its Express app listens on every interface, so listen() is pinned to 127.0.0.1 here.
// Usage: PORT=NNNN node bench/peer/launch.mjs
import http from 'node:http'

const listen = http.Server.prototype.listen
http.Server.prototype.listen = function (port, ...rest) {
  if (typeof port === 'number' || typeof port === 'string') {
    const callback = rest.find((a) => typeof a === 'function')
    return listen.call(this, Number(port), '127.0.0.1', callback)
  }
  return listen.call(this, port, ...rest)
}
await import('./node_modules/bazi-mcp/dist/httpServer.js')
