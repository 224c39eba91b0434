/** Typed hrefs for the spec's routes (site.md section 2), so links cannot drift from the route table. */
export const routes = {
  home: '/',
  financing: '/auto-financing',
  applyForFinancing: '/auto-financing/apply-for-financing',
  preApproval: '/auto-financing/free-credit-score-pre-approval',
  fullCreditApplication: '/auto-financing/full-credit-application',
  inventory: '/cars-for-sale',
  /** The header's typed search: reads the words and 303s to the filter URL (issue 38). */
  typedSearch: '/search',
  under20k: '/affordable-used-cars-for-sale-quad-cities',
  sellTrade: '/sell-trade-my-car',
  contact: '/contact-us',
  company: '/our-company',
  team: '/our-company/meet-our-team',
  careers: '/our-company/careers',
  carResearch: '/car-research',
  service: '/service',
  privacyPolicy: '/legal/privacy-policy',
  cookiePolicy: '/legal/cookie-policy',
  bodystyle: (value: string) => `/cars-for-sale/${value}`,
} as const
