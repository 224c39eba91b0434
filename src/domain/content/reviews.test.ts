import { describe, expect, it } from 'vitest'
import { pickReviews, type ReviewLike } from './reviews'

const cats = [['finance'], ['sell'], ['service'], ['sale', 'buy']]
const all: ReviewLike[] = Array.from({ length: 35 }, (_, i) => ({
  id: i,
  reviewerName: `R${i}`,
  platform: i % 4 === 3 ? 'facebook' : 'google',
  rating: i % 9 === 8 ? 4 : 5,
  text: 't',
  categories: cats[i % 4],
}))

describe('pickReviews', () => {
  it('home: 9 reviews, groups All, Finance, Sell, Service', () => {
    const r = pickReviews(all, {
      count: 9,
      sources: ['google', 'facebook'],
      categories: ['finance', 'sell', 'service'],
    })
    expect(r.groups.map((g) => [g.label, g.reviews.length])).toEqual([
      ['All', 9],
      ['Finance', 9],
      ['Sell', 9],
      ['Service', 9],
    ])
    expect(r.total).toBe(35)
    expect(r.groups[1].reviews.every((x) => x.id % 4 === 0)).toBe(true)
  })
  it('sources filter', () => {
    const r = pickReviews(all, { count: 50, sources: ['facebook'], categories: [] })
    expect(r.groups).toHaveLength(1)
    expect(r.total).toBe(8)
    expect(r.groups[0].reviews.every((x) => x.platform === 'facebook')).toBe(true)
  })
  it('empty input', () =>
    expect(pickReviews([], { count: 9, sources: [], categories: ['sell'] })).toEqual({
      groups: [
        { key: 'all', label: 'All', reviews: [] },
        { key: 'sell', label: 'Sell', reviews: [] },
      ],
      total: 0,
      average: null,
    }))
  it('average rating to one decimal', () =>
    expect(pickReviews(all, { count: 9, sources: [], categories: [] }).average).toBe(4.9))
})
