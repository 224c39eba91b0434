import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { parseLead } from '@/domain/leads/parse-lead'
import type { FormType } from '@/domain/leads/form-types'
import { CONFIRMATION_DAYS, isWellFormedToken } from '@/domain/alerts/tokens'
import { createLead } from '@/services/leads/intake'
import { executeIn } from '@/server/db/transaction'
import { confirmAlertSql } from '@/server/db/alert-subscriptions'
import { hashToken } from '@/server/link-tokens'
import type { AlertKind } from './kind'

/**
 * The shopper pressed "Turn on alerts" on the page the confirmation e-mail links to (double opt-in;
 * decisions 0270, 0337). One statement confirms and spends the link, so two presses confirm once.
 * When the shopper ticked "Also send my details to a salesperson", the lead is written with the
 * normal lead intake in the same transaction (delivered like every lead, by ADF to the CRM under the
 * seeded routing), once per subscription.
 */
export type ConfirmedSubscription = {
  id: number
  email: string
  /** The vehicle's id or the search's address: what the subscription is about. */
  target: string | number
}

/** The lead a confirmation makes when the shopper asked for a salesperson. */
export type LeadDraft = { formType: FormType; data: Record<string, unknown>; storeKey: string | null }

/** What a kind does with its confirmed subscription, inside the confirmation's transaction. */
export type ConfirmStep<R> = (
  req: PayloadRequest,
  subscription: ConfirmedSubscription,
) => Promise<{
  /** What the confirm route needs to show the result. */
  result: R
  /** More fields of the subscription to store with the confirmation. */
  update?: Record<string, unknown>
  lead: () => LeadDraft
}>

export type ConfirmOutcome<R> = { ok: true; result: R; leadJobId: number | null } | { ok: false; reason: 'invalid' }

export type ConfirmRequest = {
  now: Date
  clientAddress?: string | null
  /** The confirming request's id, kept in the lead's delivery job (issue 35). */
  requestId?: string | null
}

export async function confirmAlert<R>(
  payload: Payload,
  kind: AlertKind,
  token: unknown,
  step: ConfirmStep<R>,
  request: ConfirmRequest,
): Promise<ConfirmOutcome<R>> {
  if (!isWellFormedToken(token)) return { ok: false, reason: 'invalid' }
  const { now } = request
  const sentAfter = new Date(now.getTime() - CONFIRMATION_DAYS * 24 * 60 * 60 * 1000)
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const [row] = await executeIn(
      payload,
      req,
      `${kind.key} confirmation`,
      confirmAlertSql(kind.tables, hashToken(token), sentAfter),
    )
    if (!row) {
      await commitTransaction(req)
      return { ok: false, reason: 'invalid' }
    }
    const subscription = { id: Number(row.id), email: String(row.email), target: row.target as string | number }
    const confirmed = await step(req, subscription)
    const update: Record<string, unknown> = { ...confirmed.update }
    let leadJobId: number | null = null
    if (row.send_to_sales === true && row.lead_id === null) {
      const draft = confirmed.lead()
      const parsed = parseLead(draft.formType, draft.data, now)
      if (!parsed.ok) throw new Error(`${kind.key} lead: ${JSON.stringify(parsed.fieldErrors)}`)
      const created = await createLead(
        payload,
        {
          parsed: parsed.value,
          storeKey: draft.storeKey,
          visitorId: null,
          clientAddress: request.clientAddress ?? null,
          consentState: null,
          prospectStatus: 'new',
          requestId: request.requestId ?? null,
        },
        now,
        req,
      )
      update.lead = created.leadId
      leadJobId = Number(created.jobId)
    }
    if (Object.keys(update).length > 0)
      await payload.update({
        collection: kind.subscriptions,
        id: subscription.id,
        data: update,
        depth: 0,
        overrideAccess: true,
        req,
      })
    await commitTransaction(req)
    return { ok: true, result: confirmed.result, leadJobId }
  } catch (err) {
    await killTransaction(req)
    throw err
  }
}
