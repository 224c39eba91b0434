import type { GlobalConfig } from 'payload'
import { isAdmin } from '@/access/is-admin'
import {
  CREDIT_DATA_DEFAULT_DAYS,
  PRICE_ALERT_REQUEST_DEFAULT_DAYS,
  PRICE_ALERT_REQUEST_MIN_DAYS,
} from '@/domain/retention/policy'
import { reportRetentionChange } from './report-change'

/**
 * How long personal data is kept before the daily disposal removes it (issue 34, "Retention and
 * disposal"; decision 0298; docs/security.md "Retention and disposal"). Admins only: these days
 * decide when a shopper's data is destroyed for good. An empty setting (a database never saved)
 * means the defaults below (src/domain/retention/policy.ts).
 */
export const DataRetention: GlobalConfig = {
  slug: 'data-retention',
  label: 'Data retention',
  admin: {
    group: 'Admin',
    description:
      'How long personal data is kept. Every night the site removes what is older than these settings; removed data cannot be brought back (only from a backup).',
  },
  access: { read: isAdmin, update: isAdmin },
  versions: { max: 20 },
  hooks: { afterChange: [reportRetentionChange] },
  fields: [
    {
      name: 'creditDataDays',
      type: 'number',
      label: 'SSNs and dates of birth: days after last use',
      required: true,
      min: 1,
      defaultValue: CREDIT_DATA_DEFAULT_DAYS,
      admin: {
        step: 1,
        description:
          `Financing applications: the encrypted SSNs and dates of birth are erased this many days ` +
          `after the application was last used (received, changed or revealed by someone). The ` +
          `application itself stays, marked with the date. The FTC Safeguards Rule asks for at most ` +
          `two years (${CREDIT_DATA_DEFAULT_DAYS} days) unless you have a business or legal reason ` +
          `to keep them longer; write that reason down.`,
      },
    },
    {
      name: 'leadDays',
      type: 'number',
      label: 'Leads: days after last use',
      min: 0,
      admin: {
        step: 1,
        description:
          '0 or empty = keep leads. Otherwise, this many days after a lead was received or last ' +
          "resent, its shopper's details (name, e-mail, phone, address, message, résumé, trade-in " +
          "car) are removed. The lead stays, so the dashboard's counts by form, store and source " +
          'stay right. The same days apply to the e-mail and text-message outbox files.',
      },
    },
    {
      name: 'priceAlertRequestDays',
      type: 'number',
      label: 'Unconfirmed e-mail alerts: days',
      required: true,
      min: PRICE_ALERT_REQUEST_MIN_DAYS,
      defaultValue: PRICE_ALERT_REQUEST_DEFAULT_DAYS,
      admin: {
        step: 1,
        description:
          `A price-drop alert or saved search the shopper never confirmed from the e-mail is deleted ` +
          `after this many days (at least ${PRICE_ALERT_REQUEST_MIN_DAYS}, while its confirmation link ` +
          `still works). Confirmed and unsubscribed ones are kept.`,
      },
    },
  ],
}
