import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { leadRecord, type LeadRecordInput } from '@/domain/leads/lead-record'
import { DELIVER_LEAD_TASK, LEADS_QUEUE } from './jobs'
import { createCreditApplication } from '@/services/credit-data/store'
import { insertLeadAndJob } from '@/server/db/leads'

/**
 * Writes a lead and its delivery job in ONE transaction (issue 4: "written to Postgres first"):
 * either both exist or neither, so a lead is never stored without its e-mail being queued and no
 * job ever points at a missing lead. The e-mail goes out after commit (ARCHITECTURE.md rule 5).
 *
 * Most forms: one INSERT ... WITH statement on the pool (src/server/db/leads.ts, decision 0100). Careers
 * (a resume upload) and the financing forms (encrypted SSN and date of birth) also write through
 * the Local API, so they open a Payload transaction and run the same statement inside it.
 */
export type ResumeFile = { data: Buffer; mimetype: string; name: string; size: number }

export type NewLead = LeadRecordInput & {
  /** The storeId the visitor chose; the statement resolves it to the store's document. */
  storeKey: string | null
  resume?: ResumeFile
  /** The id of the request that stored the lead (src/server/http/request-id.mjs), kept in its delivery job. */
  requestId?: string | null
}

export type CreatedLead = { leadId: number; jobId: number | string }

const DELIVERY_JOB = { task: DELIVER_LEAD_TASK, queue: LEADS_QUEUE }

/**
 * `callerReq`: a Payload transaction the caller opened, for a lead without a resume or credit data that
 * must commit or roll back with the caller's own writes (a confirmed price-drop alert, decision 0270).
 */
export async function createLead(
  payload: Payload,
  input: NewLead,
  now = new Date(),
  callerReq?: PayloadRequest,
): Promise<CreatedLead> {
  const { record, secrets } = leadRecord(input)
  const row = { ...record, storeKey: input.storeKey, resumeId: null }
  const job = { ...DELIVERY_JOB, requestId: input.requestId ?? null }
  if (!input.resume && !secrets) return insertLeadAndJob(payload, row, now, job, callerReq)

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const resume = input.resume
      ? await payload.create({
          collection: 'resumes',
          data: {},
          file: input.resume,
          req,
          overrideAccess: true,
          depth: 0,
        })
      : null
    const created = await insertLeadAndJob(payload, { ...row, resumeId: resume?.id ?? null }, now, job, req)
    if (secrets) {
      const formType = input.parsed.formType as 'APPLY_FINANCING' | 'FULL_CREDIT_APP'
      await createCreditApplication(payload, { leadId: created.leadId, formType, title: record.title, secrets }, req)
    }
    await commitTransaction(req)
    return created
  } catch (err) {
    await killTransaction(req)
    throw err
  }
}

/** Runs one queued job now instead of at the next poll; safe to race with the poller (claim.ts). */
export async function runLeadJobNow(payload: Payload, jobId: number | string): Promise<void> {
  try {
    await payload.jobs.run({
      queue: LEADS_QUEUE,
      where: { id: { equals: jobId } },
      limit: 1,
      overrideAccess: true,
      silent: { info: true },
    })
  } catch (err) {
    payload.logger.error({ err, msg: `lead job ${jobId}: immediate run failed, the poller will retry` })
  }
}

/**
 * "Resend" in the admin: a new delivery round, so every recipient gets the lead once more.
 * `requestId`: the id of the staff member's request (src/server/http/request-id.mjs), kept in the
 * round's delivery job like a new lead's, so the round's job and delivery log lines name the Resend
 * that queued it (issue 35, "Logs").
 */
export async function resendLead(
  payload: Payload,
  leadId: number,
  requestId: string | null = null,
): Promise<CreatedLead> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const doc = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, req })
    const round = (doc.deliveryRound ?? 1) + 1
    await payload.update({
      collection: 'leads',
      id: leadId,
      data: { deliveryRound: round, deliveryStatus: 'pending', lastError: null },
      req,
      overrideAccess: true,
      depth: 0,
    })
    const job = await payload.jobs.queue({
      task: DELIVER_LEAD_TASK,
      queue: LEADS_QUEUE,
      input: { leadId, round, ...(requestId ? { requestId } : {}) },
      req,
    } as never)
    await commitTransaction(req)
    return { leadId, jobId: (job as { id: number | string }).id }
  } catch (err) {
    await killTransaction(req)
    throw err
  }
}
