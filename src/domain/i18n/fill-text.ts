/**
 * A text's `{name}` placeholders filled in (issue 39): the catalog's reader on the server
 * (src/i18n/translate.ts) and client leaves that got a text with placeholders as a prop share it.
 * A placeholder without a value stays as written, so a missing value shows rather than vanishes.
 */
export type TextValues = Readonly<Record<string, string | number>>

export function fillText(text: string, values?: TextValues): string {
  if (!values) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}
