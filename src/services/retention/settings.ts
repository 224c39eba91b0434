import type { Payload } from 'payload'
import { retentionPolicy, type RetentionPolicy } from '@/domain/retention/policy'

/** The Data retention global as a policy; the lawful defaults when it was never saved. */
export async function readRetentionPolicy(payload: Payload): Promise<RetentionPolicy> {
  const stored = await payload.findGlobal({ slug: 'data-retention', depth: 0, overrideAccess: true })
  return retentionPolicy(stored)
}
