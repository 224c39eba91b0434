import { describe, expect, it } from 'vitest'
import { activePromotions, isPromotionActive } from './promotions'

const now = new Date('2026-11-22T12:00:00Z')

describe('isPromotionActive', () => {
  it.each<[string, string | null, string | null, boolean]>([
    ['inside', '2024-03-01T00:00:00Z', '2050-12-31T23:59:59Z', true],
    ['expired', '2025-06-01T00:00:00Z', '2025-08-31T23:59:59Z', false],
    ['not started', '2027-01-01T00:00:00Z', '2050-01-01T00:00:00Z', false],
    ['starts exactly now', '2026-11-22T12:00:00Z', '2050-01-01T00:00:00Z', true],
    ['ends exactly now', '2020-01-01T00:00:00Z', '2026-11-22T12:00:00Z', true],
    ['ended a second ago', '2020-01-01T00:00:00Z', '2026-11-22T11:59:59Z', false],
    ['spec format', '2024-03-01 00:00:00', '2050-01-01 00:00:00', true],
    ['missing start', null, '2050-01-01T00:00:00Z', false],
    ['garbage end', '2024-01-01T00:00:00Z', 'soon', false],
  ])('%s', (_, startDate, endDate, expected) => expect(isPromotionActive({ startDate, endDate }, now)).toBe(expected))
})

describe('activePromotions', () => {
  const all = [
    { id: 1, type: 'sales', position: 'grid-item', startDate: '2024-01-01T00:00:00Z', endDate: '2050-01-01T00:00:00Z' },
    {
      id: 2,
      type: 'service',
      position: 'grid-item',
      startDate: '2024-01-01T00:00:00Z',
      endDate: '2050-01-01T00:00:00Z',
    },
    {
      id: 3,
      type: 'sales',
      position: 'promotions-carousel',
      startDate: '2024-01-01T00:00:00Z',
      endDate: '2025-01-01T00:00:00Z',
    },
    {
      id: 4,
      type: 'dealer',
      position: 'promotions-carousel',
      startDate: '2024-01-01T00:00:00Z',
      endDate: '2050-01-01T00:00:00Z',
    },
  ]
  it.each<[object, number[]]>([
    [{}, [1, 2, 4]],
    [{ type: 'sales' }, [1]],
    [{ position: 'promotions-carousel' }, [4]],
    [{ limit: 2 }, [1, 2]],
    [{ type: 'nope' }, []],
  ])('%j', (filter, ids) => expect(activePromotions(all, now, filter).map((p) => p.id)).toEqual(ids))
})
