import { describe, expect, it } from 'vitest'
import { metricsAccess } from './access'

const TOKEN = 'a-metrics-token-of-at-least-32-characters'

describe('metricsAccess (issue 35): loopback without METRICS_TOKEN, the bearer token with it', () => {
  it.each([
    // No token configured: the client address decides.
    [undefined, null, '127.0.0.1', { ok: true }],
    [undefined, null, '::1', { ok: true }],
    [undefined, null, '127.0.0.9', { ok: true }],
    [undefined, `Bearer ${TOKEN}`, '203.0.113.7', { ok: false, status: 403 }],
    [undefined, null, '203.0.113.7', { ok: false, status: 403 }],
    [undefined, null, '10.0.0.5', { ok: false, status: 403 }],
    [undefined, null, null, { ok: false, status: 403 }],
    // A token configured: only the token opens, from anywhere, loopback included.
    [TOKEN, `Bearer ${TOKEN}`, '203.0.113.7', { ok: true }],
    [TOKEN, `bearer  ${TOKEN}`, '203.0.113.7', { ok: true }],
    [TOKEN, `Bearer ${TOKEN}`, null, { ok: true }],
    [TOKEN, null, '127.0.0.1', { ok: false, status: 401 }],
    [TOKEN, `Bearer ${TOKEN}x`, '127.0.0.1', { ok: false, status: 401 }],
    [TOKEN, `Bearer ${TOKEN.slice(0, -1)}`, '203.0.113.7', { ok: false, status: 401 }],
    [TOKEN, `Basic ${TOKEN}`, '203.0.113.7', { ok: false, status: 401 }],
    [TOKEN, TOKEN, '203.0.113.7', { ok: false, status: 401 }],
    [TOKEN, 'Bearer ', '203.0.113.7', { ok: false, status: 401 }],
    [TOKEN, `Bearer ${TOKEN} extra`, '203.0.113.7', { ok: false, status: 401 }],
  ] as const)('token %s, Authorization %s, client %s → %j', (token, authorization, client, expected) => {
    expect(metricsAccess(token, authorization, client)).toEqual(expected)
  })
})
