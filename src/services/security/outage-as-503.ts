import { payloadClient } from '@/data/payload'
import { pingDatabase } from '@/server/db/health'
import { unavailable } from '@/server/http/responses'

type Handler<A extends unknown[]> = (request: Request, ...args: A) => Promise<Response>

/** The words of the 503, in Payload's error shape so the admin's and a client's error handling read it. */
export const OUTAGE_MESSAGE = 'The database is not answering for a moment. Please try again in a few seconds.'

/** True when the database answers within a second (the health check's ping). */
export async function databaseAnswers(): Promise<boolean> {
  try {
    const payload = await payloadClient()
    await Promise.race([
      pingDatabase(payload),
      new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 1000)),
    ])
    return true
  } catch {
    return false
  }
}

/**
 * Payload's REST and GraphQL handlers answer 500 when the database is away (a restart, a failover,
 * a server started before its database): Payload turns the connection error into its generic 500.
 * That is the server's fault in name only, and a 500 tells a client not to retry. When a handler
 * answers 500 or throws, the database is asked once; if it does not answer, the answer is 503 with
 * Retry-After and no-store (ARCHITECTURE.md "never a 500"; README "Database restarts"), as the
 * lead intake and /api/health already answer. A 500 with the database up is left as it was: that
 * one is a real bug, and hiding it would help no one.
 */
export function withDatabaseOutageAs503<A extends unknown[]>(
  handler: Handler<A>,
  answers: () => Promise<boolean> = databaseAnswers,
): Handler<A> {
  return async (request, ...args) => {
    let response: Response
    try {
      response = await handler(request, ...args)
    } catch (err) {
      if (await answers()) throw err
      return unavailable({ errors: [{ message: OUTAGE_MESSAGE }] })
    }
    if (response.status !== 500 || (await answers())) return response
    return unavailable({ errors: [{ message: OUTAGE_MESSAGE }] })
  }
}
