import { describe, expect, it } from 'vitest'
import { summarize, templateMeasured, type CountRow } from './report'

const row = (
  day: string,
  device: string,
  metric: string,
  bucket: number,
  count: number,
  template = 'home',
): CountRow => ({
  day,
  template,
  device,
  metric,
  bucket,
  count,
})

describe('the Site speed summary', () => {
  const rows = [
    // LCP on phones: 3 in (2100, 2500], 1 in (4000, 5000] -> p75 at 2500, good.
    row('2026-11-27', 'mobile', 'LCP', 9, 3),
    row('2026-11-28', 'mobile', 'LCP', 13, 1),
    // LCP on desktops: 4 in (600, 800].
    row('2026-11-28', 'desktop', 'LCP', 3, 4),
    // A poor INP day.
    row('2026-11-28', 'mobile', 'INP', 12, 10),
    // Rows of unknown metrics or no count are ignored.
    row('2026-11-28', 'mobile', 'FID', 1, 5),
    row('2026-11-28', 'mobile', 'CLS', 1, 0),
  ]
  const summary = summarize(rows)

  it.each([
    ['mobile', 2500, 'good', 4],
    ['desktop', 600 + 0.75 * 200, 'good', 4],
    ['all', 2100 + (2 / 3) * 400, 'good', 8],
  ] as const)('LCP p75 on %s', (device, value, rating, visits) => {
    const cell = summary.period('home', device, 'LCP')
    expect(cell?.p75).toBeCloseTo(value, 6)
    expect(cell?.rating).toBe(rating)
    expect(cell?.visits).toBe(visits)
  })

  it('gives each day its own p75 over all devices', () => {
    expect(summary.day('2026-11-27', 'home', 'LCP')?.p75).toBeCloseTo(2100 + 0.75 * 400, 6)
    expect(summary.day('2026-11-28', 'home', 'INP')?.rating).toBe('poor')
    expect(summary.day('2026-11-27', 'home', 'INP')).toBeNull()
  })

  it('lists the days and leaves unmeasured templates and metrics empty', () => {
    expect(summary.days).toEqual(['2026-11-27', '2026-11-28'])
    expect(summary.period('home', 'all', 'CLS')).toBeNull()
    expect(templateMeasured(summary, 'home')).toBe(true)
    expect(templateMeasured(summary, 'vehicle')).toBe(false)
  })
})
