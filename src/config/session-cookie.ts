/**
 * Payload's staff session cookie (`payload-token`; the Users collection's `auth.cookies`). Secure
 * whenever the site's public address is https (issue 16, section 4; decision 0217), so the browser
 * never sends the session over plain http, even when TLS ends at a proxy in front of the app and the
 * app itself only sees http. A plain-http PUBLIC_URL (a developer's `npm start`, the tests) keeps it
 * without Secure: login over http://127.0.0.1 would otherwise be refused by the browser.
 */
export type SessionCookieOptions = { sameSite: 'Lax'; secure: boolean }

export function sessionCookieOptions(publicUrl: string): SessionCookieOptions {
  return { sameSite: 'Lax', secure: new URL(publicUrl).protocol === 'https:' }
}
