/**
 * The browser's one way to call the site's own API (issue 36: each form and admin panel read
 * statuses its own way). It never throws, so a caller handles a dropped connection as it handles a
 * refusal, and every answer is read the same way:
 * - 2xx: `ok`, with the JSON body (null when the answer has none, as a 204);
 * - anything else: not `ok`, with what the site's handlers put in an error answer, `error` (a
 *   sentence for the person) and `fieldErrors` (field name -> message, 400/422; ARCHITECTURE.md
 *   convention 4), read whatever the status, and empty when the answer was not JSON;
 * - no answer at all (offline, blocked, aborted): status 0. A caller that aborts checks its signal.
 * A 2xx answer that is not JSON is a failure too: the site's API answers JSON or nothing.
 */
export type ApiProblem = { error?: string; fieldErrors?: Record<string, string> }

export type ApiAnswer<T> =
  | { ok: true; status: number; body: T }
  /** `body`: the answer's JSON as sent, for an API whose refusals carry more (phone verification's). */
  | { ok: false; status: number; problem: ApiProblem; body: unknown }

export type ApiRequest = {
  method?: 'GET' | 'POST'
  /** Sent as application/json. */
  json?: unknown
  /** Sent as it is (multipart FormData, a Blob carrying its own type). */
  body?: BodyInit
  signal?: AbortSignal
  /** Admin panels send the staff session: 'include' (Payload's REST) or 'same-origin'. */
  credentials?: RequestCredentials
  cache?: RequestCache
  /** Beacons that must outlive the page (tracking). */
  keepalive?: boolean
}

const NO_ANSWER: ApiProblem = {}

function problemOf(body: unknown): ApiProblem {
  if (typeof body !== 'object' || body === null) return NO_ANSWER
  const { error, fieldErrors } = body as Record<string, unknown>
  return {
    ...(typeof error === 'string' ? { error } : {}),
    ...(typeof fieldErrors === 'object' && fieldErrors !== null
      ? { fieldErrors: fieldErrors as Record<string, string> }
      : {}),
  }
}

export async function callApi<T = unknown>(path: string, request: ApiRequest = {}): Promise<ApiAnswer<T>> {
  const { json, method = json === undefined && request.body === undefined ? 'GET' : 'POST', ...init } = request
  let res: Response
  let text: string
  try {
    res = await fetch(path, {
      ...init,
      method,
      ...(json === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }),
    })
    text = await res.text()
  } catch {
    return { ok: false, status: 0, problem: NO_ANSWER, body: null }
  }
  let body: unknown = null
  try {
    if (text !== '') body = JSON.parse(text)
  } catch {
    return { ok: false, status: res.status, problem: NO_ANSWER, body: null }
  }
  if (res.ok) return { ok: true, status: res.status, body: body as T }
  return { ok: false, status: res.status, problem: problemOf(body), body }
}
