import { z } from 'zod'
import { MESSAGES } from '../../validation/messages'
import { zOptionalText, zRequiredText } from '../../validation/zod'

/**
 * A claim of a popup's offer (issue 37: "$500 credit valid 24 hours"), riding on the contact lead
 * the claim form sends. The browser names the popup and when it first showed the offer; the name
 * and end of the offer are filled in by the server from the published popup
 * (src/services/leads/offer-claim.ts), whatever the browser sent for them.
 */
export const offerClaimSchema = z
  .object({
    popupId: zRequiredText(MESSAGES.required, 100),
    /** ISO; when this browser first showed the offer (the start of its validHours window). */
    firstShownAt: zOptionalText(40),
    /** Server-filled: "$500 credit toward your next vehicle, valid 24 hours". */
    name: zOptionalText(300),
    /** Server-filled: ISO end, and the same moment in the dealership's words. */
    endsAt: zOptionalText(40),
    endsText: zOptionalText(100),
  })
  .optional()

export type OfferClaim = z.output<typeof offerClaimSchema>
