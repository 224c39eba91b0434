/** RFC 4180 CSV writer: every field quoted when it holds a comma, quote or line break; formulas defused. */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let s = String(value)
  // A leading = + - @ would run as a formula when someone opens the feed in a spreadsheet.
  if (/^[=+\-@]/.test(s) && typeof value === 'string') s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<Record<string, string | number | null | undefined>>,
): string {
  return [header.map(cell).join(','), ...rows.map((r) => header.map((h) => cell(r[h])).join(','))].join('\r\n') + '\r\n'
}
