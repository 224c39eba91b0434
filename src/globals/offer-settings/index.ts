import type { GlobalConfig } from 'payload'
import { isStaff } from '@/access/is-staff'
import { canEditDealership } from '@/access/can-edit-dealership'
import { PRICE_KEYS } from '@/domain/trade-in/offer-settings'
import { offerPreviewPanelField, ruleRowsField } from '@/fields/rule-rows'
import { validateOfferRules } from './validate-rules'
import { revalidateGlobalAfterChange } from '@/collections/hooks/revalidate-tags'

const priceKey = (name: string, description: string) => ({
  name,
  type: 'select' as const,
  required: true,
  options: PRICE_KEYS.map((value) => ({ label: value, value })),
  admin: { description },
})

/**
 * How instant offers are priced (site.md sections 3 "Offer settings", 4 "Offer types", 9).
 * Managers retune it without a deploy; drafts let them preview offers before publishing (issue 7).
 */
export const OfferSettingsGlobal: GlobalConfig = {
  slug: 'offer-settings',
  // Read on the server only; also, rule operators such as '<' are not valid GraphQL enum names.
  graphQL: false,
  label: 'Offer settings',
  admin: {
    group: 'Trade-in',
    description: 'Rules and numbers behind instant cash offers. Save a draft to try it, publish to use it.',
  },
  access: { read: isStaff, update: canEditDealership, readVersions: isStaff },
  versions: { drafts: true, max: 30 },
  // The sell-or-trade page prints the offer validity (issue 20): a publish drops it everywhere.
  hooks: { beforeValidate: [validateOfferRules], afterChange: [revalidateGlobalAfterChange('offer-settings')] },
  fields: [
    offerPreviewPanelField,
    ruleRowsField(
      'bringVehicleIn',
      'Bring the vehicle in when',
      'If ANY rule matches, the shopper sees no online price and is asked to bring the vehicle in.',
      'offer_bvi',
    ),
    {
      name: 'cashNow',
      type: 'group',
      label: 'Cash now',
      fields: [
        priceKey('priceKey', 'Market value the cash offer starts from.'),
        {
          type: 'row',
          fields: [
            {
              name: 'minimum',
              type: 'number',
              required: true,
              defaultValue: 1000,
              admin: { width: '50%', description: 'Offers under this many dollars fall back (site.md: 1000).' },
            },
            {
              name: 'belowMinimum',
              type: 'select',
              required: true,
              defaultValue: 'bringVehicleIn',
              options: [
                { label: 'Bring the vehicle in', value: 'bringVehicleIn' },
                { label: 'Pay the minimum', value: 'floor' },
              ],
              admin: {
                width: '50%',
                description: 'What a shopper whose offer is under the minimum sees: no online price, or the minimum.',
              },
            },
          ],
        },
        {
          name: 'adjustmentPercent',
          type: 'number',
          defaultValue: -5,
          admin: { description: 'Percent change applied when a rule below matches (site.md: -5).' },
        },
        ruleRowsField(
          'adjustmentWhen',
          'Apply the adjustment when',
          'Any matching rule applies the adjustment.',
          'offer_adj',
        ),
      ],
    },
    {
      name: 'moreCashLater',
      type: 'group',
      label: 'More cash later',
      fields: [
        priceKey('priceKey', 'Retail value the consignment offer is based on.'),
        {
          type: 'row',
          fields: [
            {
              name: 'minVehicleAgeYears',
              type: 'number',
              required: true,
              defaultValue: 10,
              admin: { width: '33%', description: 'Only vehicles at least this old (site.md: 10).' },
            },
            {
              name: 'reservePercent',
              type: 'number',
              required: true,
              defaultValue: 68,
              admin: { width: '33%', description: 'Share of the cash offer paid at pickup (68).' },
            },
            {
              name: 'profitSharePercent',
              type: 'number',
              required: true,
              defaultValue: 32,
              admin: { width: '33%', description: "Shopper's share of the resale profit (32)." },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'reconditionMinimum',
              type: 'number',
              required: true,
              defaultValue: 560,
              admin: {
                width: '33%',
                description:
                  'Least reconditioning cost taken off the retail value, in dollars; the answer deductions count when higher (560).',
              },
            },
            {
              name: 'advertisingBase',
              type: 'number',
              required: true,
              defaultValue: 995,
              admin: { width: '33%', description: 'Fixed cost of selling the vehicle, in dollars (995).' },
            },
            {
              name: 'advertisingPercent',
              type: 'number',
              required: true,
              defaultValue: 5,
              admin: { width: '33%', description: 'Plus this percent of the retail value (5).' },
            },
          ],
        },
        {
          name: 'stepPayments',
          type: 'array',
          dbName: 'offer_mcl_steps',
          admin: { description: 'How the later money is paid; percents should add up to 100.' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'percent', type: 'number', required: true, min: 0, max: 100 },
              ],
            },
          ],
        },
        {
          name: 'additionalPayments',
          type: 'array',
          dbName: 'offer_mcl_extras',
          admin: { description: 'Fixed extra payments added to the later money.' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'amount', type: 'number', required: true },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'validityDays',
      type: 'number',
      required: true,
      defaultValue: 7,
      min: 1,
      max: 366,
      admin: { description: 'Days an offer stays valid (site.md: 7).' },
    },
  ],
}
