/**
 * `npm run build`: a production build of the site and admin. Pages read the database only at
 * request time, so the build needs no database.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { prepareProcessEnv } from './lib/process-env'
import { runOrExit } from './lib/run'
import { sourceFingerprint, FINGERPRINT_FILE } from './lib/build-fingerprint'

const root = path.resolve(import.meta.dirname, '..')
prepareProcessEnv()
const fingerprint = sourceFingerprint(root)
const started = Date.now()
await runOrExit(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: process.env.DATABASE_URL || 'postgres://build:build@127.0.0.1:1/build',
  },
})
writeFileSync(path.join(root, FINGERPRINT_FILE), fingerprint)
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(0)} s`)
