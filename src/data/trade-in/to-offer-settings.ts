/**
 * Reshapes the admin's documents (trade-in questions, offer-settings global) into the engine's
 * OfferSettings. Anything missing falls back to the engine's sample values field by field, so a
 * half-filled draft still evaluates (the engine never throws on stored data). Lists that are not
 * lists count as empty: the admin form holds an array without rows as its row count (issue 20's
 * preview prices the form as it is on screen).
 */
import { rowsToRules, type RuleRow } from '@/domain/trade-in/editor-rules'
import { SAMPLE_OFFER_SETTINGS, type OfferSettings, type PriceKey } from '@/domain/trade-in/offer-settings'
import type { Question } from '@/domain/trade-in/questionnaire'
import type { OfferSetting, TradeInQuestion } from '@/payload-types'

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : [])

export function toQuestion(doc: TradeInQuestion): Question {
  const condition = doc.condition?.questionId
    ? { questionId: doc.condition.questionId, answers: list(doc.condition.answers) }
    : undefined
  return {
    questionId: doc.questionId,
    text: doc.text,
    inputType: doc.inputType,
    required: Boolean(doc.required),
    ...(condition ? { condition } : {}),
    answers: list(doc.answers).map((a) => ({
      label: a.label,
      value: a.value,
      ...(a.description ? { description: a.description } : {}),
      ...(list(a.deductions).length
        ? {
            deduction: list(a.deductions).map((d) => ({
              ...(typeof d.amount === 'number' ? { amount: d.amount } : {}),
              ...(typeof d.percent === 'number' ? { percent: d.percent } : {}),
              logic: d.logic ?? 'and',
              rules: rowsToRules(list(d.rules) as RuleRow[]),
            })),
          }
        : {}),
    })),
  }
}

export function toOfferSettings(settings: OfferSetting, questions: TradeInQuestion[]): OfferSettings {
  const base = SAMPLE_OFFER_SETTINGS
  const cash = settings.cashNow
  const later = settings.moreCashLater
  return {
    questions: questions.map(toQuestion),
    bringVehicleIn: rowsToRules(list(settings.bringVehicleIn) as RuleRow[]),
    cashNow: {
      priceKey: (cash?.priceKey as PriceKey) ?? base.cashNow.priceKey,
      minimum: cash?.minimum ?? base.cashNow.minimum,
      belowMinimum: cash?.belowMinimum ?? base.cashNow.belowMinimum,
      adjustment: {
        percent: cash?.adjustmentPercent ?? base.cashNow.adjustment.percent,
        when: rowsToRules(list(cash?.adjustmentWhen) as RuleRow[]),
      },
    },
    moreCashLater: {
      priceKey: (later?.priceKey as PriceKey) ?? base.moreCashLater.priceKey,
      minVehicleAgeYears: later?.minVehicleAgeYears ?? base.moreCashLater.minVehicleAgeYears,
      reservePercent: later?.reservePercent ?? base.moreCashLater.reservePercent,
      profitSharePercent: later?.profitSharePercent ?? base.moreCashLater.profitSharePercent,
      reconditionMinimum: later?.reconditionMinimum ?? base.moreCashLater.reconditionMinimum,
      advertising: {
        base: later?.advertisingBase ?? base.moreCashLater.advertising.base,
        percent: later?.advertisingPercent ?? base.moreCashLater.advertising.percent,
      },
      stepPayments: list(later?.stepPayments).map((s) => ({ label: s.label, percent: s.percent })),
      additionalPayments: list(later?.additionalPayments).map((p) => ({ label: p.label, amount: p.amount })),
    },
    validityDays: settings.validityDays ?? base.validityDays,
  }
}
