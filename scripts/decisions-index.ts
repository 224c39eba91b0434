/**
 * `npm run docs:decisions`: writes docs/decisions/README.md, the index of the decision records, from
 * the records themselves (scripts/lib/decision-records.ts). `npm run check:generated` fails when the
 * committed index differs from what this writes.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { DECISION_INDEX, decisionIndex } from './lib/decision-records'

const root = path.resolve(import.meta.dirname, '..')
const { text, problems } = decisionIndex(root)
writeFileSync(path.join(root, DECISION_INDEX), text)
if (problems.length > 0) {
  console.error(`${DECISION_INDEX} written, but some records need a fix:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`${DECISION_INDEX} written`)
