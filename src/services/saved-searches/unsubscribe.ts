import type { Payload } from 'payload'
import { unsubscribeByToken } from '@/services/alerts/unsubscribe'
import { SAVED_SEARCHES } from './kind'

/** Stops a saved search's e-mails from the link of one of them (issue 38; decision 0337), by the shared unsubscribe. */
export async function unsubscribeSavedSearch(payload: Payload, token: unknown, now: Date) {
  return unsubscribeByToken(payload, SAVED_SEARCHES, token, now)
}
