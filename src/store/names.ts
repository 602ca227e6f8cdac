/**
 * What the store accepts as an account name or a key label, decided once for the CLI and the
 * settings page (PostgreSQL text cannot hold a NUL byte, and neither store should hold control
 * characters a terminal or a page would render).
 */

const ACCOUNT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/
export const ACCOUNT_NAME_RULE = '1-64 letters, digits, dot, dash or underscore, starting with a letter or digit'

/** True for a name an account can have (`accounts create` refuses every other). */
export const isAccountName = (name: string): boolean => ACCOUNT_NAME.test(name)

/** C0 and C1 control characters, NUL included. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/g

/** True when a label holds a control character (refused: a label is plain text). */
export const hasControlCharacter = (text: string): boolean => text.search(CONTROL_CHARACTER) !== -1

/** The text with each control character replaced by a space (to show a refused label back). */
export const withoutControlCharacters = (text: string): string => text.replace(CONTROL_CHARACTER, ' ')
