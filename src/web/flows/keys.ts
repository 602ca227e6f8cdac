/**
 * The account's own API keys (/settings/api-keys): the key page with today's usage, creating a key
 * (shown once), and revoking one after a confirmation. The same store calls as the CLI's `keys`
 * commands, so a key made here is an ordinary key.
 */
import { hasControlCharacter, withoutControlCharacters } from '../../store/names'
import type { ApiKeyRecord } from '../../store/types'
import { quotaDayAt } from '../../store/quota-day'
import { hashToken, isWellFormedToken, randomToken } from '../../store/tokens'
import * as pages from '../pages'
import { ownOrigin } from '../../transport/connection'
import { badForm, type Context, type FlowKit, noticeFrom, readForm, redirect, respond } from './common'

const MAX_LABEL_LENGTH = 64

/** `?m=key-revoked&key=ID` names a key only when it is this account's and revoked: no notice can be made up by a link. */
function revokedNotice(c: Context, keys: ApiKeyRecord[]): pages.Notice | null {
  const params = new URL(c.request.url).searchParams
  if (params.get('m') !== 'key-revoked') return null
  const key = keys.find((k) => k.id === params.get('key') && k.revokedAt !== null)
  return key ? { kind: 'ok', text: c.t.keyRevoked(key.prefix) } : null
}

export function keysFlow({ store, now, route, trustProxy }: FlowKit) {
  const renderKeys = async (c: Context, status: number, extra: { newKey?: string; label?: string; notice?: pages.Notice | null } = {}) => {
    const session = c.session!
    const at = now()
    const formToken = randomToken()
    await store.issueFormToken(hashToken(formToken), session.idHash, at)
    const quota = quotaDayAt(at)
    const usage = (await store.usage(quota.day, session.accountName))[0]
    const keys = await store.listKeys(session.accountName)
    const notice = extra.notice === undefined ? revokedNotice(c, keys) : extra.notice
    return respond(
      status,
      pages.keysPage(c.view, {
        accountName: session.accountName,
        usage,
        resetInMs: quota.resetAt - at,
        keys,
        formToken,
        baseUrl: ownOrigin(c.request, trustProxy),
        ...extra,
        notice,
      }),
    )
  }

  const showKeys = route('full-session', (c) => renderKeys(c, 200, noticeFrom(c) ? { notice: noticeFrom(c) } : {}))

  const createKey = route('full-session', async (c) => {
    const form = await readForm(c.request)
    if (!form) return badForm(c)
    const label = (form.get('label') ?? '').trim()
    if ([...label].length > MAX_LABEL_LENGTH) return renderKeys(c, 400, { label, notice: { kind: 'error', text: c.t.labelTooLong } })
    if (hasControlCharacter(label))
      return renderKeys(c, 400, { label: withoutControlCharacters(label), notice: { kind: 'error', text: c.t.labelInvalid } })
    const token = form.get('formToken')
    // The one-time form token: a reload or a second click re-sends a used token and makes nothing.
    if (!isWellFormedToken(token) || !(await store.consumeFormToken(hashToken(token), c.session!.idHash)))
      return redirect('/settings/api-keys?m=already-submitted')
    const { key } = await store.createKey(c.session!.accountName, label === '' ? null : label, now())
    return renderKeys(c, 200, { newKey: key })
  })

  /** The signed-in account's key with this id, revoked or not, or null (someone else's key is not found either). */
  const ownKey = async (c: Context, id: string | null) =>
    id ? ((await store.listKeys(c.session!.accountName)).find((k) => k.id === id) ?? null) : null
  const keyNotFound = (c: Context) => respond(404, pages.messagePage(c.view, c.t.notFoundTitle, c.t.keyNotFound, c.session!.accountName))
  // After a revocation the browser is sent to the key page (POST, then redirect): a reload shows the
  // page again instead of re-sending the form, and the page names the key revoked.
  const toRevokedNotice = (id: string) => redirect(`/settings/api-keys?m=key-revoked&key=${encodeURIComponent(id)}`)

  const confirmRevoke = route('full-session', async (c) => {
    const key = await ownKey(c, new URL(c.request.url).searchParams.get('id'))
    if (!key) return keyNotFound(c)
    if (key.revokedAt !== null) return toRevokedNotice(key.id)
    return respond(200, pages.revokeConfirmPage(c.view, c.session!.accountName, key))
  })

  const revoke = route('full-session', async (c) => {
    const form = await readForm(c.request)
    if (!form) return badForm(c)
    const key = await ownKey(c, form.get('id'))
    if (!key) return keyNotFound(c)
    // A second submission (back, then the button again) finds the key revoked already: same answer.
    if (key.revokedAt === null) await store.revokeKey(key.id, now())
    return toRevokedNotice(key.id)
  })

  return { showKeys, createKey, confirmRevoke, revoke }
}
