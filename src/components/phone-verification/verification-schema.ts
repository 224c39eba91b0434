/**
 * The phone verification schema, loaded when the form first needs it (issue 9 "Speed"; decisions
 * 0120, 0122). It brings zod and libphonenumber (~60 kB gzip); imported statically it made every
 * page with a popup download and run them right after load, since the popup dialog is fetched ahead
 * of time. The form still checks with the ONE shared schema the API uses.
 */
type VerificationSchema = typeof import('@/domain/phone-verification/schema')

let pending: Promise<VerificationSchema> | null = null

export function loadVerificationSchema(): Promise<VerificationSchema> {
  pending ??= import('@/domain/phone-verification/schema').catch((error: unknown) => {
    // A failed download (offline, new deploy) is retried at the next press.
    pending = null
    throw error
  })
  return pending
}

/** Starts the download without waiting (first keystroke in the form). */
export function warmVerificationSchema(): void {
  loadVerificationSchema().catch(() => undefined)
}
