import type { FieldAccess, PayloadRequest } from 'payload'
import { RequestCookies } from '@edge-runtime/cookies'
import { isPriceLocked, lockedConditions } from '@/domain/inventory/price-lock'
import { UNLOCK_COOKIE } from '@/services/unlock/access-token'
import { hasUnlockAccess } from '@/services/unlock/cookie'

/**
 * Marks a request as one of the site's own server reads (the vehicle page's in-process GraphQL,
 * src/graphql/in-process-link.ts). Those read every price: the page decides what the visitor may
 * see, per visitor, after its cached read (decision 0185). A request from outside cannot set it:
 * `req.context` exists only on the server.
 */
export const SITE_SERVER_READ = 'siteServerRead'

const UNLOCK_REQUIRED = 'vehiclePriceUnlockRequired'

/** The dealership's locked conditions, read once per request. */
async function unlockRequired(req: PayloadRequest): Promise<string[]> {
  const cached = req.context[UNLOCK_REQUIRED]
  if (Array.isArray(cached)) return cached as string[]
  const settings = await req.payload.findGlobal({ slug: 'dealership-settings', depth: 0, req })
  const list = [...(settings.unlockRequired ?? [])]
  req.context[UNLOCK_REQUIRED] = list
  return list
}

/**
 * Read access to a vehicle's price fields through Payload's REST and GraphQL APIs (issue 15, "not in
 * any API answer"; decision 0185): staff and the site's own server reads see them; anyone else sees
 * them only when the vehicle's condition is not locked, or with a valid unlock pass. Without a
 * document (a query that filters or sorts on a price), the field is readable only when nothing is
 * locked for this visitor, so prices cannot be narrowed down by filtering.
 */
export const readVehiclePrice: FieldAccess = async ({ req, doc }) => {
  if (req.user || req.context[SITE_SERVER_READ] === true) return true
  const locked = lockedConditions(
    await unlockRequired(req),
    hasUnlockAccess(new RequestCookies(req.headers).get(UNLOCK_COOKIE)?.value, new Date()),
  )
  if (locked.length === 0) return true
  const condition = (doc as { condition?: unknown } | undefined)?.condition
  return typeof condition === 'string' && !isPriceLocked(condition, locked)
}
