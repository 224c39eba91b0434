/** /service (site.md section 2: "Service: hero, popular services, amenities, reviews, FAQs"). */
export const servicePage = {
  title: 'Service',
  slug: 'service',
  _status: 'published' as const,
  layout: [
    {
      blockType: 'hero' as const,
      slides: [
        {
          heading: 'Service that keeps you on the road',
          text: 'Certified technicians at every store. Most vehicles need an oil change every 3,000 to 5,000 miles; we will remind you.',
          ctaLabel: 'Schedule service',
          ctaHref: '/service/schedule',
        },
      ],
    },
    {
      blockType: 'cards' as const,
      variant: 'feature' as const,
      heading: 'Popular services',
      cards: [
        { title: 'Oil change', text: 'Every 3,000 to 5,000 miles, with a multi-point check.', icon: 'wrench' },
        { title: 'Tires and alignment', text: 'Rotation, balancing, alignment and new tires.', icon: 'wrench' },
        { title: 'Brakes', text: 'Pads, rotors and fluid, inspected for free.', icon: 'shield' },
        { title: 'Diagnostics', text: 'Check-engine light and electrical problems.', icon: 'wrench' },
      ],
    },
    {
      blockType: 'cards' as const,
      variant: 'feature' as const,
      heading: 'Amenities',
      cards: [
        { title: 'Comfortable waiting area', text: 'Free Wi-Fi, coffee and snacks.', icon: 'star' },
        { title: 'Shuttle service', text: 'A ride to work or home while we work.', icon: 'car' },
        { title: 'Saturday hours', text: 'Service open Saturdays at every store.', icon: 'clock' },
      ],
    },
    { blockType: 'promotions' as const, heading: 'Service specials', type: 'service' as const, limit: 4 },
    {
      blockType: 'reviews' as const,
      heading: 'Service reviews',
      count: 9,
      categories: ['service' as const],
      sources: ['google' as const, 'facebook' as const],
      showBadge: true,
    },
    {
      blockType: 'faqs' as const,
      heading: 'Service questions',
      topics: ['service' as const, 'warranty' as const],
      limit: 8,
    },
  ],
}
