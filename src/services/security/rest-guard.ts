import config from '@payload-config'
import { hasValidQueryEncoding } from '@/domain/security/path-encoding'
import { restIdProblem, restQueryProblem, type RestCollection } from '@/domain/security/rest-request'
import { logRefusal } from './refusal-log'
import { NO_STORE } from '@/server/http/responses'

/**
 * Wraps Payload's REST handlers (as malformed-body.ts does, decision 0096) so that an id that is
 * not a document id, or a limit/page/depth/sort that is not sane, answers 404 or 400 in Payload's
 * error shape instead of Payload's 500 (issue 16, section 2; decision 0206). The endpoints come
 * from Payload's sanitized config, so the id test follows Payload's own routing.
 */
type Handler<A extends unknown[]> = (request: Request, ...args: A) => Promise<Response>

let collections: Promise<RestCollection[]> | null = null

function restCollections(): Promise<RestCollection[]> {
  const paths = (endpoints: unknown) => (Array.isArray(endpoints) ? endpoints : []).map((e: { path: string }) => e.path)
  // A global's REST path is /api/globals/{slug}/...: it is matched as the one segment 'globals/{slug}'.
  collections ??= Promise.resolve(config).then((c) => [
    ...c.collections.map((col) => ({ slug: col.slug, endpointPaths: paths(col.endpoints) })),
    ...c.globals.map((g) => ({ slug: `globals/${g.slug}`, endpointPaths: paths(g.endpoints) })),
  ])
  return collections
}

/** The REST path's segments after /api, decoded (the proxy has refused broken encoding already). */
function restSegments(url: URL): string[] {
  const parts = url.pathname
    .split('/')
    .filter(Boolean)
    .slice(1)
    .map((p) => {
      try {
        return decodeURIComponent(p)
      } catch {
        return p
      }
    })
  return parts[0] === 'globals' && parts.length > 1 ? [`globals/${parts[1]}`, ...parts.slice(2)] : parts
}

export function withRestRequestGuard<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (request, ...args) => {
    const url = new URL(request.url)
    const problem = !hasValidQueryEncoding(url.search)
      ? { status: 400 as const, message: 'The query string has broken percent-encoding.' }
      : (restQueryProblem([...url.searchParams]) ?? restIdProblem(restSegments(url), await restCollections()))
    if (!problem) return handler(request, ...args)
    logRefusal(problem.status, request.method, request.url, problem.message)
    return Response.json({ errors: [{ message: problem.message }] }, { status: problem.status, headers: NO_STORE })
  }
}
