import { describe, expect, it } from 'vitest'
import { gateIsOpen, secondFactorState, type GateFacts } from './gate'

describe('secondFactorState', () => {
  const cases: [string, GateFacts, ReturnType<typeof secondFactorState>, boolean][] = [
    ['no session', { signedIn: false, required: true, enrolled: true, hasPass: true }, 'signed-out', false],
    [
      'required, not enrolled',
      { signedIn: true, required: true, enrolled: false, hasPass: false },
      'needs-enrolment',
      false,
    ],
    [
      'required, not enrolled, a stray pass',
      { signedIn: true, required: true, enrolled: false, hasPass: true },
      'needs-enrolment',
      false,
    ],
    [
      'required, enrolled, no pass',
      { signedIn: true, required: true, enrolled: true, hasPass: false },
      'needs-code',
      false,
    ],
    ['required, enrolled, pass', { signedIn: true, required: true, enrolled: true, hasPass: true }, 'verified', true],
    [
      'optional role, enrolled by choice, no pass',
      { signedIn: true, required: false, enrolled: true, hasPass: false },
      'needs-code',
      false,
    ],
    [
      'optional role, enrolled, pass',
      { signedIn: true, required: false, enrolled: true, hasPass: true },
      'verified',
      true,
    ],
    [
      'optional role, not enrolled',
      { signedIn: true, required: false, enrolled: false, hasPass: false },
      'not-required',
      true,
    ],
  ]
  it.each(cases)('%s', (_, facts, state, open) => {
    expect(secondFactorState(facts)).toBe(state)
    expect(gateIsOpen(secondFactorState(facts))).toBe(open)
  })
})
