/** A few car-research articles, one per article section the spec routes to. */
type Category = 'staff-reviews' | 'car-advice-education' | 'faqs' | 'news' | 'community-outreach'

function lexical(paragraphs: string[]) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        format: '' as const,
        indent: 0,
        version: 1,
        direction: 'ltr' as const,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      })),
    },
  }
}

const raw: { title: string; slug: string; category: Category; author: string; excerpt: string; body: string[] }[] = [
  {
    title: 'How often should you change your oil?',
    slug: 'how-often-change-oil',
    category: 'car-advice-education',
    author: 'Ryan Schultz',
    excerpt: 'Most vehicles need fresh oil every 3,000 to 5,000 miles. Here is how to tell.',
    body: [
      'Most vehicles need an oil change every 3,000 to 5,000 miles, though many newer engines running synthetic oil can go longer.',
      "Check the maintenance schedule in your owner's manual, and ask our service team when in doubt.",
    ],
  },
  {
    title: 'Staff review: 2021 Toyota RAV4 XLE',
    slug: '2021-toyota-rav4-xle-review',
    category: 'staff-reviews',
    author: 'Luis Herrera',
    excerpt: 'Why the RAV4 keeps topping our best-seller list.',
    body: [
      'The RAV4 balances fuel economy, cargo room and resale value better than almost anything in its class.',
      'Our pick is the XLE with all-wheel drive for Midwest winters.',
    ],
  },
  {
    title: 'What a soft credit check means for you',
    slug: 'soft-credit-check-explained',
    category: 'faqs',
    author: 'Keisha Moore',
    excerpt: 'Pre-approval with no effect on your credit score.',
    body: [
      'A soft credit check lets a lender see your credit without affecting your score.',
      'Our free pre-approval uses a soft check and most shoppers hear back within 24-48 hours.',
    ],
  },
  {
    title: 'Our Rockford store opens a new service bay',
    slug: 'rockford-new-service-bay',
    category: 'news',
    author: 'Dana Kowalski',
    excerpt: 'Faster oil changes and more appointments on Saturdays.',
    body: ['Our Rockford store added two service bays this fall, so Saturday appointments are easier to get.'],
  },
  {
    title: 'Coats for Kids drive in the Quad Cities',
    slug: 'coats-for-kids-quad-cities',
    category: 'community-outreach',
    author: 'Emily Tran',
    excerpt: 'Drop off a coat at our Moline store through December.',
    body: ['Bring a new or gently used coat to our Moline store through December and we will match every donation.'],
  },
]

export const seedArticles = raw.map((a, i) => ({
  title: a.title,
  slug: a.slug,
  category: a.category,
  author: a.author,
  excerpt: a.excerpt,
  content: lexical(a.body),
  publishedAt: new Date(Date.UTC(2026, 9, 1) - i * 9 * 86400000).toISOString(),
  _status: 'published' as const,
}))
