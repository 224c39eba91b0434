import type { Payload, TaskConfig, TypedJobs } from 'payload'
import { env } from '@/config/env'
import type { AlertOutcome } from './deliver'
import type { ConfirmationOutcome } from './send-confirmation'

/**
 * The two e-mail tasks every alert kind has (decisions 0270, 0337): its confirmation e-mail and its
 * alert e-mails. They ride the lead delivery queue, with its poller, retries with backoff
 * (LEAD_RETRY_ATTEMPTS, LEAD_RETRY_DELAY_MS) and crash sweep. A mail server's final refusal (5xx)
 * is not retried.
 */
type Slug = keyof TypedJobs['tasks']

function alertRetries() {
  const config = env()
  return {
    attempts: config.LEAD_RETRY_ATTEMPTS,
    backoff: { type: 'exponential' as const, delay: config.LEAD_RETRY_DELAY_MS },
  }
}

type SendConfirmation = (
  payload: Payload,
  subscriptionId: number,
  sendToSales: boolean,
  options: { linkSeed?: string },
) => Promise<ConfirmationOutcome>

/** The confirmation e-mail's task; its input names the subscription under `idKey`. */
export function confirmationTask<S extends Slug>(
  slug: S,
  label: string,
  idKey: string,
  send: SendConfirmation,
): TaskConfig<S> {
  return {
    slug,
    label,
    inputSchema: [
      { name: idKey, type: 'number', required: true },
      { name: 'sendToSales', type: 'checkbox' },
      // The seed of this request's link (absent from jobs queued before it existed: a fresh link then).
      { name: 'linkSeed', type: 'text' },
    ],
    outputSchema: [{ name: 'outcome', type: 'text' }],
    retries: alertRetries(),
    handler: async ({ input, req }: { input: Record<string, unknown>; req: { payload: Payload } }) => {
      const linkSeed = typeof input.linkSeed === 'string' ? input.linkSeed : undefined
      const outcome = await send(req.payload, Number(input[idKey]), input.sendToSales === true, { linkSeed })
      return { output: { outcome } }
    },
  } as unknown as TaskConfig<S>
}

/** An alert e-mail's task; its input names the e-mail's row under `idKey`. */
export function alertEmailTask<S extends Slug>(
  slug: S,
  label: string,
  idKey: string,
  send: (payload: Payload, emailId: number) => Promise<AlertOutcome>,
): TaskConfig<S> {
  return {
    slug,
    label,
    inputSchema: [{ name: idKey, type: 'number', required: true }],
    outputSchema: [{ name: 'outcome', type: 'text' }],
    retries: alertRetries(),
    handler: async ({ input, req }: { input: Record<string, unknown>; req: { payload: Payload } }) => {
      const outcome = await send(req.payload, Number(input[idKey]))
      // Thrown so the queue retries; a final refusal stays failed on the e-mail's row.
      if (outcome.status === 'failed' && !outcome.permanent) throw new Error(outcome.error)
      return { output: { outcome: outcome.status } }
    },
  } as unknown as TaskConfig<S>
}
