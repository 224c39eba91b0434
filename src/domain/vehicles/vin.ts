/**
 * VIN rules (ISO 3779 / 49 CFR 565): 17 characters, no I, O or Q, and position 9 is a check digit
 * computed from the other sixteen. Routes accept exactly 17 characters (site.md section 5); imports
 * and the trade-in form also verify the check digit.
 */
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
}
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/

function charValue(c: string): number | undefined {
  if (c >= '0' && c <= '9') return Number(c)
  return TRANSLITERATION[c]
}

/** The check digit ('0'-'9' or 'X') the VIN should carry in position 9, or null when malformed. */
export function vinCheckDigit(vin: string): string | null {
  const upper = vin.toUpperCase()
  if (!VIN_PATTERN.test(upper)) return null
  let sum = 0
  for (let i = 0; i < 17; i++) {
    const value = charValue(upper[i])
    if (value === undefined) return null
    sum += value * WEIGHTS[i]
  }
  const remainder = sum % 11
  return remainder === 10 ? 'X' : String(remainder)
}

export type VinCheck = { ok: true; vin: string } | { ok: false; reason: 'length' | 'characters' | 'check-digit' }

export function checkVin(input: string): VinCheck {
  const vin = input.trim().toUpperCase()
  if (vin.length !== 17) return { ok: false, reason: 'length' }
  if (!VIN_PATTERN.test(vin)) return { ok: false, reason: 'characters' }
  if (vinCheckDigit(vin) !== vin[8]) return { ok: false, reason: 'check-digit' }
  return { ok: true, vin }
}

/** Puts the right check digit into position 9 (used by the demo data generator). */
export function withCheckDigit(vin17: string): string {
  const upper = vin17.toUpperCase()
  const digit = vinCheckDigit(upper.slice(0, 8) + '0' + upper.slice(9))
  if (digit === null) throw new Error(`not a VIN shape: ${vin17}`)
  return upper.slice(0, 8) + digit + upper.slice(9)
}
