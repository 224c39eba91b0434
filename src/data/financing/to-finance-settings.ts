import {
  SAMPLE_FINANCE_SETTINGS,
  type FinanceSettings,
  type PaymentSliders,
  type SliderBounds,
  type StateFees,
} from '@/domain/financing'

/**
 * Reshapes the two admin records into the engine's FinanceSettings (issue 6): rates, tiers and
 * taxes from the finance-settings global, fees and sliders from the dealership profile
 * (docs/decisions/0050). Pure, so it is unit tested without a database. A blank admin value
 * falls back to the sample value rather than breaking every estimate on the site.
 */
type Num = number | null | undefined
type SliderDoc =
  { min?: Num; max?: Num; step?: Num; default?: Num; percentStep?: Num; defaultPercent?: Num } | null | undefined

export type FinanceDoc = {
  preApprovalEnabled?: boolean | null
  baseRates?: { termMonths?: Num; baseApr?: Num }[] | null
  creditTiers?: { minScore?: Num; addOnApr?: Num }[] | null
  defaultState?: string | null
  states?:
    | {
        state?: string | null
        salesTaxRate?: Num
        titleFee?: Num
        tradeInTaxCredit?: boolean | null
        tradeInTaxCreditCap?: Num
        registrationFee?: Num
      }[]
    | null
}

export type DealershipFeesDoc = {
  documentaryFee?: Num
  driveFee30Day?: Num
  feeEffectiveDate?: string | null
  previousDocumentaryFee?: Num
  paymentSliders?: Partial<Record<keyof PaymentSliders, SliderDoc>> | null
}

const num = (value: Num): value is number => typeof value === 'number' && Number.isFinite(value)

function slider(doc: SliderDoc, fallback: SliderBounds): SliderBounds {
  if (!doc || !num(doc.min) || !num(doc.max) || !num(doc.step) || !num(doc.default) || doc.min > doc.max)
    return fallback
  return { min: doc.min, max: doc.max, step: doc.step, default: doc.default }
}

export function toSliders(doc: DealershipFeesDoc['paymentSliders']): PaymentSliders {
  const s = SAMPLE_FINANCE_SETTINGS.sliders
  const down = doc?.downPayment
  return {
    downPayment: {
      ...slider(down, s.downPayment),
      percentStep: num(down?.percentStep) ? down.percentStep : s.downPayment.percentStep,
      defaultPercent: num(down?.defaultPercent) ? down.defaultPercent : s.downPayment.defaultPercent,
    },
    tradeEquity: slider(doc?.tradeEquity, s.tradeEquity),
    creditScore: slider(doc?.creditScore, s.creditScore),
    financeTerm: slider(doc?.financeTerm, s.financeTerm),
    leaseTerm: slider(doc?.leaseTerm, s.leaseTerm),
    leaseMiles: slider(doc?.leaseMiles, s.leaseMiles),
  }
}

export function toFinanceSettings(finance: FinanceDoc, dealership: DealershipFeesDoc): FinanceSettings {
  const sample = SAMPLE_FINANCE_SETTINGS
  const baseRates = (finance.baseRates ?? [])
    .filter((r) => num(r.termMonths) && num(r.baseApr))
    .map((r) => ({ termMonths: r.termMonths as number, baseApr: r.baseApr as number }))
  const creditTiers = (finance.creditTiers ?? [])
    .filter((t) => num(t.minScore) && num(t.addOnApr))
    .map((t) => ({ minScore: t.minScore as number, addOnApr: t.addOnApr as number }))
  const states: Record<string, StateFees> = {}
  for (const row of finance.states ?? []) {
    if (!row.state || !num(row.salesTaxRate) || !num(row.titleFee)) continue
    states[row.state] = {
      salesTaxRate: row.salesTaxRate,
      titleFee: row.titleFee,
      tradeInTaxCredit: row.tradeInTaxCredit !== false,
      tradeInTaxCreditCap: num(row.tradeInTaxCreditCap) ? row.tradeInTaxCreditCap : null,
      // Blank or negative: no registration in the estimates, which then say plates are not included.
      registrationFee: num(row.registrationFee) && row.registrationFee > 0 ? row.registrationFee : 0,
    }
  }
  const resolvedStates = Object.keys(states).length ? states : sample.states
  return {
    baseRates: baseRates.length ? baseRates : sample.baseRates,
    creditTiers: creditTiers.length ? creditTiers : sample.creditTiers,
    documentaryFee: num(dealership.documentaryFee) ? dealership.documentaryFee : sample.documentaryFee,
    driveFee30Day: num(dealership.driveFee30Day) ? dealership.driveFee30Day : sample.driveFee30Day,
    // The admin stores a timestamp; the fee wording wants the date only (site.md section 9).
    feeEffectiveDate: dealership.feeEffectiveDate ? dealership.feeEffectiveDate.slice(0, 10) : null,
    previousDocumentaryFee: num(dealership.previousDocumentaryFee) ? dealership.previousDocumentaryFee : null,
    defaultState:
      finance.defaultState && resolvedStates[finance.defaultState]
        ? finance.defaultState
        : (Object.keys(resolvedStates)[0] ?? sample.defaultState),
    states: resolvedStates,
    sliders: toSliders(dealership.paymentSliders),
  }
}

/** The global's first contents (seed), straight from the engine's sample settings. */
export function sampleFinanceDoc(): Required<Omit<FinanceDoc, 'states'>> & {
  states: NonNullable<FinanceDoc['states']>
} {
  const s = SAMPLE_FINANCE_SETTINGS
  return {
    preApprovalEnabled: true,
    baseRates: s.baseRates.map((r) => ({ ...r })),
    creditTiers: s.creditTiers.map((t) => ({ ...t })),
    defaultState: s.defaultState,
    states: Object.entries(s.states).map(([state, f]) => ({
      state,
      ...f,
      tradeInTaxCreditCap: f.tradeInTaxCreditCap ?? null,
      registrationFee: f.registrationFee ?? 0,
    })),
  }
}
