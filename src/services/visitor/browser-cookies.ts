/**
 * document.cookie in one place for every browser module: reading one cookie, reading them all, and
 * writing. Values come back as stored; a caller that encoded a value decodes it. Every cookie the
 * visitor layer writes is Secure and SameSite=Lax (visitor-layer.md section 9 "Cookies").
 */
function cookiePairs(): [string, string][] {
  if (typeof document === 'undefined') return []
  return document.cookie
    .split('; ')
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=')
      return at < 0 ? ['', part] : [part.slice(0, at), part.slice(at + 1)]
    })
}

/** The cookie's stored value, or undefined; the first one when a name is set on several paths. */
export function readCookie(name: string): string | undefined {
  return cookiePairs().find(([key]) => key === name)?.[1]
}

/** Every cookie the page can read, by name (stored values). */
export function readCookies(): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const [key, value] of cookiePairs()) if (!Object.hasOwn(cookies, key)) cookies[key] = value
  return cookies
}

/** Writes a cookie for the whole site; without a lifetime it lasts as long as the browser session. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number | undefined): void {
  const lifetime = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`
  document.cookie = `${name}=${value}; Path=/${lifetime}; Secure; SameSite=Lax`
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; Secure; SameSite=Lax`
}
