/** 35 reviews (site.md section 3, "Review": about 35, Google and Facebook, five categories). */
type Category = 'sale' | 'finance' | 'buy' | 'sell' | 'service'

const NAMES = [
  'Maria G.',
  'Tom Becker',
  'Ashley R.',
  'Jamal Carter',
  'Linda Nguyen',
  'Chris P.',
  'Danielle W.',
  "Kevin O'Brien",
  'Priya S.',
  'Marcus Hill',
  'Rebecca L.',
  'Jose Ramirez',
  'Heather M.',
  'Brian K.',
  'Tanya Brooks',
  'Eric J.',
  'Samantha Cole',
  'Luis F.',
  'Megan T.',
  'Andre Wallace',
  'Katie S.',
  'Robert Y.',
  'Nicole D.',
  'Greg Anders',
  'Aisha Patel',
  'Steve M.',
  'Olivia R.',
  'Derek H.',
  'Carmen V.',
  'Paul Z.',
  'Brittany N.',
  'Omar A.',
  'Jenny L.',
  'Frank D.',
  'Rachel E.',
]

const TEXTS: [string, Category[]][] = [
  [
    'Got approved the same day even with my rough credit history. The finance team walked me through every number.',
    ['finance', 'buy'],
  ],
  ['Sold my old Civic in under an hour. The online offer was exactly what they paid.', ['sell']],
  ['Oil change and tire rotation done while I waited, and they did not try to upsell me.', ['service']],
  ['Easy, no-pressure buying experience. The price online was the price at the desk.', ['sale', 'buy']],
  ['They beat the offer I had from another dealer by $300 just like they promised.', ['sell', 'sale']],
  ['Pre-approval did not touch my credit score and I had an answer the next morning.', ['finance']],
  ['Service department found a recall item and fixed it for free. Great communication.', ['service']],
  ['Traded in my truck and drove home in a newer one the same afternoon.', ['sell', 'buy']],
]

export const seedReviews = NAMES.map((reviewerName, i) => {
  const [text, categories] = TEXTS[i % TEXTS.length]
  return {
    reviewerName,
    platform: i % 4 === 3 ? ('facebook' as const) : ('google' as const),
    rating: i % 9 === 8 ? 4 : 5,
    text,
    photo: i % 5 === 0,
    categories,
    reviewedAt: new Date(Date.UTC(2026, 9, 28) - i * 5 * 86400000).toISOString(),
  }
})
