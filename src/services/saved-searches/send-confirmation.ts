import type { Payload } from 'payload'
import { savedSearchConfirmationMail } from '@/domain/saved-searches/emails'
import { sendAlertConfirmation, type ConfirmationOutcome } from '@/services/alerts/send-confirmation'
import { dealership } from '@/services/alerts/vehicle-facts'
import { SAVED_SEARCHES } from './kind'

/** The confirmation e-mail of a saved search (issue 38: double opt-in), by the shared sender. */
export async function sendSavedSearchConfirmation(
  payload: Payload,
  savedSearchId: number,
  sendToSales: boolean,
  options: { linkSeed?: string; now?: Date } = {},
): Promise<ConfirmationOutcome> {
  return sendAlertConfirmation(
    payload,
    SAVED_SEARCHES,
    async (subscription) => {
      const { name } = await dealership(payload)
      return (confirmPageUrl) =>
        savedSearchConfirmationMail({
          dealershipName: name,
          searchTitle: String(subscription.title),
          confirmPageUrl,
          sendToSales,
        })
    },
    savedSearchId,
    sendToSales,
    options,
  )
}
