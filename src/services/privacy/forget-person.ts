import type { Payload, PayloadRequest, Where } from 'payload'
import {
  candidatePatterns,
  e164Phones,
  identifiersOf,
  selectLeads,
  widenIdentifiers,
  type LeadCandidate,
  type PersonIdentifiers,
  type PersonKey,
} from '@/domain/privacy/person'
import { scrubLeadRow, type LeadScrub } from '@/domain/privacy/scrub-lead'
import { executeIn } from '@/server/db/transaction'
import {
  countJobsSql,
  countPhoneVerificationsSql,
  deleteJobsSql,
  deletePhoneRateLimitsSql,
  deletePhoneVerificationsSql,
  forgottenBeforeSql,
  leadCandidatesSql,
  runtimeTablesSql,
  scrubLeadSql,
  subscriptionsByEmailSql,
  type JobKeys,
} from '@/server/db/person-data'
import { auditRequestContext, recordAuditEvent } from '@/services/audit/record-audit-event'
import { deleteOutboxFiles, outboxMatches, type OutboxDirs, type OutboxMatches } from './outbox-matches'
import { personKeyHmac, personKeyHmacKeyId } from './person-key-hash'

/**
 * "Forget a person" (issue 34): every lead, credit application, résumé (with its file), lead
 * e-mail record, price-drop alert with its e-mails, saved search with its e-mails and matches
 * (issue 38), experiment exposure, queued job and phone
 * verification tied to an e-mail address or a phone number, removed in ONE database transaction,
 * then the local outboxes' files that mention them. What matches is decided in
 * src/domain/privacy/person.ts; this reads the candidates and deletes. Decision 0297.
 *
 * Only the person's OWN leads (they are the shopper) go whole. A lead of someone else that names
 * them (as co-applicant, referred friend, or in its text) stays its shopper's: the person is taken
 * out of it (src/domain/privacy/scrub-lead.ts), a co-applicant's sealed SSN and date of birth are
 * erased from its credit application, and nothing else of that shopper's is touched (decision 0302).
 */
export type ForgetCounts = {
  leads: number
  /** Other people's leads that named the person: kept, with the person taken out. */
  leadsScrubbed: number
  creditApplications: number
  /** Credit applications of those leads on which the person was the co-applicant: their SSN and date of birth erased. */
  coApplicantCreditData: number
  resumes: number
  leadMessages: number
  priceAlertSubscriptions: number
  priceAlertEmails: number
  savedSearches: number
  savedSearchEmails: number
  experimentExposures: number
  queuedJobs: number
  phoneVerifications: number
  outboxEmails: number
  outboxTexts: number
}

export type ForgetSummary = {
  kind: PersonKey['kind']
  identifiers: PersonIdentifiers
  /** The person's own leads: removed. */
  leadIds: number[]
  /** Other people's leads that name the person: kept, the person taken out. */
  otherLeadIds: number[]
  counts: ForgetCounts
  /** When the same address or phone was forgotten before (from the audit log's keyed hashes). */
  forgottenBefore: string[]
}

type Plan = ForgetSummary & {
  resumeIds: number[]
  visitorIds: string[]
  scrubs: { id: number; scrub: LeadScrub }[]
  coApplicantApplicationIds: number[]
  creditApplicationIds: number[]
  subscriptionIds: number[]
  noticeIds: number[]
  savedSearchIds: number[]
  savedSearchAlertIds: number[]
  runtime: { verifications: boolean; rateLimits: boolean }
  files: OutboxMatches
}

const where = (field: string, values: readonly (number | string)[]): Where => ({ [field]: { in: values } })

/** The person's queued jobs, by the id each names (src/server/db/person-data.ts `JobKeys`). */
function jobKeysOf(p: {
  leadIds: number[]
  subscriptionIds: number[]
  noticeIds: number[]
  savedSearchIds: number[]
  savedSearchAlertIds: number[]
}): JobKeys {
  return {
    leadId: p.leadIds,
    subscriptionId: p.subscriptionIds,
    noticeId: p.noticeIds,
    savedSearchId: p.savedSearchIds,
    savedSearchAlertId: p.savedSearchAlertIds,
  }
}

async function leadCandidates(
  payload: Payload,
  ids: PersonIdentifiers,
  req?: PayloadRequest,
): Promise<LeadCandidate[]> {
  const rows = await executeIn(payload, req, 'forget a person', leadCandidatesSql(candidatePatterns(ids)))
  return rows.map((r) => ({
    id: Number(r.id),
    row: r.row,
    visitorId: (r.visitor_id as string | null) ?? null,
    resumeId: r.resume_id === null || r.resume_id === undefined ? null : Number(r.resume_id),
  }))
}

async function idsOf(
  payload: Payload,
  collection: 'credit-applications' | 'price-alert-notices' | 'saved-search-alerts',
  filter: Where,
  req?: PayloadRequest,
): Promise<number[]> {
  const { docs } = await payload.find({ collection, where: filter, limit: 0, depth: 0, overrideAccess: true, req })
  return docs.map((d) => d.id)
}

async function count(
  payload: Payload,
  collection: 'lead-messages' | 'experiment-exposures',
  filter: Where,
  req?: PayloadRequest,
): Promise<number> {
  return (await payload.count({ collection, where: filter, overrideAccess: true, req })).totalDocs
}

async function plan(payload: Payload, key: PersonKey, dirs: OutboxDirs, req?: PayloadRequest): Promise<Plan> {
  const asked = identifiersOf(key)
  const first = await leadCandidates(payload, asked, req)
  const ids = widenIdentifiers(
    asked,
    first.map((l) => (l.row as { fields?: unknown }).fields),
  )
  const widened = ids.emails.length !== asked.emails.length || ids.phones.length !== asked.phones.length
  const candidates = widened ? await leadCandidates(payload, ids, req) : first
  const leads = selectLeads(ids, candidates)
  const scrubs = candidates
    .filter((c) => leads.otherLeadIds.includes(c.id))
    .map((c) => ({ id: c.id, scrub: scrubLeadRow(c.row as Record<string, unknown>, ids) }))
  const coApplicantLeadIds = scrubs.filter((s) => s.scrub.coApplicantRemoved).map((s) => s.id)
  const coApplicantApplicationIds = coApplicantLeadIds.length
    ? await idsOf(payload, 'credit-applications', where('lead', coApplicantLeadIds), req)
    : []
  const forgottenBefore = (
    await executeIn(payload, req, 'forget a person', forgottenBeforeSql(personKeyHmac(key)))
  ).map((r) => new Date(r.created_at as string | Date).toISOString())
  const subscriptionsOf = async (table: 'price_alert_subscriptions' | 'saved_searches') =>
    ids.emails.length
      ? (await executeIn(payload, req, 'forget a person', subscriptionsByEmailSql(table, ids.emails))).map((r) =>
          Number(r.id),
        )
      : []
  const subscriptionIds = await subscriptionsOf('price_alert_subscriptions')
  const savedSearchIds = await subscriptionsOf('saved_searches')
  const creditApplicationIds = leads.leadIds.length
    ? await idsOf(payload, 'credit-applications', where('lead', leads.leadIds), req)
    : []
  const noticeIds = subscriptionIds.length
    ? await idsOf(payload, 'price-alert-notices', where('subscription', subscriptionIds), req)
    : []
  const savedSearchAlertIds = savedSearchIds.length
    ? await idsOf(payload, 'saved-search-alerts', where('subscription', savedSearchIds), req)
    : []
  const [runtimeRow] = await executeIn(payload, req, 'forget a person', runtimeTablesSql())
  const runtime = { verifications: Boolean(runtimeRow?.verifications), rateLimits: Boolean(runtimeRow?.rate_limits) }
  const phones = e164Phones(ids)
  const [verifications] =
    runtime.verifications && phones.length
      ? await executeIn(payload, req, 'forget a person', countPhoneVerificationsSql(phones))
      : [{ n: 0 }]
  const jobKeys = jobKeysOf({ leadIds: leads.leadIds, subscriptionIds, noticeIds, savedSearchIds, savedSearchAlertIds })
  const [jobs] = await executeIn(payload, req, 'forget a person', countJobsSql(jobKeys))
  const files = await outboxMatches(dirs, ids)
  return {
    kind: key.kind,
    identifiers: ids,
    leadIds: leads.leadIds,
    otherLeadIds: leads.otherLeadIds,
    forgottenBefore,
    resumeIds: leads.resumeIds,
    visitorIds: leads.visitorIds,
    scrubs,
    coApplicantApplicationIds,
    creditApplicationIds,
    subscriptionIds,
    noticeIds,
    savedSearchIds,
    savedSearchAlertIds,
    runtime,
    files,
    counts: {
      leads: leads.leadIds.length,
      leadsScrubbed: scrubs.length,
      creditApplications: creditApplicationIds.length,
      coApplicantCreditData: coApplicantApplicationIds.length,
      resumes: leads.resumeIds.length,
      leadMessages: leads.leadIds.length ? await count(payload, 'lead-messages', where('lead', leads.leadIds), req) : 0,
      priceAlertSubscriptions: subscriptionIds.length,
      priceAlertEmails: noticeIds.length,
      savedSearches: savedSearchIds.length,
      savedSearchEmails: savedSearchAlertIds.length,
      experimentExposures: leads.visitorIds.length
        ? await count(payload, 'experiment-exposures', where('visitorId', leads.visitorIds), req)
        : 0,
      queuedJobs: Number(jobs?.n ?? 0),
      phoneVerifications: Number(verifications?.n ?? 0),
      outboxEmails: files.emails.length,
      outboxTexts: files.texts.length,
    },
  }
}

const summaryOf = (p: Plan): ForgetSummary => ({
  kind: p.kind,
  identifiers: p.identifiers,
  leadIds: p.leadIds,
  otherLeadIds: p.otherLeadIds,
  counts: p.counts,
  forgottenBefore: p.forgottenBefore,
})

/** What "Forget" would remove, changing nothing. */
export async function previewForget(payload: Payload, key: PersonKey, dirs: OutboxDirs): Promise<ForgetSummary> {
  return summaryOf(await plan(payload, key, dirs))
}

async function deleteWhere(
  payload: Payload,
  req: PayloadRequest,
  collection:
    | 'lead-messages'
    | 'credit-applications'
    | 'price-alert-notices'
    | 'price-alert-subscriptions'
    | 'saved-search-matches'
    | 'saved-search-alerts'
    | 'saved-searches'
    | 'leads'
    | 'resumes'
    | 'experiment-exposures',
  filter: Where,
): Promise<void> {
  const result = await payload.delete({ collection, where: filter, overrideAccess: true, depth: 0, req })
  if (result.errors.length > 0)
    throw new Error(`forget a person: ${collection} not deleted: ${result.errors[0].message}`)
}

/**
 * Removes everything `previewForget` lists, in one transaction with the audit record (which holds
 * the hash of the key, the counts and the lead ids, never the address or phone); the outbox files
 * go once it has committed. `req` is the admin's request: its user and address go on the record.
 */
export async function forgetPerson(
  payload: Payload,
  key: PersonKey,
  dirs: OutboxDirs,
  req: PayloadRequest,
): Promise<ForgetSummary> {
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('forget a person: the database opened no transaction')
  req.transactionID = transactionID
  let p: Plan
  try {
    p = await plan(payload, key, dirs, req)
    for (const { id, scrub } of p.scrubs)
      if (Object.keys(scrub.changes).length)
        await executeIn(payload, req, 'forget a person', scrubLeadSql(id, scrub.changes))
    if (p.coApplicantApplicationIds.length) {
      const erased = await payload.update({
        collection: 'credit-applications',
        where: where('id', p.coApplicantApplicationIds),
        data: { coApplicantSsn: null, coApplicantDateOfBirth: null, hasCoApplicant: false },
        overrideAccess: true,
        depth: 0,
        req,
        select: { hasCoApplicant: true },
      })
      if (erased.errors.length > 0)
        throw new Error(`forget a person: co-applicant data not erased: ${erased.errors[0].message}`)
    }
    if (p.leadIds.length) await deleteWhere(payload, req, 'lead-messages', where('lead', p.leadIds))
    if (p.creditApplicationIds.length)
      await deleteWhere(payload, req, 'credit-applications', where('id', p.creditApplicationIds))
    if (p.noticeIds.length) await deleteWhere(payload, req, 'price-alert-notices', where('id', p.noticeIds))
    if (p.subscriptionIds.length)
      await deleteWhere(payload, req, 'price-alert-subscriptions', where('id', p.subscriptionIds))
    if (p.savedSearchIds.length) {
      // The matches point at the e-mails, the e-mails at the searches.
      await deleteWhere(payload, req, 'saved-search-matches', where('subscription', p.savedSearchIds))
      await deleteWhere(payload, req, 'saved-search-alerts', where('subscription', p.savedSearchIds))
      await deleteWhere(payload, req, 'saved-searches', where('id', p.savedSearchIds))
    }
    if (p.counts.queuedJobs) await executeIn(payload, req, 'forget a person', deleteJobsSql(jobKeysOf(p)))
    if (p.leadIds.length) await deleteWhere(payload, req, 'leads', where('id', p.leadIds))
    if (p.resumeIds.length) await deleteWhere(payload, req, 'resumes', where('id', p.resumeIds))
    if (p.visitorIds.length) await deleteWhere(payload, req, 'experiment-exposures', where('visitorId', p.visitorIds))
    const phones = e164Phones(p.identifiers)
    if (phones.length && p.runtime.verifications)
      await executeIn(payload, req, 'forget a person', deletePhoneVerificationsSql(phones))
    if (phones.length && p.runtime.rateLimits)
      await executeIn(payload, req, 'forget a person', deletePhoneRateLimitsSql(phones))
    await recordAuditEvent(
      payload,
      {
        action: 'person-forgotten',
        ...auditRequestContext(req),
        summary:
          `Forgot a person asked for by ${key.kind === 'email' ? 'e-mail address' : 'phone number'}: ` +
          `${p.counts.leads} ${p.counts.leads === 1 ? 'lead' : 'leads'} and everything tied to them` +
          (p.counts.leadsScrubbed
            ? `; taken out of ${p.counts.leadsScrubbed} other ${p.counts.leadsScrubbed === 1 ? "person's lead" : "people's leads"}`
            : ''),
        details: {
          keyKind: key.kind,
          keyHmac: personKeyHmac(key),
          keyHmacKeyId: personKeyHmacKeyId(),
          leadIds: p.leadIds,
          otherLeadIds: p.otherLeadIds,
          counts: p.counts,
        },
      },
      req,
    )
    await payload.db.commitTransaction(transactionID)
  } catch (err) {
    await payload.db.rollbackTransaction(transactionID)
    throw err
  } finally {
    delete req.transactionID
  }
  deleteOutboxFiles(dirs, p.files)
  return summaryOf(p)
}
