import 'server-only'
import { payloadClient } from './payload'
import { confirmationTarget, unsubscribeTarget } from '@/services/alerts/link-targets'
import { SAVED_SEARCHES } from '@/services/saved-searches/kind'
import { readSavedSearchUrl } from '@/domain/saved-searches/search-url'
import { getInventoryVocabulary } from './vehicles'

/**
 * What the confirm and unsubscribe pages of the saved searches show (issue 38; decision 0337).
 * Reads only: a page never confirms or unsubscribes, its button POSTs. Every answer is the
 * visitor's own (from their link), so nothing here is cached.
 */
export type SearchLinkView = { valid: true; title: string; searchUrl: string } | { valid: false }

/** The search a confirmation link is for, while the link is the newest one and not expired. */
export async function searchConfirmationView(
  token: unknown,
  now: Date,
): Promise<SearchLinkView & { sendToSales?: boolean }> {
  const doc = await confirmationTarget(await payloadClient(), SAVED_SEARCHES, token, now)
  if (!doc) return { valid: false }
  return {
    valid: true,
    title: String(doc.title),
    searchUrl: String(doc.searchUrl),
    sendToSales: doc.pendingSendToSales === true,
  }
}

/** The search an unsubscribe link is for, and whether its e-mails are already stopped. */
export async function searchUnsubscribeView(token: unknown): Promise<SearchLinkView & { stopped?: boolean }> {
  const payload = await payloadClient()
  const target = await unsubscribeTarget(payload, SAVED_SEARCHES, token)
  if (!target) return { valid: false }
  const doc = await payload.findByID({
    collection: 'saved-searches',
    id: target.subscriptionId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { title: true, searchUrl: true },
  })
  if (!doc) return { valid: false }
  return { valid: true, title: doc.title, searchUrl: doc.searchUrl, stopped: target.status === 'unsubscribed' }
}

/** A search address named in a result page's query, when it is one the results pages read; else null. */
export async function shownSearchUrl(value: unknown): Promise<string | null> {
  if (typeof value !== 'string') return null
  return readSavedSearchUrl(value, (await getInventoryVocabulary()).vocabulary)?.url ?? null
}
