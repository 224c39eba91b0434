import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { toLead, type ParsedLead } from '@/domain/leads'
import { DELIVER_LEAD_TASK, LEADS_QUEUE } from './jobs'
import { extractCreditSecrets, leadFieldsWithoutSecrets } from '@/domain/leads/credit-data'
import { createCreditApplication } from '@/services/credit-data/store'

/**
 * Writes a lead and its delivery job in ONE transaction (issue 4: "written to Postgres first"):
 * either both exist or neither, so a lead is never stored without its e-mail being queued and no
 * job ever points at a missing lead. The e-mail goes out after commit (ARCHITECTURE.md rule 5).
 */
export type ResumeFile = { data: Buffer; mimetype: string; name: string; size: number }

export type NewLead = {
  parsed: ParsedLead
  storeDocId: number | null
  visitorId: string | null
  consentState: string[] | null
  prospectStatus: 'new' | 'resend'
  resume?: ResumeFile
}

export type CreatedLead = { leadId: number; jobId: number | string }

export async function createLead(payload: Payload, input: NewLead): Promise<CreatedLead> {
  const lead = toLead(input.parsed)
  const { website: _honeypot, ...formFields } = input.parsed.data as Record<string, unknown>
  // SSN and date of birth never reach the lead row: they go encrypted to credit-applications (issue 6).
  const secrets = extractCreditSecrets(input.parsed.formType, formFields)
  const fields = leadFieldsWithoutSecrets(formFields)
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const resume = input.resume
      ? await payload.create({ collection: 'resumes', data: {}, file: input.resume, req, overrideAccess: true, depth: 0 })
      : null
    const doc = await payload.create({
      collection: 'leads',
      data: {
        title: `${lead.customer.firstName} ${lead.customer.lastName} <${lead.customer.email}>`,
        formType: input.parsed.formType,
        fields,
        vehicleOfInterest: lead.vehicle ?? null,
        tradeVehicle: lead.sellVehicle ? { ...lead.sellVehicle, intent: lead.sellIntent ?? 'trade' } : null,
        store: input.storeDocId,
        pageUrl: lead.url ?? null,
        visitorId: input.visitorId,
        adsValues: lead.adsValues ?? null,
        consentState: input.consentState,
        prospectStatus: input.prospectStatus,
        resume: resume?.id ?? null,
        deliveryStatus: 'pending',
        attempts: 0,
        deliveryRound: 1,
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
    if (secrets) {
      const formType = input.parsed.formType as 'APPLY_FINANCING' | 'FULL_CREDIT_APP'
      await createCreditApplication(payload, { leadId: doc.id, formType, title: doc.title ?? '', secrets }, req)
    }
    const job = await payload.jobs.queue({ task: DELIVER_LEAD_TASK, queue: LEADS_QUEUE, input: { leadId: doc.id, round: 1 }, req } as never)
    await commitTransaction(req)
    return { leadId: doc.id, jobId: (job as { id: number | string }).id }
  } catch (err) {
    await killTransaction(req)
    throw err
  }
}

/** Runs one queued job now instead of at the next poll; safe to race with the poller (claim.ts). */
export async function runLeadJobNow(payload: Payload, jobId: number | string): Promise<void> {
  try {
    await payload.jobs.run({ queue: LEADS_QUEUE, where: { id: { equals: jobId } }, limit: 1, overrideAccess: true, silent: { info: true } })
  } catch (err) {
    payload.logger.error({ err, msg: `lead job ${jobId}: immediate run failed, the poller will retry` })
  }
}

/** "Resend" in the admin: a new delivery round, so every recipient gets the lead once more. */
export async function resendLead(payload: Payload, leadId: number): Promise<CreatedLead> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const doc = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, req })
    const round = (doc.deliveryRound ?? 1) + 1
    await payload.update({ collection: 'leads', id: leadId, data: { deliveryRound: round, deliveryStatus: 'pending', lastError: null }, req, overrideAccess: true, depth: 0 })
    const job = await payload.jobs.queue({ task: DELIVER_LEAD_TASK, queue: LEADS_QUEUE, input: { leadId, round }, req } as never)
    await commitTransaction(req)
    return { leadId, jobId: (job as { id: number | string }).id }
  } catch (err) {
    await killTransaction(req)
    throw err
  }
}
