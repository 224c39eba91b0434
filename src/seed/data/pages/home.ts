/** The home page as blocks (site.md section 2, "/"), carrying the promises of section 1. */
export const homePage = {
  title: 'Home',
  slug: 'home',
  _status: 'published' as const,
  layout: [
    { blockType: 'hero' as const, slides: [
      { heading: 'Used cars, trucks and SUVs across the Midwest', text: 'Four stores in northern Illinois, Indiana and the Quad Cities. Every vehicle passes a 75-point inspection and comes with a free vehicle-history report.', ctaLabel: 'Shop used cars', ctaHref: '/cars-for-sale', secondaryLabel: 'Value my trade', secondaryHref: '/sell-trade-my-car' },
      { heading: 'Get pre-approved in 24-48 hours', text: 'Free credit score pre-approval with no credit-score impact. Drive home with as low as $7 down.', ctaLabel: 'Get pre-approved', ctaHref: '/auto-financing/apply-for-financing', secondaryLabel: 'Financing options', secondaryHref: '/auto-financing' },
    ] },
    { blockType: 'cards' as const, variant: 'action' as const, heading: 'How can we help?', cards: [
      { title: 'Shop', text: 'Browse hundreds of inspected used vehicles.', icon: 'car', ctaLabel: 'Shop used cars', ctaHref: '/cars-for-sale' },
      { title: 'Finance', text: 'Pre-approval with no credit-score impact.', icon: 'dollar', ctaLabel: 'Get pre-approved', ctaHref: '/auto-financing/apply-for-financing' },
      { title: 'Sell or trade', text: 'An instant offer in under 60 seconds, valid 7 days.', icon: 'swap', ctaLabel: 'Value my trade', ctaHref: '/sell-trade-my-car' },
    ] },
    { blockType: 'tabs' as const, heading: 'One dealership, every department', tabs: [
      { label: 'Finance', heading: 'Financing for every credit score', text: 'Free pre-approval with no credit-score impact, answers in 24-48 hours, and as low as $7 down.', ctaLabel: 'Apply for financing', ctaHref: '/auto-financing/apply-for-financing' },
      { label: 'Shop', heading: 'Inspected, reported, warranted', text: 'Every vehicle passes a 75-point inspection and comes with a free vehicle-history report.', ctaLabel: 'Shop used cars', ctaHref: '/cars-for-sale' },
      { label: 'Sell or Trade', heading: 'Sell your car in minutes', text: 'Answer a few questions and get an offer in under 60 seconds. We pay $300 more than any physically verified competing offer.', ctaLabel: 'Get my offer', ctaHref: '/sell-trade-my-car' },
      { label: 'Service', heading: 'Keep it running', text: 'Oil changes every 3,000 to 5,000 miles, tires, brakes and repairs by certified technicians.', ctaLabel: 'Schedule service', ctaHref: '/service/schedule' },
    ] },
    { blockType: 'cards' as const, variant: 'filter' as const, heading: 'Find a great deal', cards: [
      { title: 'Under $20,000', text: 'Reliable cars that fit your budget.', icon: 'dollar', ctaLabel: 'Shop under $20K', ctaHref: '/affordable-used-cars-for-sale-quad-cities' },
      { title: 'Price Drops', text: 'Vehicles with a recently lowered price.', icon: 'tag', ctaLabel: 'See price drops', ctaHref: '/used-cars-for-sale-in-quad-cities?great-deals=price-drop' },
      { title: 'Premium Upgrades', text: 'Well-equipped vehicles at a great price.', icon: 'star', ctaLabel: 'See premium upgrades', ctaHref: '/used-cars-for-sale-in-quad-cities?great-deals=premium-upgrades' },
    ] },
    { blockType: 'promotions' as const, heading: 'Special offers', limit: 6 },
    { blockType: 'reviews' as const, heading: 'What our customers say', count: 9, categories: ['finance' as const, 'sell' as const, 'service' as const], sources: ['google' as const, 'facebook' as const], showBadge: true },
    { blockType: 'callout' as const, tone: 'warranty' as const, heading: 'Lifetime engine limited warranty', text: 'Included on every vehicle under 85,000 miles, with a 75-point inspection and a free vehicle-history report.', ctaLabel: 'Protection plans', ctaHref: '/vehicle-protection-plans' },
    { blockType: 'callout' as const, tone: 'financing' as const, heading: 'Drive home for $3 down', text: 'Ask about our $3 down offer. Pre-approval has no credit-score impact and takes 24-48 hours.', ctaLabel: 'Get pre-approved', ctaHref: '/auto-financing/apply-for-financing' },
    { blockType: 'faqs' as const, heading: 'Frequently asked questions', limit: 6 },
    { blockType: 'callout' as const, tone: 'dealership' as const, heading: 'A family-owned dealership group', text: 'We have sold used cars across northern Illinois, Indiana and the Quad Cities for years, with the same people at the counter.', ctaLabel: 'About us', ctaHref: '/our-company' },
    { blockType: 'stores' as const, heading: 'Our stores', showRating: true },
  ],
}
