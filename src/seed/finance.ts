import type { Payload } from 'payload'
import { sampleFinanceDoc } from '@/data/financing/to-finance-settings'

/** First finance settings from the engine's sample values (issue 6); an edited global is left alone. */
export async function seedFinanceSettings(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'finance-settings', depth: 0 })
  if ((current.baseRates ?? []).length > 0) return false
  await payload.updateGlobal({ slug: 'finance-settings', data: sampleFinanceDoc() as never, depth: 0 })
  return true
}
