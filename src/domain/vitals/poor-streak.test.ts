import { describe, expect, it } from 'vitest'
import { daysBefore, poorEpisodeStart, type DailyRating } from './poor-streak'

const poor = (day: string, visits = 50): DailyRating => ({ day, poor: true, visits })
const fine = (day: string, visits = 50): DailyRating => ({ day, poor: false, visits })

describe('a poor episode of three days', () => {
  it.each<[string, DailyRating[], string, string | null]>([
    [
      'three poor days ending on the last day',
      [poor('2026-11-25'), poor('2026-11-26'), poor('2026-11-27')],
      '2026-11-27',
      '2026-11-25',
    ],
    ['two poor days are not enough', [poor('2026-11-26'), poor('2026-11-27')], '2026-11-27', null],
    [
      'the run goes on: same first day',
      [poor('2026-11-25'), poor('2026-11-26'), poor('2026-11-27'), poor('2026-11-28')],
      '2026-11-28',
      '2026-11-25',
    ],
    [
      'a good day breaks the run',
      [poor('2026-11-24'), poor('2026-11-25'), fine('2026-11-26'), poor('2026-11-27')],
      '2026-11-27',
      null,
    ],
    [
      'a day without data breaks the run',
      [poor('2026-11-24'), poor('2026-11-25'), poor('2026-11-27')],
      '2026-11-27',
      null,
    ],
    [
      'a day with too few visits breaks the run',
      [poor('2026-11-25'), poor('2026-11-26', 3), poor('2026-11-27')],
      '2026-11-27',
      null,
    ],
    [
      'the last day is not poor',
      [poor('2026-11-24'), poor('2026-11-25'), poor('2026-11-26'), fine('2026-11-27')],
      '2026-11-27',
      null,
    ],
    ['across a month end', [poor('2026-11-30'), poor('2026-12-01'), poor('2026-12-02')], '2026-12-02', '2026-11-30'],
  ])('%s', (_name, days, lastDay, start) => {
    expect(poorEpisodeStart(days, lastDay)).toBe(start)
  })

  it('a run as long as the window is not a new episode (it began before the days read)', () => {
    const days = [poor('2026-11-25'), poor('2026-11-26'), poor('2026-11-27'), poor('2026-11-28')]
    expect(poorEpisodeStart(days, '2026-11-28', 4)).toBeNull()
    expect(poorEpisodeStart(days, '2026-11-28', 5)).toBe('2026-11-25')
  })

  it('daysBefore counts UTC calendar days', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28')
    expect(daysBefore('2026-11-29', 0)).toBe('2026-11-29')
  })
})
