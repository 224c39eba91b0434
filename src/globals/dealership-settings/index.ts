import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { canEditDealership } from '@/access/can-edit-dealership'
import { revalidateGlobalAfterChange } from '@/collections/hooks/revalidate-tags'
import { workingHoursField } from '@/fields/working-hours'
import { sliderField } from './slider-field'
import { coordinatesField } from '@/fields/coordinates'
import { PRICE_DROP_WINDOW } from '@/domain/price-history/rules'
import { refreshDropsAfterWindowChange } from '@/services/price-history/refresh-drops'

/**
 * The company profile (site.md section 3, "Dealership profile"; visitor-layer.md section 3,
 * "Company settings read"). A store the visitor picks overrides the phone, address, hours and
 * e-mail recipient. Its first values come from the active settings layer (src/config/settings-layers.ts).
 */
export const DealershipSettings: GlobalConfig = {
  slug: 'dealership-settings',
  label: 'Dealership profile',
  admin: {
    group: 'Dealership',
    description: 'Company name, address, phones, hours, fees and payment-calculator limits used across the site.',
  },
  access: { read: anyone, update: canEditDealership },
  versions: { max: 20 },
  hooks: { afterChange: [refreshDropsAfterWindowChange, revalidateGlobalAfterChange('dealership-settings')] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Company',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'addressLine1', type: 'text' },
            { name: 'addressLine2', type: 'text' },
            {
              type: 'row',
              fields: [
                { name: 'city', type: 'text' },
                { name: 'stateShort', type: 'text', admin: { description: 'Two letters, e.g. IL.' } },
                { name: 'zip', type: 'text' },
                { name: 'countryShort', type: 'text', defaultValue: 'US' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'phone', type: 'text', admin: { description: 'Main sales phone.' } },
                { name: 'servicePhone', type: 'text' },
              ],
            },
            {
              name: 'email',
              type: 'email',
              admin: { description: 'Default inbox for leads when no store is picked and routing names none.' },
            },
            { name: 'employees', type: 'number', min: 0 },
            { name: 'generalManagerFirstName', type: 'text' },
            { name: 'logo', type: 'upload', relationTo: 'media' },
            {
              type: 'row',
              fields: [
                {
                  name: 'rating',
                  type: 'number',
                  min: 0,
                  max: 5,
                  admin: { description: 'Average review rating shown in the star badge.' },
                },
                { name: 'reviewCount', type: 'number', min: 0 },
              ],
            },
            {
              name: 'socials',
              type: 'array',
              fields: [
                {
                  name: 'network',
                  type: 'select',
                  options: ['facebook', 'instagram', 'youtube', 'x', 'tiktok', 'linkedin'],
                  required: true,
                },
                { name: 'url', type: 'text', required: true },
              ],
            },
            coordinatesField('mapCenter', 'Where the locations map is centred.', false),
          ],
        },
        {
          label: 'Hours',
          fields: [workingHoursField('salesHours', 'Sales hours'), workingHoursField('serviceHours', 'Service hours')],
        },
        {
          label: 'Inventory',
          fields: [
            {
              name: 'itemsPerPage',
              type: 'number',
              min: 6,
              max: 96,
              required: true,
              defaultValue: 24,
              admin: { description: 'Vehicles per search results page.' },
            },
            {
              name: 'liveConditions',
              type: 'select',
              hasMany: true,
              required: true,
              options: ['new', 'used', 'certified'],
              defaultValue: ['used'],
              admin: { description: 'Conditions the site sells. Pages for other conditions answer "Page not found".' },
            },
            {
              name: 'unlockRequired',
              type: 'select',
              hasMany: true,
              options: ['new', 'used', 'certified'],
              defaultValue: [],
              admin: {
                description:
                  'Conditions whose prices stay locked ("Calculate now") until the visitor gives personal details.',
              },
            },
            // Issue 37 "Price history" (decision 0316): the window of the "Price Drops" page and badge.
            {
              name: 'priceDropWindowDays',
              label: 'Price drops shown for (days)',
              type: 'number',
              min: PRICE_DROP_WINDOW.min,
              max: PRICE_DROP_WINDOW.max,
              required: true,
              defaultValue: PRICE_DROP_WINDOW.default,
              admin: {
                description:
                  'How long a lowered price counts as a price drop: the "Price drop" badge, the "Price dropped $1,000 on Nov 12" line and the "Price Drops" page show vehicles whose latest price change lowered the price within this many days. Older drops still show in the vehicle\'s price history.',
              },
            },
          ],
        },
        {
          label: 'Fees and payments',
          fields: [
            {
              name: 'documentaryFee',
              type: 'number',
              min: 0,
              required: true,
              defaultValue: 367.7,
              admin: { description: 'Documentary fee in dollars added to every estimate.' },
            },
            {
              name: 'driveFee30Day',
              type: 'number',
              min: 0,
              defaultValue: 10,
              admin: { description: '30-day drive fee in dollars.' },
            },
            {
              name: 'feeEffectiveDate',
              label: 'Documentary fee in effect from',
              type: 'date',
              admin: {
                description:
                  'The day the documentary fee above takes effect, shown in the fee wording: "fee in effect since …". A later date schedules the fee: estimates keep charging the fee below until that day (midnight, Central time).',
              },
            },
            // Issue 37 "the documentary fee in effect (367.7, per its effective date)" (decision 0331).
            {
              name: 'previousDocumentaryFee',
              label: 'Documentary fee before that date',
              type: 'number',
              min: 0,
              admin: {
                description:
                  "Dollars. The fee charged until the date above, when next year's fee is entered ahead of time (Illinois adjusts the cap every January). Leave empty when the fee above is already in effect.",
              },
            },
            {
              name: 'paymentSliders',
              type: 'group',
              admin: { description: 'Bounds, steps and defaults of the payment sliders.' },
              fields: [
                sliderField('downPayment', 'Down payment ($)', { min: 0, max: 20000, step: 100, default: 1000 }, [
                  { name: 'percentStep', type: 'number', defaultValue: 5 },
                  { name: 'defaultPercent', type: 'number', defaultValue: 20 },
                ]),
                sliderField('tradeEquity', 'Trade equity ($)', { min: 0, max: 20000, step: 100, default: 0 }),
                sliderField('creditScore', 'Credit score', { min: 400, max: 850, step: 10, default: 850 }),
                sliderField('financeTerm', 'Finance term (months)', { min: 12, max: 72, step: 12, default: 72 }),
                sliderField('leaseTerm', 'Lease term (months)', { min: 24, max: 39, step: 3, default: 36 }),
                sliderField('leaseMiles', 'Lease miles a year', { min: 10000, max: 15000, step: 2500, default: 10000 }),
              ],
            },
          ],
        },
      ],
    },
  ],
}
