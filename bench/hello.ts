/**
 * The ceiling for the HTTP benchmark: a bare Elysia hello-world, compiled with the same flags as
 * the service. `GET /` answers "Hello World"; `POST /echo` parses a JSON body and answers a small
 * JSON object (the cheapest possible "API" call, for reference). Prints its URL; port 0 = any.
 */
import { Elysia } from 'elysia'

const port = Number(process.argv[2] ?? 0)
const app = new Elysia()
  .get('/', () => 'Hello World')
  .post('/echo', ({ body }) => ({ ok: true, received: typeof body }))
  .listen({ port, hostname: '127.0.0.1' })

console.log(`listening http://127.0.0.1:${app.server!.port}`)
process.once('SIGTERM', () => {
  app.stop(true).then(() => process.exit(0))
})
