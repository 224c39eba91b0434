/**
 * The three settings layers of site.md section 1, kept apart so that the sample values the spec
 * lists never leak into production by accident. The active layer is SETTINGS_LAYER (default
 * production); it decides the values the dealership-settings global starts from when the database
 * is seeded. After that, the admin is the source of truth. See docs/settings-layers.md.
 */
import type { LayerName } from '@/domain/settings/merge-layers'

const salesHours = [
  { weekday: 0, closed: true },
  { weekday: 1, open: 9, close: 18, closed: false },
  { weekday: 2, open: 9, close: 18, closed: false },
  { weekday: 3, open: 9, close: 18, closed: false },
  { weekday: 4, open: 9, close: 18, closed: false },
  { weekday: 5, open: 9, close: 18, closed: false },
  { weekday: 6, open: 9, close: 16, closed: false },
]
const serviceHours = [
  { weekday: 0, closed: true },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: 7.5, close: 17.5, closed: false })),
  { weekday: 6, open: 8, close: 13, closed: false },
]

export const DEALERSHIP_LAYERS = {
  /** The example site of the spec: every condition live, prices locked until unlocked, 19 per page. */
  sample: {
    name: 'Midwest Motor Group',
    addressLine1: '4120 E State St',
    city: 'Rockford',
    stateShort: 'IL',
    zip: '61108',
    countryShort: 'US',
    phone: '(815) 555-0140',
    servicePhone: '(815) 555-0141',
    email: 'leads@midwestmotorgroup.example',
    employees: 86,
    generalManagerFirstName: 'Dana',
    rating: 4.8,
    reviewCount: 2417,
    salesHours,
    serviceHours,
    itemsPerPage: 19,
    liveConditions: ['new', 'used', 'certified'],
    unlockRequired: ['new', 'used', 'certified'],
    documentaryFee: 367.7,
    driveFee30Day: 10,
    feeEffectiveDate: '2025-01-01T00:00:00.000Z',
    mapCenter: { longitude: -89.4, latitude: 41.6 },
    socials: [
      { network: 'facebook', url: 'https://www.facebook.com/' },
      { network: 'instagram', url: 'https://www.instagram.com/' },
    ],
  },
  staging: {},
  /** Production sells used vehicles only and does not lock used prices (site.md sections 6, 9).
   * The spec does not give production's page size; 24 fills 2-, 3- and 4-column grids evenly. */
  production: {
    itemsPerPage: 24,
    liveConditions: ['used'],
    unlockRequired: ['certified'],
  },
} satisfies { sample: Record<string, unknown> } & Partial<Record<LayerName, Record<string, unknown>>>

export const SITE_LAYERS = {
  sample: {
    siteName: 'Midwest Motor Group',
    siteUrl: 'http://localhost:3000',
    locale: 'en_US',
    description:
      'Used cars, trucks and SUVs in northern Illinois, Indiana and the Quad Cities, with financing for every credit score and instant offers on your car.',
    twitterHandle: '@midwestmotor',
    canonicalLowercase: true,
    accentColor: '#22c55e',
  },
  staging: {},
  production: {},
} satisfies { sample: Record<string, unknown> } & Partial<Record<LayerName, Record<string, unknown>>>
