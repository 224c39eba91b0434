import type { Payload } from 'payload'
import type { OfferResult } from '@/domain/trade-in/offer'
import { PREVIEW_SAMPLES, type EditedDocument } from '@/domain/trade-in/preview-samples'
import { loadOfferSettingsDocs, type OfferSettingsDocs } from '@/data/trade-in/offer-settings'
import { toOfferSettings } from '@/data/trade-in/to-offer-settings'
import type { OfferSetting, TradeInQuestion } from '@/payload-types'
import { quoteOffer } from './quote'

export type SampleOffer = OfferResult | { fieldErrors: Record<string, string> }
export type SamplePreview = { id: string; label: string; published: SampleOffer; draft: SampleOffer }

const order = (q: TradeInQuestion) => (typeof q.sortOrder === 'number' ? q.sortOrder : 0)

/** The latest drafts with the document on screen in place of its saved version. */
export function withEdit(docs: OfferSettingsDocs, edit: EditedDocument | undefined): OfferSettingsDocs {
  if (!edit) return docs
  if (edit.kind === 'offer-settings')
    return { ...docs, settings: { ...docs.settings, ...(edit.doc as Partial<OfferSetting>) } }
  const onScreen = edit.doc as Partial<TradeInQuestion>
  const stored = docs.questions.find((q) => edit.id !== null && String(q.id) === String(edit.id))
  const others = docs.questions.filter((q) => q !== stored)
  const merged = { ...stored, ...onScreen, id: stored?.id ?? 0 } as TradeInQuestion
  return { ...docs, questions: [...others, merged].sort((a, b) => order(a) - order(b)) }
}

/**
 * The sample trade-ins priced with the published settings and with the drafts plus the document
 * being edited (issue 20): the trace beside the rule editor changes as the manager edits.
 */
export async function previewSamples(
  payload: Payload,
  edit: EditedDocument | undefined,
  now: Date,
): Promise<SamplePreview[]> {
  const [published, drafts] = await Promise.all([
    loadOfferSettingsDocs(payload),
    loadOfferSettingsDocs(payload, { draft: true }),
  ])
  const publishedSettings = toOfferSettings(published.settings, published.questions)
  const edited = withEdit(drafts, edit)
  const draftSettings = toOfferSettings(edited.settings, edited.questions)
  const outcome = (result: Awaited<ReturnType<typeof quoteOffer>>): SampleOffer =>
    result.ok ? result.offer : { fieldErrors: result.fieldErrors }
  return Promise.all(
    PREVIEW_SAMPLES.map(async (sample) => {
      const input = { vehicle: sample.vehicle, answers: sample.answers }
      const [before, after] = await Promise.all([
        quoteOffer(payload, input, now, { settings: publishedSettings }),
        quoteOffer(payload, input, now, { settings: draftSettings }),
      ])
      return { id: sample.id, label: sample.label, published: outcome(before), draft: outcome(after) }
    }),
  )
}
