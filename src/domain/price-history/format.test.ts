import { describe, expect, it } from 'vitest'
import { formatChangeDay } from './format'

describe('formatChangeDay (issue 37)', () => {
  it('reads the day on the store clock it is given', () => {
    expect(formatChangeDay(new Date('2026-11-13T04:30:00Z'), 'America/New_York')).toBe('Nov 12')
    expect(formatChangeDay(new Date('2026-11-13T05:30:00Z'), 'America/New_York')).toBe('Nov 13')
  })
  it('writes it in the page language’s US form', () =>
    expect(formatChangeDay(new Date('2026-11-12T18:00:00Z'), 'America/Chicago', 'es-US')).toBe('12 nov'))
})
