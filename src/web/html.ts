/**
 * HTML escaping by construction: every page is written with the `html` tag, which escapes each
 * interpolated value unless it is itself `html` output (or an array of such). There is no other way
 * to put text into a page, so a label like `<img src=x onerror=alert(1)>` can only ever show as text.
 */

/** Markup that is already safe: produced by the `html` tag, never from a plain string. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escapes text for element content and for quoted attribute values alike. */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c])

export type HtmlValue = SafeHtml | string | number | null | undefined | false | HtmlValue[]

const render = (value: HtmlValue): string => {
  if (value === null || value === undefined || value === false) return ''
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  return escapeHtml(String(value))
}

/** The one template tag for pages: literal parts are trusted markup, interpolations are escaped. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1]
  return new SafeHtml(out)
}
