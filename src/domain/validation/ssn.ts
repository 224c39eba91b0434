/**
 * SSN rule (site.md section 5): ddd-dd-dddd, excluding area 000, 666 and 900-999, group 00 and
 * serial 0000 (the SSA never issues those). We also accept 9 bare digits or spaces as separators
 * and normalise to the dashed form.
 */
const SSN_PATTERN = /^(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}$/

export function normalizeSsn(value: string): string | null {
  const compact = value.trim().replace(/[\s-]/g, '')
  if (!/^\d{9}$/.test(compact)) return null
  const dashed = `${compact.slice(0, 3)}-${compact.slice(3, 5)}-${compact.slice(5)}`
  // Only dashes, spaces or nothing may separate the groups: "123-45 6789" is fine, "1-2345-6789" not.
  if (!/^\d{3}[\s-]?\d{2}[\s-]?\d{4}$/.test(value.trim())) return null
  return SSN_PATTERN.test(dashed) ? dashed : null
}

export function isValidSsn(value: string): boolean {
  return normalizeSsn(value) !== null
}

/** Last four digits for display in the admin; never render the full number anywhere else. */
export function maskSsn(ssn: string): string {
  const normalized = normalizeSsn(ssn)
  return normalized === null ? '***-**-****' : `***-**-${normalized.slice(7)}`
}
