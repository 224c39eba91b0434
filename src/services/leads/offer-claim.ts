import type { Payload } from 'payload'
import { isContactFormType } from '@/domain/leads/form-types'
import type { ParsedLead } from '@/domain/leads'
import type { ContactInput } from '@/domain/leads/schemas/contact'
import {
  checkOfferClaim,
  OFFER_ENDED_MESSAGE,
  formatOfferEnd,
  offerName,
  popupEnded,
  popupFromDoc,
} from '@/domain/popups'
import { DEFAULT_STORE_TIME_ZONE, ianaZone } from '@/domain/stores/time-zones'

export type OfferClaimResult = { ok: true; lead: ParsedLead } | { ok: false; fieldErrors: Record<string, string> }

/**
 * A contact lead that claims a popup offer (issue 37) carries the offer as the SERVER knows it: the
 * published, switched-on popup's title and valid hours, and the end computed from them and the
 * campaign's end date, worded on the dealership's clock. Whatever the browser sent for the name or
 * the end is replaced. A claim of an offer that has ended, or that is no longer published, is
 * refused (422) with nothing stored. Read with public access: what a shopper may see, no more.
 */
export async function resolveOfferClaim(payload: Payload, lead: ParsedLead, now: Date): Promise<OfferClaimResult> {
  if (!isContactFormType(lead.formType)) return { ok: true, lead }
  const data = lead.data as ContactInput
  const claim = data.offer
  if (!claim) return { ok: true, lead }
  const found = await payload.find({
    collection: 'popups',
    where: { popupId: { equals: claim.popupId } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  const popup = found.docs[0] ? popupFromDoc(found.docs[0]) : null
  const check =
    popup && popup.active !== false && !popupEnded(popup, now) ? checkOfferClaim(popup, claim.firstShownAt, now) : null
  if (!popup || !check?.ok) return { ok: false, fieldErrors: { offer: OFFER_ENDED_MESSAGE } }
  const offer = {
    popupId: claim.popupId,
    firstShownAt: claim.firstShownAt,
    name: offerName(popup.component.data.title ?? popup.id, popup.validHours),
    endsAt: check.endsAt?.toISOString(),
    endsText: check.endsAt ? formatOfferEnd(check.endsAt, ianaZone(DEFAULT_STORE_TIME_ZONE)) : undefined,
  }
  return { ok: true, lead: { ...lead, data: { ...data, offer } } as ParsedLead }
}
