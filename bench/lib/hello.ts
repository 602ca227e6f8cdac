/**
 * The baseline for the HTTP and start-up benchmarks: a bare Elysia hello-world, compiled with
 * plain `bun build --compile` (bench/lib/processes.ts). `GET /` answers "Hello World". With `PAYLOAD_FILE` set, `GET /payload` answers that
 * file's bytes as JSON (read once at startup): a second ceiling that sends the same bytes as a
 * chart response but computes nothing. Prints its URL; port 0 (the default) = any free port.
 */
import { readFileSync } from 'node:fs'
import { Elysia } from 'elysia'

const port = Number(process.argv[2] ?? 0)
const payload = process.env.PAYLOAD_FILE ? readFileSync(process.env.PAYLOAD_FILE) : null
const app = new Elysia()
  .get('/', () => 'Hello World')
  .get('/payload', () => new Response(payload, { headers: { 'content-type': 'application/json; charset=utf-8' } }))
  .listen({ port, hostname: '127.0.0.1' })

console.log(`listening http://127.0.0.1:${app.server!.port}`)
process.once('SIGTERM', () => {
  app.stop(true).then(() => process.exit(0))
})
