/**
 * The API reference page at /docs, working with no internet: the Scalar UI bundle comes from npm
 * (@scalar/api-reference) and is embedded in the binary; the page loads it from /docs/scalar.js and
 * reads /openapi.json.
 *
 * Scalar switches on extras that talk to its own hosted services, most of them only when the page is
 * opened on localhost (which is how an operator first sees it): the AI agent (which at load searches
 * an API registry through proxy.scalar.com), the developer toolbar with its Share and Deploy
 * buttons, and the "Open API Client" button (client.scalar.com). A self-hosted reference page must
 * not send a visitor's browsing to a third party, so all of them are off; the in-page
 * "Test Request" client stays, since it calls this server only (no proxyUrl is configured).
 * The document's server is relative (`/`, right for whoever serves it); Scalar would join it to a
 * path as `origin//api/v1/…` in its request client, so the page names this page's origin instead.
 * Option names from @scalar/types 1.46 (api-reference-configuration, source-configuration).
 */
import { openapi } from '@elysiajs/openapi'
import scalarBundlePath from '@scalar/api-reference/browser/standalone.js' with { type: 'file' }
import { Elysia } from 'elysia'
import { SCHEMA_VERSION } from '../config'
import { RESPONSE_HEADERS } from './v1'

const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>bazi-service API reference</title>
</head>
<body>
  <script id="api-reference" data-url="/openapi.json"></script>
  <script>
    document.getElementById('api-reference').dataset.configuration = JSON.stringify({
      withDefaultFonts: false,
      telemetry: false,
      hideClientButton: true,
      showDeveloperTools: 'never',
      agent: { disabled: true },
      servers: [{ url: location.origin, description: 'This server' }]
    })
  </script>
  <script src="/docs/scalar.js"></script>
</body>
</html>`

/** The UI bundle as a file body: Bun streams it from the binary's embedded files (or node_modules). */
const scalarBundle = () => Bun.file(scalarBundlePath)

const API_DESCRIPTION = `Bazi (Four Pillars of Destiny) charts with True Solar Time, the Chinese almanac, daily guidance, compatibility, phone-number energy, one-card tarot and AI image readings.

Every operation needs \`Authorization: Bearer <key>\` (account holders create keys on the account settings page, \`/settings/api-keys\`; operators can also use \`bazi-service keys create\`) and counts against the account's daily limit (reset at 00:00 UTC; see the RateLimit-* headers). Errors are \`{"error":{"code","message","details","requestId"}}\`.

MCP connectors (Streamable HTTP, stateless): \`/mcp\` (public: get_daily_almanac, calculate_bazi_chart, get_daily_bazi_guidance) and \`/mcp/readings\` (bearer key: calculate_bazi_compatibility, draw_tarot_card, analyze_number_energy).

Data handling: birth data, phone numbers, questions, children's names, images and readings are used only to compute the response; they are never written to the database or the service's logs. One exception, off unless the operator turns it on: with \`READINGS_LOG_FILE\` set, each keyed call whose text a model writes (a narrative, a tarot text, an image reading) keeps what the model was given (the chart's facts, a child's name, a question; of an image only its type and size, never the image) and what it wrote, in that separate file, rotated by size (\`READINGS_LOG_MAX_BYTES\`, \`READINGS_LOG_MAX_FILES\`) and kept until the operator deletes it. Results are for entertainment and personal reflection only, not medical, legal, financial or other professional advice.

Contains data from GeoNames (https://www.geonames.org), licensed CC BY 4.0; modified (filtered, merged with Chinese names). Time-zone boundaries: timezone-boundary-builder / © OpenStreetMap contributors.`

/** /openapi.json, generated from the routes (each REST route's schemas are its capability's). */
export const apiDocumentation = () =>
  openapi({
    path: '/docs-internal',
    specPath: '/openapi.json',
    provider: null,
    openapiVersion: '3.1.0',
    exclude: { paths: ['/docs', '/docs/scalar.js', '/docs-internal'] },
    documentation: {
      openapi: '3.1.0',
      info: {
        title: 'bazi-service',
        version: SCHEMA_VERSION,
        description: API_DESCRIPTION,
        contact: { name: 'The operator of this bazi-service instance' },
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // Relative: the document is served by the server it describes, whatever its address.
      servers: [{ url: '/', description: 'This server' }],
      tags: [
        { name: 'Bazi', description: 'Charts and daily readings' },
        { name: 'Calendar', description: 'Solar terms, date selection' },
        { name: 'Readings', description: 'Compatibility, number energy, tarot, kids and image readings' },
        { name: 'Service', description: 'Health' },
      ],
      components: {
        headers: RESPONSE_HEADERS,
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'API key from the account settings page (`/settings/api-keys`) or `bazi-service keys create`.',
          },
        },
      },
      security: [{ bearerAuth: [] }],
    } as never,
  } as never)

/** The reference page and its bundle (hidden from the document they show). */
export const docsRoutes = () =>
  new Elysia({ name: 'docs' })
    .get('/docs', () => new Response(DOCS_HTML, { headers: { 'content-type': 'text/html; charset=utf-8' } }), { detail: { hide: true } })
    .get(
      '/docs/scalar.js',
      () =>
        new Response(scalarBundle(), {
          headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=86400' },
        }),
      { detail: { hide: true } },
    )
