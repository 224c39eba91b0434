import { describe, expect, it } from 'vitest'
import { NO_STORE, unavailable } from './responses'

describe('unavailable: the 503 every route answers when the database is away', () => {
  it('is a 503 with the sentence, Retry-After and no-store', async () => {
    const res = unavailable({ error: 'Offers are unavailable for a moment. Please try again.' })
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ error: 'Offers are unavailable for a moment. Please try again.' })
  })

  it('NO_STORE is the header no cache keeps', () => {
    expect(NO_STORE).toEqual({ 'Cache-Control': 'no-store' })
  })
})
