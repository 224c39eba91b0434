import { describe, expect, it } from 'vitest'
import { outcomeOf, type Outcome, type VitestReport } from './test-outcome'

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
