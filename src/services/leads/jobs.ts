import type { JobsConfig, TaskConfig } from 'payload'
import { env } from '@/config/env'
import { deliverLead } from './deliver'
import { DELIVER_LEAD_TASK, LEADS_QUEUE } from './queue'
import { pollerTurn } from './delivery-pacer'
import { requeueAbandonedLeadJobs } from './abandoned-jobs'
import { logEvent } from '@/services/logging/logger.mjs'

/**
 * Lead delivery on Payload's job queue, in the app's own Postgres (issue 4; decision 0022).
 * The lead and its job are written in one transaction (intake.ts); every app process polls the
 * queue each second, and intake nudges the in-process worker after commit for a fast first try
 * (delivery-pacer.ts, decision 0101).
 */
export { DELIVER_LEAD_TASK, LEADS_QUEUE } from './queue'

const config = env()

export const deliverLeadTask: TaskConfig<'deliver-lead'> = {
  slug: DELIVER_LEAD_TASK,
  label: 'Deliver a lead by e-mail',
  inputSchema: [
    { name: 'leadId', type: 'number', required: true },
    { name: 'round', type: 'number', required: true },
    // The id of the request that stored the lead (issue 35): its delivery log lines name it.
    { name: 'requestId', type: 'text' },
  ],
  outputSchema: [
    { name: 'sent', type: 'number' },
    { name: 'skipped', type: 'number' },
  ],
  // Exponential backoff: delay * 2^tries (2 s, 4 s, 8 s ...), then the lead is marked failed.
  retries: {
    attempts: config.LEAD_RETRY_ATTEMPTS,
    backoff: { type: 'exponential', delay: config.LEAD_RETRY_DELAY_MS },
  },
  handler: async ({ input, job, req }) => {
    const finalAttempt = (job.totalTried ?? 0) >= config.LEAD_RETRY_ATTEMPTS
    const outcome = await deliverLead(req.payload, input.leadId, input.round, finalAttempt)
    // One line per delivery attempt with LOG_FORMAT=json: counts and status, no address (issue 35).
    logEvent({
      event: 'lead.delivery',
      leadId: input.leadId,
      round: input.round,
      attempt: (job.totalTried ?? 0) + 1,
      status: outcome.status,
      sent: outcome.sent,
      skipped: outcome.skipped,
      failed: outcome.errors.length,
      requestId: input.requestId ?? null,
    })
    // Thrown so the queue retries (or, on the last attempt, records the job as failed); a lead that
    // every mail server refused for good is marked failed and not retried (decision 0245).
    const refusedForGood = outcome.status === 'failed' && !finalAttempt
    if (outcome.errors.length > 0 && !refusedForGood) throw new Error(outcome.errors.join('; '))
    return { output: { sent: outcome.sent, skipped: outcome.skipped } }
  },
}

export const leadJobs: JobsConfig = {
  tasks: [deliverLeadTask],
  // Every second, up to 20 jobs; `protect` in Payload's cron keeps runs from overlapping. The
  // safety net behind the in-process worker (delivery-pacer.ts): it keeps out of an intake burst
  // and out of the worker's way (decision 0101). The CSV import poller shares this gate.
  autoRun: [{ cron: '* * * * * *', queue: LEADS_QUEUE, limit: 20, silent: { info: true } }],
  shouldAutoRun: async (payload) => {
    if (env().LEAD_JOBS_AUTORUN !== '1') return false
    // Once a minute: jobs left 'processing' by a server that stopped mid-delivery go back to the queue.
    await requeueAbandonedLeadJobs(payload).catch((err: unknown) =>
      payload.logger.error({ err, msg: 'lead delivery: abandoned-job sweep failed' }),
    )
    return pollerTurn()
  },
  // Only the queue's own code runs jobs; nobody triggers them over REST.
  access: { run: () => false, queue: () => false, cancel: ({ req }) => req.user?.role === 'admin' },
}
