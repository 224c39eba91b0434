import { readBody } from './request'
import { NO_STORE } from './responses'

/**
 * The small form bodies of the confirm and unsubscribe buttons (and RFC 8058's one-click POST,
 * `List-Unsubscribe=One-Click`): at most 4 kB, read as URL-encoded fields.
 */
export const FORM_BODY_LIMIT = 4096

export async function formFields(request: Request): Promise<URLSearchParams | 'too-large'> {
  const read = await readBody(request, FORM_BODY_LIMIT)
  if (!read.ok) return 'too-large'
  const type = request.headers.get('content-type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('text/plain'))
    return new URLSearchParams()
  return new URLSearchParams(new TextDecoder().decode(read.bytes))
}

/** 303 See Other to a page of this site: the browser GETs the result page after the button's POST. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, ...NO_STORE } })
}
