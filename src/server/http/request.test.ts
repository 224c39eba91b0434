import { describe, expect, it } from 'vitest'
import { isSameOrigin, readBody } from './request'

const PUBLIC = 'https://www.dealer.example'

describe('isSameOrigin (decision 0020)', () => {
  it.each([
    [{ host: 'localhost:3000', origin: 'http://localhost:3000' }, true],
    [{ host: 'internal:3000', origin: 'https://www.dealer.example' }, true],
    [{ host: 'localhost:3000', origin: 'https://evil.example' }, false],
    [{ host: 'localhost:3000', origin: 'null' }, false],
    [{ host: 'localhost:3000', 'sec-fetch-site': 'cross-site' }, false],
    [{ host: 'localhost:3000', 'sec-fetch-site': 'same-origin' }, true],
    [{ host: 'localhost:3000' }, true],
  ])('%j -> %s', (headers, expected) => {
    expect(isSameOrigin(new Headers(headers as Record<string, string>), PUBLIC)).toBe(expected)
  })
})

describe('readBody', () => {
  it('refuses by declared length and by actual length', async () => {
    expect(
      await readBody(
        new Request('http://x/', { method: 'POST', body: 'abcdef', headers: { 'content-length': '6' } }),
        5,
      ),
    ).toEqual({ ok: false, tooLarge: true })
    const ok = await readBody(new Request('http://x/', { method: 'POST', body: 'abc' }), 5)
    expect(ok.ok && new TextDecoder().decode(ok.bytes)).toBe('abc')
  })
})
