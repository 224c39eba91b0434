import type { AfterErrorHook } from 'payload'

type Detailed = { status?: unknown; message?: unknown; data?: { errors?: unknown } }

/** Payload's field-error shape: a path and a message each. */
function isFieldErrors(errors: unknown): errors is Array<{ path: string; message: string }> {
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((e) => typeof e?.path === 'string' && typeof e?.message === 'string')
  )
}

/**
 * Keeps a ValidationError's field messages in the REST answer (Payload's root `afterError` hook).
 * Payload writes them only when the error is `instanceof` its own ValidationError class; in the
 * production build a hook's ValidationError comes from another copy of that class (its name is even
 * minified), so it fails that test, and the answer kept the summary ("The following field is invalid: bringVehicleIn") and lost the messages that say
 * which rule or field is wrong and why. The admin form places `data.errors` under their fields;
 * API clients get the same field errors (issue 16: bad input gets field errors, never a bare 400).
 * Only 400s with field messages are touched, so nothing that was hidden becomes visible.
 */
export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  const detailed = error as Detailed
  if (detailed.status !== 400 || !isFieldErrors(detailed.data?.errors)) return
  // REST only (GraphQL formats its own errors), and only when Payload left the details out.
  if (!result || result.errors?.some((e) => 'data' in e && e.data)) return
  return {
    response: { errors: [{ name: 'ValidationError', data: detailed.data, message: String(detailed.message ?? '') }] },
    status: 400,
  }
}
