import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { PASS_LIFETIME_SECONDS } from './pass-cookie'

/**
 * Second-factor passes (issue 34): one row per browser that proved a code, holding the SHA-256 of
 * its cookie, the person and the expiry. Revoking a person's passes (password, role or second-factor
 * change; an admin's reset; sign-out) ends them on every browser at once, on every instance.
 */
const COLLECTION = 'second-factor-passes'

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function issuePass(payload: Payload, userId: number, now: Date): Promise<string> {
  // Expired rows are pruned as new passes are written (as the rate limits are, decision 0024).
  await deleteExpiredPasses(payload, now)
  const token = randomBytes(32).toString('base64url')
  await payload.create({
    collection: COLLECTION,
    overrideAccess: true,
    data: {
      user: userId,
      tokenHash: digest(token),
      expiresAt: new Date(now.getTime() + PASS_LIFETIME_SECONDS * 1000).toISOString(),
    },
  })
  return token
}

export async function passIsLive(payload: Payload, userId: number, token: string, now: Date): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: COLLECTION,
    overrideAccess: true,
    where: {
      tokenHash: { equals: digest(token) },
      user: { equals: userId },
      expiresAt: { greater_than: now.toISOString() },
    },
  })
  return totalDocs > 0
}

export async function revokePass(payload: Payload, token: string): Promise<void> {
  await payload.delete({
    collection: COLLECTION,
    overrideAccess: true,
    where: { tokenHash: { equals: digest(token) } },
  })
}

export async function revokeAllPasses(payload: Payload, userId: number): Promise<void> {
  await payload.delete({ collection: COLLECTION, overrideAccess: true, where: { user: { equals: userId } } })
}

/** Expired rows, pruned by issuePass; a live check never counts them anyway. */
export async function deleteExpiredPasses(payload: Payload, now: Date): Promise<void> {
  await payload.delete({
    collection: COLLECTION,
    overrideAccess: true,
    where: { expiresAt: { less_than_equal: now.toISOString() } },
  })
}
