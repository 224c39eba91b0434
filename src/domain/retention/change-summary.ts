import { retentionPolicy, type RetentionPolicy, type StoredRetention } from './policy'

/**
 * One line for the audit log when an admin changes the Data retention settings (issue 34, "Audit
 * log": changes to the settings that decide when personal data is destroyed), e.g.
 * "Data retention: leads kept → 365 days". Compared as the disposal reads them (empty credit data
 * is the two years, 0 leads is "kept"), so a save that changes nothing it applies says nothing.
 */
const LABELS: Array<[keyof Omit<RetentionPolicy, 'outboxDays'>, string]> = [
  ['creditDataDays', 'SSNs and dates of birth'],
  ['leadDays', 'leads and outbox files'],
  ['priceAlertRequestDays', 'unconfirmed e-mail alerts'],
]

const shown = (days: number | null) => (days === null ? 'kept' : `${days} days`)

export function retentionChangeSummary(before: StoredRetention | null | undefined, after: StoredRetention): string {
  const was = retentionPolicy(before)
  const now = retentionPolicy(after)
  const changes = LABELS.filter(([key]) => was[key] !== now[key]).map(
    ([key, label]) => `${label} ${shown(was[key])} → ${shown(now[key])}`,
  )
  return changes.length ? `Data retention: ${changes.join('; ')}` : ''
}
