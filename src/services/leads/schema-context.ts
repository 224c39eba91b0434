import type { Payload } from 'payload'
import type { LeadSchemaContext } from '@/domain/leads'
import { toSliders, type DealershipFeesDoc } from '@/data/financing/to-finance-settings'

/**
 * The settings a lead's schema checks against, read only for the forms that need them: the pricing
 * wizard's answers (UNLOCK_PRICE) against the slider bounds of the dealership settings, the same
 * bounds the wizard shows (issue 37). Before, the server checked the spec's sample bounds, so a
 * manager who widened a slider made the wizard fail with "There was an error saving your
 * information.". Read with public access, as the wizard's page reads them.
 */
export async function leadSchemaContext(payload: Payload, formType: unknown): Promise<LeadSchemaContext> {
  if (formType !== 'UNLOCK_PRICE') return {}
  const dealership = (await payload.findGlobal({
    slug: 'dealership-settings',
    depth: 0,
    overrideAccess: false,
  })) as DealershipFeesDoc
  return { sliders: toSliders(dealership.paymentSliders) }
}
