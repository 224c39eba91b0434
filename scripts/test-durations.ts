/**
 * `npm run test:durations`: copies the end-to-end durations of the last full `npm test` run
 * (.data/test-results/e2e-durations.json) over tests/e2e/durations.json, which `npm test` uses to
 * split the files between its runners (decision 0280). Run it after adding or slowing a test file.
 */
import { copyFileSync, existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const recorded = path.join(root, '.data', 'test-results', 'e2e-durations.json')
if (!existsSync(recorded)) {
  console.error('No recorded durations: run `npm test` (or `npm test -- e2e`) first.')
  process.exit(1)
}
copyFileSync(recorded, path.join(root, 'tests', 'e2e', 'durations.json'))
console.log('tests/e2e/durations.json updated')
