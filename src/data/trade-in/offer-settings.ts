import type { Payload } from 'payload'
import type { OfferSettings } from '@/domain/trade-in/offer-settings'
import type { OfferSetting, TradeInQuestion } from '@/payload-types'
import { toOfferSettings } from './to-offer-settings'

export type OfferSettingsDocs = { settings: OfferSetting; questions: TradeInQuestion[] }

/** The admin's documents behind the offer settings: published, or the latest drafts. */
export async function loadOfferSettingsDocs(
  payload: Payload,
  options: { draft?: boolean } = {},
): Promise<OfferSettingsDocs> {
  const draft = Boolean(options.draft)
  const [settings, questions] = await Promise.all([
    payload.findGlobal({ slug: 'offer-settings', depth: 0, draft }),
    payload.find({
      collection: 'trade-in-questions',
      depth: 0,
      pagination: false,
      sort: 'sortOrder',
      draft,
      where: draft ? {} : { _status: { equals: 'published' } },
    }),
  ])
  return { settings, questions: questions.docs }
}

/**
 * The offer settings the engine runs with: the published ones for shoppers, or the drafts for a
 * manager previewing a change (issue 7, "offer preview").
 */
export async function loadOfferSettings(payload: Payload, options: { draft?: boolean } = {}): Promise<OfferSettings> {
  const { settings, questions } = await loadOfferSettingsDocs(payload, options)
  return toOfferSettings(settings, questions)
}
