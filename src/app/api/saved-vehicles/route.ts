import { parseVinList, SAVED_VEHICLES_LIMIT } from '@/domain/saved-vehicles/vehicle-lists'
import { getVehiclesNow } from '@/data/saved-vehicles'
import { getShopperAudience } from '@/app/(frontend)/_inventory/audience'

export const dynamic = 'force-dynamic'

/**
 * GET /api/saved-vehicles?vins=A,B (issue 21; decision 0265): the /saved page's vehicles as they
 * are now, for this visitor (a locked price stays locked, a private vehicle stays behind the pass).
 * Unreadable VINs are dropped; at most 24 are read. Always 200 with `{ vehicles }`.
 */
export async function GET(request: Request): Promise<Response> {
  const vins = parseVinList(new URL(request.url).searchParams.get('vins'), SAVED_VEHICLES_LIMIT)
  const vehicles = await getVehiclesNow(vins, await getShopperAudience(), SAVED_VEHICLES_LIMIT)
  return Response.json({ vehicles }, { headers: { 'Cache-Control': 'private, no-store' } })
}
