/** Car-research sections; each is also an alias path /{category}/{slug} (site.md section 2). */
export const CATEGORY_LABELS: Record<string, string> = {
  'staff-reviews': 'Staff reviews',
  'car-advice-education': 'Car advice & education',
  faqs: 'FAQs',
  news: 'News',
  'community-outreach': 'Community outreach',
}
