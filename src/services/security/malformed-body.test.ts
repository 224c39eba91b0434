import { describe, expect, it } from 'vitest'
import { malformedBodyReason, withMalformedBodyAs400 } from './malformed-body'

const url = 'http://localhost/api/media'
const multipart = (body: string, boundary = 'x') =>
  new Request(url, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body })
const part = (name: string, value: string) =>
  `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`

describe('malformedBodyReason (issue 9: Payload answered these with 500)', () => {
  it.each([
    [
      'multipart without a boundary',
      new Request(url, { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'a=1' }),
      'The request body is not valid multipart/form-data.',
    ],
    ['multipart whose body is JSON', multipart('{"a":1}'), 'The request body is not valid multipart/form-data.'],
    [
      'multipart with a _payload that is not JSON',
      multipart(`${part('_payload', '{"title":')}--x--\r\n`),
      'The _payload field is not valid JSON.',
    ],
    ['well-formed multipart with JSON _payload', multipart(`${part('_payload', '{"title":"a"}')}--x--\r\n`), null],
    [
      'JSON (Payload answers bad JSON with 400 itself)',
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' }),
      null,
    ],
    ['a GET', new Request(url, { headers: { 'content-type': 'multipart/form-data' } }), null],
  ])('%s', async (_name, request, expected) => {
    expect(await malformedBodyReason(request)).toBe(expected)
  })

  it('leaves the body readable for the handler', async () => {
    const request = multipart(`${part('_payload', '{"title":"a"}')}--x--\r\n`)
    expect(await malformedBodyReason(request)).toBeNull()
    expect((await request.formData()).get('_payload')).toBe('{"title":"a"}')
  })
})

describe('withMalformedBodyAs400', () => {
  const ok = async () => new Response('ok')

  it("answers a malformed body with 400 and Payload's error shape, without calling the handler", async () => {
    let called = false
    const res = await withMalformedBodyAs400(async () => ((called = true), new Response('ok')))(
      multipart('not multipart'),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ errors: [{ message: 'The request body is not valid multipart/form-data.' }] })
    expect(called).toBe(false)
  })

  it('turns a client error thrown past the handler into that status', async () => {
    const throwing = async () => {
      throw Object.assign(new Error('Invalid JSON'), { status: 400 })
    }
    const res = await withMalformedBodyAs400(throwing)(new Request(url, { method: 'POST', body: '{' }))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ errors: [{ message: 'Invalid JSON' }] })
  })

  it('lets server errors and well-formed requests through unchanged', async () => {
    const crash = async () => {
      throw new Error('database away')
    }
    await expect(withMalformedBodyAs400(crash)(new Request(url, { method: 'POST', body: '{}' }))).rejects.toThrow(
      'database away',
    )
    expect(await (await withMalformedBodyAs400(ok)(new Request(url))).text()).toBe('ok')
  })
})
