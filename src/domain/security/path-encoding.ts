/**
 * Issue 16, section 2: a path with broken percent-encoding ('%E0%A4%A', '%ZZ', a lone '%') makes
 * Next answer 500 while it decodes route params, on pages, API routes, the admin and /_next alike.
 * The proxy asks this first and answers 404 (pages) or 400 (APIs) instead (docs/security.md).
 */

/** True when every '%' starts a two-hex-digit escape and the escapes decode as UTF-8. */
export function hasValidPercentEncoding(raw: string): boolean {
  if (!raw.includes('%')) return true
  if (/%(?![0-9A-Fa-f]{2})/.test(raw)) return false
  try {
    decodeURIComponent(raw)
    return true
  } catch {
    return false
  }
}

/**
 * The same test for a query string, pair by pair: Payload parses it with `qs`, which throws on a
 * broken escape in any key or value ('?where=%E0%A4%A' answered 500). '+' is a space there.
 */
export function hasValidQueryEncoding(search: string): boolean {
  const query = search.startsWith('?') ? search.slice(1) : search
  return query.split('&').every((pair) => hasValidPercentEncoding(pair.replace(/\+/g, ' ')))
}
