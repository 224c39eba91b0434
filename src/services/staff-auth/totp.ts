import { timingSafeEqual } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

/**
 * RFC 6238 codes on the otpauth library (issue 34, "The library"; decision 0300): SHA-1, 6 digits,
 * 30-second steps, the defaults every authenticator app reads from an otpauth:// URI.
 */
const PERIOD_SECONDS = 30
/** One step either side: a phone clock a little off, or a code typed just as it changed. */
const WINDOW = 1
const ISSUER = 'Dealership admin'

/** A new 160-bit key (RFC 4226's recommended length), as base32 for the URI and the key in text. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

export function otpauthUri(secretBase32: string, account: string): string {
  return new TOTP({ issuer: ISSUER, label: account, secret: Secret.fromBase32(secretBase32) }).toString()
}

/** The QR code of the URI as an SVG drawn here on the server: no outside service sees the key. */
export async function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
}

export function stepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS)
}

/**
 * The time step whose code equals `code`, or null. Every step of the window is computed and
 * compared in constant time, with no early exit, so the answer's timing says nothing about which
 * digits were right.
 */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const secret = Secret.fromBase32(secretBase32)
  const typed = Buffer.from(code.padEnd(6, ' ').slice(0, 6))
  const current = stepAt(now)
  let matched: number | null = null
  for (let delta = -WINDOW; delta <= WINDOW; delta++) {
    const step = current + delta
    const expected = Buffer.from(TOTP.generate({ secret, timestamp: step * PERIOD_SECONDS * 1000 }))
    if (timingSafeEqual(expected, typed) && matched === null) matched = step
  }
  return matched
}

/** The code an authenticator app shows at `now` (tests and the demo's documentation only). */
export function codeAt(secretBase32: string, now: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secretBase32), timestamp: now.getTime() })
}
