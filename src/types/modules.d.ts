/** Declarations for imports that have no types of their own. */

/** Bun's `with { type: 'file' }` import of the Scalar UI bundle: the path of the (embedded) file. */
declare module '@scalar/api-reference/browser/standalone.js' {
  const path: string
  export default path
}

/** astronomia ships JavaScript only; the build scripts use a handful of its functions. */
declare module 'astronomia/*'

/** opencc-js's character tables (the test checker reads the Simplified → Traditional one): `"简 簡|…"`. */
declare module 'opencc-js/dict/*' {
  const table: string
  export default table
}
