import { readSuggestQuery, SUGGEST_MESSAGES, type Suggestion } from '@/domain/inventory'
import { clientRateKey } from '@/server/http/client-address'
import { NO_STORE } from '@/server/http/responses'
import type { SuggestLimiter } from './suggest-limit'

export type SuggestOptions = {
  /** The per-address limit (suggest-limit.ts). */
  limiter: SuggestLimiter
  /** Runs work after the answer has gone (Next's `after` in the route; at once in tests). */
  later: (task: () => Promise<void>) => void
  /** The suggestions for the words typed (src/data/inventory/suggest.ts getSuggestions, for the visitor). */
  suggestionsFor: (words: readonly string[]) => Promise<Suggestion[]>
  now?: number
}

export type SuggestAnswer = { status: number; body: Record<string, unknown>; headers: Record<string, string> }

/**
 * How long a browser may reuse an answer: the counts are this visitor's (the private-inventory pass
 * shows more vehicles), so no shared cache keeps them; a shopper retyping the same letters within
 * half a minute is answered by the browser.
 */
export const SUGGEST_CACHE_CONTROL = 'private, max-age=30'

/**
 * GET /api/search/suggest?q=... as a function of the request (issue 38, "Suggestions as you type";
 * decision 0333). Bad input is answered before the limit is looked at, as the VIN look-up does: no
 * `q` or more than one, 400; text with no letter or digit, 422. Then the per-address limit, 429; then
 * 200 with at most eight suggestions, the request counted after the answer. A long text is cut
 * (readSuggestQuery), never refused.
 */
export async function answerSuggest(
  headers: Headers,
  params: URLSearchParams,
  options: SuggestOptions,
): Promise<SuggestAnswer> {
  const typed = params.getAll('q')
  if (typed.length !== 1)
    return {
      status: 400,
      body: { error: SUGGEST_MESSAGES.missing, fieldErrors: { q: SUGGEST_MESSAGES.missing } },
      headers: NO_STORE,
    }
  const query = readSuggestQuery(typed[0])
  if (!query.ok)
    return {
      status: 422,
      body: { error: SUGGEST_MESSAGES.noWords, fieldErrors: { q: SUGGEST_MESSAGES.noWords } },
      headers: NO_STORE,
    }
  const now = options.now ?? Date.now()
  const key = `suggest:${clientRateKey(headers)}`
  const retryAfter = options.limiter.retryAfter(key, now)
  if (retryAfter !== null)
    return {
      status: 429,
      body: { error: SUGGEST_MESSAGES.limited },
      headers: { ...NO_STORE, 'Retry-After': String(retryAfter) },
    }
  options.later(() => options.limiter.count(key, now))
  const suggestions = await options.suggestionsFor(query.words)
  return {
    status: 200,
    body: { q: query.words.join(' '), suggestions },
    headers: { 'Cache-Control': SUGGEST_CACHE_CONTROL },
  }
}
