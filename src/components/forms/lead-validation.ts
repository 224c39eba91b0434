/**
 * The lead schemas for browser forms, loaded when a form first needs them (issue 9 "Speed";
 * decision 0120). The schemas bring zod and libphonenumber (~60 kB gzip); importing them
 * statically put them in the first load of every page with a form. Forms still validate with the
 * ONE shared schema per form (ARCHITECTURE.md convention 4): `warmLeadValidation` starts the
 * download when the visitor first types, `loadLeadValidation` awaits it at submit.
 */
type LeadValidation = typeof import('./lead-validation.impl')

let pending: Promise<LeadValidation> | null = null

export function loadLeadValidation(): Promise<LeadValidation> {
  pending ??= import('./lead-validation.impl').catch((error: unknown) => {
    // A failed download (offline, new deploy) is retried at the next submit.
    pending = null
    throw error
  })
  return pending
}

/** Starts the download without waiting (first keystroke or choice in a form). */
export function warmLeadValidation(): void {
  loadLeadValidation().catch(() => undefined)
}
