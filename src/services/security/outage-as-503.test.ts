import { describe, expect, it } from 'vitest'
import { OUTAGE_MESSAGE, withDatabaseOutageAs503 } from './outage-as-503'

const request = new Request('http://localhost/api/media/file/photo.jpg')
const answering = async () => true
const away = async () => false

describe('withDatabaseOutageAs503', () => {
  it.each([
    // handler answer, database answers, status seen
    [200, false, 200],
    [404, false, 404],
    [500, true, 500],
    [500, false, 503],
  ])('a %i with the database answering: %s gives %i', async (status, up, seen) => {
    const handler = withDatabaseOutageAs503(async () => new Response('x', { status }), up ? answering : away)
    expect((await handler(request)).status).toBe(seen)
  })

  it('answers a throw while the database is away with 503, Retry-After, no-store and the sentence', async () => {
    const handler = withDatabaseOutageAs503(async () => {
      throw new Error('cannot connect to Postgres')
    }, away)
    const response = await handler(request)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ errors: [{ message: OUTAGE_MESSAGE }] })
  })

  it('lets a throw with the database up through: a real bug stays a 500', async () => {
    const handler = withDatabaseOutageAs503(async () => {
      throw new Error('a bug')
    }, answering)
    await expect(handler(request)).rejects.toThrow('a bug')
  })

  it('does not ask the database when the answer is not a 500', async () => {
    let asked = 0
    const handler = withDatabaseOutageAs503(
      async () => new Response(null, { status: 204 }),
      async () => {
        asked++
        return false
      },
    )
    await handler(request)
    expect(asked).toBe(0)
  })
})
