/**
 * Secrets for a machine with no configuration: generated once under .data/ and reused, so
 * `npm install && npm start` needs no manual step. Production sets them in the environment.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

export function readOrCreateLocalSecret(name: string, bytes = 32): string {
  const file = path.resolve(process.cwd(), '.data', `${name}.secret`)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const value = randomBytes(bytes).toString('hex')
  writeFileSync(file, value, { mode: 0o600 })
  return value
}
