/**
 * The account's own API keys (/settings/api-keys): the key page with today's usage, creating a key
 * (shown once), and revoking one after a confirmation. The same store calls as the CLI's `keys`
 * commands, so a key made here is an ordinary key.
 */
import { hasControlCharacter, withoutControlCharacters } from '../../store/names'
import { quotaDayAt } from '../../store/quota-day'
import { hashToken, isWellFormedToken, randomToken } from '../../store/tokens'
import * as pages from '../pages'
import { ownOrigin } from '../request-guard'
import { badForm, type Context, type FlowKit, noticeFrom, readForm, redirect, respond } from './common'

const MAX_LABEL_LENGTH = 64

export function keysFlow({ store, now, route, trustProxy }: FlowKit) {
  const renderKeys = async (c: Context, status: number, extra: { newKey?: string; label?: string; notice?: pages.Notice | null } = {}) => {
    const session = c.session!
    const at = now()
    const formToken = randomToken()
    await store.issueFormToken(hashToken(formToken), session.idHash, at)
    const quota = quotaDayAt(at)
    const usage = (await store.usage(quota.day, session.accountName))[0]
    const keys = await store.listKeys(session.accountName)
    return respond(
      status,
      pages.keysPage(c.t, {
        accountName: session.accountName,
        usage,
        resetInMs: quota.resetAt - at,
        keys,
        formToken,
        baseUrl: ownOrigin(c.request, trustProxy),
        ...extra,
      }),
    )
  }

  const showKeys = route('full-session', (c) => renderKeys(c, 200, { notice: noticeFrom(c) }))

  const createKey = route('full-session', async (c) => {
    const form = await readForm(c.request)
    if (!form) return badForm(c)
    const label = (form.get('label') ?? '').trim()
    if ([...label].length > MAX_LABEL_LENGTH) return renderKeys(c, 400, { label, notice: { kind: 'error', text: c.t.labelTooLong } })
    if (hasControlCharacter(label)) return renderKeys(c, 400, { label: withoutControlCharacters(label), notice: { kind: 'error', text: c.t.labelInvalid } })
    const token = form.get('formToken')
    // The one-time form token: a reload or a second click re-sends a used token and makes nothing.
    if (!isWellFormedToken(token) || !(await store.consumeFormToken(hashToken(token), c.session!.idHash))) return redirect('/settings/api-keys?m=already-submitted')
    const { key } = await store.createKey(c.session!.accountName, label === '' ? null : label, now())
    return renderKeys(c, 200, { newKey: key })
  })

  /** The signed-in account's active key with this id, or null (someone else's key is not found either). */
  const ownKey = async (c: Context, id: string | null) =>
    id ? ((await store.listKeys(c.session!.accountName)).find((k) => k.id === id && k.revokedAt === null) ?? null) : null

  const confirmRevoke = route('full-session', async (c) => {
    const key = await ownKey(c, new URL(c.request.url).searchParams.get('id'))
    if (!key) return respond(404, pages.messagePage(c.t, c.t.notFoundTitle, c.t.keyNotFound, c.session!.accountName))
    return respond(200, pages.revokeConfirmPage(c.t, c.session!.accountName, key))
  })

  const revoke = route('full-session', async (c) => {
    const form = await readForm(c.request)
    if (!form) return badForm(c)
    const key = await ownKey(c, form.get('id'))
    if (!key) return respond(404, pages.messagePage(c.t, c.t.notFoundTitle, c.t.keyNotFound, c.session!.accountName))
    await store.revokeKey(key.id, now())
    return renderKeys(c, 200, { notice: { kind: 'ok', text: c.t.keyRevoked(key.prefix) } })
  })

  return { showKeys, createKey, confirmRevoke, revoke }
}
