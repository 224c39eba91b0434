import { parseCookieHeader } from '@/domain/http/cookie-header'

/**
 * document.cookie in one place for every browser module: reading one cookie, reading them all, and
 * writing. Values are read with the site's one cookie parser (src/domain/http/cookie-header.ts), so
 * they come back decoded, exactly as the server reads them; a writer encodes what needs encoding.
 * Every cookie the visitor layer writes is Secure and SameSite=Lax (visitor-layer.md section 9
 * "Cookies").
 */
function pageCookies(): Map<string, string> {
  return parseCookieHeader(typeof document === 'undefined' ? '' : document.cookie)
}

/** The cookie's decoded value, or undefined. */
export function readCookie(name: string): string | undefined {
  return pageCookies().get(name)
}

/** Every cookie the page can read, by name (decoded values). */
export function readCookies(): Record<string, string> {
  return Object.fromEntries(pageCookies())
}

/** Writes a cookie for the whole site; without a lifetime it lasts as long as the browser session. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number | undefined): void {
  const lifetime = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`
  document.cookie = `${name}=${value}; Path=/${lifetime}; Secure; SameSite=Lax`
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; Secure; SameSite=Lax`
}
