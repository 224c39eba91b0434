import type { Payload } from 'payload'
import { CREDIT_DATA_DEFAULT_DAYS, PRICE_ALERT_REQUEST_DEFAULT_DAYS } from '@/domain/retention/policy'

/**
 * The lawful defaults of the Data retention settings (issue 34; docs/security.md "Retention and
 * disposal"): SSNs and dates of birth two years after last use, unconfirmed e-mail alerts after
 * 7 days, leads and the outbox files kept (the dealer decides). Written once, on a database where
 * the settings were never saved, so the admin shows them as saved values; the disposal applies the
 * same defaults before that (src/domain/retention/policy.ts). True when it wrote.
 */
export async function seedDataRetention(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'data-retention', depth: 0, overrideAccess: true })
  if (current.updatedAt) return false
  await payload.updateGlobal({
    slug: 'data-retention',
    data: {
      creditDataDays: CREDIT_DATA_DEFAULT_DAYS,
      leadDays: null,
      priceAlertRequestDays: PRICE_ALERT_REQUEST_DEFAULT_DAYS,
    },
    depth: 0,
    overrideAccess: true,
  })
  return true
}
