/**
 * Sensitive keys never leave the database by e-mail (site.md sections 1-2, financing forms): the
 * renderers drop any field so named at any depth. Matching ignores case, '_' and '-', so
 * date_of_birth, DOB and socialSecurityNumber are caught too.
 */
const SENSITIVE = new Set(['ssn', 'dateofbirth', 'dob', 'birthdate', 'socialsecuritynumber', 'socialsecurity'])

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE.has(key.toLowerCase().replace(/[_\-\s]/g, ''))
}

/** A deep copy of `value` without sensitive keys; cycles are cut, shared (non-cyclic) parts are copied each time. */
export function redactSensitive<T>(value: T): T {
  return redact(value, new WeakSet()) as T
}

function redact(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (seen.has(value)) return undefined
  if (value instanceof Date) return value
  // `seen` holds the ancestors only: an object met twice on different branches is not a cycle.
  seen.add(value)
  let out: unknown
  if (Array.isArray(value)) out = value.map((item) => redact(item, seen))
  else {
    const copy: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      if (!isSensitiveKey(key)) copy[key] = redact(item, seen)
    }
    out = copy
  }
  seen.delete(value)
  return out
}
