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
  testResults?: Array<{
    name: string
    status?: string
    message?: string
    assertionResults?: Array<{ fullName?: string; title: string; status: string; failureMessages?: string[] }>
  }>
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

/**
 * One line per failed test or failed file, "path > test name: first line of the error", for the
 * end of `npm test`'s output: a CI log is often read from its tail, and with two lanes interleaved
 * the runners' own FAIL blocks can sit thousands of lines above it.
 */
export function failuresOf(report: VitestReport | null, root: string): string[] {
  const lines: string[] = []
  for (const file of report?.testResults ?? []) {
    const where = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failedTests)
      lines.push(`${where} > ${test.fullName || test.title}${firstLine(test.failureMessages?.[0])}`)
    if (failedTests.length === 0 && file.status === 'failed') lines.push(`${where}${firstLine(file.message)}`)
  }
  return lines
}

function firstLine(message: string | undefined): string {
  const line = message
    ?.split('\n')
    .find((l) => l.trim() !== '')
    ?.trim()
  if (!line) return ''
  return `: ${line.length > 200 ? `${line.slice(0, 199)}…` : line}`
}
