/**
 * Dates shown to shoppers, e.g. "October 1, 2026" (en-US, UTC so server and browser agree).
 * Returns null for an unreadable value; the caller shows 'Invalid date' and warns
 * (visitor-layer.md section 8: "Unparseable date: warning, and the text 'Invalid date'").
 */
export const INVALID_DATE_TEXT = 'Invalid date'

export function formatDisplayDate(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  const d = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(d.getTime())) return null
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(d)
}
