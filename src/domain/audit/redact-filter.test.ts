import { describe, expect, it } from 'vitest'
import { HIDDEN_VALUE, looksPersonal, redactFilter } from './redact-filter'

describe('looksPersonal', () => {
  it.each([
    ['jane@example.com', true],
    ['Jane Doe <jane@example.com>', true],
    ['(309) 555-1234', true],
    ['+13095551234', true],
    ['309.555.1234', true],
    ['CONTACT_SALES', false],
    ['spring', false],
    ['2026-01-31T00:00:00.000Z', false],
    ['12345', false],
  ])('%s: %s', (text, expected) => {
    expect(looksPersonal(text)).toBe(expected)
  })
})

describe('redactFilter', () => {
  it('keeps fields, operators and harmless values', () => {
    const where = { and: [{ formType: { equals: 'CONTACT_SALES' } }, { createdAt: { greater_than: '2026-01-01' } }] }
    expect(redactFilter(where)).toEqual(where)
  })

  it('hides e-mail addresses and phone numbers wherever they are', () => {
    expect(
      redactFilter({
        or: [{ title: { like: 'jane@example.com' } }, { 'fields.phone': { in: ['(309) 555-1234', 'x'] } }],
      }),
    ).toEqual({ or: [{ title: { like: HIDDEN_VALUE } }, { 'fields.phone': { in: [HIDDEN_VALUE, 'x'] } }] })
  })

  it('keeps numbers and booleans, drops what is not JSON', () => {
    expect(redactFilter({ id: { equals: 12 }, phoneVerified: { equals: true }, f: () => 1 })).toEqual({
      id: { equals: 12 },
      phoneVerified: { equals: true },
      f: null,
    })
  })
})
