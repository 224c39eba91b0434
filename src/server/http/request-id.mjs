// @ts-check
/**
 * The request id (issue 35, "Logs"; decision 0303). The custom server (scripts/serve.mjs) gives every
 * request one: the incoming X-Request-Id when it is well formed (a proxy in front, such as nginx's
 * $request_id, or the client, names the request), else a new random UUID. It is sent back as a
 * response header, logged with the request, and stored in a lead's delivery job, so the lead's
 * delivery log lines name the request that stored it. Plain JavaScript: the server imports it.
 */

/** 8 to 128 letters, digits and `-_.:` (a UUID, nginx's 32 hex digits): nothing that could break a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** @param {unknown} value @returns {value is string} */
export function isRequestId(value) {
  return typeof value === 'string' && REQUEST_ID.test(value)
}

/**
 * The id of a request arriving at the server: the header's (its first value) when well formed, else `newId()`.
 * @param {string | string[] | undefined} given the X-Request-Id header
 * @param {() => string} newId
 */
export function requestIdFor(given, newId) {
  const value = Array.isArray(given) ? given[0] : given
  return isRequestId(value) ? value : newId()
}

/**
 * The id the server gave the request a route handler is answering, or null (`next dev` runs no
 * custom server, and a test calls the handler directly).
 * @param {Headers} headers
 */
export function requestIdOf(headers) {
  const value = headers.get('x-request-id')
  return isRequestId(value) ? value : null
}
