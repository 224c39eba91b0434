import { describe, expect, it } from 'vitest'
import { nextStep, previousStep, restoreWizard, stepOfErrors, stepPosition, type WizardState } from './wizard-steps'

const at = (step: WizardState['step'], hasTradeIn?: 'yes' | 'no'): WizardState => ({ step, answers: { hasTradeIn } })

describe('pricing wizard steps', () => {
  it.each([
    [at('downPayment'), 'hasTradeIn'],
    [at('hasTradeIn', 'yes'), 'tradeEquity'],
    [at('hasTradeIn', 'no'), 'creditScore'],
    [at('tradeEquity', 'yes'), 'creditScore'],
    [at('creditScore'), 'personal'],
    [at('personal'), 'done'],
    [at('done'), 'done'],
  ] as const)('next from %j is %s', (state, expected) => expect(nextStep(state)).toBe(expected))

  it.each([
    [at('creditScore', 'no'), 'hasTradeIn'],
    [at('creditScore', 'yes'), 'tradeEquity'],
    [at('downPayment'), 'downPayment'],
  ] as const)('back from %j is %s', (state, expected) => expect(previousStep(state)).toBe(expected))

  it('counts the trade-equity step only when asked', () => {
    expect(stepPosition(at('creditScore', 'no'))).toEqual({ index: 3, total: 4 })
    expect(stepPosition(at('creditScore', 'yes'))).toEqual({ index: 4, total: 5 })
  })

  it('resumes where the visitor left, and starts over on garbage', () => {
    expect(
      restoreWizard(JSON.stringify({ step: 'creditScore', answers: { downPayment: '1000', hasTradeIn: 'no' } })),
    ).toEqual({ step: 'creditScore', answers: { downPayment: '1000', hasTradeIn: 'no' } })
    expect(restoreWizard('{bad')).toEqual({ step: 'downPayment', answers: {} })
    expect(restoreWizard(JSON.stringify({ step: 'nope', answers: {} })).step).toBe('downPayment')
  })
})

describe('field errors are shown on the step that asks for the field (issue 36)', () => {
  it.each([
    ['the down payment', { downPayment: 'Down payment must be between $0 and $20,000.' }, 'downPayment'],
    ['the trade equity', { tradeEquity: 'm' }, 'tradeEquity'],
    ['the credit score', { creditScore: 'm' }, 'creditScore'],
    ['a contact field', { email: 'Please enter a valid email address' }, 'personal'],
    ['the earliest of several', { phone: 'm', creditScore: 'm', hasTradeIn: 'm' }, 'hasTradeIn'],
    ['a field the wizard does not ask', { 'vehicle.vin': 'm', url: 'm' }, null],
    ['none', {}, null],
  ])('%s', (_name, errors, step) => {
    expect(stepOfErrors(errors)).toBe(step)
  })
})
