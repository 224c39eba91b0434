/**
 * The admin dashboard's lead counts (issue 20 "a dashboard that answers their questions"): how many
 * leads came in over the last 7 and 30 days, by form type, store and source, shaped for a table and
 * a bar chart drawn on the server. Pure: the counts come from one SQL statement
 * (src/services/dashboard/dashboard-data.ts).
 */
export type CountRow = { key: string | null; d7: number; d30: number }
export type LabelledCount = { key: string; label: string; d7: number; d30: number }

/** Shown for leads sent without a store chosen, or without attribution (no functional consent). */
export const NO_STORE_LABEL = 'No store chosen'
export const NO_SOURCE_LABEL = 'Not recorded'

/**
 * Rows labelled for people (`labelOf` gives the human name of a key; null keys get `missing`),
 * largest 30-day count first, then by label, so the order is stable between loads.
 */
export function labelCounts(
  rows: readonly CountRow[],
  labelOf: (key: string) => string,
  missing: string,
): LabelledCount[] {
  return rows
    .map((row) => ({
      key: row.key ?? '',
      label: row.key === null || row.key === '' ? missing : labelOf(row.key),
      d7: toCount(row.d7),
      d30: toCount(row.d30),
    }))
    .sort((a, b) => b.d30 - a.d30 || a.label.localeCompare(b.label))
}

function toCount(value: unknown): number {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0
}

export type Bar = { label: string; value: number; widthPercent: number }

/**
 * Horizontal bars for the counts of one period, scaled to the largest (which fills the width), at
 * most `limit` bars; the rest are summed into "Other" so that the chart never hides leads.
 */
export function bars(counts: readonly LabelledCount[], period: 'd7' | 'd30', limit = 6): Bar[] {
  const sorted = [...counts]
    .sort((a, b) => b[period] - a[period] || a.label.localeCompare(b.label))
    .filter((c) => c[period] > 0)
  const shown = sorted.slice(0, limit)
  const rest = sorted.slice(limit).reduce((sum, c) => sum + c[period], 0)
  const items = shown.map((c) => ({ label: c.label, value: c[period] }))
  if (rest > 0) items.push({ label: 'Other', value: rest })
  const max = Math.max(0, ...items.map((i) => i.value))
  return items.map((i) => ({ ...i, widthPercent: max === 0 ? 0 : Math.max(1, Math.round((i.value / max) * 100)) }))
}

export function total(counts: readonly LabelledCount[], period: 'd7' | 'd30'): number {
  return counts.reduce((sum, c) => sum + c[period], 0)
}

export type DeliveryHealth = { pending: number; retrying: number; failed: number; noRecipient: number }

/** One sentence a manager can act on, for the delivery panel's heading. */
export function deliveryVerdict(h: DeliveryHealth): string {
  const stuck = h.failed + h.noRecipient
  if (stuck > 0) return `${stuck} ${stuck === 1 ? 'lead needs' : 'leads need'} attention: delivery gave up.`
  if (h.retrying > 0)
    return `${h.retrying} ${h.retrying === 1 ? 'lead is' : 'leads are'} being retried; no action needed yet.`
  if (h.pending > 0) return `${h.pending} ${h.pending === 1 ? 'lead is' : 'leads are'} on the way.`
  return 'Every lead has been delivered.'
}
