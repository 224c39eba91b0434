/**
 * Readiness, apart from liveness (issue 35; decision 0303). GET /api/health says the process is
 * alive and reaches Postgres; GET /api/ready says this instance should be sent traffic: the database
 * answers, every migration this code ships has been applied, and the inventory has been read once.
 * The answer is 200 or 503 (with which check fails), never anything else.
 */
export const READINESS_CHECKS = ['database', 'migrations', 'inventory'] as const
export type ReadinessCheck = (typeof READINESS_CHECKS)[number]
export type CheckResult = { ok: true } | { ok: false; reason: string }
export type ReadinessChecks = Record<ReadinessCheck, CheckResult>

export type ReadinessAnswer = {
  status: 200 | 503
  body: { ready: boolean; failing: ReadinessCheck[]; checks: Record<ReadinessCheck, string> }
}

/**
 * The migrations this code ships that the database has not applied, in the code's order. A
 * migration the database has and this code does not know (a newer instance ran it during a rolling
 * deploy) does not count: the older code still works against the schema it expects.
 */
export function pendingMigrations(shipped: readonly string[], applied: readonly string[]): string[] {
  const done = new Set(applied)
  return shipped.filter((name) => !done.has(name))
}

export function readinessAnswer(checks: ReadinessChecks): ReadinessAnswer {
  const failing = READINESS_CHECKS.filter((name) => !checks[name].ok)
  const said = Object.fromEntries(
    READINESS_CHECKS.map((name) => {
      const result = checks[name]
      return [name, result.ok ? 'ok' : result.reason]
    }),
  ) as Record<ReadinessCheck, string>
  return { status: failing.length === 0 ? 200 : 503, body: { ready: failing.length === 0, failing, checks: said } }
}
