import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { canEditDealership } from '@/access/can-edit-dealership'
import { isStaff } from '@/access/is-staff'
import { revalidateGlobalAfterChange } from '@/collections/hooks/revalidate-tags'
import { validateFinanceSettings } from './validate'
import { SAMPLE_LEASE } from '@/domain/financing/disclaimers'
import { centsToDollars } from '@/domain/money'

/**
 * Finance settings (issue 6; site.md section 9): lender base rates per term, the credit add-ons,
 * state sales tax and title fees, and whether pre-approval is offered. Managers edit it; every
 * save keeps a version. The documentary fee, drive fee, fee date and slider bounds stay in the
 * dealership profile, where site.md section 3 puts them (docs/decisions/0050).
 */
export const FinanceSettingsGlobal: GlobalConfig = {
  slug: 'finance-settings',
  label: 'Finance settings',
  admin: {
    group: 'Dealership',
    description:
      'Rates, credit add-ons and state taxes behind every payment estimate. Fees and slider limits are under Dealership profile > Fees and payments.',
  },
  // Read by every page that shows an estimate; nothing here is private.
  access: { read: anyone, update: canEditDealership, readVersions: isStaff },
  versions: { max: 30 },
  hooks: { beforeValidate: [validateFinanceSettings], afterChange: [revalidateGlobalAfterChange('finance-settings')] },
  fields: [
    {
      name: 'sampleLease',
      label: 'Sample lease',
      type: 'group',
      admin: {
        description:
          'The lease example printed on /auto-financing (site.md section 9). It is shown through its expiry day and hidden from the site after it (issue 37): set a new expiry to show it again.',
      },
      fields: [
        {
          name: 'expiryNotice',
          type: 'ui',
          admin: { components: { Field: '@/components/admin/sample-lease-notice#SampleLeaseNotice' } },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'termMonths',
              type: 'number',
              required: true,
              min: 1,
              max: 120,
              defaultValue: SAMPLE_LEASE.termMonths,
            },
            { name: 'milesPerYear', type: 'number', required: true, min: 0, defaultValue: SAMPLE_LEASE.milesPerYear },
            {
              name: 'excessMileFee',
              label: 'Fee per mile over (dollars)',
              type: 'number',
              required: true,
              min: 0,
              defaultValue: centsToDollars(SAMPLE_LEASE.excessMileFee),
            },
            {
              name: 'acquisitionFee',
              label: 'Acquisition fee (dollars)',
              type: 'number',
              required: true,
              min: 0,
              defaultValue: centsToDollars(SAMPLE_LEASE.acquisitionFee),
            },
            {
              name: 'expires',
              label: 'Offer expires (last day)',
              type: 'date',
              required: true,
              // The spec's date, kept verbatim: a fresh site starts with the sample hidden and this notice.
              defaultValue: `${SAMPLE_LEASE.expires}T12:00:00.000Z`,
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'M/d/yyyy' } },
            },
          ],
        },
      ],
    },
    {
      name: 'preApprovalEnabled',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'On: /auto-financing/apply-for-financing shows the full pre-approval page. Off: a minimal page with the form only (site.md section 2).',
      },
    },
    {
      name: 'baseRates',
      type: 'array',
      dbName: 'fin_base_rates',
      labels: { singular: 'Base rate', plural: 'Base rates' },
      admin: {
        description:
          'Base APR for each finance term, before the credit add-on. Every term the finance-term slider can reach needs a rate.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'termMonths',
              type: 'number',
              required: true,
              min: 1,
              max: 120,
              admin: { width: '50%', description: 'Months, e.g. 72.' },
            },
            {
              name: 'baseApr',
              type: 'number',
              required: true,
              min: 0,
              max: 40,
              admin: { width: '50%', description: 'Percent, e.g. 6.9.' },
            },
          ],
        },
      ],
    },
    {
      name: 'creditTiers',
      type: 'array',
      dbName: 'fin_credit_tiers',
      labels: { singular: 'Credit tier', plural: 'Credit tiers' },
      admin: {
        description:
          'APR added for a credit score at or above the minimum (down to the next tier). Spec: 600 ' +
          '+1.5, 580 +3, 560 +4.5, 520 +6.5, 500 +8, 300 +10; 620 and up +0.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'minScore',
              type: 'number',
              required: true,
              min: 0,
              max: 900,
              admin: { width: '50%', description: 'Lowest score of the tier.' },
            },
            {
              name: 'addOnApr',
              type: 'number',
              required: true,
              min: 0,
              max: 40,
              admin: { width: '50%', description: 'Percentage points added to the base rate.' },
            },
          ],
        },
      ],
    },
    {
      name: 'defaultState',
      type: 'select',
      required: true,
      defaultValue: 'IL',
      options: ['IL', 'IN'],
      admin: {
        description:
          'State whose tax and title fee an estimate uses for a vehicle with no store, or whose ' +
          "store's state has no fees here. Vehicles at a store are quoted with their store's state " +
          '(decision 0190).',
      },
    },
    {
      name: 'states',
      type: 'array',
      dbName: 'fin_states',
      labels: { singular: 'State', plural: 'States' },
      admin: { description: 'Sales tax and title fee per store state.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'state',
              type: 'select',
              required: true,
              options: ['IL', 'IN'],
              admin: { width: '25%', description: 'Two-letter code.' },
            },
            {
              name: 'salesTaxRate',
              type: 'number',
              required: true,
              min: 0,
              max: 20,
              admin: { width: '25%', description: 'Percent, e.g. 6.25.' },
            },
            {
              name: 'titleFee',
              type: 'number',
              required: true,
              min: 0,
              admin: { width: '25%', description: 'Dollars.' },
            },
            {
              name: 'registrationFee',
              type: 'number',
              label: 'Registration (plates) fee',
              min: 0,
              defaultValue: 0,
              admin: {
                width: '25%',
                description:
                  'Dollars, added to every estimate in this state when above 0. At 0 the estimates say plates are not included (they depend on the buyer’s plates).',
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'tradeInTaxCredit',
              type: 'checkbox',
              defaultValue: true,
              admin: { width: '50%', description: 'Tax the price minus the trade-in.' },
            },
            {
              name: 'tradeInTaxCreditCap',
              type: 'number',
              min: 0,
              admin: {
                width: '50%',
                description:
                  'Largest trade-in credit in dollars; empty for no cap (Illinois capped it at 10,000 in 2020 and 2021 only).',
              },
            },
          ],
        },
      ],
    },
  ],
}
