import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { recentlyRead } from './recently-read'

const payload = {} as Payload
let unique = 0

describe('recentlyRead', () => {
  it.each([
    // ms after the first read, forgotten in between, reads in all, value seen
    [0, false, 1, 'first'],
    [29_999, false, 1, 'first'],
    [30_000, false, 2, 'second'],
    [5_000, true, 2, 'second'],
  ])('%i ms later (forgotten: %s): %i reads, sees the %s value', async (later, forgotten, reads, seen) => {
    const values = ['first', 'second']
    let count = 0
    const setting = recentlyRead(`table-${unique++}`, async () => values[count++], 30_000)
    expect(await setting.get(payload, 1_000)).toBe('first')
    if (forgotten) setting.forget()
    expect(await setting.get(payload, 1_000 + later)).toBe(seen)
    expect(count).toBe(reads)
  })

  it('two copies of a module (one per route in the production build) share the value and its forgetting', async () => {
    let stored = 'before'
    const read = async () => stored
    const inTheLeadRoute = recentlyRead('shared-by-copies', read, 30_000)
    const inPayloadsRoute = recentlyRead('shared-by-copies', read, 30_000)
    expect(await inTheLeadRoute.get(payload, 1_000)).toBe('before')
    stored = 'after'
    // The site-settings hook runs in Payload's route and forgets there...
    inPayloadsRoute.forget()
    // ...and the lead route's copy reads the saved value on its next request.
    expect(await inTheLeadRoute.get(payload, 2_000)).toBe('after')
  })
})
