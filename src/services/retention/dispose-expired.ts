import type { Payload } from 'payload'
import { env } from '@/config/env'
import { retentionCutoffs } from '@/domain/retention/planner'
import type { RetentionPolicy } from '@/domain/retention/policy'
import { readRetentionPolicy } from './settings'
import { disposeCreditData } from './credit-data'
import { anonymiseLeads } from './leads'
import { deleteStalePriceAlertRequests, deleteStaleSavedSearchRequests } from './alert-requests'
import { deleteOldMailOutboxFiles, deleteOldSmsOutboxFiles } from './outbox-files'
import type { DisposalContext, DisposalStep } from './types'
import { reportRetentionEvent } from './report'
import { deleteOldAuditEvents } from './audit-events'

/**
 * The daily disposal of expired personal data (issue 34, "Retention and disposal"; decision 0298).
 * Runs each step in turn with one "now", then reports how many of each kind it removed: one log
 * line and one audit record (reportRetentionEvent). A new kind of data is one more entry in DISPOSAL_STEPS.
 */
export const DISPOSAL_STEPS: readonly DisposalStep[] = [
  disposeCreditData,
  anonymiseLeads,
  deleteStalePriceAlertRequests,
  deleteStaleSavedSearchRequests,
  deleteOldMailOutboxFiles,
  deleteOldSmsOutboxFiles,
  deleteOldAuditEvents,
]

export type DisposalReport = {
  now: string
  policy: RetentionPolicy
  /** Removed per step kind, in the order the steps ran. */
  counts: Record<string, number>
}

export type DisposalOptions = {
  now: Date
  steps?: readonly DisposalStep[]
  /** The outbox folders; OUTBOX_DIR and SMS_OUTBOX_DIR when not given. */
  outboxDir?: string
  smsOutboxDir?: string
}

export async function disposeExpiredData(payload: Payload, options: DisposalOptions): Promise<DisposalReport> {
  const policy = await readRetentionPolicy(payload)
  const config = env()
  const ctx: DisposalContext = {
    payload,
    now: options.now,
    cutoffs: retentionCutoffs(policy, options.now),
    outboxDir: options.outboxDir ?? config.OUTBOX_DIR,
    smsOutboxDir: options.smsOutboxDir ?? config.SMS_OUTBOX_DIR,
  }
  const counts: Record<string, number> = {}
  for (const step of options.steps ?? DISPOSAL_STEPS) counts[step.kind] = await step.run(ctx)
  const report: DisposalReport = { now: options.now.toISOString(), policy, counts }
  const summary = Object.entries(counts)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ')
  payload.logger.info({ msg: `data retention: disposed ${summary}`, retention: report })
  // audit: 'data-disposed'
  await reportRetentionEvent(payload, {
    action: 'data-disposed',
    actor: null,
    summary: `Expired personal data disposed of: ${summary}`,
    details: report,
  })
  return report
}
