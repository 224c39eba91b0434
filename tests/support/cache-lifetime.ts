/**
 * How long a shared cache (a CDN, a proxy) may keep an answer with this Cache-Control, in seconds:
 * s-maxage, else max-age, plus any stale-while-revalidate or stale-if-error grace; 0 when it must not
 * keep it (no-store, private, no-cache); Infinity when nothing says, as a 404 is cacheable by default
 * (RFC 9111 section 4.2.2). Issue 35: no error answer may be kept for more than a minute.
 */
export function sharedLifetime(cacheControl: string | null | undefined): number {
  if (!cacheControl) return Infinity
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
  if (directives.includes('no-store') || directives.includes('private')) return 0
  const seconds = (name: string) => {
    const d = directives.find((x) => x.startsWith(`${name}=`))
    return d === undefined ? undefined : Number(d.slice(name.length + 1))
  }
  const fresh = seconds('s-maxage') ?? seconds('max-age')
  if (fresh === undefined) return directives.includes('no-cache') ? 0 : Infinity
  const grace = Math.max(seconds('stale-while-revalidate') ?? 0, seconds('stale-if-error') ?? 0)
  return Number.isFinite(fresh + grace) ? fresh + grace : Infinity
}
