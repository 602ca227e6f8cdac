/**
 * The API reference page at /docs, working with no internet: the Scalar UI bundle comes from npm
 * (@scalar/api-reference) and is embedded in the binary; the page loads it from /docs/scalar.js and
 * reads /openapi.json.
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
      withDefaultFonts: false, hideClientButton: false, telemetry: false
    })
  </script>
  <script src="/docs/scalar.js"></script>
</body>
</html>`

/** The UI bundle as a file body: Bun streams it from the binary's embedded files (or node_modules). */
export const scalarBundle = () => Bun.file(scalarBundlePath)
