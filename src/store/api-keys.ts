/**
 * API key format, hashing and comparison. A key is `bz_` followed by 43 base64url characters:
 * 256 random bits from the platform CSPRNG (well above the 128 bits that make guessing hopeless). The prefix makes
 * leaked keys recognisable to secret scanners; only SHA-256(key) and a short display prefix are
 * stored (the pattern of Unkey's `createKey`).
 *
 * Bun's native hasher and the Web Crypto CSPRNG, not `node:crypto`: importing that module loads
 * Node's stream machinery, ~10 % of the service's start-up.
 */

const KEY_PREFIX = 'bz_'
const KEY_RANDOM_BYTES = 32
/** `bz_` + base64url of 32 bytes (43 characters, no padding). */
export const KEY_PATTERN = /^bz_[A-Za-z0-9_-]{43}$/
/** Characters shown in listings: `bz_` plus 8, enough to tell keys apart, far too few to guess one. */
const DISPLAY_PREFIX_LENGTH = KEY_PREFIX.length + 8

/** `n` bytes from the platform CSPRNG (`crypto.getRandomValues`), as base64url. */
export const randomText = (n: number): string => Buffer.from(crypto.getRandomValues(new Uint8Array(n))).toString('base64url')
export const generateKey = (): string => KEY_PREFIX + randomText(KEY_RANDOM_BYTES)
export const generateKeyId = (): string => 'key_' + randomText(9)
export const hashKey = (key: string): Buffer => new Bun.CryptoHasher('sha256').update(key, 'utf8').digest()
/** The same SHA-256 as base64 text, via Bun's native hasher (~5× cheaper than `createHash`): the key cache's key. */
export const hashKeyText = (key: string): string => Bun.SHA256.hash(key, 'base64')
export const displayPrefix = (key: string): string => key.slice(0, DISPLAY_PREFIX_LENGTH)
export const isWellFormedKey = (key: string): boolean => KEY_PATTERN.test(key)

/** Constant-time comparison of two digests of equal length. */
export const sameDigest = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && crypto.timingSafeEqual(a, b)
