import { describe, expect, it } from 'vitest'
import { sessionCookieOptions } from './session-cookie'

describe('sessionCookieOptions (issue 16, section 4)', () => {
  it.each([
    ['https public address', 'https://www.midwestmotorgroup.example', true],
    ['https with a port and a path', 'https://admin.example:8443/dealer/', true],
    ['upper-case scheme (URL normalizes it)', 'HTTPS://www.example.com', true],
    ['the default, plain http on localhost', 'http://localhost:3000', false],
    ['plain http on loopback (the tests)', 'http://127.0.0.1:41234', false],
    ['plain http on a public host', 'http://www.example.com', false],
  ])('%s: secure %s', (_name, url, secure) => {
    expect(sessionCookieOptions(url)).toEqual({ sameSite: 'Lax', secure })
  })
})
