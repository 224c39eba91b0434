import type { Payload, PayloadRequest } from 'payload'
import { sql, type SQL } from 'drizzle-orm'
import type { LeadRecord } from '@/domain/leads/lead-record'
import { execute } from './execute'
import { transactionExecutor } from './transaction'

/**
 * The leads table (collection leads) and the delivery job written with it (payload_jobs):
 * lead intake's one statement and the delivery's bookkeeping (decisions 0100, 0022, 0262).
 */
export type LeadRow = LeadRecord & {
  /** The storeId the visitor chose (cookie or form); an unknown one stores no store. */
  storeKey: string | null
  resumeId: number | null
}

/**
 * The Payload job that delivers the lead: its task slug and queue (src/services/leads/queue.ts), and
 * the id of the request that stored the lead, which the delivery's log lines name (issue 35).
 */
export type LeadJob = { task: string; queue: string; requestId: string | null }

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))

/**
 * The lead row and its delivery job in ONE statement (issue 4: "written to Postgres first", then
 * delivered by the job queue; decision 0100). A single INSERT ... WITH is atomic on its own: both
 * rows exist or neither does, with one round trip and one commit, where the Local API needed ~36 ms
 * of CPU for hooks, validation and read-back (lead intake p95 < 50 ms at 10 connections).
 *
 * The job row has exactly the shape Payload's `payload.jobs.queue` writes (payload.db.create with
 * { input, taskSlug, queue } and its timestamps; every other column keeps its default), so the
 * poller, the admin's jobs list and the message claim treat it like any other.
 * The store is looked up by its storeId inside the same statement (one round trip fewer).
 */
export function insertLeadAndJobSql(row: LeadRow, now: Date, job: LeadJob): SQL {
  const at = now.toISOString()
  const store =
    row.storeKey === null ? sql`NULL` : sql`(SELECT id FROM locations WHERE store_id = ${row.storeKey} LIMIT 1)`
  return sql`
    WITH lead AS (
      INSERT INTO leads (title, form_type, store_id, fields, vehicle_of_interest, trade_vehicle, resume_id, page_url, visitor_id,
                         ads_values, attribution, source, medium, campaign, first_source, first_medium, first_campaign, phone_verified, experiments, client_address,
                         consent_state, language, prospect_status, delivery_status, attempts, delivery_round, updated_at, created_at)
      VALUES (${row.title}, ${row.formType}::enum_leads_form_type, ${store}, ${json(row.fields)}::jsonb, ${json(row.vehicleOfInterest)}::jsonb,
              ${json(row.tradeVehicle)}::jsonb, ${row.resumeId}::integer, ${row.pageUrl}, ${row.visitorId}, ${json(row.adsValues)}::jsonb,
              ${json(row.attribution)}::jsonb, ${row.source}, ${row.medium}, ${row.campaign}, ${row.firstSource}, ${row.firstMedium}, ${row.firstCampaign},
              ${row.phoneVerified}, ${json(row.experiments)}::jsonb, ${row.clientAddress},
              ${json(row.consentState)}::jsonb, ${row.language}::enum_leads_language, ${row.prospectStatus}::enum_leads_prospect_status,
              ${row.deliveryStatus}::enum_leads_delivery_status, ${row.attempts}, ${row.deliveryRound}, ${at}, ${at})
      RETURNING id
    ), job AS (
      INSERT INTO payload_jobs (input, task_slug, queue, updated_at, created_at)
      SELECT jsonb_strip_nulls(jsonb_build_object('leadId', lead.id, 'round', ${row.deliveryRound}::integer, 'requestId', ${job.requestId}::text)),
             ${job.task}::enum_payload_jobs_task_slug,
             ${job.queue}, ${at}, ${at}
      FROM lead
      RETURNING id
    )
    SELECT lead.id AS lead_id, job.id AS job_id FROM lead, job`
}

/**
 * Runs the intake statement. With `req` (an open Payload transaction) the statement joins it: the
 * careers and financing forms write their resume or credit record through the Local API in the same
 * transaction. Without `req` (or a `req` that never opened one) it runs on the pool and commits by itself.
 */
export async function insertLeadAndJob(
  payload: Payload,
  row: LeadRow,
  now: Date,
  job: LeadJob,
  req?: PayloadRequest,
): Promise<{ leadId: number; jobId: number }> {
  const query = insertLeadAndJobSql(row, now, job)
  const inTransaction = req ? await transactionExecutor(payload, req, 'lead intake') : null
  let rows: Record<string, unknown>[]
  try {
    rows = inTransaction ? (await inTransaction.execute(query)).rows : await execute(payload, query)
  } catch (err) {
    // Drizzle's error carries the query parameters, i.e. the shopper's personal data: log only why.
    const cause = (err as { cause?: unknown }).cause
    throw new Error(
      `lead intake: the insert failed: ${cause instanceof Error ? cause.message : (err as Error).message}`,
    )
  }
  const first = rows[0]
  if (!first) throw new Error('lead intake: the insert returned no row')
  return { leadId: Number(first.lead_id), jobId: Number(first.job_id) }
}

export type DeliveryStatusValue = 'pending' | 'sent' | 'retrying' | 'failed' | 'no-recipient'

/**
 * One delivery attempt on the lead: an atomic `attempts + 1` (a Resend's round may run beside the
 * last one), no hooks and no read-back on the delivery path (decision 0101).
 */
export function recordDeliveryAttemptSql(leadId: number, status: DeliveryStatusValue, error: string | null): SQL {
  return sql`UPDATE leads SET delivery_status = ${status}::enum_leads_delivery_status, attempts = coalesce(attempts, 0) + 1,
        last_attempt_at = now(), last_error = ${error}, updated_at = now() WHERE id = ${leadId}`
}
