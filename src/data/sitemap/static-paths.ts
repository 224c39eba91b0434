/**
 * Spec routes (site.md section 2) listed in the "pages" source besides the editable pages; detail
 * routes come from their own sources. Pages owned by other issues are listed because their routes
 * are the spec's, whichever issue renders them.
 */
export const STATIC_PAGE_PATHS = [
  '/cars-for-sale',
  '/auto-financing',
  '/auto-financing/apply-for-financing',
  '/auto-financing/free-credit-score-pre-approval',
  '/auto-financing/full-credit-application',
  '/auto-financing/better-than-buy-here-pay-here',
  '/auto-financing/bad-credit-auto-financing',
  '/sell-trade-my-car',
  '/contact-us',
  '/special-offers',
  '/special-offers/dealer',
  '/special-offers/service',
  '/car-research',
  '/our-company/careers',
  '/our-company/meet-our-team',
  '/help-center',
  '/help-center/general',
  '/help-center/financing',
  '/help-center/sell-trade',
  '/help-center/service',
  '/help-center/warranty',
  '/referrals',
  '/service/schedule',
] as const
