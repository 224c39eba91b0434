import { describe, expect, it } from 'vitest'
import { isPermanentRejection } from './delivery-failure'

describe('isPermanentRejection', () => {
  it.each([
    ['550 mailbox unavailable', Object.assign(new Error('550'), { responseCode: 550, code: 'EENVELOPE' }), true],
    ['553 address not allowed', Object.assign(new Error('553'), { responseCode: 553 }), true],
    ['450 mailbox busy (try later)', Object.assign(new Error('450'), { responseCode: 450 }), false],
    ['421 service not available', Object.assign(new Error('421'), { responseCode: 421 }), false],
    [
      'connection refused (no reply at all)',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }),
      false,
    ],
    ['a timeout', Object.assign(new Error('Timeout'), { code: 'ETIMEDOUT' }), false],
    ['not an error', null, false],
    ['a code as text', Object.assign(new Error('x'), { responseCode: '554' }), true],
  ])('%s → %s', (_name, err, permanent) => {
    expect(isPermanentRejection(err)).toBe(permanent)
  })
})
