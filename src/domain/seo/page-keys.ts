/**
 * Pages whose title and description marketing edits (visitor-layer.md section 2 "Page metadata",
 * plus the other content routes of site.md section 2). Each key names one route; detail routes use
 * the placeholders of site.md section 3 ("offer_name, staff_name, staff_department").
 */
export type PageDefaults = { title: string; description: string; noindex?: boolean }

export const PAGE_DEFAULTS = {
  home: {
    title: '',
    description:
      'Used cars, trucks and SUVs at four Midwest stores. Free vehicle-history report and a 75-point inspection on every vehicle.',
  },
  'vehicle-protection-plans': {
    title: 'Vehicle Protection Plans',
    description: 'Lifetime engine limited warranty on vehicles under 85,000 miles, plus extended protection plans.',
  },
  'contact-us': {
    title: 'Contact Us',
    description: 'Call, write or visit one of our four stores. Sales and service hours, directions and a message form.',
  },
  'sell-trade-my-car': {
    title: 'Sell or Trade My Car',
    description: 'Get an instant cash offer in under 60 seconds, valid for 7 days.',
  },
  'sell-trade-my-car/your-vehicle': {
    title: 'Your Vehicle',
    description: 'Tell us about your vehicle to get your instant offer.',
    noindex: true,
  },
  'auto-financing': {
    title: 'Auto Financing',
    description: 'Car loans for every credit score. Pre-approval with no credit-score impact in 24-48 hours.',
  },
  'auto-financing/apply-for-financing': {
    title: 'Apply for Financing',
    description: 'Get pre-approved with no impact on your credit score.',
  },
  'auto-financing/free-credit-score-pre-approval': {
    title: 'Free Credit Score Pre-Approval',
    description: 'A soft check with no credit-score impact; answers in 24-48 hours.',
  },
  'auto-financing/full-credit-application': {
    title: 'Full Credit Application',
    description: 'Apply for an auto loan online.',
  },
  'auto-financing/better-than-buy-here-pay-here': {
    title: 'Better Than Buy Here Pay Here',
    description: 'Why dealer financing beats buy-here-pay-here lots.',
  },
  'auto-financing/bad-credit-auto-financing': {
    title: 'Bad Credit Auto Financing',
    description: 'Auto loans for bad credit, as low as $7 down.',
  },
  service: {
    title: 'Service',
    description: 'Oil changes every 3,000 to 5,000 miles, tires, brakes and repairs at our service centers.',
  },
  'service/schedule': { title: 'Schedule Service', description: 'Book a service appointment online.' },
  'legal/privacy-policy': { title: 'Privacy Policy', description: 'How we collect, use and protect your information.' },
  'legal/terms-of-sale': { title: 'Terms of Sale', description: 'Terms that apply to every vehicle sale.' },
  'legal/cookie-policy': { title: 'Cookie Policy', description: 'Which cookies we use and how to control them.' },
  'legal/electronic-signature-disclosure': {
    title: 'Electronic Signature Disclosure',
    description: 'Consent to sign documents electronically.',
  },
  'cars-for-sale': {
    title: 'Used Cars for Sale',
    description: 'Browse used cars, trucks and SUVs for sale at our four stores.',
  },
  'special-offers': { title: 'Special Offers', description: 'Current sales, service and dealer specials.' },
  'special-offers/dealer': { title: 'Dealer Specials', description: 'Current dealer specials.' },
  'special-offers/dealer/[id]': { title: '{offer_name}', description: '{offer_name}: a dealer special.' },
  'special-offers/sales/[id]': { title: '{offer_name}', description: '{offer_name}: a sales special.' },
  'special-offers/service': { title: 'Service Specials', description: 'Current service specials and coupons.' },
  'special-offers/service/[id]': { title: '{offer_name}', description: '{offer_name}: a service special.' },
  'our-company': {
    title: 'Our Company',
    description: 'A family of four used-car stores across northern Illinois, Indiana and the Quad Cities.',
  },
  'our-company/meet-our-team': { title: 'Meet Our Team', description: 'The people behind our stores.' },
  'our-company/meet-our-team/[slug]': {
    title: '{staff_name}, {staff_department}',
    description: 'Contact {staff_name} of our {staff_department} team.',
  },
  'our-company/careers': { title: 'Careers', description: 'Join our team.' },
  referrals: { title: 'Referrals', description: 'Refer a friend and get rewarded.' },
  'car-research': {
    title: 'Car Research',
    description: 'Staff reviews, car advice, FAQs, news and community outreach.',
  },
  'car-research/search': {
    title: 'Search Car Research',
    description: 'Search our car-research articles.',
    noindex: true,
  },
  'help-center': {
    title: 'Help Center',
    description: 'Answers to common questions about buying, financing, trading and service.',
  },
  'help-center/[category]': { title: 'Help Center: {category_name}', description: 'Answers about {category_name}.' },
  'amp-contact-request-confirmation': { title: 'Thank You', description: 'We received your request.', noindex: true },
} as const satisfies Record<string, PageDefaults>

export type PageKey = keyof typeof PAGE_DEFAULTS

export const PAGE_KEYS = Object.keys(PAGE_DEFAULTS) as PageKey[]

export function isPageKey(value: string): value is PageKey {
  return Object.hasOwn(PAGE_DEFAULTS, value)
}
