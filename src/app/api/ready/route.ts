import { readinessAnswer, type ReadinessChecks } from '@/domain/operations/readiness'
import { checkReadiness } from '@/services/readiness/check'
import { NO_STORE, RETRY_SOON } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

/**
 * GET /api/ready: readiness, apart from GET /api/health's liveness (issue 35, decision 0303). 200
 * when the database answers, the migrations are current and the inventory has been read once;
 * otherwise 503 with Retry-After and which check fails. Never cached, never a 500. Docker's health
 * check and docker-compose's start order use it (docs/operations.md).
 */
export async function GET(): Promise<Response> {
  let checks: ReadinessChecks
  try {
    checks = await checkReadiness()
  } catch {
    const reason = 'the check itself failed'
    checks = { database: { ok: false, reason }, migrations: { ok: false, reason }, inventory: { ok: false, reason } }
  }
  const { status, body } = readinessAnswer(checks)
  return Response.json(body, {
    status,
    headers: { ...NO_STORE, ...(status === 503 ? RETRY_SOON : {}) },
  })
}
