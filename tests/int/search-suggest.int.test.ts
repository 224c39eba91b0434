/**
 * Issue 38, "Suggestions as you type": the header search's suggestion endpoint against the seeded
 * database. Its counts, from an inventory snapshot or from the statements, are what each
 * suggestion's filter URL finds on the results page; bad input is a 400 or 422, never a 500; each
 * client address has its limit. The route itself (GET /api/search/suggest) is answerSuggest with
 * the cached reads; e2e tests/e2e/journeys/search-suggestions.e2e.test.ts drives it in Chromium.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { loadInventoryResults, loadInventoryVocabulary, type Audience, type InventoryVocabulary } from '@/data/vehicles'
import { loadSuggestCounts, snapshotSuggestCounts, suggestIndexFor } from '@/data/inventory/suggest'
import { loadInventorySnapshot } from '@/data/inventory/snapshot-store'
import { answerSuggest, SUGGEST_CACHE_CONTROL } from '@/services/search-suggest/answer-suggest'
import { sharedSuggestLimiter } from '@/services/search-suggest/suggest-limit'
import {
  canonicalizeSearch,
  findSuggestions,
  MAX_SUGGESTIONS,
  readSuggestQuery,
  SUGGEST_MESSAGES,
  type QueryInput,
  type SuggestCounts,
  type Suggestion,
} from '@/domain/inventory'

const SHOPPER: Audience = { privateUnlocked: false }
const UNLOCKED: Audience = { privateUnlocked: true }
let vocab: InventoryVocabulary
/** The counts each audience is shown, by privateUnlocked. */
let counts: Record<'false' | 'true', SuggestCounts>

/** Addresses no other test uses: a random /16 of 198.18.0.0/15 (the benchmarking range) per run. */
const base = `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}`
let next = 0
const freshAddress = () => `${base}.${++next}`

function suggest(typed: string, audience = SHOPPER): Suggestion[] {
  const q = readSuggestQuery(typed)
  return q.ok ? findSuggestions(suggestIndexFor(vocab), q.words, counts[`${audience.privateUnlocked}`]) : []
}

/**
 * One request as the route answers it, with the shared count run as soon as the answer is made (the
 * route runs it after the answer has gone: the next request of a test sees it either way).
 */
async function ask(query: string, options: { address?: string; limit?: number } = {}) {
  const counted: Array<Promise<void>> = []
  const answer = await answerSuggest(
    new Headers({ 'x-forwarded-for': options.address ?? freshAddress() }),
    new URLSearchParams(query),
    {
      limiter: sharedSuggestLimiter(testPayload, options.limit ?? 100, 60),
      later: (task) => counted.push(task()),
      suggestionsFor: async (words) => findSuggestions(suggestIndexFor(vocab), words, counts.false),
    },
  )
  await Promise.all(counted)
  return { ...answer, counted: counted.length }
}

/** What the results page at a suggestion's URL totals, after checking the URL is the canonical one. */
async function foundAt(url: string, audience: Audience): Promise<number> {
  const [path, search = ''] = url.split('?')
  const query: QueryInput = Object.fromEntries(new URLSearchParams(search))
  const parsed = canonicalizeSearch(path, query, vocab.vocabulary)
  if (!parsed.ok) throw new Error(`${url}: ${parsed.reason}`)
  expect(parsed.isCanonical, url).toBe(true)
  const { result } = await loadInventoryResults(
    { filters: parsed.filters, sort: 'newest', page: 1 },
    10,
    vocab,
    audience,
  )
  return result.total
}

beforeAll(async () => {
  await testPayload()
  vocab = await loadInventoryVocabulary(['used'])
  counts = { false: await loadSuggestCounts(vocab, SHOPPER), true: await loadSuggestCounts(vocab, UNLOCKED) }
})

describe('search suggestions: counts (issue 38)', () => {
  it('counts the same from an inventory snapshot as from the statements, for both audiences', async () => {
    const snapshot = await loadInventorySnapshot()
    expect(snapshot).not.toBeNull()
    if (!snapshot) return
    expect(snapshotSuggestCounts(snapshot, vocab, SHOPPER)).toEqual(counts.false)
    expect(snapshotSuggestCounts(snapshot, vocab, UNLOCKED)).toEqual(counts.true)
  })

  it('gives each suggestion the number of vehicles its filter URL finds, makes, models, body styles and features', async () => {
    const makes = Object.values(vocab.labels.makes)
    const typed = [...makes.map((m) => m.slice(0, 3)), ...makes, 'suv', 'sedan', 'truck', 'a', 'e', 'o', 's']
    const seen = new Map<string, Suggestion>()
    for (const t of typed) for (const s of suggest(t)) seen.set(s.url, s)
    expect(new Set([...seen.values()].map((s) => s.kind))).toEqual(new Set(['make', 'model', 'bodystyle', 'feature']))
    for (const s of seen.values()) expect(await foundAt(s.url, SHOPPER), s.label).toBe(s.count)
  })

  it('counts the private vehicles for a visitor holding the private-inventory pass, as the results page does', async () => {
    // The makes whose count the pass changes: the seed lists some vehicles as private.
    const changed = Object.keys(counts.true.make).filter((m) => counts.true.make[m] !== counts.false.make[m])
    expect(changed.length).toBeGreaterThan(0)
    for (const make of changed)
      for (const s of suggest(vocab.labels.makes[make], UNLOCKED).slice(0, 3))
        expect(await foundAt(s.url, UNLOCKED), s.label).toBe(s.count)
  })
})

describe('GET /api/search/suggest: answers (issue 38)', () => {
  it('answers the words typed with at most eight suggestions, privately cacheable', async () => {
    const make = Object.values(vocab.labels.makes)[0]
    const answer = await ask(`q=${encodeURIComponent(`  ${make.slice(0, 3).toUpperCase()} `)}`)
    expect(answer.status).toBe(200)
    expect(answer.headers['Cache-Control']).toBe(SUGGEST_CACHE_CONTROL)
    const body = answer.body as { q: string; suggestions: Suggestion[] }
    expect(body.q).toBe(make.slice(0, 3).toLowerCase())
    expect(body.suggestions.length).toBeGreaterThan(0)
    expect(body.suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS)
    expect(body.suggestions).toEqual(suggest(make.slice(0, 3)))
  })

  it.each<[string, string, number, string]>([
    ['no q', 'x=1', 400, SUGGEST_MESSAGES.missing],
    ['q twice', 'q=ch&q=ev', 400, SUGGEST_MESSAGES.missing],
    ['an empty q', 'q=', 422, SUGGEST_MESSAGES.noWords],
    ['only punctuation', `q=${encodeURIComponent('?!* --')}`, 422, SUGGEST_MESSAGES.noWords],
    ['broken UTF-8', 'q=%ED%A0%80%FF', 422, SUGGEST_MESSAGES.noWords],
    ['a NUL byte', 'q=%00', 422, SUGGEST_MESSAGES.noWords],
  ])('%s: %i with the field error, not cacheable', async (_, query, status, message) => {
    const answer = await ask(query)
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual({ error: message, fieldErrors: { q: message } })
    expect(answer.headers['Cache-Control']).toBe('no-store')
  })

  it('cuts a long text instead of refusing it', async () => {
    const answer = await ask(`q=${'chev'.repeat(50_000)}`)
    expect(answer.status).toBe(200)
    expect((answer.body as { q: string }).q).toHaveLength(100)
  })

  it('limits each client address in the shared count: past the limit 429 with Retry-After; bad input not counted; another address answered', async () => {
    const address = freshAddress()
    const bad = await ask('q=', { address, limit: 2 })
    expect([bad.status, bad.counted]).toEqual([422, 0])
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await ask('q=s', { address, limit: 2 })).status)
    // Counted after each answer: the request that takes the count past the limit is still answered.
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    const refused = await ask('q=s', { address, limit: 2 })
    expect([refused.status, refused.counted]).toEqual([429, 0])
    expect(refused.body).toEqual({ error: SUGGEST_MESSAGES.limited })
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(0)
    expect(Number(refused.headers['Retry-After'])).toBeLessThanOrEqual(60)
    expect(refused.headers['Cache-Control']).toBe('no-store')
    expect((await ask('q=s', { address: freshAddress(), limit: 2 })).status).toBe(200)
  })

  it('counts in the table every instance shares: requests another instance counted bring the refusal sooner', async () => {
    const address = freshAddress()
    const key = `suggest:${address}`
    // Two requests counted as another instance would count them (the same rows, src/server/rate-limit.ts).
    const other = sharedSuggestLimiter(testPayload, 2, 60)
    await other.count(key, Date.now())
    await other.count(key, Date.now())
    expect((await ask('q=s', { address, limit: 2 })).status).toBe(200)
    expect((await ask('q=s', { address, limit: 2 })).status).toBe(429)
  })
})
