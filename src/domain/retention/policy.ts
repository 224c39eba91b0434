/**
 * How long each kind of personal data is kept (issue 34, "Retention and disposal"; decision 0298;
 * docs/security.md "Retention and disposal"). The "Data retention" global stores the days; this
 * module turns what is stored (or nothing, on a database never saved) into the policy the daily
 * disposal applies, so the lawful defaults hold even before anyone opens the settings.
 */

/**
 * 16 CFR 314.4(c)(6)(i): customer information is disposed of no later than two years after it was
 * last used, unless a business or legal need remains. Two years, counted in days.
 */
export const CREDIT_DATA_DEFAULT_DAYS = 730

/**
 * An e-mail alert request (a price-drop alert, a saved search) nobody confirmed; the setting keeps
 * its first name. Its confirmation link lives CONFIRMATION_DAYS (src/domain/alerts/tokens.ts, also
 * 7): a shorter retention would break links still valid.
 */
export const PRICE_ALERT_REQUEST_MIN_DAYS = 7
export const PRICE_ALERT_REQUEST_DEFAULT_DAYS = 7

/** What the global stores (every value may be missing on a database never saved). */
export type StoredRetention = {
  creditDataDays?: number | null
  leadDays?: number | null
  priceAlertRequestDays?: number | null
}

/** Days each kind is kept; null: kept until someone deletes it. */
export type RetentionPolicy = {
  creditDataDays: number
  leadDays: number | null
  priceAlertRequestDays: number
  /** The local e-mail and SMS outbox files hold the same details as the leads: they follow the leads. */
  outboxDays: number | null
}

const wholeDays = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : null

export function retentionPolicy(stored: StoredRetention | null | undefined): RetentionPolicy {
  const leadDays = wholeDays(stored?.leadDays)
  return {
    // Credit data may not be kept for ever: an empty value means the two years of the Rule.
    creditDataDays: wholeDays(stored?.creditDataDays) ?? CREDIT_DATA_DEFAULT_DAYS,
    // 0 or empty: leads are kept (the default; the dealer decides).
    leadDays,
    priceAlertRequestDays: Math.max(
      PRICE_ALERT_REQUEST_MIN_DAYS,
      wholeDays(stored?.priceAlertRequestDays) ?? PRICE_ALERT_REQUEST_DEFAULT_DAYS,
    ),
    outboxDays: leadDays,
  }
}
