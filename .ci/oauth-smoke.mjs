/**
 * The authorization server inside the compiled binary (oidc-provider needs `--keep-names` in the
 * compile step): `node .ci/oauth-smoke.mjs URL`. Discovery at both well-known paths (exact issuer,
 * S256 only, `iss` advertised), dynamic registration of a public loopback client, an authorization
 * request that reaches the sign-in page, and a token request answered by the provider itself
 * (`invalid_grant` for a made-up code). Exits non-zero with the first failure.
 */
import { createHash, randomBytes } from 'node:crypto'

const url = process.argv[2]
const fail = (message) => {
  console.error(`oauth smoke: ${message}`)
  process.exit(1)
}

const rfc = await (await fetch(`${url}/.well-known/oauth-authorization-server`)).json()
const oidc = await (await fetch(`${url}/.well-known/openid-configuration`)).json()
if (rfc.issuer !== url || oidc.issuer !== url) fail(`issuer ${rfc.issuer} / ${oidc.issuer}, expected ${url}`)
if (JSON.stringify(rfc.code_challenge_methods_supported) !== '["S256"]') fail('code_challenge_methods_supported is not ["S256"]')
if (rfc.authorization_response_iss_parameter_supported !== true) fail('iss parameter not advertised')
const prm = await (await fetch(`${url}/.well-known/oauth-protected-resource/mcp/readings`)).json()
if (prm.authorization_servers?.[0] !== url) fail('the protected resource does not name this authorization server')

const redirect = 'http://127.0.0.1:9/callback'
const registered = await fetch(rfc.registration_endpoint, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ client_name: 'smoke', redirect_uris: [redirect], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'] }),
})
const client = await registered.json()
if (registered.status !== 201 || !client.client_id) fail(`registration: ${registered.status} ${JSON.stringify(client)}`)

const verifier = randomBytes(32).toString('base64url')
const params = new URLSearchParams({
  response_type: 'code',
  client_id: client.client_id,
  redirect_uri: redirect,
  scope: 'readings',
  resource: `${url}/mcp/readings`,
  code_challenge: createHash('sha256').update(verifier).digest('base64url'),
  code_challenge_method: 'S256',
})
let response = await fetch(`${rfc.authorization_endpoint}?${params}`, { redirect: 'manual' })
const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
for (let hops = 0; hops < 5 && response.status >= 300 && response.status < 400; hops++) {
  response = await fetch(new URL(response.headers.get('location'), url), { redirect: 'manual', headers: { cookie: cookies } })
}
if (response.status !== 200 || !(await response.text()).includes('name="next"')) fail(`the authorization request did not reach the sign-in page (${response.status})`)

const token = await fetch(rfc.token_endpoint, {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ grant_type: 'authorization_code', code: 'x'.repeat(43), redirect_uri: redirect, client_id: client.client_id, code_verifier: verifier }),
})
const answer = await token.json()
if (token.status !== 400 || answer.error !== 'invalid_grant') fail(`token request: ${token.status} ${JSON.stringify(answer)}`)
console.log('oauth smoke: discovery, registration, authorization request and token endpoint answer from the binary')
