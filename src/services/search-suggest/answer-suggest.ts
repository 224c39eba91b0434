import type { Payload } from 'payload'
import { readSuggestQuery, SUGGEST_MESSAGES, type Suggestion } from '@/domain/inventory'
import { clientRateKey } from '@/server/http/client-address'
import { hitRateLimit } from '@/server/rate-limit'
import { NO_STORE } from '@/server/http/responses'

export type SuggestOptions = {
  /** Requests per client address per window (SUGGEST_RATE_LIMIT, SUGGEST_RATE_WINDOW_SECONDS). */
  limit: number
  windowSeconds: number
  /** The suggestions for the words typed (src/data/inventory/suggest.ts getSuggestions, for the visitor). */
  suggestionsFor: (words: readonly string[]) => Promise<Suggestion[]>
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
 * decision 0333). Bad input is answered before the limit is counted, as the VIN look-up does: no
 * `q` or more than one, 400; text with no letter or digit, 422; then the per-address limit, 429;
 * then 200 with at most eight suggestions. A long text is cut (readSuggestQuery), never refused.
 */
export async function answerSuggest(
  payload: Payload,
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
  const limited = await hitRateLimit(payload, `suggest:${clientRateKey(headers)}`, options.limit, options.windowSeconds)
  if (!limited.allowed)
    return {
      status: 429,
      body: { error: SUGGEST_MESSAGES.limited },
      headers: { ...NO_STORE, 'Retry-After': String(limited.retryAfterSeconds) },
    }
  const suggestions = await options.suggestionsFor(query.words)
  return {
    status: 200,
    body: { q: query.words.join(' '), suggestions },
    headers: { 'Cache-Control': SUGGEST_CACHE_CONTROL },
  }
}
