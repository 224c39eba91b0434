/**
 * The spec's definition of an empty value (site.md section 5): null, blank text, number 0 or an
 * empty object. We also count undefined (a missing field) and an empty array (an object with no
 * entries) as empty; `false` is a real answer and is not empty.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'number') return value === 0 || Number.isNaN(value)
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') {
    if (value instanceof Date) return Number.isNaN(value.getTime())
    return Object.keys(value).length === 0
  }
  return false
}

/** Text rule (site.md section 5): non-empty after trimming. */
export function isNonBlank(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}
