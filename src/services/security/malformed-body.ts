import { NO_STORE } from '@/server/http/responses'
/**
 * Payload's REST and GraphQL handlers answer some malformed request bodies with a 500 (issue 9,
 * "Security", found by tests/e2e/fuzz.e2e.test.ts; docs/decisions/0096-malformed-bodies-are-400.md):
 * - a multipart body that does not parse (no boundary, wrong boundary, not multipart at all) becomes
 *   an APIError without a status, i.e. 500, and a `_payload` field that is not JSON a SyntaxError;
 * - POST /api/graphql parses the body outside its try, so even Payload's own 400 "Invalid JSON"
 *   escapes as an exception and Next answers 500 with an empty body.
 * This wrapper answers both with 400 and Payload's error shape ({ errors: [{ message }] }), and
 * leaves every other request, and every other error, to Payload.
 */
type Handler<A extends unknown[]> = (request: Request, ...args: A) => Promise<Response>

const WITH_BODY = new Set(['POST', 'PATCH', 'PUT'])

function badRequest(message: string): Response {
  return Response.json({ errors: [{ message }] }, { status: 400, headers: NO_STORE })
}

/** Why the body cannot be parsed the way Payload will try to, or null when it can. */
export async function malformedBodyReason(request: Request): Promise<string | null> {
  if (!WITH_BODY.has(request.method.toUpperCase()) || !request.body) return null
  const contentType = (request.headers.get('content-type') ?? '').split(';', 1)[0].trim().toLowerCase()
  if (!contentType.startsWith('multipart/')) return null
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    return 'The request body is not valid multipart/form-data.'
  }
  const meta = form.get('_payload')
  if (typeof meta === 'string') {
    try {
      JSON.parse(meta)
    } catch {
      return 'The _payload field is not valid JSON.'
    }
  }
  return null
}

export function withMalformedBodyAs400<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (request, ...args) => {
    const reason = await malformedBodyReason(request)
    if (reason) return badRequest(reason)
    try {
      return await handler(request, ...args)
    } catch (err) {
      // Payload's own client errors (e.g. APIError('Invalid JSON', 400)) thrown past its handler.
      const status = (err as { status?: unknown }).status
      if (typeof status === 'number' && status >= 400 && status < 500) return badRequest((err as Error).message)
      throw err
    }
  }
}
