/**
 * The database side of the cold search pages (issue 18): the same never-requested search URLs the
 * cold part requests over HTTP, sent to the same data functions the page calls
 * (src/data/vehicles.ts `loadInventoryResults`: the page of cards and the facet counts with the total,
 * in parallel as the page sends them), in one Node process with Payload's own pool. Each statement
 * is timed from the moment the data layer hands it to Payload's Drizzle until its rows are back, so
 * "database" here means Postgres plus the driver and the pool, and nothing of Next or React: the
 * served page's time minus this is the render, the framework and the page cache's keeping.
 *
 * The reads every page shares (settings, the vocabulary) are read once before, as they are warm on
 * a running server. Runs in its own process (scripts/bench/cold-data-cli.ts): src/data is server-only.
 */
import type { Payload } from 'payload'
import type { SQL } from 'drizzle-orm'
import { canonicalizeSearch, type QueryInput } from '../../src/domain/inventory'

/**
 * Milliseconds per URL: every statement, and the whole parallel read the page awaits; `snapshot` is
 * the same search answered as a server with a trusted inventory snapshot answers it (decision 0286:
 * facets and the page's ids in memory, the cards read by id), null for a keyword search, which the
 * snapshot leaves to the statements.
 */
export type ColdDataSample = {
  url: string
  total: number
  count: number
  page: number
  facets: number
  snapshot: number | null
}

type Drizzle = { execute: (q: SQL) => Promise<unknown>; dialect: { sqlToQuery: (q: SQL) => { sql: string } } }

/** Which of a search's three statements this is, from its text (src/data/inventory/search.ts, facets.ts). */
export function statementKind(text: string): 'count' | 'page' | 'facets' | 'other' {
  if (/\bAS facet\b/.test(text)) return 'facets'
  if (/^SELECT count\(\*\)::int AS total FROM vehicles v/.test(text)) return 'count'
  if (/^SELECT v\.id, v\.vin\b/.test(text)) return 'page'
  return 'other'
}

function splitUrl(url: string): { pathname: string; query: QueryInput } {
  const [pathname, search = ''] = url.split('?')
  const query: Record<string, string | string[]> = {}
  for (const [k, v] of new URLSearchParams(search)) {
    const prev = query[k]
    query[k] = prev === undefined ? v : [...(Array.isArray(prev) ? prev : [prev]), v]
  }
  return { pathname, query }
}

export async function measureColdData(payload: Payload, urls: readonly string[]): Promise<ColdDataSample[]> {
  const { loadInventoryResults, loadInventoryVocabulary, SHOPPER } = await import('../../src/data/vehicles')
  const { resolveSearch } = await import('../../src/data/inventory/where')
  const { featureCodes, facetsFromRows } = await import('../../src/data/inventory/facets')
  const { readCards } = await import('../../src/data/inventory/search')
  const { loadInventorySnapshot } = await import('../../src/data/inventory/snapshot-store')
  const { snapshotAnswers, snapshotPageIds } = await import('../../src/data/inventory/snapshot')
  const { snapshotFacetRows } = await import('../../src/data/inventory/snapshot-facets')
  const drizzle = (payload.db as unknown as { drizzle: Drizzle }).drizzle
  const original = drizzle.execute.bind(drizzle)
  let times: Array<{ kind: ReturnType<typeof statementKind>; ms: number }> = []
  drizzle.execute = async (q: SQL) => {
    const kind = statementKind(drizzle.dialect.sqlToQuery(q).sql)
    const t = performance.now()
    try {
      return await original(q)
    } finally {
      times.push({ kind, ms: performance.now() - t })
    }
  }
  try {
    const settings = await payload.findGlobal({ slug: 'dealership-settings', depth: 0 })
    const vocab = await loadInventoryVocabulary((settings.liveConditions ?? ['used']) as string[])
    const snapshot = await loadInventorySnapshot()
    const codes = featureCodes(vocab.featureBits)
    const samples: ColdDataSample[] = []
    for (const url of urls) {
      const { pathname, query } = splitUrl(url)
      const parsed = canonicalizeSearch(pathname, query, vocab.vocabulary)
      if (!parsed.ok) continue
      times = []
      const t = performance.now()
      await loadInventoryResults(
        { filters: parsed.filters, sort: parsed.sort, page: parsed.page },
        settings.itemsPerPage,
        vocab,
        SHOPPER,
      )
      const total = performance.now() - t
      const sum = (kind: string) => times.filter((x) => x.kind === kind).reduce((n, x) => n + x.ms, 0)
      const statements = { count: sum('count'), page: sum('page'), facets: sum('facets') }
      const search = resolveSearch(parsed.filters, vocab, SHOPPER)
      let fromSnapshot: number | null = null
      if (snapshot && snapshotAnswers(search)) {
        const s = performance.now()
        const rows = snapshotFacetRows(snapshot, search, codes)
        facetsFromRows(rows, vocab.labels.stores)
        await readCards(snapshotPageIds(snapshot, search, parsed.sort, parsed.page, settings.itemsPerPage))
        fromSnapshot = performance.now() - s
      }
      samples.push({ url, total, ...statements, snapshot: fromSnapshot })
    }
    return samples
  } finally {
    drizzle.execute = original
  }
}
