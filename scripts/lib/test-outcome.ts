/**
 * What one vitest runner of `npm test` counts (scripts/test.ts), from its exit code and its JSON
 * report. Nothing counts as green unless tests ran and the report says so:
 * - a suite whose beforeAll throws reports its tests as skipped, not failed (and vitest may still
 *   exit 0), so failed suites count as failures;
 * - a global set-up that throws (a database that refused the connection) leaves a report with no
 *   test at all and `success: false`, and vitest has been seen to exit 0 after it;
 * - vitest can exit 0 after a close timeout even with failures.
 */
export type Outcome = { passed: number; failed: number; code: number }

export type VitestReport = {
  numTotalTests: number
  numPassedTests: number
  numFailedTests: number
  numFailedTestSuites?: number
  success?: boolean
}

export function outcomeOf(code: number, report: VitestReport | null): Outcome {
  if (report === null) return { passed: 0, failed: code !== 0 ? 1 : 0, code }
  const unsound = code !== 0 || report.success === false || report.numTotalTests === 0
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests || report.numFailedTestSuites || (unsound ? 1 : 0),
    code,
  }
}
