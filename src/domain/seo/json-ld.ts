/**
 * JSON-LD as text safe inside a <script> element: '<' can never close the element, and the line
 * separators U+2028/U+2029 cannot break older JavaScript parsers. Store and vehicle text flows in.
 */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
