import { describe, expect, it } from 'vitest'
import { requestIdFor, requestIdOf } from './request-id.mjs'

describe('requestIdFor: an incoming X-Request-Id kept when well formed (issue 35)', () => {
  const fresh = () => 'generated-id'
  it.each([
    ['3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b', '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b'],
    ['0123456789abcdef0123456789abcdef', '0123456789abcdef0123456789abcdef'],
    ['trace.1:abc_DEF', 'trace.1:abc_DEF'],
    [['first-id-0001', 'second-id-0002'], 'first-id-0001'],
    [undefined, 'generated-id'],
    ['', 'generated-id'],
    ['short', 'generated-id'],
    ['has space inside', 'generated-id'],
    ['line\nbreak-injected', 'generated-id'],
    ['{"json":"here"}', 'generated-id'],
    ['x'.repeat(129), 'generated-id'],
  ])('%j → %s', (given, id) => {
    expect(requestIdFor(given as string | string[] | undefined, fresh)).toBe(id)
  })
})

describe('requestIdOf: what a route handler stores with a lead', () => {
  it.each([
    [{ 'x-request-id': '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b' }, '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b'],
    [{ 'x-request-id': 'bad id' }, null],
    [{}, null],
  ])('%j → %s', (headers, id) => {
    expect(requestIdOf(new Headers(headers))).toBe(id)
  })
})
