import { describe, expect, it } from 'vitest'
import { readTypedCode } from './code-format'

describe('readTypedCode', () => {
  it.each([
    ['123456', { kind: 'totp', code: '123456' }],
    ['123 456', { kind: 'totp', code: '123456' }],
    [' 123-456 ', { kind: 'totp', code: '123456' }],
    ['12345', { kind: 'invalid' }],
    ['1234567', { kind: 'invalid' }],
    ['abcde-fghjk', { kind: 'recovery', code: 'abcde-fghjk' }],
    ['ABCDE FGHJK', { kind: 'recovery', code: 'abcde-fghjk' }],
    ['abcdefghjk', { kind: 'recovery', code: 'abcde-fghjk' }],
    // "i", "l", "o", "0" and "1" are not in recovery codes: a typo, not a code.
    ['abcde-fghil', { kind: 'invalid' }],
    ['', { kind: 'invalid' }],
    [42, { kind: 'invalid' }],
  ])('%j', (input, expected) => {
    expect(readTypedCode(input)).toEqual(expected)
  })
})
