import { describe, expect, it } from 'vitest'
import { heapFromMetrics, memoryVerdict } from './mix'

describe('heapFromMetrics: the heap and outside-heap memory in GET /api/metrics', () => {
  const both = [
    '# HELP nodejs_heap_size_used_bytes Process heap size used from Node.js in bytes.',
    '# TYPE nodejs_heap_size_used_bytes gauge',
    'nodejs_heap_size_used_bytes 356515840',
    'nodejs_heap_size_total_bytes 503316480',
    'nodejs_external_memory_bytes 26214400',
  ].join('\n')
  it.each([
    ['both gauges', both, { heapUsedMb: 340, externalMb: 25 }],
    ['a total is not the used size', 'nodejs_heap_size_total_bytes 503316480\nnodejs_external_memory_bytes 1', null],
    ['the external gauge missing', 'nodejs_heap_size_used_bytes 356515840', null],
    ['a value that is not a number', 'nodejs_heap_size_used_bytes NaN\nnodejs_external_memory_bytes 1', null],
    ['not metrics at all (an error page)', '<html>503</html>', null],
  ])('%s', (_case, text, expected) => {
    expect(heapFromMetrics(text)).toEqual(expected)
  })
})

describe('memoryVerdict: resting memory climbing from round to round', () => {
  const rounds = (...idle: Array<number | null>) => ({ before: 500, rounds: idle.map((i) => ({ after: i, idle: i })) })
  it.each([
    ['level after the warm-up', rounds(1156, 818, 701, 667), true],
    ['within 10 % overall', rounds(600, 640, 659), true],
    ['climbing past 10 %', rounds(584, 650, 771), false],
    ['one round only', rounds(600), null],
    ['a reading missing', rounds(600, null), null],
  ])('%s', (_case, rss, met) => {
    expect(memoryVerdict(rss).met).toBe(met)
  })
})
