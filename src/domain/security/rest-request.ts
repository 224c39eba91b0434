/**
 * Issue 16, section 2: requests to Payload's REST API that Payload answers with 500 instead of a
 * client error, found by probing the built app and tests/e2e/fuzz.e2e.test.ts:
 * - a document id that is not a Postgres serial ('abc', '1.5', 'NaN', '1e400', twenty digits):
 *   the query fails in the database and the error becomes a 500;
 * - `limit`, `page` or `depth` that is not a finite, sane integer ('1e400', 'page=-1'), or given
 *   as an object ('limit[a]=1'), and a `sort` that is not a list of field names.
 * Pure: the caller passes the REST path's segments (after /api) and the endpoints Payload's
 * sanitized config lists for each collection, so this matches the way Payload routes.
 */

/** Postgres serial ids (Payload's default idType for the Postgres adapter): 1..2^31-1. */
const MAX_SERIAL = 2_147_483_647

export function isSerialId(value: string): boolean {
  return /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= MAX_SERIAL
}

/** Endpoint paths whose `:id` is not a document id (e-mail verification takes a token). */
const TOKEN_ID_PATHS = new Set(['/verify/:id'])

export type RestCollection = { slug: string; endpointPaths: readonly string[] }
export type RestProblem = { status: 400 | 404; message: string }

function split(path: string): string[] {
  return path.split('/').filter(Boolean)
}

/** The endpoint pattern Payload would pick for these segments: literal segments beat parameters. */
function matchEndpoint(paths: readonly string[], rest: readonly string[]): string | null {
  let best: { path: string; literals: number } | null = null
  for (const path of paths) {
    const parts = split(path)
    const required = parts.filter((p) => !p.endsWith('?')).length
    if (rest.length < required || rest.length > parts.length) continue
    let literals = 0
    const fits = rest.every((seg, i) => {
      const part = parts[i]
      if (part.startsWith(':')) return true
      literals++
      return part === seg
    })
    if (fits && (!best || literals > best.literals)) best = { path, literals }
  }
  return best?.path ?? null
}

/** Why the document id in this REST path cannot exist, or null. */
export function restIdProblem(segments: readonly string[], collections: readonly RestCollection[]): RestProblem | null {
  const [slug, ...rest] = segments
  const collection = collections.find((c) => c.slug === slug)
  if (!collection || rest.length === 0) return null
  const path = matchEndpoint(collection.endpointPaths, rest)
  if (!path || TOKEN_ID_PATHS.has(path)) return null
  const parts = split(path)
  for (let i = 0; i < rest.length; i++) {
    if ((parts[i] === ':id' || parts[i] === ':id?') && !isSerialId(rest[i]))
      return { status: 404, message: 'Not Found' }
  }
  return null
}

/** The sane range of each numeric query parameter Payload reads. */
const NUMERIC_PARAMS: Record<string, { min: number; max: number }> = {
  limit: { min: 0, max: 10_000 },
  page: { min: 1, max: 1_000_000 },
  // Payload's default maxDepth is 10; deeper is clamped by Payload, absurd is refused here.
  depth: { min: 0, max: 100 },
}
const SORT_FIELD = /^-?[A-Za-z_][A-Za-z0-9_.]{0,63}$/

/** Why these query parameters cannot be served, or null. `params` are the raw decoded pairs. */
export function restQueryProblem(params: ReadonlyArray<readonly [string, string]>): RestProblem | null {
  for (const [key, value] of params) {
    const base = key.split('[', 1)[0]
    if (base in NUMERIC_PARAMS || base === 'sort') {
      if (key !== base) return { status: 400, message: `The ${base} parameter must be a single value.` }
    }
    const range = NUMERIC_PARAMS[key]
    if (range) {
      const ok = /^[0-9]{1,9}$/.test(value) && Number(value) >= range.min && Number(value) <= range.max
      if (!ok)
        return {
          status: 400,
          message: `The ${key} parameter must be a whole number from ${range.min} to ${range.max}.`,
        }
    }
    if (key === 'sort') {
      const fields = value.split(',')
      if (fields.length > 10 || !fields.every((f) => SORT_FIELD.test(f)))
        return { status: 400, message: 'The sort parameter must list field names.' }
    }
  }
  return null
}

/**
 * Payload's documented method override: a POST carrying `X-Payload-HTTP-Method-Override: GET` (or
 * `X-HTTP-Method-Override: GET`) is a read whose query is in the body; the admin's relationship
 * fields ask for their options this way. The same test as Payload's own (handleEndpoints): the
 * value is matched exactly.
 */
export function isReadOverride(method: string, headers: Pick<Headers, 'get'>): boolean {
  return (
    method.toUpperCase() === 'POST' &&
    (headers.get('x-payload-http-method-override') === 'GET' || headers.get('x-http-method-override') === 'GET')
  )
}
