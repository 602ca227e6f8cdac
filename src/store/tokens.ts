/**
 * Secrets of the settings page (sign-in link tokens, session ids, one-time form tokens): 32 random
 * bytes from the platform CSPRNG, base64url (43 characters). Only their SHA-256 is stored, like
 * API keys (api-keys.ts).
 */
// Bun's native hasher and Web Crypto's random source: node:crypto is not loaded at start-up
// (~4 ms of the binary's start; BENCHMARKS.md).
export const randomToken = (): string => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
export const hashToken = (token: string): Buffer => new Bun.CryptoHasher('sha256').update(token).digest()

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
/** A well-formed token: anything else is never looked up. */
export const isWellFormedToken = (value: string | null | undefined): value is string => !!value && TOKEN_PATTERN.test(value)

/** Where a sign-in link leads; the token travels in the query and is consumed on first use. */
export const loginLinkUrl = (baseUrl: string, token: string): string => `${baseUrl.replace(/\/+$/, '')}/settings/link?token=${token}`
