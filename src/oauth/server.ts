/**
 * The authorization server in the process: oidc-provider (a Koa application that wants Node's
 * `req`/`res`) on a `node:http` server listening on a unix socket in a private temporary folder,
 * and the forwarding of `/oauth/*` and the two well-known metadata paths from the Elysia app to it
 * (method, headers and body kept; `X-Forwarded-Proto/Host/For` set by us, so the provider, with
 * `proxy = true`, names the issuer's URLs and sees the client's address). Nothing but this process
 * can reach the socket. Loaded on the first OAuth request; stopped with the server.
 *
 * The issuer is PUBLIC_BASE_URL when set; otherwise the origin the request came to, for a host on
 * the allow-list only (one provider per such origin), as the protected-resource metadata does.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type Provider from 'oidc-provider'
import type { Deps } from '../deps'
import { rateLimitKey } from '../limits/public-rate-limit'
import { tooLarge } from '../transport/request'
import { requireAllowedHost } from '../transport/allowed-host'
import { ownOrigin } from '../transport/connection'
import { READINGS_SCOPE, RESOURCE_PATH } from './constants'
import { carriesInteractionCookie } from './interaction-cookie'

/** The well-known paths of the authorization server's metadata (RFC 8414 and OpenID discovery). */
export const AUTHORIZATION_SERVER_METADATA_PATHS = ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration'] as const

const MAX_OAUTH_BODY_BYTES = 64 * 1024

/**
 * Providers kept at once, one per issuer. Without PUBLIC_BASE_URL the issuer is the origin a request
 * came to, and any port of an allowed host names one: the least recently used provider is dropped
 * beyond this and made again when its issuer comes back (its state is all in the store).
 */
const MAX_PROVIDERS = 8

export interface OAuthServerOptions {
  /** Our page for the errors the provider shows the browser (src/web renders it). */
  errorPage: (acceptLanguage: string | null, error: string, description: string | undefined) => string
}

/** What the consent page shows and needs. */
export interface InteractionView {
  uid: string
  clientId: string
  clientName: string | null
  redirectUri: string
  /** The scope the app asked for, as it asked. */
  scope: string
}

/** One token from a per-address bucket in the store (shared by every process), at the service's clock: seconds to wait, 0 when taken. */
const takeBucketToken = (deps: Deps, bucket: string, address: string, perMinute: number): Promise<number> =>
  deps.store.takePublicToken(`${bucket}:${rateLimitKey(address)}`, deps.clock().getTime(), perMinute)

export type OAuthServer = ReturnType<typeof createOAuthServer>

export function createOAuthServer(deps: Deps, options: OAuthServerOptions) {
  const allowedHosts = new Set(deps.config.allowedHosts)
  const providers = recentlyUsed<Awaited<ProviderEntry>>(MAX_PROVIDERS)
  let socket: Promise<{ server: Server; dir: string; path: string }> | null = null

  /** The issuer a request belongs to; a Host off the allow-list is refused (no issuer an attacker names). */
  const issuerOf = (request: Request): string => {
    if (deps.config.publicBaseUrl) return deps.config.publicBaseUrl.replace(/\/+$/, '')
    requireAllowedHost(request, allowedHosts)
    return ownOrigin(request, deps.config.trustProxy)
  }

  /** Dynamic client registration: at most `oauthRegistrationsPerMinute` per client address (shared through the store; taken in src/oauth/provider.ts). */
  const registrationAllowed = (address: string) =>
    takeBucketToken(deps, 'oauth-registration', address, deps.config.oauthRegistrationsPerMinute)
  /** Client ID Metadata Document fetches: at most `oauthMetadataFetchesPerMinute` per client address (taken in src/oauth/provider.ts). */
  const metadataFetchAllowed = (address: string) =>
    takeBucketToken(deps, 'oauth-metadata-fetch', address, deps.config.oauthMetadataFetchesPerMinute)

  const providerAt = (issuer: string): ProviderEntry =>
    providers.get(issuer, async () => {
      // oidc-provider (Koa, jose) is loaded only when the first OAuth request comes.
      const { createProvider } = await loadProvider(deps)
      const cookieKey = await deps.store.secret('oauth-cookie-key')
      const provider = createProvider({
        issuer,
        store: deps.store,
        cookieKey,
        signingSeed: await deps.store.secret('oauth-signing-seed'),
        accessTokenTtlSeconds: deps.config.oauthAccessTokenTtlSeconds,
        fetch: { allowLoopback: deps.config.oauthFetchAllowLoopback, ca: deps.config.oauthFetchCa },
        errorPage: options.errorPage,
        limits: { registration: registrationAllowed, metadataFetch: metadataFetchAllowed },
      })
      return { provider, handler: provider.callback(), cookieKey }
    })

  /**
   * The internal server: each request goes to the provider of the issuer named by X-Forwarded-*
   * (set by `relay` alone: nothing else reaches the socket), made again if it was dropped meanwhile.
   */
  const listening = () => (socket ??= listenOnSocket((issuer) => providerAt(publicIssuer(issuer))))

  // PUBLIC_BASE_URL may carry a path prefix the forwarded host does not: map back to the issuer.
  const publicIssuer = (forwarded: string) =>
    deps.config.publicBaseUrl && new URL(deps.config.publicBaseUrl).origin === forwarded
      ? deps.config.publicBaseUrl.replace(/\/+$/, '')
      : forwarded

  async function forward(request: Request, clientAddress: string): Promise<Response> {
    const issuer = issuerOf(request)
    const { provider } = await providerAt(issuer)
    return relay(request, new URL(provider.issuer), clientAddress, (await listening()).path)
  }

  return {
    forward,
    /** The interaction the consent page shows, or null (unknown, answered, or not started by this browser). */
    interaction: async (request: Request, uid: string) => {
      const entry = await providerAt(issuerOf(request))
      return startedHere(entry, request, uid) ? interactionView(entry, uid) : null
    },
    /**
     * The app an interaction is for, for the sign-in page on the way to its consent page. The
     * provider's interaction cookie is scoped to the consent path, so the sign-in page cannot ask
     * for it: it shows only the app's name and return host (the uid is unguessable), and the
     * consent page still checks that this browser started the interaction.
     */
    appAsking: async (request: Request, uid: string) => {
      const view = await interactionView(await providerAt(issuerOf(request)), uid)
      return view ? { name: view.clientName, redirectUri: view.redirectUri } : null
    },
    /** Records the decision; null when there is nothing to decide (unknown, answered, or not started by this browser). */
    finishInteraction: async (request: Request, uid: string, decision: { accountId: number } | 'deny') => {
      const entry = await providerAt(issuerOf(request))
      if (!startedHere(entry, request, uid)) return null
      return finish(entry.provider, `${issuerOf(request)}${RESOURCE_PATH}`, uid, decision)
    },
    clientName: async (request: Request, clientId: string): Promise<{ name: string | null; redirectHosts: string[] }> => {
      const { provider } = await providerAt(issuerOf(request))
      const client = await provider.Client.find(clientId).catch(() => undefined)
      const hosts = [...new Set((client?.redirectUris ?? []).map((uri) => new URL(uri).host))]
      return { name: client?.clientName ?? null, redirectHosts: hosts }
    },
    /** How many providers are kept (tests: bounded whatever the Host headers). */
    providerCount: () => providers.size,
    /** Ends a grant and everything issued under it: its tokens fail from the next request on. */
    revokeGrant: (grantHash: Uint8Array) => deps.store.revokeOAuthGrant(grantHash),
    async stop() {
      if (!socket) return
      const { server, dir } = await socket
      // The app has stopped and drained first (src/serve.ts): only idle relay connections remain.
      server.closeAllConnections?.()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      rmSync(dir, { recursive: true, force: true })
      socket = null
    },
  }
}

/** Up to `max` promised values by key, the least recently used dropped first; one whose making failed is forgotten. */
function recentlyUsed<T>(max: number) {
  const entries = new Map<string, Promise<T>>()
  return {
    get size() {
      return entries.size
    },
    get(key: string, make: () => Promise<T>): Promise<T> {
      let entry = entries.get(key)
      if (entry) entries.delete(key)
      else {
        const made = make()
        made.catch(() => entries.get(key) === made && entries.delete(key))
        entry = made
      }
      // Most recently used last: the first in the map is the one dropped.
      entries.set(key, entry)
      for (const oldest of entries.keys()) {
        if (entries.size <= max) break
        entries.delete(oldest)
      }
      return entry
    },
  }
}

type ProviderEntry = Promise<{ provider: Provider; handler: (req: IncomingMessage, res: ServerResponse) => void; cookieKey: string }>

/**
 * Whether the browser asking is the one that started the interaction: it carries the provider's
 * signed interaction cookie naming this uid (src/oauth/interaction-cookie.ts). Without this, the
 * consent URL of a flow someone else started would hand them the code once its holder consents.
 */
const startedHere = ({ provider, cookieKey }: Awaited<ProviderEntry>, request: Request, uid: string): boolean =>
  carriesInteractionCookie(request.headers.get('cookie'), provider.cookieName('interaction'), uid, [cookieKey])

/** A `node:http` server on a unix socket in a fresh private folder (mode 0700), handing each request to its issuer's provider. */
async function listenOnSocket(providerOf: (issuer: string) => ProviderEntry) {
  // node:http is loaded with the provider, on the first OAuth request, not at start-up.
  const { createServer } = await import('node:http')
  const dir = mkdtempSync(join(tmpdir(), 'bazi-oauth-'))
  const path = join(dir, 'provider.sock')
  const server: Server = createServer((req, res) => {
    const entry = providerOf(`${req.headers['x-forwarded-proto']}://${req.headers['x-forwarded-host']}`)
    entry.then(
      ({ handler }) => handler(req, res),
      () => {
        res.statusCode = 503
        res.end()
      },
    )
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(path, resolve))
  return { server, dir, path }
}

/** The request as the provider gets it: method, headers and body kept, the X-Forwarded-* headers ours. */
async function relay(request: Request, issuer: URL, clientAddress: string, socketPath: string): Promise<Response> {
  const url = new URL(request.url)
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await bodyOf(request)
  const headers = new Headers(request.headers)
  for (const name of ['host', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'content-length'])
    headers.delete(name)
  headers.set('x-forwarded-proto', issuer.protocol.slice(0, -1))
  headers.set('x-forwarded-host', issuer.host)
  headers.set('x-forwarded-for', clientAddress)
  const answer = await fetch(`http://provider${url.pathname}${url.search}`, {
    method: request.method,
    headers,
    body,
    redirect: 'manual',
    unix: socketPath,
  } as RequestInit)
  return new Response(answer.body, { status: answer.status, headers: answer.headers })
}

async function bodyOf(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_OAUTH_BODY_BYTES) throw tooLarge(MAX_OAUTH_BODY_BYTES)
  const body = new Uint8Array(await request.arrayBuffer())
  if (body.byteLength > MAX_OAUTH_BODY_BYTES) throw tooLarge(MAX_OAUTH_BODY_BYTES)
  return body
}

async function interactionView({ provider }: { provider: Provider }, uid: string): Promise<InteractionView | null> {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(uid)) return null
  const interaction = await provider.Interaction.find(uid)
  if (!interaction || interaction.result) return null
  const params = interaction.params as Record<string, string | undefined>
  const client = await provider.Client.find(String(params.client_id)).catch(() => undefined)
  if (!client || typeof params.redirect_uri !== 'string') return null
  return {
    uid,
    clientId: client.clientId,
    clientName: client.clientName ?? null,
    redirectUri: params.redirect_uri,
    scope: params.scope ?? READINGS_SCOPE,
  }
}

/** Records the holder's decision on the interaction and returns where the browser goes next (back to the provider). */
async function finish(provider: Provider, resource: string, uid: string, decision: { accountId: number } | 'deny'): Promise<string | null> {
  const interaction = await provider.Interaction.find(uid)
  if (!interaction || interaction.result) return null
  if (decision === 'deny') {
    interaction.result = { error: 'access_denied', error_description: 'The account holder denied the request.' }
  } else {
    const accountId = String(decision.accountId)
    const clientId = String((interaction.params as { client_id?: string }).client_id)
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined
    const grant = existing && existing.accountId === accountId ? existing : new provider.Grant({ accountId, clientId })
    const requested = String((interaction.params as { scope?: string }).scope ?? '').split(' ')
    const oidc = requested.filter((s) => s === 'openid' || s === 'offline_access')
    // `readings` is granted both as an OpenID scope and as the resource's scope.
    grant.addOIDCScope([...oidc, READINGS_SCOPE].join(' '))
    grant.addResourceScope(resource, READINGS_SCOPE)
    const grantId = await grant.save()
    interaction.result = { login: { accountId }, consent: { grantId } }
  }
  await interaction.save(interaction.exp! - Math.floor(Date.now() / 1000))
  return interaction.returnTo
}

/**
 * Loads the provider module. oidc-provider prints its notices with console.warn/info as plain text:
 * they go to the service's JSON log instead, and two are dropped as handled here (the runtime
 * notice under Bun, which this service runs it on by design, and the missing undici SSRF guard,
 * which src/oauth/outbound-fetch.ts replaces).
 */
let loaded: Promise<typeof import('./provider')> | null = null
function loadProvider(deps: Deps) {
  return (loaded ??= (() => {
    const handled = /Unsupported runtime|failed to setup SSRF protection/
    for (const level of ['warn', 'info'] as const) {
      const original = console[level]
      console[level] = (...args: unknown[]) => {
        const text = String(args[0] ?? '')
        if (!text.includes('oidc-provider ')) return original(...args)
        if (!handled.test(text)) deps.log.info('oidc-provider notice', { notice: text.replace(/\x1b\[[0-9;]*m/g, '').slice(0, 300) })
      }
    }
    return import('./provider')
  })())
}
