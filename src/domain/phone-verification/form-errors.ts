/**
 * Where the phone verification form shows an error (visitor-layer.md section 7): a failed request
 * (no answer, or an answer without { success, error }) goes under errors.error; the server's error
 * goes to the code field on the code step and to the phone field on the phone step.
 */
export type VerificationStep = 'phone' | 'code'
export type VerificationErrors = { phone?: string; code?: string; error?: string }
export type VerificationAnswer = { success: boolean; error?: string | null; message?: string }

/** OURS: the spec does not word the failed-request message. */
export const REQUEST_FAILED = 'Something went wrong. Please try again.'

export function isVerificationAnswer(value: unknown): value is VerificationAnswer {
  return typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean'
}

export function verificationErrors(step: VerificationStep, answer: unknown): VerificationErrors {
  if (!isVerificationAnswer(answer)) return { error: REQUEST_FAILED }
  if (answer.success) return {}
  const message = answer.error || answer.message || REQUEST_FAILED
  return step === 'code' ? { code: message } : { phone: message }
}
