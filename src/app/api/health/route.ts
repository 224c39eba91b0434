import { payloadClient } from '@/data/payload'
import { pingDatabase } from '@/server/db/health'
import { NO_STORE, unavailable } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

/** 200 when the database answers within two seconds, 503 otherwise (issue 2). */
export async function GET(): Promise<Response> {
  const started = Date.now()
  try {
    const payload = await payloadClient()
    await Promise.race([
      pingDatabase(payload),
      new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 2000)),
    ])
    return Response.json({ status: 'ok', database: 'up', ms: Date.now() - started }, { headers: NO_STORE })
  } catch (err) {
    return unavailable({ status: 'unavailable', database: 'down', reason: (err as Error).message })
  }
}
