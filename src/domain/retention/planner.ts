import type { RetentionPolicy } from './policy'

/**
 * What the daily disposal removes (issue 34, "Retention and disposal"; decision 0298), decided from
 * the policy, the moment the job takes as "now" and each candidate's dates. Pure: the service reads
 * candidates and writes the outcome, so a table test can move "now" two years on without waiting.
 *
 * A date that cannot be read never makes anything expire: disposal removes data for good, so a
 * doubt keeps it.
 */
const DAY_MS = 86_400_000

type When = string | Date | null | undefined

function time(value: When): number | null {
  if (value === null || value === undefined || value === '') return null
  const ms = value instanceof Date ? value.getTime() : Date.parse(value)
  return Number.isNaN(ms) ? null : ms
}

/** The moment before which data of a kind kept `days` has expired; null when the kind is kept. */
export type Cutoffs = {
  creditData: Date
  leads: Date | null
  /** Unconfirmed e-mail alert requests: price-drop alerts and saved searches. */
  alertRequests: Date
  outboxFiles: Date | null
}

const before = (now: Date, days: number | null): Date | null =>
  days === null ? null : new Date(now.getTime() - days * DAY_MS)

export function retentionCutoffs(policy: RetentionPolicy, now: Date): Cutoffs {
  return {
    creditData: before(now, policy.creditDataDays)!,
    leads: before(now, policy.leadDays),
    alertRequests: before(now, policy.priceAlertRequestDays)!,
    outboxFiles: before(now, policy.outboxDays),
  }
}

/** The latest of the dates that could be read, or null when none could. */
export function latest(...dates: When[]): Date | null {
  const times = dates.map(time).filter((t): t is number => t !== null)
  return times.length ? new Date(Math.max(...times)) : null
}

const expired = (lastUsed: Date | null, cutoff: Date | null): boolean =>
  cutoff !== null && lastUsed !== null && lastUsed.getTime() < cutoff.getTime()

/**
 * A credit application is last used at its `lastUsedAt`: set when it was received and at every
 * reveal of its SSN and date of birth (src/services/credit-data/store.ts), the one use staff make
 * of them, so an application someone looked at keeps its data for another full period. Its
 * creation counts too, for a row whose `lastUsedAt` cannot be read. Its `updatedAt` never counts:
 * housekeeping writes (the applicant's name removed with an anonymised lead, decision 0302) are
 * not a use, and must not restart the two years. Disposed ones are done.
 */
export type CreditApplicationUse = {
  id: number
  createdAt: When
  lastUsedAt: When
  disposedAt?: When
}

export function creditDataLastUsed(app: Omit<CreditApplicationUse, 'id' | 'disposedAt'>): Date | null {
  return latest(app.createdAt, app.lastUsedAt)
}

export function expiredCreditApplications(cutoffs: Cutoffs, apps: readonly CreditApplicationUse[]): number[] {
  return apps
    .filter((app) => time(app.disposedAt) === null && expired(creditDataLastUsed(app), cutoffs.creditData))
    .map((app) => app.id)
}

/** A lead is last used when it was received or last delivered or resent (its last update). */
export type LeadUse = { id: number; createdAt: When; updatedAt: When; anonymisedAt?: When }

export function expiredLeads(cutoffs: Cutoffs, leads: readonly LeadUse[]): number[] {
  return leads
    .filter(
      (lead) => time(lead.anonymisedAt) === null && expired(latest(lead.createdAt, lead.updatedAt), cutoffs.leads),
    )
    .map((lead) => lead.id)
}

/**
 * An e-mail alert request (a price-drop alert, a saved search) is stale when nobody confirmed it
 * since it was last asked for.
 */
export type AlertRequest = { id: number; status: string | null | undefined; updatedAt: When }

export function expiredAlertRequests(cutoffs: Cutoffs, requests: readonly AlertRequest[]): number[] {
  return requests
    .filter((r) => r.status === 'pending' && expired(latest(r.updatedAt), cutoffs.alertRequests))
    .map((r) => r.id)
}

/** A file of the local e-mail or SMS outbox, with the moment it was written. */
export type OutboxFile = { name: string; writtenAt: When }

export function expiredOutboxFiles(cutoffs: Cutoffs, files: readonly OutboxFile[]): string[] {
  return files.filter((f) => expired(latest(f.writtenAt), cutoffs.outboxFiles)).map((f) => f.name)
}

/**
 * The outboxes name each file after the moment it was written (src/services/mailer/outbox-transport.ts,
 * src/services/sms/outbox.ts): "2026-11-28T10-11-12-345Z-1a2b3c4d.eml". Null for any other name
 * (the service then falls back on the file's modification time).
 */
export function outboxFileWrittenAt(name: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/.exec(name)
  if (!m) return null
  const ms = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`)
  return Number.isNaN(ms) ? null : new Date(ms)
}
