import { describe, expect, it } from 'vitest'
import {
  CODE_TTL_MS,
  MAX_ATTEMPTS,
  canSendCode,
  checkCode,
  codeFromRandom,
  parsePhoneVerificationRequest,
  verificationErrors,
  REQUEST_FAILED,
  type StoredCode,
} from '.'

describe('parsePhoneVerificationRequest (visitor-layer.md section 5, exact messages)', () => {
  it.each([
    ['no phone', { type: 'phone-validation' }, { ok: false, error: 'Phone number is required', field: 'phone' }],
    [
      'blank phone',
      { phone: '  ', type: 'phone-validation' },
      { ok: false, error: 'Phone number is required', field: 'phone' },
    ],
    [
      'bad phone',
      { phone: '555-555-5555', type: 'phone-validation' },
      { ok: false, error: 'Phone number is invalid by regex', field: 'phone' },
    ],
    [
      'short phone',
      { phone: '309555', type: 'code-verification', code: '123456' },
      { ok: false, error: 'Phone number is invalid by regex', field: 'phone' },
    ],
    [
      'code of 5 digits',
      { phone: '(309) 555-0142', type: 'code-verification', code: '12345' },
      { ok: false, error: 'Code must be 6 digits', field: 'code' },
    ],
    [
      'code of 7 digits',
      { phone: '(309) 555-0142', type: 'code-verification', code: '1234567' },
      { ok: false, error: 'Code must be 6 digits', field: 'code' },
    ],
    [
      'letters only',
      { phone: '(309) 555-0142', type: 'code-verification', code: 'abcdef' },
      { ok: false, error: 'Code must be 6 digits', field: 'code' },
    ],
    [
      'code missing on the code step',
      { phone: '(309) 555-0142', type: 'code-verification' },
      { ok: false, error: 'Code is required', field: 'code' },
    ],
    ['bad type', { phone: '(309) 555-0142', type: 'other' }, { ok: false, field: 'type' }],
  ])('%s', (_name, body, expected) => {
    expect(parsePhoneVerificationRequest(body)).toMatchObject(expected)
  })

  it('phone step: E.164 phone, no code needed', () => {
    expect(parsePhoneVerificationRequest({ phone: '(309) 555-0142', type: 'phone-validation' })).toEqual({
      ok: true,
      value: { phone: '+13095550142', type: 'phone-validation', code: undefined },
    })
  })

  it('code step: non-digits are stripped before counting', () => {
    expect(parsePhoneVerificationRequest({ phone: 3095550142, type: 'code-verification', code: '123 456' })).toEqual({
      ok: true,
      value: { phone: '+13095550142', type: 'code-verification', code: '123456' },
    })
  })
})

const t0 = new Date('2026-11-22T12:00:00Z')
const at = (ms: number) => new Date(t0.getTime() + ms)
const stored = (over: Partial<StoredCode> = {}): StoredCode => ({
  codeHash: 'h',
  sentAt: t0,
  expiresAt: at(CODE_TTL_MS),
  attempts: 0,
  ...over,
})

describe('checkCode (10 minutes, 5 attempts)', () => {
  it.each([
    ['right code in time', stored(), true, at(60_000), { ok: true }],
    ['right code one ms before expiry', stored(), true, at(CODE_TTL_MS - 1), { ok: true }],
    ['right code at expiry', stored(), true, at(CODE_TTL_MS), { ok: false, reason: 'expired' }],
    ['wrong code, first try', stored(), false, at(1000), { ok: false, reason: 'wrong', attemptsLeft: 4 }],
    [
      'wrong code, fifth try uses the code up',
      stored({ attempts: 4 }),
      false,
      at(1000),
      { ok: false, reason: 'too-many-attempts' },
    ],
    [
      'right code after 5 wrong tries',
      stored({ attempts: MAX_ATTEMPTS }),
      true,
      at(1000),
      { ok: false, reason: 'too-many-attempts' },
    ],
    ['no code sent', null, true, at(1000), { ok: false, reason: 'no-code' }],
    ['code already used', stored({ codeHash: null }), true, at(1000), { ok: false, reason: 'no-code' }],
  ])('%s', (_name, record, matches, now, expected) => {
    expect(checkCode(record, matches, now)).toEqual(expected)
  })
})

describe('canSendCode (resend cooldown)', () => {
  it.each([
    ['never sent', null, at(0), { ok: true }],
    ['sent 10 s ago', stored(), at(10_000), { ok: false, reason: 'cooldown', retryAfterSeconds: 50 }],
    ['sent 60 s ago', stored(), at(60_000), { ok: true }],
    ['previous code used', stored({ codeHash: null }), at(1000), { ok: true }],
  ])('%s', (_name, record, now, expected) => {
    expect(canSendCode(record, now, 60_000)).toEqual(expected)
  })
})

describe('codeFromRandom', () => {
  it.each([
    [[0, 0, 0, 0], '000000'],
    [[0, 0, 0, 42], '000042'],
    [[255, 255, 255, 255], '967295'],
  ])('%j -> %s', (bytes, code) => {
    expect(codeFromRandom(new Uint8Array(bytes))).toBe(code)
  })
})

describe('verificationErrors (section 7: where the form shows an error)', () => {
  it.each([
    ['request failed, phone step', 'phone', null, { error: REQUEST_FAILED }],
    ['request failed, code step', 'code', undefined, { error: REQUEST_FAILED }],
    [
      'server error on the phone step goes to phone',
      'phone',
      { success: false, error: 'Phone number is invalid by regex', message: 'x' },
      { phone: 'Phone number is invalid by regex' },
    ],
    [
      'server error on the code step goes to code',
      'code',
      { success: false, error: 'Code must be 6 digits', message: 'x' },
      { code: 'Code must be 6 digits' },
    ],
    ['success', 'code', { success: true, error: null, message: 'ok' }, {}],
  ] as const)('%s', (_name, step, answer, expected) => {
    expect(verificationErrors(step, answer)).toEqual(expected)
  })
})
