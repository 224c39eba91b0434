/**
 * A hash of everything `next build` reads, so `npm start` rebuilds only when the source changed.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const INPUTS = [
  'src',
  'public',
  'migrations',
  'payload.config.ts',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
]

function walk(file: string, hash: ReturnType<typeof createHash>): void {
  if (!existsSync(file)) return
  if (statSync(file).isDirectory()) {
    for (const entry of readdirSync(file).sort()) walk(path.join(file, entry), hash)
    return
  }
  hash.update(file)
  hash.update(readFileSync(file))
}

export function sourceFingerprint(root: string): string {
  const hash = createHash('sha256')
  for (const input of INPUTS) walk(path.join(root, input), hash)
  return hash.digest('hex')
}

export const FINGERPRINT_FILE = path.join('.next', 'source-fingerprint')

export function buildIsCurrent(root: string): boolean {
  const file = path.join(root, FINGERPRINT_FILE)
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || !existsSync(file)) return false
  return readFileSync(file, 'utf8').trim() === sourceFingerprint(root)
}
