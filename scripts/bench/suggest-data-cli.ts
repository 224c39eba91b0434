/**
 * `tsx scripts/bench/suggest-data-cli.ts <file of typed texts, one a line>` with DATABASE_URL set:
 * the header search's suggestions through the data functions alone (scripts/bench/suggest.ts), as
 * JSON on the last line: per text (reading the words, matching, ranking, the URLs) in microseconds,
 * and per inventory snapshot (the counts, the index) in milliseconds.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { loadPayload, closePayload } from '../lib/payload-instance'
import { coldStats } from './cold'

// src/data is marked server-only (it must never reach a browser bundle); this process is a server.
const require = createRequire(import.meta.url)
const serverOnly = require.resolve('server-only')
require.cache[serverOnly] = { id: serverOnly, filename: serverOnly, loaded: true, exports: {} } as NodeJS.Module
const { loadInventoryVocabulary } = await import('../../src/data/inventory/vocabulary')
const { loadInventorySnapshot } = await import('../../src/data/inventory/snapshot-store')
const { loadSuggestCounts, snapshotSuggestCounts } = await import('../../src/data/inventory/suggest')
const { buildSuggestIndex, findSuggestions, readSuggestQuery } = await import('../../src/domain/inventory')

const texts = readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean)
const payload = await loadPayload()
const settings = await payload.findGlobal({ slug: 'dealership-settings', depth: 0 })
const vocab = await loadInventoryVocabulary((settings.liveConditions ?? ['used']) as string[])
const snapshot = await loadInventorySnapshot()
const audience = { privateUnlocked: false }
const time = <T>(run: () => T): [T, number] => {
  const t = performance.now()
  const out = run()
  return [out, performance.now() - t]
}

const countRuns: number[] = []
const indexRuns: number[] = []
let counts = snapshot ? snapshotSuggestCounts(snapshot, vocab, audience) : await loadSuggestCounts(vocab, audience)
for (let i = 0; i < 5; i++) {
  if (snapshot) {
    const [c, ms] = time(() => snapshotSuggestCounts(snapshot, vocab, audience))
    counts = c
    countRuns.push(ms)
  }
  const input = {
    vocabulary: vocab.vocabulary,
    labels: { makes: vocab.labels.makes, models: vocab.labels.models, features: vocab.labels.features },
  }
  indexRuns.push(time(() => buildSuggestIndex(input))[1])
}
const index = buildSuggestIndex({
  vocabulary: vocab.vocabulary,
  labels: { makes: vocab.labels.makes, models: vocab.labels.models, features: vocab.labels.features },
})
const suggest = (text: string) => {
  const q = readSuggestQuery(text)
  return q.ok ? findSuggestions(index, q.words, counts) : []
}
for (const text of texts) suggest(text) // warm-up: V8 optimises the matcher first
const perText: number[] = []
for (let round = 0; round < 5; round++) for (const text of texts) perText.push(time(() => suggest(text))[1] * 1000)
await closePayload(payload)
console.log(
  JSON.stringify({
    perText: coldStats(perText),
    counts: coldStats(countRuns),
    index: coldStats(indexRuns),
    fromSnapshot: snapshot !== null,
  }),
)
process.exit(0)
