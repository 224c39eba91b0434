/**
 * Sample trade-ins the admin prices beside the rule editor (issue 20, "the offer preview stays
 * beside the editor"): a few vehicles the demo market guide values, answered so that the spec's
 * rules fire (site.md section 9: the accident deduction's 15000 threshold, the older high-mileage
 * adjustment, more cash later for vehicles 10 years and older). Labels say what each one is.
 */
import { z } from 'zod'

export type PreviewSample = {
  id: string
  label: string
  vehicle: { year: number; make: string; model: string; mileage: number; series?: string; style?: string }
  answers: Record<string, string | string[]>
}

const GOOD_HISTORY = { '201': 'no', '202': 'two_or_more', '203': ['none'], '204': 'good', '205': 'like_new' }

export const PREVIEW_SAMPLES: readonly PreviewSample[] = [
  {
    id: 'accord-accident',
    label: '2023 Honda Accord, 40,000 miles, good condition, one accident',
    vehicle: { year: 2023, make: 'Honda', model: 'Accord', mileage: 40000 },
    answers: { '100': 'good', '200': 'yes', ...GOOD_HISTORY, '500': 'none' },
  },
  {
    id: 'camry-great',
    label: '2019 Toyota Camry, 60,000 miles, great condition, owned outright',
    vehicle: { year: 2019, make: 'Toyota', model: 'Camry', mileage: 60000 },
    answers: { '100': 'great', '500': 'none' },
  },
  {
    id: 'f150-worn',
    label: '2014 Ford F-150 XLT, 130,000 miles, fair condition, smoked in, one key',
    vehicle: { year: 2014, make: 'Ford', model: 'F-150', series: 'XLT', style: '4D SuperCrew', mileage: 130000 },
    answers: {
      '100': 'fair',
      '200': 'no',
      ...GOOD_HISTORY,
      '201': 'yes',
      '202': 'one',
      '300': 'no',
      '301': 'no',
      '500': 'none',
    },
  },
]

/**
 * What the editor beside the preview sends: the document on screen, unsaved, as the admin form
 * holds it (a trade-in question with its id, none while new, or the offer settings).
 */
const formDocument = z.record(z.string(), z.unknown())
export const previewRequestSchema = z.object({
  edit: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('question'), id: z.union([z.number(), z.string()]).nullable(), doc: formDocument }),
      z.object({ kind: z.literal('offer-settings'), doc: formDocument }),
    ])
    .optional(),
})
export type PreviewRequest = z.infer<typeof previewRequestSchema>
export type EditedDocument = NonNullable<PreviewRequest['edit']>
