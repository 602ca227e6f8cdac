/** The names the authorization server, the resource server and the settings page share. */

/** The one scope of the keyed connector: its reading tools, charged to the account's daily limit. */
export const READINGS_SCOPE = 'readings'
/** The protected resource: the keyed MCP connector. */
export const RESOURCE_PATH = '/mcp/readings'
/** Where the provider sends the browser to sign in and consent (served by src/web/flows/authorize.ts). */
export const INTERACTION_PATH = '/oauth/interaction'
