/**
 * Server-side sessions for the settings page. The cookie holds a random 32-byte id; the store keeps
 * only its SHA-256, so a copy of the database opens no session. A session ends after 1 hour without
 * a request or 12 hours after sign-in, whichever comes first (OWASP Session Management Cheat Sheet
 * ranges for low-risk applications), and at sign-out or a password change, on the server: a copied
 * cookie stops working at the same moment.
 */
import { hashToken, isWellFormedToken, randomToken } from '../store/tokens'
import type { SessionKind, SessionRecord, Store } from '../store/types'

const SESSION_IDLE_MS = 60 * 60_000
const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000
/** last_seen_at is written at most this often per session (the idle limit is an hour). */
const TOUCH_RESOLUTION_MS = 30_000

/** `__Host-` requires Secure, Path=/ and no Domain, so it is used exactly when the request is HTTPS. */
const cookieName = (https: boolean): string => (https ? '__Host-bazi_session' : 'bazi_session')

export function sessionCookie(id: string, https: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', ...(https ? ['Secure'] : [])]
  return `${cookieName(https)}=${id}; ${attributes.join('; ')}`
}

export function clearedSessionCookie(https: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', 'Max-Age=0', ...(https ? ['Secure'] : [])]
  return `${cookieName(https)}=; ${attributes.join('; ')}`
}

/** The cookie value of `name` in a Cookie header, or null. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}

export interface ActiveSession extends SessionRecord {
  idHash: Buffer
}

/** Starts a session with a fresh id (never one the browser offered: no session fixation). */
export async function startSession(store: Store, accountId: number, kind: SessionKind, now: number): Promise<string> {
  const id = randomToken()
  await store.pruneSessions(now - SESSION_IDLE_MS, now - SESSION_ABSOLUTE_MS)
  await store.createSession(hashToken(id), accountId, kind, now)
  return id
}

/** The live session named by the request's cookie, refreshed; expired ones are deleted. */
export async function currentSession(store: Store, request: Request, https: boolean, now: number): Promise<ActiveSession | null> {
  const id = readCookie(request.headers.get('cookie'), cookieName(https))
  if (!isWellFormedToken(id)) return null
  const idHash = hashToken(id)
  const session = await store.findSession(idHash)
  if (!session) return null
  if (now - session.lastSeenAt >= SESSION_IDLE_MS || now - session.createdAt >= SESSION_ABSOLUTE_MS) {
    await store.deleteSession(idHash)
    return null
  }
  if (now - session.lastSeenAt >= TOUCH_RESOLUTION_MS) await store.touchSession(idHash, now)
  return { ...session, idHash }
}
