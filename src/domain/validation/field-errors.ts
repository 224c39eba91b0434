import type { z } from 'zod'

/**
 * A zod error as the forms and route handlers answer it (ARCHITECTURE.md convention 4): one message
 * per field, keyed by dotted path ('_form' for the whole body), the first issue winning.
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_form'
    if (!(key in fieldErrors)) fieldErrors[key] = issue.message
  }
  return fieldErrors
}
