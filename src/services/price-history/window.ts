import type { PayloadRequest } from 'payload'
import { windowDays } from '@/domain/price-history/rules'

const CONTEXT_KEY = 'priceDropWindowDays'

/**
 * The price-drop window of the dealership profile (issue 37; decision 0316), read once per request:
 * a CSV import saves thousands of vehicles with one `req`.
 */
export async function readWindowDays(req: PayloadRequest): Promise<number> {
  const cached = req.context[CONTEXT_KEY]
  if (typeof cached === 'number') return cached
  const settings = await req.payload.findGlobal({
    slug: 'dealership-settings',
    depth: 0,
    req,
    overrideAccess: true,
    select: { priceDropWindowDays: true },
  })
  const days = windowDays(settings.priceDropWindowDays)
  req.context[CONTEXT_KEY] = days
  return days
}
