/**
 * The request id: one per request, on every response (`X-Request-Id`), in every error body
 * (`error.requestId`) and on every log line of the request, so a user who reports an error can point
 * the operator to the log line. A client-sent `X-Request-Id` is kept when it is a sane token (1 to
 * 128 of `A-Z a-z 0-9 . _ : -`: nothing that could forge a log field or a header); otherwise the
 * service makes a new random one. Telemetry never stores it.
 */

export const REQUEST_ID_HEADER = 'X-Request-Id'

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

// One id per Request object: the hooks, the route handler and the error mapping all see the same.
const ids = new WeakMap<Request, string>()

export function requestIdOf(request: Request): string {
  let id = ids.get(request)
  if (id === undefined) {
    const sent = request.headers.get(REQUEST_ID_HEADER)
    id = sent !== null && SANE_REQUEST_ID.test(sent) ? sent : crypto.randomUUID()
    ids.set(request, id)
  }
  return id
}
