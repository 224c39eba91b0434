/**
 * The copy a page shows: what the editor saved, with the built-in text (./defaults.ts) wherever
 * nothing was saved (decision 0248). The defaults give the shape:
 * - a text: the saved text when it has any non-blank character, else the default;
 * - a list (chart rows, cards, promises): the saved rows when there is at least one, else the
 *   default rows; each saved row keeps the default row's fields only (Payload's row ids are
 *   dropped), a blank cell staying blank, since an editor may empty one cell on purpose;
 * - a group: field by field, as above.
 * Anything of another type than the default (null, a number, a missing global) counts as unsaved.
 */
export function withDefaults<T>(saved: unknown, defaults: T): T {
  if (typeof defaults === 'string') return (typeof saved === 'string' && saved.trim() ? saved : defaults) as T
  if (Array.isArray(defaults)) {
    if (!Array.isArray(saved) || saved.length === 0) return defaults
    const template = defaults[0] as Record<string, unknown> | undefined
    return saved.map((row) => rowOf(row, template)) as T
  }
  if (defaults && typeof defaults === 'object') {
    const from = saved && typeof saved === 'object' && !Array.isArray(saved) ? (saved as Record<string, unknown>) : {}
    return Object.fromEntries(
      Object.entries(defaults).map(([key, value]) => [key, withDefaults(from[key], value)]),
    ) as T
  }
  return defaults
}

function rowOf(row: unknown, template: Record<string, unknown> | undefined): Record<string, string> {
  const from = row && typeof row === 'object' ? (row as Record<string, unknown>) : {}
  return Object.fromEntries(
    Object.keys(template ?? {}).map((key) => [key, typeof from[key] === 'string' ? (from[key] as string) : '']),
  )
}
