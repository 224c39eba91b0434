/**
 * The built-in copy of the pages whose words live in the admin (issue 20): exactly the texts the
 * site showed before they became editable. The seed writes them into an empty database, and a page
 * whose copy was never saved (a database from before issue 20) or whose field is left blank shows
 * them (decision 0248), so upgrading needs no manual step. Figures from settings are placeholders
 * (./placeholders.ts).
 */

export type FinancingOption = { heading: string; text: string; buttonLabel: string; buttonLink: string }
export type AutoFinancingCopy = { heading: string; intro: string; options: FinancingOption[]; examplesHeading: string }

export type BhphRow = { label: string; ours: string; theirs: string }
export type BhphCopy = {
  heading: string
  intro: string
  oursColumn: string
  theirsColumn: string
  rows: BhphRow[]
  buttonLabel: string
}

export type ChartRow = { label: string; us: string; privateSale: string; otherDealers: string }
export type SellTradeCopy = {
  heading: string
  intro: string
  buttonLabel: string
  whyHeading: string
  promises: { text: string }[]
  chartColumns: { what: string; us: string; privateSale: string; otherDealers: string }
  chartRows: ChartRow[]
  reviewsHeading: string
  faqHeading: string
}

export type IntroCopy = { heading: string; intro: string }

/** The FAQ topics, each a help-center category, and the name of its group of fields in the admin. */
export const HELP_TOPIC_FIELDS = {
  general: 'general',
  financing: 'financing',
  'sell-trade': 'sellTrade',
  service: 'service',
  warranty: 'warranty',
} as const
export type HelpTopic = keyof typeof HELP_TOPIC_FIELDS
export type HelpCategoryField = (typeof HELP_TOPIC_FIELDS)[HelpTopic]
export const HELP_TOPICS = Object.keys(HELP_TOPIC_FIELDS) as HelpTopic[]
export type HelpCategoryCopy = { name: string; blurb: string }
export type HelpCenterCopy = { heading: string; categories: Record<HelpCategoryField, HelpCategoryCopy> }

export const AUTO_FINANCING_COPY: AutoFinancingCopy = {
  heading: 'Auto Financing',
  intro:
    'Car loans for every credit score, from the same people who sell you the car. Pre-approval ' +
    'is a soft check with no effect on your credit score, and answers typically come in 24-48 ' +
    'hours.',
  options: [
    {
      heading: 'Free credit score pre-approval',
      text: 'See what you qualify for before you shop. No impact on your credit score.',
      buttonLabel: 'Get pre-approved',
      buttonLink: '/auto-financing/apply-for-financing',
    },
    {
      heading: 'Full credit application',
      text: 'Ready to buy? Apply online in a few minutes, with an optional co-applicant.',
      buttonLabel: 'Apply now',
      buttonLink: '/auto-financing/full-credit-application',
    },
    {
      heading: 'Bad credit? No credit?',
      text: 'We work with lenders for every credit situation, with offers as low as $7 down.',
      buttonLabel: 'Bad credit auto financing',
      buttonLink: '/auto-financing/bad-credit-auto-financing',
    },
    {
      heading: 'Better than buy here pay here',
      text: 'Real lenders, rates that reward on-time payments, and credit you can build.',
      buttonLabel: 'Compare',
      buttonLink: '/auto-financing/better-than-buy-here-pay-here',
    },
  ],
  examplesHeading: 'What a loan costs',
}

export type PreApprovalCopy = {
  heading: string
  points: { text: string }[]
  closingText: string
  closingLinkLabel: string
}
export type ApplyCopy = { heading: string; intro: string; steps: { text: string }[]; minimalHeading: string }
export type HeadingCopy = { heading: string }

export const PRE_APPROVAL_COPY: PreApprovalCopy = {
  heading: 'Free Credit Score Pre-Approval',
  points: [
    { text: 'A soft check: no effect on your credit score.' },
    { text: 'Answers typically within 24-48 hours.' },
    { text: 'Free, with no obligation to buy.' },
  ],
  closingText: 'Already picked a car? Go straight to the',
  closingLinkLabel: 'full credit application',
}

export const APPLY_COPY: ApplyCopy = {
  heading: 'Get Pre-Approved',
  intro:
    'Free credit score pre-approval: a soft check with no effect on your credit score. Answers typically arrive in 24-48 hours.',
  steps: [
    { text: 'Tell us who you are and where you live.' },
    { text: 'We run a soft credit check, which does not affect your score.' },
    { text: 'A finance specialist contacts you with your options.' },
  ],
  minimalHeading: 'Apply for Financing',
}

export const CREDIT_APPLICATION_COPY: IntroCopy = {
  heading: 'Full Credit Application',
  intro: 'Your Social Security number and date of birth are encrypted and never sent by e-mail.',
}

export const BAD_CREDIT_COPY: HeadingCopy = { heading: 'Bad Credit Auto Financing' }

export const BHPH_COPY: BhphCopy = {
  heading: 'Better Than Buy Here Pay Here',
  intro: 'Buy-here-pay-here lots lend their own money, at their own rates. We shop your application to real lenders.',
  oursColumn: 'Our financing',
  theirsColumn: 'Buy here pay here',
  rows: [
    { label: 'Who lends', ours: 'Banks, credit unions and captive lenders', theirs: 'The lot itself' },
    {
      label: 'Credit check',
      ours: 'Soft-check pre-approval, no score impact',
      theirs: 'Often none, priced in instead',
    },
    { label: 'Builds your credit', ours: 'Yes, payments are reported to the bureaus', theirs: 'Often not reported' },
    { label: 'Vehicle quality', ours: '75-point inspection and a free vehicle-history report', theirs: 'Varies' },
    { label: 'Warranty', ours: 'Lifetime engine limited warranty under 85,000 miles', theirs: 'Rarely' },
    { label: 'Down payment', ours: 'As low as $7 down', theirs: 'Often large' },
  ],
  buttonLabel: 'Get pre-approved',
}

export const SELL_TRADE_COPY: SellTradeCopy = {
  heading: 'Sell or trade your car in minutes',
  intro:
    'Answer a few questions and get a real cash offer in under 60 seconds. Your offer is good ' +
    "for {offer validity days} days, and we'll pay $300 more than any physically verified " +
    'competing offer.',
  buttonLabel: 'Get my instant offer',
  whyHeading: 'Why sell to us',
  promises: [
    { text: 'Offer in under 60 seconds' },
    { text: 'Offers valid {offer validity days} days' },
    { text: '$300 more than any physically verified competing offer' },
    { text: 'We pay off your loan and handle the paperwork' },
  ],
  chartColumns: { what: 'What you get', us: 'Us', privateSale: 'Private sale', otherDealers: 'Other dealers' },
  chartRows: [
    {
      label: 'Offer in under 60 seconds',
      us: 'Yes',
      privateSale: 'No: listings take weeks',
      otherDealers: 'Sometimes',
    },
    { label: 'Offer valid {offer validity days} days', us: 'Yes', privateSale: 'n/a', otherDealers: 'Rarely' },
    { label: 'Strangers test-driving your car', us: 'Never', privateSale: 'Often', otherDealers: 'Never' },
    { label: 'Loan payoff handled for you', us: 'Yes', privateSale: 'No', otherDealers: 'Yes' },
    { label: '$300 more than a verified competing offer', us: 'Yes', privateSale: 'No', otherDealers: 'No' },
  ],
  reviewsHeading: 'What sellers say',
  faqHeading: 'Questions about selling',
}

export const CAREERS_COPY: IntroCopy = {
  heading: 'Careers',
  intro: 'Tell us which position interests you and attach your resume. We read every application.',
}

export const REFERRALS_COPY: IntroCopy = {
  heading: 'Refer a Friend',
  intro: 'Know someone shopping for a car? Send us their details and we will take good care of them.',
}

export const CONTACT_COPY: IntroCopy = {
  heading: 'Contact Us',
  intro:
    'Questions about a car, financing, a trade or service? Send us a message and someone from our team will get back to you.',
}

/** Help-center categories are the FAQ topics (site.md section 2, /help-center/{category}). */
export const HELP_CENTER_COPY: HelpCenterCopy = {
  heading: 'Help Center',
  categories: {
    general: { name: 'Buying from us', blurb: 'Stores, test drives and moving vehicles between stores.' },
    financing: { name: 'Financing', blurb: 'Pre-approval with no credit-score impact, down payments, bad credit.' },
    sellTrade: { name: 'Selling or trading', blurb: 'Instant offers, how long they last, matching offers.' },
    service: { name: 'Service', blurb: 'Oil changes, maintenance and appointments.' },
    warranty: {
      name: 'Warranty & protection',
      blurb: 'Lifetime engine limited warranty, inspections and history reports.',
    },
  },
}

/** Every page's built-in copy by the admin global that holds it. */
export const PAGE_COPY_DEFAULTS = {
  'auto-financing-copy': AUTO_FINANCING_COPY,
  'apply-copy': APPLY_COPY,
  'pre-approval-copy': PRE_APPROVAL_COPY,
  'credit-application-copy': CREDIT_APPLICATION_COPY,
  'bad-credit-copy': BAD_CREDIT_COPY,
  'bhph-copy': BHPH_COPY,
  'sell-trade-copy': SELL_TRADE_COPY,
  'careers-copy': CAREERS_COPY,
  'referrals-copy': REFERRALS_COPY,
  'contact-copy': CONTACT_COPY,
  'help-center-copy': HELP_CENTER_COPY,
} as const
export type PageCopySlug = keyof typeof PAGE_COPY_DEFAULTS
export type PageCopyOf<S extends PageCopySlug> = (typeof PAGE_COPY_DEFAULTS)[S]
