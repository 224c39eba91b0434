import { sql, type SQL } from 'drizzle-orm'

/**
 * "Forget a person" (issue 34): the reads and deletes that Payload's Local API cannot express
 * (a regular expression over a whole lead row, a case-insensitive address, the queue's job input,
 * the runtime tables outside Payload's schema). The patterns come from
 * src/domain/privacy/person.ts (`candidatePatterns`): a loose first pass, confirmed there.
 */
const textArray = (values: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`

const intArray = (values: readonly number[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::integer[]`

/** Leads whose row, as JSON (title, form fields, every column), matches one of the patterns. */
export function leadCandidatesSql(patterns: readonly string[]): SQL {
  return sql`SELECT l.id, l.visitor_id, l.resume_id, row_to_json(l)::jsonb AS row FROM leads l
        WHERE row_to_json(l)::text ~* ANY(${textArray(patterns)})`
}

/**
 * E-mail alert subscriptions (price-drop alerts, saved searches) of these addresses (stored as
 * typed; compared in lower case).
 */
export function subscriptionsByEmailSql(
  table: 'price_alert_subscriptions' | 'saved_searches',
  emails: readonly string[],
): SQL {
  return sql`SELECT id FROM ${sql.identifier(table)} WHERE lower(email) = ANY(${textArray(emails)})`
}

/**
 * The ids a person's queued jobs name, by the key of each job's input: a lead's delivery
 * (`leadId`), an alert confirmation (`subscriptionId`, `savedSearchId`) or an alert e-mail
 * (`noticeId`, `savedSearchAlertId`). A job's input holds only the id.
 */
export type JobKeys = Partial<
  Record<'leadId' | 'subscriptionId' | 'noticeId' | 'savedSearchId' | 'savedSearchAlertId', readonly number[]>
>

function jobsWhere(keys: JobKeys): SQL {
  const parts = Object.entries(keys)
    .filter(([, ids]) => ids.length > 0)
    .map(([key, ids]) => sql`(input->>${key})::integer = ANY(${intArray(ids)})`)
  return parts.length ? sql.join(parts, sql` OR `) : sql`false`
}

export function countJobsSql(keys: JobKeys): SQL {
  return sql`SELECT count(*)::int AS n FROM payload_jobs WHERE ${jobsWhere(keys)}`
}

export function deleteJobsSql(keys: JobKeys): SQL {
  return sql`DELETE FROM payload_jobs WHERE ${jobsWhere(keys)} RETURNING id`
}

/** Whether the runtime tables exist yet (the dev database creates them on first use). */
export function runtimeTablesSql(): SQL {
  return sql`SELECT to_regclass('runtime.phone_verifications') IS NOT NULL AS verifications,
        to_regclass('runtime.lead_rate_limits') IS NOT NULL AS rate_limits`
}

/** The per-phone limit of phone verification keys its rows by the E.164 phone (src/services/phone-verification/verify.ts). */
const phoneLimitKeys = (phones: readonly string[]) => phones.map((phone) => `phone-verify:phone:${phone}`)

export function countPhoneVerificationsSql(phones: readonly string[]): SQL {
  return sql`SELECT count(*)::int AS n FROM runtime.phone_verifications WHERE phone = ANY(${textArray(phones)})`
}

export function deletePhoneVerificationsSql(phones: readonly string[]): SQL {
  return sql`DELETE FROM runtime.phone_verifications WHERE phone = ANY(${textArray(phones)}) RETURNING phone`
}

export function deletePhoneRateLimitsSql(phones: readonly string[]): SQL {
  return sql`DELETE FROM runtime.lead_rate_limits WHERE key = ANY(${textArray(phoneLimitKeys(phones))}) RETURNING key`
}

/**
 * Someone else's lead with the forgotten person taken out (src/domain/privacy/scrub-lead.ts):
 * only the given columns, typed as the table types them (jsonb_populate_record), and `updated_at`
 * left alone so the scrub does not restart the lead's retention. Column names come from the
 * lead's own row (row_to_json), never from a request.
 */
export function scrubLeadSql(id: number, changes: Record<string, unknown>): SQL {
  const sets = Object.keys(changes).map((column) => sql`${sql.identifier(column)} = r.${sql.identifier(column)}`)
  return sql`UPDATE leads SET ${sql.join(sets, sql`, `)}
        FROM jsonb_populate_record(NULL::leads, ${JSON.stringify(changes)}::jsonb) AS r WHERE leads.id = ${id}`
}

/** When the same key was forgotten before (the audit records' keyed hash, decision 0302). */
export function forgottenBeforeSql(keyHmac: string): SQL {
  return sql`SELECT created_at FROM audit_events WHERE action = 'person-forgotten' AND details->>'keyHmac' = ${keyHmac}
        ORDER BY created_at`
}
