import type { Payload } from 'payload'
import type { OfferSettings } from '@/domain/trade-in/offer-settings'
import { toOfferSettings } from './to-offer-settings'

/**
 * The offer settings the engine runs with: the published ones for shoppers, or the drafts for a
 * manager previewing a change (issue 7, "offer preview").
 */
export async function loadOfferSettings(payload: Payload, options: { draft?: boolean } = {}): Promise<OfferSettings> {
  const draft = Boolean(options.draft)
  const [settings, questions] = await Promise.all([
    payload.findGlobal({ slug: 'offer-settings', depth: 0, draft }),
    payload.find({ collection: 'trade-in-questions', depth: 0, pagination: false, sort: 'sortOrder', draft, where: draft ? {} : { _status: { equals: 'published' } } }),
  ])
  return toOfferSettings(settings, questions.docs)
}
