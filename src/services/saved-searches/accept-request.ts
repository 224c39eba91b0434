import type { Payload } from 'payload'
import { SAVED_SEARCH_MESSAGES, parseSavedSearchRequest } from '@/domain/saved-searches/request-schema'
import type { SearchReader } from '@/domain/saved-searches/search-url'
import { execute } from '@/server/db/execute'
import { SAVED_SEARCH_TABLES, requestAlertSql } from '@/server/db/alert-subscriptions'
import { newSeed } from '@/server/link-tokens'
import { acceptAlertRequest, type RequestResult } from '@/services/alerts/accept-request'
import { CONFIRMATION_JOB } from './queue'
import { SAVED_SEARCHES } from './kind'

/**
 * POST /api/search-alerts { searchUrl, email, sendToSales } (issue 38; decision 0337): checked and
 * limited like every alert request (src/services/alerts/accept-request.ts). The address must be a
 * results page the inventory answers (`read`, the page's own parser); it is kept canonical, so the
 * same search saved from another sort or page is one subscription. The subscription and its
 * confirmation job are one statement.
 */
export async function acceptSavedSearchRequest(
  payload: Payload,
  request: Request,
  now: Date,
  read: SearchReader,
): Promise<RequestResult> {
  return acceptAlertRequest(payload, request, now, {
    kind: SAVED_SEARCHES,
    parse: parseSavedSearchRequest,
    store: async (value, at) => {
      const search = read(value.searchUrl)
      if (!search) return { fieldErrors: { searchUrl: SAVED_SEARCH_MESSAGES.search } }
      const rows = await execute(
        payload,
        requestAlertSql(
          SAVED_SEARCH_TABLES,
          {
            email: value.email,
            target: search.url,
            extra: { title: search.title },
            sendToSales: value.sendToSales,
            linkSeed: newSeed(),
          },
          at,
          CONFIRMATION_JOB,
        ),
      )
      return { jobId: Number(rows[0]?.job_id) }
    },
  })
}
