import { describe, expect, it } from 'vitest'
import { CONFIRMATION_DAYS, confirmationExpired, isWellFormedToken } from './tokens'

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN-_0'

describe('isWellFormedToken: what is worth looking up', () => {
  it.each([
    ['a token as drawn', TOKEN, true],
    ['one character short', TOKEN.slice(1), false],
    ['one too many', `${TOKEN}x`, false],
    ['base64 padding or plus', `${TOKEN.slice(0, 42)}+`, false],
    ['SQL-ish', "' OR 1=1 --" + 'x'.repeat(32), false],
    ['empty', '', false],
    ['not a string', 42, false],
    ['missing', undefined, false],
    ['an array (repeated query parameter)', [TOKEN], false],
  ])('%s', (_name, value, expected) => {
    expect(isWellFormedToken(value)).toBe(expected)
  })
})

describe(`confirmationExpired: a confirmation link works for ${CONFIRMATION_DAYS} days`, () => {
  const now = new Date('2026-11-25T12:00:00Z')
  it.each([
    ['sent a minute ago', '2026-11-25T11:59:00Z', false],
    ['sent 7 days ago to the minute', '2026-11-18T12:00:00Z', false],
    ['sent 7 days and a minute ago', '2026-11-18T11:59:00Z', true],
    ['never sent (the job has not run)', null, true],
    ['unreadable date', 'yesterday', true],
  ])('%s', (_name, sentAt, expired) => {
    expect(confirmationExpired(sentAt, now)).toBe(expired)
  })
})
