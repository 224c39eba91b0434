import { describe, expect, it } from 'vitest'
import { safeAdminReturn } from './safe-return'

describe('safeAdminReturn', () => {
  it.each([
    [undefined, '/admin'],
    ['/admin/collections/leads', '/admin/collections/leads'],
    // Payload's handleAuthRedirect passes the route without the /admin prefix.
    ['/collections/leads/12', '/admin/collections/leads/12'],
    ['/collections/leads?where[formType][equals]=contact', '/admin/collections/leads?where[formType][equals]=contact'],
    [['/collections/leads', '/x'], '/admin/collections/leads'],
    ['https://evil.example/admin', '/admin'],
    ['//evil.example', '/admin'],
    ['/admin/../api/leads', '/admin'],
    ['/two-factor', '/admin'],
    ['/admin/logout', '/admin'],
    ['javascript:alert(1)', '/admin'],
  ])('%j → %s', (input, expected) => {
    expect(safeAdminReturn(input)).toBe(expected)
  })
})
