import { describe, expect, it } from 'vitest'
import { ROUTE_PRELOAD_LIMIT, createSlotQueue, isRoutePrefetch } from './preload-queue'

// visitor-layer.md section 9: "Route preloading: at most 5 in parallel" (decision 0106).

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('createSlotQueue', () => {
  it('the spec limit is 5', () => expect(ROUTE_PRELOAD_LIMIT).toBe(5))

  it.each([
    [1, 4],
    [5, 12],
    [5, 3],
  ])('limit %i with %i callers: never more than the limit at once, first come first served', async (limit, callers) => {
    const q = createSlotQueue(limit)
    const started: number[] = []
    const releases: (() => void)[] = []
    let peak = 0
    for (let i = 0; i < callers; i++) {
      void q.acquire().then((release) => {
        started.push(i)
        releases[i] = release
        peak = Math.max(peak, q.active)
      })
    }
    await tick()
    expect(started).toEqual([...Array(Math.min(limit, callers)).keys()])
    expect(q.waiting).toBe(Math.max(0, callers - limit))
    // Release in start order, one at a time: the next waiter takes each freed slot.
    for (let done = 0; done < callers; done++) {
      releases[done]()
      await tick()
    }
    expect(started).toEqual([...Array(callers).keys()])
    expect(peak).toBe(Math.min(limit, callers))
    expect([q.active, q.waiting]).toEqual([0, 0])
  })

  it('releasing twice frees one slot only', async () => {
    const q = createSlotQueue(1)
    const first = await q.acquire()
    let second = false
    let third = false
    void q.acquire().then(() => (second = true))
    void q.acquire().then(() => (third = true))
    first()
    first()
    await tick()
    expect([second, third, q.active]).toEqual([true, false, 1])
  })

  it.each([0, -1, 2.5])('refuses a limit of %d', (limit) => {
    expect(() => createSlotQueue(limit)).toThrow(RangeError)
  })
})

describe('isRoutePrefetch', () => {
  it.each([
    ['Next prefetch header (object)', { rsc: '1', 'next-router-prefetch': '1' }, true],
    ['any case, any value', { 'Next-Router-Prefetch': '2' }, true],
    [
      'Headers-like entries',
      [
        ['rsc', '1'],
        ['next-router-prefetch', '3'],
      ] as [string, string][],
      true,
    ],
    ['a navigation (rsc only)', { rsc: '1' }, false],
    ['no headers', undefined, false],
  ])('%s', (_name, headers, expected) => {
    expect(isRoutePrefetch(headers)).toBe(expected)
  })
})
