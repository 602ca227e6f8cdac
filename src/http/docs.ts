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
import scalarBundlePath from '@scalar/api-reference/browser/standalone.js' with { type: 'file' }

export const DOCS_HTML = `<!doctype html>
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
export const scalarBundle = () => Bun.file(scalarBundlePath)
