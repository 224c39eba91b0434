import { COOKIES } from '@/config/cookies'

/**
 * The cookies whose values join the visitor's advertising parameters (visitor-layer.md section 3:
 * "from the query string … and from configured cookies"; issue 40). Marketing lists them in Site
 * settings as written by the partner (for example a click-id cookie an affiliate script sets):
 * names separated by commas, spaces or new lines. Parsed here for the admin's check, the page shell
 * and the lead intake alike, so all three read the same list.
 */
export const MAX_ADS_COOKIES = 10
const COOKIE_NAME = /^[A-Za-z0-9!#$%&'*+\-.^_`|~]{1,64}$/

/** The site's own cookies and the staff session's: never read as an advertising value. */
const RESERVED = new Set<string>([...Object.values(COOKIES), 'phoneProof', 'payload-token'])
const isReserved = (name: string) => RESERVED.has(name) || name.toLowerCase().startsWith('payload')

export type AdsCookieNamesCheck = { ok: true; names: string[] } | { ok: false; error: string }

export function checkAdsCookieNames(text: string | null | undefined): AdsCookieNamesCheck {
  const names = [...new Set((text ?? '').split(/[\s,]+/).filter((n) => n !== ''))]
  const invalid = names.find((n) => !COOKIE_NAME.test(n))
  if (invalid)
    return {
      ok: false,
      error: `"${invalid}" is not a cookie name: use the name exactly as the partner gives it, without "=" or a value.`,
    }
  const reserved = names.find(isReserved)
  if (reserved)
    return { ok: false, error: `"${reserved}" is one of the site's own cookies, not an advertising cookie.` }
  if (names.length > MAX_ADS_COOKIES) return { ok: false, error: `At most ${MAX_ADS_COOKIES} cookies.` }
  return { ok: true, names }
}

/** The names to read; an invalid list (it cannot be saved, but an old row might hold one) reads as none. */
export function adsCookieNames(text: string | null | undefined): string[] {
  const checked = checkAdsCookieNames(text)
  return checked.ok ? checked.names : []
}
