/** Help-center categories are the FAQ topics (site.md section 2, /help-center/{category}). */
export const HELP_CATEGORIES: Record<string, { name: string; blurb: string }> = {
  general: { name: 'Buying from us', blurb: 'Stores, test drives and moving vehicles between stores.' },
  financing: { name: 'Financing', blurb: 'Pre-approval with no credit-score impact, down payments, bad credit.' },
  'sell-trade': { name: 'Selling or trading', blurb: 'Instant offers, how long they last, matching offers.' },
  service: { name: 'Service', blurb: 'Oil changes, maintenance and appointments.' },
  warranty: { name: 'Warranty & protection', blurb: 'Lifetime engine limited warranty, inspections and history reports.' },
}

export const isHelpCategory = (v: string) => Object.hasOwn(HELP_CATEGORIES, v)
