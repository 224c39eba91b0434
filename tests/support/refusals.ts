import { expect } from 'vitest'

/**
 * Asserts that a Local API call was refused for want of permission (Payload's Forbidden, 403), not
 * for anything else a bare `.rejects.toThrow()` would also accept: a validation error, a missing
 * document or a bug (issue 36, "tests that promise more than they check").
 */
export async function expectForbidden(call: Promise<unknown>): Promise<void> {
  await expect(call).rejects.toMatchObject({ name: 'Forbidden', status: 403 })
}

/** Asserts that a sign-in was refused for a wrong e-mail or password (401), not locked or broken. */
export async function expectWrongPassword(call: Promise<unknown>): Promise<void> {
  await expect(call).rejects.toMatchObject({ name: 'AuthenticationError', status: 401 })
}
