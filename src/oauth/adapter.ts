/**
 * oidc-provider's storage adapter over the service's `Store` (SQLite or PostgreSQL): one adapter per
 * model (AccessToken, AuthorizationCode, RefreshToken, Grant, Session, Interaction, Client…).
 *
 * Nothing the database holds opens anything: each artefact is keyed on the SHA-256 of its opaque
 * id (the token, the code, the session cookie's value), and its payload is sealed with AES-256-GCM
 * under a key derived from that id, so the payload (which names the id, and an interaction names
 * its session's cookie) is readable only by whoever presents the id. A session is also found by its
 * uid: its payload is sealed under the uid, and the uid under the session id. Grants carry their
 * account, client and scope in clear columns for the settings page's Connected apps.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
import { hashToken } from '../store/tokens'
import type { OAuthArtifact, Store } from '../store/types'

/** The SHA-256 of an opaque id: the only form in which the store sees it. */
export const idHash = hashToken

const keyOf = (purpose: string, secret: string): Buffer => createHmac('sha256', `bazi-oauth-seal:${purpose}`).update(secret).digest()

function seal(purpose: string, secret: string, plain: Buffer): Buffer {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(purpose, secret), iv)
  const body = Buffer.concat([cipher.update(plain), cipher.final()])
  return Buffer.concat([iv, body, cipher.getAuthTag()])
}

function unseal(purpose: string, secret: string, sealed: Uint8Array): Buffer | null {
  const data = Buffer.from(sealed)
  if (data.length < 28) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(purpose, secret), data.subarray(0, 12))
    decipher.setAuthTag(data.subarray(data.length - 16))
    return Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()])
  } catch {
    return null
  }
}

/** A session's stored form: the uid sealed under the session id, then the payload sealed under the uid. */
function sealSession(id: string, uid: string, payload: Buffer): Buffer {
  const sealedUid = seal('Session:id', id, Buffer.from(uid))
  const length = Buffer.alloc(2)
  length.writeUInt16BE(sealedUid.length)
  return Buffer.concat([length, sealedUid, seal('Session:uid', uid, payload)])
}

function splitSession(stored: Uint8Array): { sealedUid: Buffer; sealedPayload: Buffer } {
  const data = Buffer.from(stored)
  const length = data.length >= 2 ? data.readUInt16BE(0) : 0
  // A row that is not in this form yields two empty parts, which unseal to nothing.
  if (data.length < 2 + length) return { sealedUid: Buffer.alloc(0), sealedPayload: Buffer.alloc(0) }
  return { sealedUid: data.subarray(2, 2 + length), sealedPayload: data.subarray(2 + length) }
}

type Payload = Record<string, unknown> & {
  accountId?: string
  clientId?: string
  grantId?: string
  uid?: string
  openid?: { scope?: string }
  resources?: Record<string, string>
}

/** Grants: the words of every scope granted, for the Connected apps list. */
function grantScope(payload: Payload): string {
  const words = new Set<string>()
  for (const scope of [payload.openid?.scope, ...Object.values(payload.resources ?? {})]) {
    for (const word of (scope ?? '').split(' ')) if (word) words.add(word)
  }
  return [...words].join(' ')
}

/**
 * Rows the library saves without a lifetime, registered clients above all. A client nobody grants
 * anything goes after this; a grant keeps its client as long as itself (`upsert`).
 */
const DEFAULT_LIFETIME_S = 14 * 86_400

const USED_NAMES: Record<string, string> = { AuthorizationCode: 'authorization code', RefreshToken: 'refresh token' }

/**
 * The library's `invalid_grant` as its error handler reads one (status, `expose`, the error code as
 * the message), made here so the resource server's import of this file loads no provider code.
 */
const alreadyUsed = (model: string) =>
  Object.assign(new Error('invalid_grant'), {
    error: 'invalid_grant',
    error_description: `${USED_NAMES[model] ?? model} already used`,
    status: 400,
    statusCode: 400,
    expose: true,
  })

/** One adapter per model, as oidc-provider asks (`adapter: (name) => new StoreAdapter(name, store)`). */
export class StoreAdapter {
  constructor(
    private readonly model: string,
    private readonly store: Store,
    private readonly now: () => number = Date.now,
  ) {}

  async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
    const plain = Buffer.from(JSON.stringify(payload))
    const isSession = this.model === 'Session'
    // The library gives every session a uid; one without is sealed under its own id, found by id only.
    const uid = typeof payload.uid === 'string' ? payload.uid : id
    const isGrant = this.model === 'Grant'
    const grantId = isGrant ? id : payload.grantId
    const artifact: OAuthArtifact = {
      model: this.model,
      idHash: idHash(id),
      payload: isSession ? sealSession(id, uid, plain) : seal(this.model, id, plain),
      grantHash: typeof grantId === 'string' ? idHash(grantId) : null,
      uidHash: isSession && typeof payload.uid === 'string' ? idHash(payload.uid) : null,
      expiresAt: this.now() + (expiresIn ?? DEFAULT_LIFETIME_S) * 1000,
      accountId: isGrant && payload.accountId !== undefined ? Number(payload.accountId) : null,
      clientId: isGrant ? (payload.clientId ?? null) : null,
      scope: isGrant ? grantScope(payload) : null,
    }
    await this.store.saveOAuthArtifact(artifact, this.now())
    // A registered client (stored with the default lifetime: one nobody connects is pruned) lives
    // at least as long as each grant made to it, so its tokens keep finding it to the grant's end.
    if (isGrant && typeof payload.clientId === 'string') {
      await this.store.keepOAuthArtifactUntil('Client', idHash(payload.clientId), artifact.expiresAt)
    }
  }

  async find(id: string): Promise<Payload | undefined> {
    const stored = await this.store.findOAuthArtifact(this.model, idHash(id), this.now())
    if (!stored) return undefined
    let plain: Buffer | null
    if (this.model === 'Session') {
      const { sealedUid, sealedPayload } = splitSession(stored.payload)
      const uid = unseal('Session:id', id, sealedUid)
      plain = uid ? unseal('Session:uid', uid.toString(), sealedPayload) : null
    } else {
      plain = unseal(this.model, id, stored.payload)
    }
    if (!plain) return undefined
    const payload = JSON.parse(plain.toString()) as Payload
    return stored.consumedAt === null ? payload : { ...payload, consumed: Math.floor(stored.consumedAt / 1000) }
  }

  async findByUid(uid: string): Promise<Payload | undefined> {
    const stored = await this.store.findOAuthSessionByUid(idHash(uid), this.now())
    if (!stored) return undefined
    const plain = unseal('Session:uid', uid, splitSession(stored.payload).sealedPayload)
    return plain ? (JSON.parse(plain.toString()) as Payload) : undefined
  }

  /** Device flow only, which this server does not enable. */
  async findByUserCode(): Promise<undefined> {
    return undefined
  }

  /**
   * Uses a code or refresh token up. The library reads it, sees it unused, then calls this: two
   * requests (or processes) presenting it at once both get that far, so the store's conditional
   * update decides, and the one that did not use it is treated as the library treats a second use
   * it sees: the grant is revoked (with every token under it) and the request refused.
   */
  async consume(id: string): Promise<void> {
    if (await this.store.consumeOAuthArtifact(this.model, idHash(id), this.now())) return
    const payload = await this.find(id)
    if (typeof payload?.grantId === 'string') await this.store.revokeOAuthGrant(idHash(payload.grantId))
    throw alreadyUsed(this.model)
  }

  async destroy(id: string): Promise<void> {
    if (this.model === 'Grant') await this.store.revokeOAuthGrant(idHash(id))
    else await this.store.deleteOAuthArtifact(this.model, idHash(id))
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.store.revokeOAuthGrant(idHash(grantId))
  }
}

/** Reads an access token's payload by the token itself (the resource server's check, src/oauth/access-tokens.ts). */
export const readAccessToken = (store: Store, token: string, now: () => number = Date.now) =>
  new StoreAdapter('AccessToken', store, now).find(token)
