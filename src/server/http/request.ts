/**
 * The request checks every public POST endpoint shares (lead intake, trade-in offers, phone
 * verification, tracking beacons, experiment exposures; decision 0020), on web-standard Request
 * objects so route handlers stay thin and these stay testable.
 */

/** The largest JSON body a public form endpoint reads; larger answers 413. */
export const JSON_BODY_LIMIT = 64 * 1024

/**
 * Same-origin: a browser's Origin must be our own host (or PUBLIC_URL). A browser that sends no
 * Origin but says Sec-Fetch-Site cross-site is refused too. Non-browser clients (no Origin, no
 * Sec-Fetch-Site) pass: cross-site request forgery needs a browser.
 */
export function isSameOrigin(headers: Headers, publicUrl: string): boolean {
  const origin = headers.get('origin')
  if (!origin) return headers.get('sec-fetch-site') !== 'cross-site'
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return false
  }
  const allowed = new Set(
    [headers.get('x-forwarded-host'), headers.get('host'), new URL(publicUrl).host].filter(Boolean),
  )
  return allowed.has(host)
}

export type BodyResult = { ok: true; bytes: Uint8Array } | { ok: false; tooLarge: true }

/** Reads at most `limit` bytes; stops reading (and answers too large) as soon as it is exceeded. */
export async function readBody(request: Request, limit: number): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) return { ok: false, tooLarge: true }
  if (!request.body) return { ok: true, bytes: new Uint8Array() }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      return { ok: false, tooLarge: true }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}
