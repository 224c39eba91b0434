import { afterEach, describe, expect, it, vi } from 'vitest'
import { callApi } from './api'

afterEach(() => vi.unstubAllGlobals())

function answering(response: () => Response | Promise<Response>) {
  const calls: Array<[string, RequestInit]> = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push([url, init])
    return response()
  })
  return calls
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('callApi reads every answer of the site API the same way', () => {
  it.each([
    ['a 200 with JSON', () => json(200, { vehicles: [] }), { ok: true, status: 200, body: { vehicles: [] } }],
    ['a 201', () => json(201, { id: 7 }), { ok: true, status: 201, body: { id: 7 } }],
    ['a 204 without a body', () => new Response(null, { status: 204 }), { ok: true, status: 204, body: null }],
    [
      'a 422 with field errors',
      () => json(422, { fieldErrors: { email: 'Please enter a valid email address' } }),
      {
        ok: false,
        status: 422,
        problem: { fieldErrors: { email: 'Please enter a valid email address' } },
        body: { fieldErrors: { email: 'Please enter a valid email address' } },
      },
    ],
    [
      'a 429 with a sentence',
      () => json(429, { error: 'Too many requests. Please try again later.' }),
      {
        ok: false,
        status: 429,
        problem: { error: 'Too many requests. Please try again later.' },
        body: { error: 'Too many requests. Please try again later.' },
      },
    ],
    [
      'a 500 from a proxy, in HTML',
      () => new Response('<h1>Bad gateway</h1>', { status: 502 }),
      { ok: false, status: 502, problem: {}, body: null },
    ],
    [
      'a 200 that is not JSON',
      () => new Response('<html>', { status: 200 }),
      { ok: false, status: 200, problem: {}, body: null },
    ],
    ['an error body of another shape', () => json(403, ['no']), { ok: false, status: 403, problem: {}, body: ['no'] }],
    [
      'no answer at all',
      () => Promise.reject(new TypeError('Failed to fetch')),
      { ok: false, status: 0, problem: {}, body: null },
    ],
  ] as const)('%s', async (_name, response, expected) => {
    answering(response)
    expect(await callApi('/api/x')).toEqual(expected)
  })

  it('sends JSON as a POST with its type, and a body as it is', async () => {
    const calls = answering(() => json(200, {}))
    await callApi('/api/leads', { json: { formType: 'CONTACT_GENERAL' } })
    const form = new FormData()
    await callApi('/api/leads', { body: form, credentials: 'include' })
    await callApi('/api/latest-build', { cache: 'no-store' })
    expect(calls[0]).toEqual([
      '/api/leads',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"formType":"CONTACT_GENERAL"}' },
    ])
    expect(calls[1]).toEqual(['/api/leads', { method: 'POST', body: form, credentials: 'include' }])
    expect(calls[2]).toEqual(['/api/latest-build', { method: 'GET', cache: 'no-store' }])
  })

  it('an aborted call is an answer of status 0, never a throw', async () => {
    const controller = new AbortController()
    answering(() => Promise.reject(new DOMException('aborted', 'AbortError')))
    controller.abort()
    expect(await callApi('/api/vin/x', { signal: controller.signal })).toEqual({
      ok: false,
      status: 0,
      problem: {},
      body: null,
    })
  })
})
