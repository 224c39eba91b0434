/**
 * The phone verification schema, loaded when the form first needs it (issue 9 "Speed"; decisions
 * 0120, 0122). It brings zod and libphonenumber (~60 kB gzip); imported statically it made every
 * page with a popup download and run them right after load, since the popup dialog is fetched ahead
 * of time. The form still checks with the ONE shared schema the API uses.
 */
import { onDemand } from '@/components/ui/on-demand'

const schema = onDemand(() => import('@/domain/phone-verification/schema'))

export const loadVerificationSchema = schema.load
export const warmVerificationSchema = schema.warm
