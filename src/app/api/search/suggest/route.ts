import { after } from 'next/server'
import { env } from '@/config/env'
import { payloadClient } from '@/data/payload'
import { SHOPPER } from '@/data/vehicles'
import { getSuggestions } from '@/data/inventory/suggest'
import { SUGGEST_MESSAGES } from '@/domain/inventory'
import { answerSuggest } from '@/services/search-suggest/answer-suggest'
import { sharedSuggestLimiter } from '@/services/search-suggest/suggest-limit'
import { UNLOCK_COOKIE } from '@/services/unlock/access-token'
import { hasUnlockAccess } from '@/services/unlock/cookie'
import { requestCookies } from '@/server/http/cookies'
import { unavailable } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

/** The first line only: a failed statement's error repeats its parameters, the client's address among them. */
const firstLine = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0]

/**
 * GET /api/search/suggest?q=chev (issue 38, "Suggestions as you type"; decision 0333): the header
 * search's suggestions, makes, models, body styles and features with the number of vehicles each
 * would find and its filter URL, answered from this process's memory. 400/422 bad input, 429 rate
 * limited (counted after the answer, src/services/search-suggest/suggest-limit.ts), 503 when the
 * database is away; never a 500. The counts are those of the visitor's search pages, so a visitor
 * holding the private-inventory pass counts its vehicles too.
 */
export async function GET(request: Request): Promise<Response> {
  const config = env()
  // Checked only when sent: most shoppers hold no pass, and the check reads the server's secret.
  const pass = requestCookies(request.headers)[UNLOCK_COOKIE]
  const unlocked = pass !== undefined && hasUnlockAccess(pass, new Date())
  const audience = unlocked ? { privateUnlocked: true } : SHOPPER
  const limiter = sharedSuggestLimiter(payloadClient, config.SUGGEST_RATE_LIMIT, config.SUGGEST_RATE_WINDOW_SECONDS)
  try {
    const answer = await answerSuggest(request.headers, new URL(request.url).searchParams, {
      limiter,
      later: (task) =>
        after(() =>
          task().catch((err: unknown) => console.warn(`[search suggest] counting a request failed: ${firstLine(err)}`)),
        ),
      suggestionsFor: (words) => getSuggestions(words, audience),
    })
    return Response.json(answer.body, { status: answer.status, headers: answer.headers })
  } catch (err) {
    console.error(`[search suggest] failed: ${firstLine(err)}`)
    return unavailable({ error: SUGGEST_MESSAGES.unavailable })
  }
}
