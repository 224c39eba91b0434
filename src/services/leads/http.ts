import { RESUME_MAX_BYTES } from '@/domain/leads/resume'

/**
 * Request checks for POST /api/leads (issue 4, decision 0020), on web-standard Request objects so
 * the route handler stays thin and these stay testable.
 */
export const JSON_BODY_LIMIT = 64 * 1024
/** Careers: the resume (at most 5 MB, site.md section 2) plus the form fields. */
export const MULTIPART_BODY_LIMIT = RESUME_MAX_BYTES + JSON_BODY_LIMIT

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
  const allowed = new Set([headers.get('x-forwarded-host'), headers.get('host'), new URL(publicUrl).host].filter(Boolean))
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

/** Magic bytes of the resume types the careers form takes (PDF, DOC, DOCX). */
export function resumeKind(bytes: Uint8Array): 'pdf' | 'doc' | 'docx' | null {
  const starts = (...sig: number[]) => sig.every((byte, i) => bytes[i] === byte)
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'pdf'
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'doc'
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'docx'
  return null
}

export const RESUME_MIME: Record<'pdf' | 'doc' | 'docx', string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/** The request's cookies by name, values as sent (still URI-encoded: each reader decodes its own). */
export function requestCookies(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0) out[part.slice(0, at).trim()] = part.slice(at + 1).trim()
  }
  return out
}
