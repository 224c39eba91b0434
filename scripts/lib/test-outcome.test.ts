import { describe, expect, it } from 'vitest'
import { failuresOf, outcomeOf, type Outcome, type VitestReport } from './test-outcome'

const report = (fields: Partial<VitestReport>): VitestReport => ({
  numTotalTests: 10,
  numPassedTests: 10,
  numFailedTests: 0,
  numFailedTestSuites: 0,
  success: true,
  ...fields,
})

describe('outcomeOf', () => {
  it.each<{ name: string; code: number; report: VitestReport | null; expected: Outcome }>([
    { name: 'all passed', code: 0, report: report({}), expected: { passed: 10, failed: 0, code: 0 } },
    {
      name: 'failed tests counted as they are',
      code: 1,
      report: report({ numPassedTests: 7, numFailedTests: 3, success: false }),
      expected: { passed: 7, failed: 3, code: 1 },
    },
    {
      name: 'a suite whose beforeAll threw (its tests skipped), vitest exiting 0',
      code: 0,
      report: report({ numPassedTests: 6, numFailedTestSuites: 1, success: false }),
      expected: { passed: 6, failed: 1, code: 0 },
    },
    {
      name: 'a global set-up that threw: no test ran, vitest exiting 0',
      code: 0,
      report: report({ numTotalTests: 0, numPassedTests: 0, success: false }),
      expected: { passed: 0, failed: 1, code: 0 },
    },
    {
      name: 'no test ran even though the report says success',
      code: 0,
      report: report({ numTotalTests: 0, numPassedTests: 0 }),
      expected: { passed: 0, failed: 1, code: 0 },
    },
    {
      name: 'an unhandled error after passing tests',
      code: 0,
      report: report({ success: false }),
      expected: { passed: 10, failed: 1, code: 0 },
    },
    {
      name: 'a non-zero exit with every test passed',
      code: 1,
      report: report({}),
      expected: { passed: 10, failed: 1, code: 1 },
    },
    { name: 'no report, exit 1', code: 1, report: null, expected: { passed: 0, failed: 1, code: 1 } },
  ])('$name', ({ code, report, expected }) => {
    expect(outcomeOf(code, report)).toEqual(expected)
  })
})

describe('failuresOf', () => {
  const root = '/repo'
  it('names each failed test with its file and the first line of its error, and each file that failed with no failed test', () => {
    const failed = report({
      success: false,
      testResults: [
        {
          name: '/repo/tests/e2e/page-cache.e2e.test.ts',
          status: 'failed',
          assertionResults: [
            { title: 'ok', fullName: 'page cache ok', status: 'passed' },
            {
              title: 'a bot asks first',
              fullName: 'page cache a bot asks first',
              status: 'failed',
              failureMessages: ["\nAssertionError: expected 'miss' to be 'hit'\n    at stack"],
            },
          ],
        },
        { name: '/repo/tests/int/leads.int.test.ts', status: 'passed', assertionResults: [] },
        { name: '/repo/tests/int/setup.int.test.ts', status: 'failed', message: 'beforeAll: connection refused' },
      ],
    })
    expect(failuresOf(failed, root)).toEqual([
      "tests/e2e/page-cache.e2e.test.ts > page cache a bot asks first: AssertionError: expected 'miss' to be 'hit'",
      'tests/int/setup.int.test.ts: beforeAll: connection refused',
    ])
  })

  it('is empty for a run that passed, and for no report', () => {
    expect(failuresOf(report({ testResults: [{ name: '/repo/a.test.ts', status: 'passed' }] }), root)).toEqual([])
    expect(failuresOf(null, root)).toEqual([])
  })
})
