// @ts-check
/**
 * The request a piece of server work belongs to (issue 35, "Logs"; decision 0328). The custom server
 * (scripts/serve.mjs) runs Next's handling of each request inside Node's AsyncLocalStorage with the
 * request's id, so work that sees no request headers (an error Next reports for a rewritten render)
 * can still name its request. On globalThis under `Symbol.for('dealership.requestContext')`, as the
 * logger and the metrics are: the server and the app's bundles each load this module, and they must
 * share one store. Plain JavaScript: the server imports it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const KEY = Symbol.for('dealership.requestContext')

/** @returns {AsyncLocalStorage<{ requestId: string }>} */
export function requestContext() {
  const globals = /** @type {Record<symbol, AsyncLocalStorage<{ requestId: string }> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  )
  return (globals[KEY] ??= new AsyncLocalStorage())
}

/** The id of the request this work runs for, or null outside one (start-up, a background job). */
export function currentRequestId() {
  return requestContext().getStore()?.requestId ?? null
}
