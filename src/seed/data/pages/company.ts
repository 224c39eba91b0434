import { richText } from './lexical'

/** /our-company and /vehicle-protection-plans (site.md section 2). */
export const companyPage = {
  title: 'Our Company',
  slug: 'our-company',
  _status: 'published' as const,
  layout: [
    {
      blockType: 'hero' as const,
      slides: [
        {
          heading: 'Midwest Motor Group',
          text: 'Four used-car stores in northern Illinois, Indiana and the Quad Cities, run by people who live here.',
          ctaLabel: 'Meet our team',
          ctaHref: '/our-company/meet-our-team',
          secondaryLabel: 'Careers',
          secondaryHref: '/our-company/careers',
        },
      ],
    },
    richText([
      '## Why shoppers choose us',
      'Every vehicle we sell passes a 75-point inspection and comes with a free vehicle-history ' +
        'report. Vehicles under 85,000 miles carry a lifetime engine limited warranty.',
      'Our finance team works with every credit score: pre-approval has no credit-score impact and takes 24-48 hours.',
    ]),
    { blockType: 'team' as const, heading: 'Meet our team', limit: 6 },
    {
      blockType: 'reviews' as const,
      heading: 'Reviews',
      count: 9,
      categories: ['finance' as const, 'sell' as const, 'service' as const],
      sources: ['google' as const, 'facebook' as const],
      showBadge: true,
    },
    { blockType: 'stores' as const, heading: 'Our stores', showRating: false },
  ],
}

export const protectionPlansPage = {
  title: 'Vehicle Protection Plans',
  slug: 'vehicle-protection-plans',
  _status: 'published' as const,
  layout: [
    {
      blockType: 'hero' as const,
      slides: [
        {
          heading: 'Drive with confidence',
          text: 'A lifetime engine limited warranty on every vehicle under 85,000 miles, at no extra cost.',
          ctaLabel: 'Shop warranty-eligible cars',
          ctaHref: '/cars-for-sale?mileage=null,85000',
        },
      ],
    },
    {
      blockType: 'cards' as const,
      variant: 'feature' as const,
      heading: 'What is included',
      cards: [
        {
          title: 'Lifetime engine limited warranty',
          text: 'Covers the engine of vehicles under 85,000 miles for as long as you own the vehicle.',
          icon: 'shield',
        },
        { title: '75-point inspection', text: 'Every vehicle is inspected before it reaches the lot.', icon: 'check' },
        {
          title: 'Free vehicle-history report',
          text: 'See the history of every vehicle before you buy.',
          icon: 'document',
        },
      ],
    },
    richText([
      '## Extended protection',
      'Ask our finance team about extended service contracts, GAP coverage and tire-and-wheel ' +
        'protection. Terms and coverage limits are set out in each contract.',
    ]),
    { blockType: 'faqs' as const, heading: 'Warranty questions', topics: ['warranty' as const], limit: 6 },
  ],
}
