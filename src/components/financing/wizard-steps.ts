/**
 * Personalized pricing wizard (site.md section 4): 1 down payment, 2 trade-in yes/no, 3 trade
 * equity (only when trading in; the spec says "likely", we ask it only then), 4 credit score range,
 * 5 personal details, 6 done. Pure, so the order and the resume rule are unit tested.
 */
export const WIZARD_STORAGE_KEY = 'pricingWizard:v1'
/** The answers, kept after completion so the payment panel starts from them. */
export const PRICING_ANSWERS_KEY = 'pricingAnswers:v1'

export const WIZARD_STEPS = ['downPayment', 'hasTradeIn', 'tradeEquity', 'creditScore', 'personal', 'done'] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

export type WizardAnswers = {
  downPayment?: string
  hasTradeIn?: 'yes' | 'no'
  tradeEquity?: string
  creditScore?: string
  firstName?: string
  lastName?: string
  email?: string
  phone?: string
}

export type WizardState = { step: WizardStep; answers: WizardAnswers }

export const INITIAL_WIZARD: WizardState = { step: 'downPayment', answers: {} }

/** Credit score ranges offered in step 4; the value is the score the estimate then uses (OURS: a range's lower bound, rounded to the slider's step). */
export const CREDIT_RANGES = [
  { label: 'Excellent (720-850)', value: '720' },
  { label: 'Good (660-719)', value: '660' },
  { label: 'Fair (620-659)', value: '620' },
  { label: 'Needs work (580-619)', value: '580' },
  { label: 'Rebuilding (400-579)', value: '500' },
] as const

export function nextStep(state: WizardState): WizardStep {
  const i = WIZARD_STEPS.indexOf(state.step)
  const next = WIZARD_STEPS[Math.min(i + 1, WIZARD_STEPS.length - 1)]
  return next === 'tradeEquity' && state.answers.hasTradeIn !== 'yes' ? 'creditScore' : next
}

export function previousStep(state: WizardState): WizardStep {
  const i = WIZARD_STEPS.indexOf(state.step)
  const prev = WIZARD_STEPS[Math.max(i - 1, 0)]
  return prev === 'tradeEquity' && state.answers.hasTradeIn !== 'yes' ? 'hasTradeIn' : prev
}

/** "Step 3 of 5" as the visitor sees it: the trade-equity step only counts when it is asked. */
export function stepPosition(state: WizardState): { index: number; total: number } {
  const asked = WIZARD_STEPS.filter((s) => s !== 'done' && (s !== 'tradeEquity' || state.answers.hasTradeIn === 'yes'))
  return { index: Math.max(0, asked.indexOf(state.step as (typeof asked)[number])) + 1, total: asked.length }
}

/** A stored state read back from the browser; anything unreadable starts over. */
export function restoreWizard(raw: string | null): WizardState {
  if (!raw) return INITIAL_WIZARD
  try {
    const parsed = JSON.parse(raw) as Partial<WizardState>
    if (
      !parsed ||
      !WIZARD_STEPS.includes(parsed.step as WizardStep) ||
      typeof parsed.answers !== 'object' ||
      parsed.answers === null
    )
      return INITIAL_WIZARD
    const answers = Object.fromEntries(
      Object.entries(parsed.answers).filter(([, v]) => typeof v === 'string'),
    ) as WizardAnswers
    return { step: parsed.step as WizardStep, answers }
  } catch {
    return INITIAL_WIZARD
  }
}

const PERSONAL_FIELDS: readonly string[] = ['firstName', 'lastName', 'email', 'phone']

/** The step that asks for a field the UNLOCK_PRICE schema names; null for one the wizard does not ask. */
export function stepOfField(field: string): WizardStep | null {
  if (field === 'downPayment' || field === 'hasTradeIn' || field === 'tradeEquity' || field === 'creditScore')
    return field
  return PERSONAL_FIELDS.includes(field) ? 'personal' : null
}

/**
 * Where field errors are shown (issue 36): the earliest step that asks for one of the fields, so a
 * down payment the server refuses on the last step takes the visitor back to the down payment.
 * Null when no step asks for any of them (the error toast is all there is to show).
 */
export function stepOfErrors(errors: Readonly<Record<string, string>>): WizardStep | null {
  const steps = Object.keys(errors)
    .map(stepOfField)
    .filter((step): step is WizardStep => step !== null)
  return WIZARD_STEPS.find((step) => steps.includes(step)) ?? null
}
