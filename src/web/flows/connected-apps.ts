/**
 * Connected apps (/settings/connected-apps): the OAuth grants of the signed-in account (which app,
 * where it returns, its scope, when it was connected and last used) and Disconnect, which deletes
 * the grant with every code and token issued under it, so the app's next request is refused.
 */
import type { OAuthServer } from '../../oauth/server'
import { connectedAppsPage, type ConnectedApp } from '../oauth-pages'
import * as pages from '../pages'
import { badForm, type Context, type FlowKit, readForm, redirect, respond } from './common'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

export function connectedAppsFlow({ store, route, now }: FlowKit, oauth: OAuthServer) {
  /** The account's live grants, each with what its client says of itself. */
  const appsOf = async (c: Context): Promise<ConnectedApp[]> => {
    const grants = await store.listOAuthGrants(c.session!.accountId, now())
    return Promise.all(
      grants.map(async (g) => {
        const client = await oauth.clientName(c.request, g.clientId)
        return {
          grant: hex(g.grantHash),
          clientId: g.clientId,
          name: client.name,
          redirectHosts: client.redirectHosts,
          scope: g.scope,
          createdAt: g.createdAt,
          lastUsedAt: g.lastUsedAt,
        }
      }),
    )
  }

  const showApps = route('full-session', async (c) => {
    const disconnected = new URL(c.request.url).searchParams.get('m') === 'app-disconnected'
    const notice = disconnected ? ({ kind: 'ok', text: c.t.appDisconnected } as const) : null
    return respond(200, connectedAppsPage(c.view, { accountName: c.session!.accountName, apps: await appsOf(c), notice }))
  })

  const disconnect = route('full-session', async (c) => {
    const form = await readForm(c.request)
    if (!form) return badForm(c)
    const grant = form.get('grant') ?? ''
    // Only a grant of this account: another account's grant is not found either.
    const own = (await store.listOAuthGrants(c.session!.accountId, now())).find((g) => hex(g.grantHash) === grant)
    if (!own) return respond(404, pages.messagePage(c.view, c.t.notFoundTitle, c.t.appNotFound, c.session!.accountName))
    await oauth.revokeGrant(own.grantHash)
    return redirect('/settings/connected-apps?m=app-disconnected')
  })

  return { showApps, disconnect }
}
