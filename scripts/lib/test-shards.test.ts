import { describe, expect, it } from 'vitest'
import { durationsFromReport, splitByDuration } from './test-shards'

type Row = {
  name: string
  files: string[]
  durations: Record<string, number>
  runners: number
  expected: Array<{ files: string[]; seconds: number }>
}

describe('splitByDuration', () => {
  it.each<Row>([
    {
      name: 'the longest file alone, the rest together',
      files: ['a', 'b', 'c', 'd'],
      durations: { a: 170, b: 60, c: 50, d: 40 },
      runners: 2,
      expected: [
        { files: ['a'], seconds: 170 },
        { files: ['b', 'c', 'd'], seconds: 150 },
      ],
    },
    {
      name: 'balanced pairs',
      files: ['a', 'b', 'c', 'd'],
      durations: { a: 10, b: 9, c: 8, d: 7 },
      runners: 2,
      expected: [
        { files: ['a', 'd'], seconds: 17 },
        { files: ['b', 'c'], seconds: 17 },
      ],
    },
    {
      name: 'an unknown file weighs the median',
      files: ['new', 'a', 'b', 'c'],
      durations: { a: 30, b: 20, c: 10 },
      runners: 2,
      expected: [
        { files: ['a', 'c'], seconds: 40 },
        { files: ['b', 'new'], seconds: 40 },
      ],
    },
    {
      name: 'more runners than files',
      files: ['a'],
      durations: { a: 5 },
      runners: 3,
      expected: [{ files: ['a'], seconds: 5 }],
    },
    {
      name: 'one runner keeps every file',
      files: ['b', 'a'],
      durations: {},
      runners: 1,
      expected: [{ files: ['a', 'b'], seconds: 2 }],
    },
    { name: 'no files', files: [], durations: { a: 1 }, runners: 2, expected: [] },
    {
      name: 'a duplicate file runs once',
      files: ['a', 'a', 'b'],
      durations: { a: 2, b: 1 },
      runners: 2,
      expected: [
        { files: ['a'], seconds: 2 },
        { files: ['b'], seconds: 1 },
      ],
    },
  ])('$name', ({ files, durations, runners, expected }) => {
    expect(splitByDuration(files, durations, runners)).toEqual(expected)
  })

  it('gives the same split whatever order the files are listed in', () => {
    const durations = { a: 3, b: 3, c: 3, d: 1 }
    expect(splitByDuration(['d', 'c', 'b', 'a'], durations, 2)).toEqual(
      splitByDuration(['a', 'b', 'c', 'd'], durations, 2),
    )
  })
})

describe('durationsFromReport', () => {
  it('names files from the project root and rounds to a tenth of a second', () => {
    const report = {
      testResults: [
        { name: '/repo/tests/e2e/a.e2e.test.ts', startTime: 1000, endTime: 13_460 },
        { name: '/elsewhere/b.e2e.test.ts', startTime: 0, endTime: 40 },
      ],
    }
    expect(durationsFromReport(report, '/repo')).toEqual({
      'tests/e2e/a.e2e.test.ts': 12.5,
      '/elsewhere/b.e2e.test.ts': 0,
    })
  })
})
