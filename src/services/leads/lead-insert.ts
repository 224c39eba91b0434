import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { LeadRecord } from '@/domain/leads/lead-record'
import { DELIVER_LEAD_TASK, LEADS_QUEUE } from './queue'

/**
 * The lead row and its delivery job in ONE statement (issue 4: "written to Postgres first", then
 * delivered by the job queue; docs/decisions/0100-lead-intake-in-one-statement.md). A single
 * INSERT ... WITH is atomic on its own: both rows exist or neither does, with one round trip and
 * one commit, where the Local API needed ~36 ms of CPU for hooks, validation and read-back.
 *
 * The job row has exactly the shape Payload's `payload.jobs.queue` writes (payload.db.create with
 * { input, taskSlug, queue } and its timestamps; every other column keeps its default), so the
 * poller, the admin's jobs list and the claim in claim.ts treat it like any other.
 * The store is looked up by its storeId inside the same statement (one round trip fewer).
 */
type Executor = { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }

export type LeadRow = LeadRecord & {
  /** The storeId the visitor chose (cookie or form); an unknown one stores no store. */
  storeKey: string | null
  resumeId: number | null
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))

export function insertLeadAndJobSql(row: LeadRow, now: Date): SQL {
  const at = now.toISOString()
  const store = row.storeKey === null ? sql`NULL` : sql`(SELECT id FROM locations WHERE store_id = ${row.storeKey} LIMIT 1)`
  return sql`
    WITH lead AS (
      INSERT INTO leads (title, form_type, store_id, fields, vehicle_of_interest, trade_vehicle, resume_id, page_url, visitor_id,
                         ads_values, attribution, source, medium, campaign, first_source, first_medium, first_campaign, phone_verified, experiments, client_address,
                         consent_state, prospect_status, delivery_status, attempts, delivery_round, updated_at, created_at)
      VALUES (${row.title}, ${row.formType}::enum_leads_form_type, ${store}, ${json(row.fields)}::jsonb, ${json(row.vehicleOfInterest)}::jsonb,
              ${json(row.tradeVehicle)}::jsonb, ${row.resumeId}::integer, ${row.pageUrl}, ${row.visitorId}, ${json(row.adsValues)}::jsonb,
              ${json(row.attribution)}::jsonb, ${row.source}, ${row.medium}, ${row.campaign}, ${row.firstSource}, ${row.firstMedium}, ${row.firstCampaign},
              ${row.phoneVerified}, ${json(row.experiments)}::jsonb, ${row.clientAddress},
              ${json(row.consentState)}::jsonb, ${row.prospectStatus}::enum_leads_prospect_status,
              ${row.deliveryStatus}::enum_leads_delivery_status, ${row.attempts}, ${row.deliveryRound}, ${at}, ${at})
      RETURNING id
    ), job AS (
      INSERT INTO payload_jobs (input, task_slug, queue, updated_at, created_at)
      SELECT jsonb_build_object('leadId', lead.id, 'round', ${row.deliveryRound}::integer), ${DELIVER_LEAD_TASK}::enum_payload_jobs_task_slug,
             ${LEADS_QUEUE}, ${at}, ${at}
      FROM lead
      RETURNING id
    )
    SELECT lead.id AS lead_id, job.id AS job_id FROM lead, job`
}

/**
 * `req` with an open Payload transaction: the statement joins it (careers and financing forms,
 * whose resume or credit record is written through the Local API in the same transaction).
 * Without `req`: the statement runs on the pool and commits by itself.
 */
export async function insertLeadAndJob(payload: Payload, row: LeadRow, now: Date, req?: PayloadRequest): Promise<{ leadId: number; jobId: number }> {
  const db = payload.db as unknown as { drizzle: Executor; sessions?: Record<string, { db: Executor } | undefined> }
  const transactionId = req?.transactionID ? await req.transactionID : undefined
  const executor = transactionId !== undefined ? (db.sessions?.[String(transactionId)]?.db ?? null) : db.drizzle
  // A transaction that is gone must not silently turn into an autocommit write.
  if (!executor) throw new Error('lead intake: the transaction of this request is no longer open')
  let rows: Record<string, unknown>[]
  try {
    ;({ rows } = await executor.execute(insertLeadAndJobSql(row, now)))
  } catch (err) {
    // Drizzle's error carries the query parameters, i.e. the shopper's personal data: log only why.
    const cause = (err as { cause?: unknown }).cause
    throw new Error(`lead intake: the insert failed: ${cause instanceof Error ? cause.message : (err as Error).message}`)
  }
  const first = rows[0]
  if (!first) throw new Error('lead intake: the insert returned no row')
  return { leadId: Number(first.lead_id), jobId: Number(first.job_id) }
}
