import 'server-only'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { readSavedSearchUrl } from '@/domain/saved-searches/search-url'
import { isNewTo } from '@/domain/saved-searches/rules'
import { loadInventoryVocabulary } from '@/data/inventory/vocabulary'
import { loadFinanceView } from '@/data/finance-settings'
import { resolveSearch } from '@/data/inventory/where'
import { vehiclesMatching } from '@/data/inventory/search'
import { SHOPPER } from '@/data/vehicles'
import { executeIn } from '@/server/db/transaction'
import { insertMatchesSql, takeArrivalsSql, type MatchPair } from '@/server/db/saved-searches'
import { dealership } from '@/services/alerts/vehicle-facts'

/**
 * Matches the vehicles that arrived against the active saved searches (issue 38; decision 0337).
 * Each pass takes up to BATCH waiting arrivals in a transaction (SKIP LOCKED: another instance's
 * job takes others), reads each search's address with the results page's parser and the
 * inventory's words as they are now, asks the page's own WHERE clause which arrivals it finds
 * (src/data/inventory/search.ts `vehiclesMatching`), as a shopper without the private-inventory
 * pass sees it, and writes the matches, once per search and vehicle ever, before it commits. A
 * failure rolls the pass back: the arrivals wait for the next job. Answers the searches that got
 * new matches.
 *
 * Loaded by the job when it runs (jobs.ts), not with the Payload config: it reads through the
 * search pages' data layer.
 */
const BATCH = 500

type Search = { id: number; searchUrl: string; confirmedAt: string | null }

async function activeSearches(payload: Payload): Promise<Search[]> {
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where: { status: { equals: 'active' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { searchUrl: true, confirmedAt: true },
  })
  return docs.map((d) => ({ id: d.id, searchUrl: d.searchUrl, confirmedAt: d.confirmedAt ?? null }))
}

type Arrival = { vehicleId: number; arrivedAt: string }

/** Which searches find which arrivals: every (search, vehicle) the search's page would list, new to it. */
async function pairsFor(payload: Payload, arrivals: readonly Arrival[], now: Date): Promise<MatchPair[]> {
  const searches = await activeSearches(payload)
  if (searches.length === 0) return []
  const settings = await dealership(payload)
  const [vocab, finance] = await Promise.all([
    loadInventoryVocabulary([...settings.liveConditions].sort()),
    loadFinanceView(payload, now),
  ])
  const pairs: MatchPair[] = []
  for (const search of searches) {
    const read = readSavedSearchUrl(search.searchUrl, vocab.vocabulary)
    const news = arrivals.filter((a) => isNewTo(search.confirmedAt, a.arrivedAt)).map((a) => a.vehicleId)
    if (!read || news.length === 0) continue
    const found = await vehiclesMatching(resolveSearch(read.filters, vocab, SHOPPER, finance.settings), news)
    for (const vehicleId of found) pairs.push({ savedSearchId: search.id, vehicleId })
  }
  return pairs
}

export async function matchArrivals(payload: Payload, now: Date): Promise<number[]> {
  const matched = new Set<number>()
  for (;;) {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      const taken = await executeIn(payload, req, 'saved-search matching', takeArrivalsSql(BATCH))
      const arrivals = taken
        .filter((row) => row.vehicle_id !== null)
        .map((row) => ({
          vehicleId: Number(row.vehicle_id),
          arrivedAt: new Date(row.arrived_at as string | Date).toISOString(),
        }))
      const pairs = arrivals.length ? await pairsFor(payload, arrivals, now) : []
      if (pairs.length)
        for (const row of await executeIn(payload, req, 'saved-search matching', insertMatchesSql(pairs, now)))
          matched.add(Number(row.subscription_id))
      await commitTransaction(req)
      if (taken.length < BATCH) return [...matched]
    } catch (err) {
      await killTransaction(req)
      throw err
    }
  }
}
