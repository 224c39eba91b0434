import type { Payload } from 'payload'
import { env } from '@/config/env'
import type { SearchReader } from '@/domain/saved-searches/search-url'
import { confirmAlert, type ConfirmRequest } from '@/services/alerts/confirm'
import { SAVED_SEARCHES } from './kind'

/**
 * The shopper confirmed a saved search (issue 38, double opt-in; decision 0337), by the shared
 * confirmation (src/services/alerts/confirm.ts). With the box ticked, the lead is of form type
 * SAVED_SEARCH: the address, the search in words and its page, and as the ADF vehicle of interest
 * what the search names (read again with the inventory's words, `read`), for the search's store.
 */
export type SavedSearchConfirmOutcome =
  { ok: true; searchUrl: string; leadJobId: number | null } | { ok: false; reason: 'invalid' }

export async function confirmSavedSearch(
  payload: Payload,
  token: unknown,
  request: ConfirmRequest,
  read: SearchReader,
): Promise<SavedSearchConfirmOutcome> {
  const outcome = await confirmAlert(
    payload,
    SAVED_SEARCHES,
    token,
    async (req, subscription) => {
      const searchUrl = String(subscription.target)
      const doc = await payload.findByID({
        collection: 'saved-searches',
        id: subscription.id,
        depth: 0,
        overrideAccess: true,
        req,
        select: { title: true },
      })
      return {
        result: searchUrl,
        lead: () => {
          const words = read(searchUrl)
          return {
            formType: 'SAVED_SEARCH',
            storeKey: words?.store ?? null,
            data: {
              email: subscription.email,
              search: doc.title,
              url: `${env().PUBLIC_URL.replace(/\/+$/, '')}${searchUrl}`,
              vehicle: words?.looksFor,
            },
          }
        },
      }
    },
    request,
  )
  return outcome.ok ? { ok: true, searchUrl: outcome.result, leadJobId: outcome.leadJobId } : outcome
}
