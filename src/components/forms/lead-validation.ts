/**
 * The lead schemas for browser forms, loaded when a form first needs them (issue 9 "Speed";
 * decision 0120). The schemas bring zod and libphonenumber (~60 kB gzip); importing them
 * statically put them in the first load of every page with a form. Forms still validate with the
 * ONE shared schema per form (ARCHITECTURE.md convention 4): `warmLeadValidation` starts the
 * download when the visitor first types, `loadLeadValidation` awaits it at submit.
 */
import { onDemand } from '@/components/ui/on-demand'

const validation = onDemand(() => import('./lead-validation.impl'))

export const loadLeadValidation = validation.load
export const warmLeadValidation = validation.warm
