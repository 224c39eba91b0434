/**
 * The advertising parameters the site keeps (site.md section 9; visitor-layer.md section 3): read
 * from the query string into the visitor's adsValues, stored with each lead, carried through
 * redirects. One list for all three.
 */
export const AD_TRACKING_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'gbraid',
  'gwraid',
] as const

export type AdTrackingParam = (typeof AD_TRACKING_PARAMS)[number]
