import type { Payload } from 'payload'
import type { Cutoffs } from '@/domain/retention/planner'

/**
 * One kind of personal data the daily disposal handles (issue 34; decision 0298). A step reads its
 * candidates, asks the planner (src/domain/retention/planner.ts) which have expired, removes those
 * and answers how many it removed. Every step is idempotent: what it removed is no longer a
 * candidate, so a second run, or a second instance running at the same moment, removes nothing more.
 */
export type DisposalContext = {
  payload: Payload
  /** The moment the run treats as now (the job's input; tests move it forward). */
  now: Date
  cutoffs: Cutoffs
  /** The local outbox folders (OUTBOX_DIR and SMS_OUTBOX_DIR unless a test names others). */
  outboxDir: string
  smsOutboxDir: string
}

export type DisposalStep = {
  /** Short stable name, used as the key of the counts in the log and the audit record. */
  kind: string
  run: (ctx: DisposalContext) => Promise<number>
}

/** Candidates are read in pages of this size, by ascending id, so a large backlog never sits in memory at once. */
export const BATCH = 200
