import { describe, expect, it } from 'vitest'
import { printableSampleLease, sampleLeaseEndsAt, sampleLeaseFromDoc } from './sample-lease'
import { SAMPLE_LEASE, sampleLeaseText } from './disclaimers'

const DOC = {
  termMonths: 48,
  milesPerYear: 10000,
  excessMileFee: 0.2,
  acquisitionFee: 595,
  expires: '2025-03-03T12:00:00.000Z',
}

describe('the sample lease (site.md section 9; issue 37)', () => {
  it("reads the settings' lease in cents, its last day as a date", () => {
    expect(sampleLeaseFromDoc(DOC)).toEqual(SAMPLE_LEASE)
    expect(sampleLeaseText(sampleLeaseFromDoc(DOC)!)).toContain('Offer expires 3/3/2025.')
  })

  it.each([null, undefined, { ...DOC, expires: null }, { ...DOC, termMonths: null }])(
    'prints nothing when incomplete: %j',
    (doc) => {
      expect(sampleLeaseFromDoc(doc)).toBeNull()
    },
  )

  it.each<[string, string, boolean]>([
    // Central time: the last day runs to midnight in Moline, 06:00 UTC the next day in winter.
    ['during its last day', '2025-03-04T05:59:59Z', true],
    ['at midnight after it', '2025-03-04T06:00:00Z', false],
    ['in 2026, as the spec still prints it', '2026-11-28T21:00:00Z', false],
    ['the day before', '2025-03-02T12:00:00Z', true],
  ])('%s -> printed %s', (_name, now, printed) => {
    expect(printableSampleLease(SAMPLE_LEASE, new Date(now), 'central') !== null).toBe(printed)
  })

  it('ends at midnight after the last day on the dealership clock, summer time included', () => {
    expect(sampleLeaseEndsAt(SAMPLE_LEASE, 'central').toISOString()).toBe('2025-03-04T06:00:00.000Z')
    expect(sampleLeaseEndsAt({ ...SAMPLE_LEASE, expires: '2026-07-03' }, 'central').toISOString()).toBe(
      '2026-07-04T05:00:00.000Z',
    )
  })
})
