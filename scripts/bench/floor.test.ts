import { describe, expect, it } from 'vitest'
import {
  compareToFloor,
  floorPageRow,
  floorRunFromLhr,
  formatInp,
  htmlShare,
  interleave,
  longestInteraction,
  median,
  type EventEntry,
  type FloorRun,
  type LhrLike,
} from './floor'
import { repeatFor } from './floor-app'

describe('interleave: run i of every page before run i+1 of any', () => {
  it.each([
    [['floor', 'home'], 2, ['floor#0', 'home#0', 'floor#1', 'home#1']],
    [['floor', 'home', 'SRP'], 1, ['floor#0', 'home#0', 'SRP#0']],
    [['floor'], 3, ['floor#0', 'floor#1', 'floor#2']],
    [['floor', 'home'], 0, []],
  ])('%j x %i', (items, runs, expected) => {
    expect(interleave(items, runs).map(({ item, run }) => `${item}#${run}`)).toEqual(expected)
  })
})

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
    [[], Number.NaN],
  ])('%j -> %d', (xs, expected) => {
    expect(median(xs)).toBe(expected)
  })
})

describe('floorRunFromLhr: what one Lighthouse result says', () => {
  const base = {
    'mainthread-work-breakdown': { numericValue: 1234.4 },
    'total-blocking-time': { numericValue: 310.6 },
  }
  it.each<[string, LhrLike, FloorRun]>([
    [
      "the resource summary's script row",
      {
        audits: {
          ...base,
          'resource-summary': {
            details: {
              items: [
                { resourceType: 'total', transferSize: 500_000 },
                { resourceType: 'script', transferSize: 137_216 },
              ],
            },
          },
        },
        environment: { benchmarkIndex: 1789.6 },
      },
      { scriptBytes: 137_216, mainThreadMs: 1234, tbtMs: 311, benchmarkIndex: 1790 },
    ],
    [
      'without a resource summary: the script requests summed',
      {
        audits: {
          ...base,
          'network-requests': {
            details: {
              items: [
                { resourceType: 'Script', transferSize: 1000 },
                { resourceType: 'Document', transferSize: 9000 },
                { resourceType: 'Script', transferSize: 2500 },
              ],
            },
          },
        },
        environment: { benchmarkIndex: 1000 },
      },
      { scriptBytes: 3500, mainThreadMs: 1234, tbtMs: 311, benchmarkIndex: 1000 },
    ],
    [
      'audits missing: not a number, not zero',
      { audits: {} },
      { scriptBytes: 0, mainThreadMs: Number.NaN, tbtMs: Number.NaN, benchmarkIndex: Number.NaN },
    ],
  ])('%s', (_label, lhr, expected) => {
    expect(floorRunFromLhr(lhr)).toEqual(expected)
  })
})

const run = (scriptKb: number, mainThreadMs: number, benchmarkIndex = 1500): FloorRun => ({
  scriptBytes: scriptKb * 1024,
  mainThreadMs,
  tbtMs: mainThreadMs / 4,
  benchmarkIndex,
})

describe('compareToFloor: medians against the floor, and the verdicts', () => {
  const floor = floorPageRow('floor', '/', [run(134, 800, 1400), run(134, 900, 1700), run(134, 1000, 1600)])
  it.each([
    ['within both targets', [run(170, 1100), run(170, 1200), run(170, 1300)], 36, true, 1.33, true],
    ['exactly on both targets', [run(174, 1350), run(174, 1350), run(174, 1350)], 40, true, 1.5, true],
    ['over both', [run(200, 1900), run(200, 2000), run(200, 2100)], 66, false, 2.22, false],
    ['script over, main thread within', [run(180, 900), run(180, 900), run(180, 900)], 46, false, 1, true],
  ])('%s', (_label, runs, over, scriptMet, ratio, mainMet) => {
    const c = compareToFloor(floorPageRow('home', '/', runs), floor)
    expect(c.scriptOverKb).toBeCloseTo(over, 5)
    expect(c.scriptMet).toBe(scriptMet)
    expect(c.mainThreadRatio).toBeCloseTo(ratio, 2)
    expect(c.mainThreadMet).toBe(mainMet)
  })

  it('pairs each run with the floor of the same round, and keeps the benchmarkIndex range', () => {
    const c = compareToFloor(floorPageRow('SRP', '/s', [run(150, 1600), run(150, 900), run(150, 2000)]), floor)
    expect(c.pairedRatios).toEqual([2, 1, 2])
    expect(floor.benchmarkIndex).toEqual([1400, 1700])
    expect(floor.median).toEqual({ scriptKb: 134, mainThreadMs: 900, tbtMs: 225 })
  })
})

describe('longestInteraction: the Event Timing list of one gesture', () => {
  const e = (name: string, startTime: number, duration: number, interactionId = 0): EventEntry => ({
    name,
    startTime,
    duration,
    interactionId,
  })
  it.each([
    [
      'the longest interaction after the gesture began',
      [e('pointerdown', 50, 300, 7), e('pointerup', 120, 40, 9), e('click', 121, 88, 9), e('keydown', 130, 64, 11)],
      100,
      { ms: 88, event: 'click', interaction: true },
    ],
    [
      'an event with no interaction id does not beat an interaction',
      [e('touchmove', 110, 200), e('click', 120, 32, 3)],
      100,
      { ms: 32, event: 'click', interaction: true },
    ],
    [
      'a swipe (no interaction): its longest touch event',
      [e('touchstart', 110, 24), e('touchend', 300, 48), e('pointercancel', 120, 16)],
      100,
      { ms: 48, event: 'touchend', interaction: false },
    ],
    ['nothing over the threshold', [e('click', 50, 200, 1)], 100, { ms: 0, event: '', interaction: false }],
  ])('%s', (_label, entries, since, expected) => {
    expect(longestInteraction(entries, since)).toEqual(expected)
  })
})

describe('formatting and sizing', () => {
  it.each([
    [0, '< 16'],
    [15.9, '< 16'],
    [16, '16'],
    [231.6, '232'],
  ])('formatInp(%d) = %s', (ms, expected) => {
    expect(formatInp(ms)).toBe(expected)
  })

  it.each([
    // HTML at 0 and 100 items, target: the item count that reaches it.
    [89_216, 12_000, 79_000, 115],
    [12_000, 12_000, 79_000, 0],
    [5_000, 12_000, 79_000, 0],
  ])('repeatFor(%i, %i, %i) = %i', (target, zero, hundred, expected) => {
    expect(repeatFor(target, zero, hundred)).toBe(expected)
  })

  it.each([
    [95_000, 100_000, -0.05],
    [110_000, 100_000, 0.1],
  ])('htmlShare(%i, %i) = %d', (floor, home, expected) => {
    expect(htmlShare(floor, home)).toBeCloseTo(expected, 10)
  })
})
