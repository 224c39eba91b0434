/**
 * What is left of a lead once its retention ran out (issue 34; decision 0298): the row stays, so
 * the admin dashboard's counts by form type, store and source stay true, but nothing in it
 * points to a person any more.
 *
 * Kept: form type, store, dates, delivery state, the last and first touch's source, medium and
 * campaign, the vehicle asked about (the dealer's own stock), the experiment variants, the consent
 * categories, whether the phone was verified, and the page the form was sent from without its
 * query string (which may carry an address typed into a URL).
 * Removed: the title (name and e-mail), every field of the form (name, e-mail, phone, address,
 * message, free text), the shopper's own car (its VIN identifies its owner), the résumé, the
 * visitor id, the ad click ids and the full attribution record (both carry click ids and
 * referrers), and the sender's network address.
 */
export const REMOVED = '[removed]'

export type AnonymisedLead = {
  title: string
  fields: null
  tradeVehicle: null
  resume: null
  pageUrl: string | null
  visitorId: null
  adsValues: null
  attribution: null
  clientAddress: null
  anonymisedAt: string
}

/** The page without query string or fragment; null when it cannot be read as a URL. */
export function pageWithoutQuery(pageUrl: string | null | undefined): string | null {
  if (!pageUrl) return null
  try {
    const url = new URL(pageUrl, 'http://relative.invalid')
    return url.origin === 'http://relative.invalid' ? url.pathname : `${url.origin}${url.pathname}`
  } catch {
    return null
  }
}

export function anonymisedLead(lead: { pageUrl?: string | null }, now: Date): AnonymisedLead {
  return {
    title: REMOVED,
    fields: null,
    tradeVehicle: null,
    resume: null,
    pageUrl: pageWithoutQuery(lead.pageUrl),
    visitorId: null,
    adsValues: null,
    attribution: null,
    clientAddress: null,
    anonymisedAt: now.toISOString(),
  }
}
