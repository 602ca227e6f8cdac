/**
 * The configuration of oidc-provider (panva) as this service's authorization server for its keyed
 * MCP connector: authorization code with PKCE S256 only, public clients (`none`), dynamic client
 * registration and Client ID Metadata Documents, RFC 8707 resource indicators (every access token
 * is bound to `<issuer>/mcp/readings`), RFC 9207 `iss` on every redirect, short-lived opaque access
 * tokens and rotating refresh tokens whose reuse revokes the grant (the library's behaviour, kept).
 * Sign-in and consent are the settings page's (src/web/flows/authorize.ts).
 */
import { createHash, createPrivateKey } from 'node:crypto'
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider'
import Provider, { errors, interactionPolicy } from 'oidc-provider'
import type { Store } from '../store/types'
import { StoreAdapter } from './adapter'
import { cookieKeys } from './cookie-keys'
import { INTERACTION_PATH, READINGS_SCOPE, RESOURCE_PATH } from './constants'
import { outboundFetch } from './outbound-fetch'

/** Where the endpoints live, all under /oauth (the app forwards /oauth/* to the provider). */
const ROUTES = {
  authorization: '/oauth/authorize',
  token: '/oauth/token',
  registration: '/oauth/register',
  revocation: '/oauth/revoke',
  jwks: '/oauth/jwks',
  userinfo: '/oauth/userinfo',
  end_session: '/oauth/session/end',
  introspection: '/oauth/introspect',
  pushed_authorization_request: '/oauth/par',
  code_verification: '/oauth/device',
  device_authorization: '/oauth/device/auth',
  backchannel_authentication: '/oauth/backchannel',
  challenge: '/oauth/challenge',
  credential: '/oauth/credential',
}

export interface ProviderSettings {
  issuer: string
  store: Store
  /** Server secrets from the store: the cookie-signing key and the seed of the ID-token key. */
  cookieKey: string
  signingSeed: string
  accessTokenTtlSeconds: number
  fetch: { allowLoopback: boolean; ca: string | null }
  /** Our page for an error the library shows the browser (never a redirect to an unverified URI). */
  errorPage: (acceptLanguage: string | null, error: string, description: string | undefined) => string
  /** Per client address (the provider's `ctx.ip`): 0 when allowed, else the seconds to wait. */
  limits: { registration(address: string): Promise<number>; metadataFetch(address: string): Promise<number> }
}

const REFRESH_TOKEN_TTL_S = 30 * 86_400
const GRANT_TTL_S = 60 * 86_400

/** The Ed25519 key that signs ID tokens (only when a client asks for `openid`), from a stored 32-byte seed. */
function signingKey(seed: string) {
  const raw = createHash('sha256').update(`bazi-oauth-signing:${seed}`).digest()
  const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), raw])
  const jwk = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }).export({ format: 'jwk' })
  return { ...jwk, kid: createHash('sha256').update(String(jwk.x)).digest('base64url').slice(0, 16), alg: 'EdDSA', use: 'sig' }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost'])

/**
 * What is wrong with a redirect URI, or null when it is allowed: HTTPS on a host that is not
 * loopback, or plain HTTP on a loopback host (RFC 8252 §7.3); nothing else (no custom schemes).
 */
function redirectUriProblem(uri: unknown): string | null {
  if (typeof uri !== 'string' || !URL.canParse(uri)) return `${JSON.stringify(uri)?.slice(0, 200)} is not a URL`
  const url = new URL(uri)
  const shown = uri.slice(0, 200)
  if (url.username || url.password || url.hash) return `${shown} carries user info or a fragment`
  const loopback = LOOPBACK_HOSTS.has(url.hostname)
  if (url.protocol === 'https:') return loopback ? `${shown} is HTTPS on a loopback address: a loopback redirect uses http://` : null
  if (url.protocol === 'http:') return loopback ? null : `${shown} is plain HTTP on a host that is not loopback: use HTTPS`
  return `${shown} is neither HTTPS nor HTTP on a loopback address (scheme ${url.protocol})`
}

function clientRules(): Pick<Configuration, 'extraClientMetadata' | 'clientDefaults'> {
  return {
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      id_token_signed_response_alg: 'EdDSA',
    },
    extraClientMetadata: {
      // A property no client sends: the validator runs once per client and sees all its metadata.
      properties: ['bazi_redirect_policy'],
      validator(_ctx, key, _value, metadata) {
        if (key !== 'bazi_redirect_policy') return
        const uris = (metadata as { redirect_uris?: unknown[] }).redirect_uris ?? []
        const problem = uris.map(redirectUriProblem).find((p) => p !== null)
        if (problem) {
          // InvalidClientMetadata, not InvalidRedirectUri: the latter's description is fixed to "did
          // not match any of the client's registered redirect_uris", which says nothing here. A
          // description starting with "redirect_uris" keeps the code invalid_redirect_uri.
          throw new errors.InvalidClientMetadata(
            `redirect_uris must be HTTPS URLs, or plain HTTP on a loopback address (127.0.0.1, [::1], localhost): ${problem}`,
          )
        }
      },
    },
  }
}

/** A refusal of too many requests from one address: 429 with Retry-After, as JSON (or our page for a browser). */
function tooManyRequests(ctx: KoaContextWithOIDC, wait: number, what: string) {
  ctx.set('Retry-After', String(wait))
  const error = new errors.OIDCProviderError(429, 'too_many_requests')
  error.error_description = `Too many ${what} from this address. Retry in ${wait} s.`
  return error
}

/**
 * Dynamic client registration, limited per client address. The limit is taken inside the
 * registration endpoint itself (its hook that runs for every registration, after the body is
 * read and before the client is stored), so whatever path the router matched to it (a trailing
 * slash, another letter case) counts the same.
 */
function registrationRules(s: ProviderSettings): NonNullable<Configuration['features']>['registration'] {
  return {
    enabled: true,
    initialAccessToken: false,
    issueRegistrationAccessToken: async (ctx) => {
      const wait = await s.limits.registration(ctx.ip)
      if (wait > 0) throw tooManyRequests(ctx, wait, 'client registrations')
      return true
    },
  }
}

/**
 * Client ID Metadata Documents. The library keeps each document it fetched (per provider, the 100
 * most recent, as long as its Cache-Control says, 30 s to a day) and asks `allowFetch` before
 * fetching one it does not hold: that is where each client address pays for the fetch it causes,
 * so nobody makes this server fetch URLs at will. Lookups outside a request of the provider (the
 * consent and Connected apps pages, for clients already named in a flow or grant) are not counted.
 */
function metadataDocumentRules(s: ProviderSettings) {
  return {
    enabled: true,
    ack: 'draft-02',
    allowFetch: async (ctx: KoaContextWithOIDC | undefined) => {
      if (!ctx) return true
      const wait = await s.limits.metadataFetch(ctx.ip)
      if (wait > 0) throw tooManyRequests(ctx, wait, 'client metadata document fetches')
      return true
    },
  }
}

function resourceRules(issuer: string, accessTokenTtlSeconds: number): NonNullable<Configuration['features']>['resourceIndicators'] {
  const resource = `${issuer}${RESOURCE_PATH}`
  return {
    enabled: true,
    // A client that names no resource gets the one resource this server serves.
    defaultResource: async () => resource,
    useGrantedResource: async () => true,
    getResourceServerInfo: async (_ctx, indicator) => {
      if (indicator !== resource) throw new errors.InvalidTarget(`this server issues tokens for ${resource} only`)
      return { scope: READINGS_SCOPE, audience: resource, accessTokenTTL: accessTokenTtlSeconds, accessTokenFormat: 'opaque' }
    },
  }
}

/**
 * The interaction policy: the library's, and every authorization confirmed on the consent page, for
 * every client. By default the library confirms each one for native clients only; a web client
 * (claude.ai, chatgpt.com) that was allowed once would then get codes silently for as long as the
 * provider's own session lives (12 h), even after the account holder signed out of the settings
 * page, so a browser shared after a sign-out would connect the next person's app to the first
 * person's account. The consent page needs a settings session and a click. A request with
 * `prompt=none` gets `consent_required` once the provider has a session in the browser, and the
 * library's `login_required` before (the settings page's session is not the provider's).
 */
function confirmEveryAuthorization() {
  const policy = interactionPolicy.base()
  const { Check } = interactionPolicy
  policy
    .get('consent')!
    .checks.add(
      new Check(
        'every_authorization_confirmed',
        'each authorization is confirmed by the signed-in account holder',
        'consent_required',
        (ctx) => (ctx.oidc.result?.consent ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT),
      ),
    )
  return policy
}

/** The provider's whole configuration. */
export function providerConfiguration(s: ProviderSettings): Configuration {
  return {
    adapter: (name: string) => new StoreAdapter(name, s.store),
    clients: [],
    findAccount: async (_ctx, sub) => {
      const account = await s.store.findAccountById(Number(sub))
      return account ? { accountId: sub, claims: async () => ({ sub }) } : undefined
    },
    scopes: ['openid', 'offline_access', READINGS_SCOPE],
    claims: { openid: ['sub'] },
    routes: ROUTES,
    interactions: { policy: confirmEveryAuthorization(), url: async (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    cookies: { keys: cookieKeys([s.cookieKey]) },
    jwks: { keys: [signingKey(s.signingSeed)] as never },
    enabledJWA: { idTokenSigningAlgValues: ['EdDSA'] },
    pkce: { required: () => true },
    responseTypes: ['code'],
    ...clientRules(),
    clientBasedCORS: () => true,
    ttl: {
      AccessToken: s.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 3600,
      Session: 12 * 3600,
      Grant: GRANT_TTL_S,
      RefreshToken: REFRESH_TOKEN_TTL_S,
    },
    // Tokens outlive the browser session that granted them (a connector keeps working).
    expiresWithSession: async () => false,
    // Every client that may refresh gets a refresh token; public clients' rotate on each use.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    features: {
      devInteractions: { enabled: false },
      registration: registrationRules(s),
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: false },
      // A DPoP-bound token would be checked as a plain bearer token by the connector: not offered.
      dPoP: { enabled: false },
      resourceIndicators: resourceRules(s.issuer, s.accessTokenTtlSeconds),
      clientIdMetadataDocument: metadataDocumentRules(s) as never,
    },
    fetch: outboundFetch({ ...s.fetch, timeoutMs: 2500, maxBytes: 5 * 1024, failureMemoryMs: 60_000 }) as never,
    renderError: async (ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) => {
      ctx.type = 'html'
      ctx.body = s.errorPage(ctx.get('accept-language') || null, out.error, out.error_description)
    },
  }
}

/** A provider for one issuer, behind a proxy (the app forwards to it with X-Forwarded-*). */
export function createProvider(settings: ProviderSettings): Provider {
  const provider = new Provider(settings.issuer, providerConfiguration(settings))
  provider.proxy = true
  // Redirect URIs match exactly, loopback ones included (the library lets a loopback port vary).
  const clientPrototype = provider.Client.prototype as unknown as { redirectUriAllowed(value: string): boolean }
  clientPrototype.redirectUriAllowed = function (this: { redirectUris: string[] }, value: string) {
    return this.redirectUris.includes(value)
  }
  return provider
}
