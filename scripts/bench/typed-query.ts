/**
 * Issue 38: reading a typed query costs at most 1 ms at p95 against the 50,000-vehicle vocabulary.
 * In process, no database: the demo generator's 50,000 vehicles (the seed's own `generateVehicle`)
 * give the vocabulary the app builds (makes, models, trims, features, stores), and a wider
 * synthetic one (80 makes, 2,000 models, 5,000 trims, 400 features) shows the headroom for a real
 * inventory's spread of names. `npx tsx scripts/bench/typed-query.ts`; figures in docs/benchmarks.md.
 */
import { performance } from 'node:perf_hooks'
import { buildQueryIndex, buildVocabulary, readTypedQuery, type QueryVocabularyInput } from '@/domain/inventory'
import { generateVehicle } from '@/seed/data/vehicles'

const QUERIES = [
  'suv',
  'red suv',
  'camry 2019',
  '2019 or newer honda',
  'truck under 300 a month',
  'chevy trucks under 25k',
  'toyta rav4 under 20k',
  'hnoda crv with leather',
  'sunroof and heated seats',
  'suv with third row under 30000',
  'ford f 150 4x4 2018-2020',
  'between 10 and 15 thousand sedan',
  '$15,000 or less',
  'under 60k miles',
  'honda accord sport',
  'dodge ram 1500',
  'volkswagon golf hatchback',
  'used cars for sale near me in moline',
  'chevorlet silverado under 80k miles 2017 and up',
  'blue book value of my trade',
  'jeep grand cherokee limited awd',
  'minivan with backup camera and bluetooth',
  'subaro outback 2016 or newer under $18k',
  'mercedes benz c class',
]

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: s[s.length - 1] }
}

function bench(name: string, input: QueryVocabularyInput) {
  const t0 = performance.now()
  const index = buildQueryIndex(input)
  const built = performance.now() - t0
  for (let i = 0; i < 2000; i++) readTypedQuery(QUERIES[i % QUERIES.length], index)
  const samples: number[] = []
  for (let round = 0; round < 400; round++) {
    for (const q of QUERIES) {
      const start = performance.now()
      readTypedQuery(q, index)
      samples.push(performance.now() - start)
    }
  }
  const s = stats(samples)
  const terms = index.phrases.size
  console.log(
    `${name}: ${terms} phrases, index built in ${built.toFixed(1)} ms; ${samples.length} reads: ` +
      `p50 ${(s.p50 * 1000).toFixed(0)} µs, p95 ${(s.p95 * 1000).toFixed(0)} µs, p99 ${(s.p99 * 1000).toFixed(0)} µs, max ${s.max.toFixed(2)} ms`,
  )
}

const demo = Array.from({ length: 50_000 }, (_, i) => generateVehicle(i, [1, 2, 3, 4], () => []))
bench('demo inventory, 50,000 vehicles', {
  vocabulary: buildVocabulary({
    vehicles: demo,
    features: [...new Set(demo.flatMap((v) => [...v.standardFeatures, ...v.optionalFeatures]))],
    stores: ['rockford', 'moline', 'merrillville', 'davenport'],
    conditions: ['used'],
  }),
  trims: [...new Set(demo.map((v) => v.trim))],
})

const letters = 'abcdefghijklmnopqrstuvwxyz'
const word = (n: number, len: number) =>
  Array.from({ length: len }, (_, i) => letters[(n * 7 + i * 13 + ((n >> i) & 7)) % 26]).join('')
const wide = Array.from({ length: 2000 }, (_, i) => ({
  make: `${word(i % 80, 6)}`,
  model: `${word(i + 100, 5 + (i % 6))}`,
}))
bench('wide vocabulary (80 makes, 2,000 models, 5,000 trims, 400 features)', {
  vocabulary: buildVocabulary({
    vehicles: [...wide, ...demo.slice(0, 1000)],
    features: [
      ...Array.from({ length: 400 }, (_, i) => `${word(i + 5000, 7)} ${word(i + 9000, 5)}`),
      'Leather Seats',
      'Sunroof',
    ],
    stores: ['rockford', 'moline', 'merrillville', 'davenport'],
    conditions: ['used'],
  }),
  trims: Array.from({ length: 5000 }, (_, i) => word(i + 20000, 3 + (i % 8))),
})
