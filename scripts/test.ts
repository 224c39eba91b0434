/**
 * `npm test`: the whole suite, in the order that fails fastest: unit, integration (Local API on a
 * throwaway Postgres database), end-to-end (the built app in Debian's Chromium). Each runner
 * prints its own summary; the last line adds them up as "tests: N passed, N failed".
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { prepareProcessEnv } from './lib/process-env'
import { startEmbeddedCluster } from './lib/embedded-db'
import { run } from './lib/run'

const root = path.resolve(import.meta.dirname, '..')
const resultsDir = path.join(root, '.data', 'test-results')
mkdirSync(resultsDir, { recursive: true })
prepareProcessEnv()

function hasPgDump(): boolean {
  try {
    execFileSync('pg_dump', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** Debian packages the suites need: Chromium (e2e) and postgresql-client (the backup test, int). */
function ensureDebianPackages(projects: string[]): void {
  const need: string[] = []
  if (projects.includes('e2e') && !existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium'))
    need.push('chromium', 'libxml2-utils')
  if (projects.includes('int') && !hasPgDump()) need.push('postgresql-client')
  if (need.length === 0) return
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing Debian packages: run "sudo apt-get install -y ${need.join(' ')}" (or set CHROMIUM_PATH), then npm test again.`,
    )
    process.exit(1)
  }
  console.log(`Installing ${need.join(', ')} from Debian (apt-get)…`)
  execFileSync('apt-get', ['update'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', ...need], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

// `npm test -- e2e tests/e2e/journeys/attribution`: project names, then optional file filters.
const PROJECTS = ['unit', 'int', 'e2e']
const args = process.argv.slice(2)
const requested = args.filter((arg) => PROJECTS.includes(arg))
const filters = args.filter((arg) => !PROJECTS.includes(arg))
const projects = requested.length ? requested : PROJECTS
ensureDebianPackages(projects)

// One Postgres for the whole run; every suite makes its own database on it.
const cluster = process.env.DATABASE_URL ? null : await startEmbeddedCluster()
if (cluster) process.env.DATABASE_URL = cluster.url('postgres')

let passed = 0
let failed = 0
let exitCode = 0
for (const project of projects) {
  const report = path.join(resultsDir, `${project}.json`)
  const code = await run(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      project,
      ...filters,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    {
      cwd: root,
      env: process.env,
    },
  )
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number
      numFailedTests: number
      numTotalTests: number
      numFailedTestSuites?: number
    }
    passed += json.numPassedTests
    // A suite whose beforeAll throws reports its tests as skipped, not failed (and vitest may still
    // exit 0): the failed suites count too, so that such a run can never look green.
    failed += json.numFailedTests || json.numFailedTestSuites || (code !== 0 ? 1 : 0)
  } else if (code !== 0) {
    failed += 1
  }
  if (code !== 0) exitCode = code
}
await cluster?.stop()
console.log(`\ntests: ${passed} passed, ${failed} failed`)
// vitest can exit 0 after a close timeout even with failures: the counted failures decide too.
process.exit(exitCode || (failed > 0 ? 1 : 0))
