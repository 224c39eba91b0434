import type { Instrumentation } from 'next'
import { isRequestId } from '@/server/http/request-id.mjs'
import { currentRequestId } from '@/server/http/request-context.mjs'
import { jsonLogs, processLogger } from './logger.mjs'

/**
 * A request error Next reports (issue 35, "Logs"; decision 0328): with LOG_FORMAT=json, one JSON
 * line with the id the custom server gave the request, so the error sits beside that request's own
 * line. Next calls this through `onRequestError` in src/instrumentation.ts (its documented hook) for
 * errors in a render, a route handler, a server action or the proxy; scripts/serve.mjs then starts
 * Next `quiet`, so Next does not print the same error again as text.
 *
 * The route's pattern (`/cars-for-sale/[slug]`), never the path or its query: like the request
 * line, nothing that names what a visitor looked at. Without LOG_FORMAT Next prints the error itself,
 * as it always did, and nothing is written here.
 */
export const logRequestError: Instrumentation.onRequestError = (error, request, context) => {
  if (!jsonLogs()) return
  const given = request.headers['x-request-id']
  const requestId = Array.isArray(given) ? given[0] : given
  const digest = (error as { digest?: unknown } | null)?.digest
  processLogger().error({
    event: 'request.error',
    method: request.method,
    routerKind: context.routerKind,
    routeType: context.routeType,
    routePath: context.routePath,
    ...(context.renderSource ? { renderSource: context.renderSource } : {}),
    ...(typeof digest === 'string' ? { digest } : {}),
    // The header Next passes, else the id the custom server runs the request's work under: a render
    // the proxy rewrote can reach here with headers that no longer carry it.
    requestId: isRequestId(requestId) ? requestId : currentRequestId(),
    err: error instanceof Error ? error : new Error(String(error)),
  })
}
