/**
 * `npm test`: the whole suite: unit, integration (Local API on a throwaway Postgres database) and
 * end-to-end (the built app in Debian's Chromium). Two lanes run side by side (decision 0280): unit
 * then integration in one; in the other the build, then the end-to-end files split between
 * runners that each have their own server and database. Each line of output names its runner; each
 * runner prints its own summary; the last line adds them up as "tests: N passed, N failed".
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { missingDebianPackages } from './lib/suite-requirements'
import { prepareProcessEnv } from './lib/process-env'
import { startEmbeddedCluster } from './lib/embedded-db'
import { run, runLabelled } from './lib/run'
import { buildIsCurrent } from './lib/build-fingerprint'
import { durationsFromReport, splitByDuration } from './lib/test-shards'
import { failuresOf, outcomeOf, type Outcome, type VitestReport } from './lib/test-outcome'
import { OWN_PROCESS_INT_FILES } from '../tests/support/int-projects'

const root = path.resolve(import.meta.dirname, '..')
const resultsDir = path.join(root, '.data', 'test-results')
/** Seconds each end-to-end file took in a recorded run; `npm run test:durations` refreshes it. */
const DURATIONS_FILE = path.join(root, 'tests', 'e2e', 'durations.json')
/** End-to-end runners side by side (decision 0280); `TEST_E2E_RUNNERS=1` runs them in one. */
const E2E_RUNNERS = Math.max(1, Number(process.env.TEST_E2E_RUNNERS || 2))
mkdirSync(resultsDir, { recursive: true })
prepareProcessEnv()

/**
 * The Debian packages the suites need (scripts/lib/suite-requirements.ts: Chromium for e2e,
 * postgresql-client for int), installed here when missing: `npm test` alone must pass on a fresh
 * machine (README; issue 35). .ci/run installs nothing itself, so CI checks that this is enough.
 */
function ensureDebianPackages(projects: string[]): void {
  const need = missingDebianPackages(projects)
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
// `--serial`: one runner at a time, as before decision 0280 (for reading one log top to bottom).
const PROJECTS = ['unit', 'int', 'e2e']
const args = process.argv.slice(2)
const serial = args.includes('--serial') || process.env.TEST_SERIAL === '1'
const requested = args.filter((arg) => PROJECTS.includes(arg))
const filters = args.filter((arg) => !PROJECTS.includes(arg) && arg !== '--serial')
const projects = requested.length ? requested : PROJECTS
ensureDebianPackages(projects)

// One Postgres for the whole run; every runner makes its own database on it.
const cluster = process.env.DATABASE_URL ? null : await startEmbeddedCluster()
if (cluster) process.env.DATABASE_URL = cluster.url('postgres')

/** What failed, runner by runner, printed again above the last line. */
const failureLines: string[] = []

/** One vitest runner; its JSON report decides what it counts. */
async function vitest(project: string, files: string[], report: string, label?: string): Promise<Outcome> {
  rmSync(report, { force: true })
  const vitestArgs = [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    project,
    ...files,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]
  const options = { cwd: root, env: process.env }
  const code = label
    ? await runLabelled(label, process.execPath, vitestArgs, options)
    : await run(process.execPath, vitestArgs, options)
  const parsed = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as VitestReport) : null
  const outcome = outcomeOf(code, parsed)
  const named = failuresOf(parsed, root)
  failureLines.push(...named.map((line) => `[${label ?? project}] ${line}`))
  if (outcome.failed > 0 && named.length === 0)
    failureLines.push(
      `[${label ?? project}] the runner failed (exit ${code}) with no failed test named (a set-up that threw, an unhandled error): see its output`,
    )
  return outcome
}

/**
 * The end-to-end files split between runners by their recorded durations (decision 0280). Each runner
 * is its own vitest process with its own server, database, SMTP server and Conversions API stub (its
 * global set-up), so no file sees another's mail, leads or settings. The app is built once, first.
 */
async function endToEnd(label: boolean): Promise<Outcome[]> {
  const runners = serial || filters.length > 0 ? 1 : E2E_RUNNERS
  if (!buildIsCurrent(root)) {
    console.log('[e2e] building the app…')
    const buildArgs = [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts']
    const code = label
      ? await runLabelled('build', process.execPath, buildArgs, { cwd: root })
      : await run(process.execPath, buildArgs, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
    if (code !== 0) return [{ passed: 0, failed: 1, code }]
  }
  if (runners === 1) return [await vitest('e2e', filters, path.join(resultsDir, 'e2e.json'), label ? 'e2e' : undefined)]
  const durations = recordedDurations()
  const shards = splitByDuration(testFiles('tests/e2e', '.e2e.test.ts'), durations, runners)
  shards.forEach((shard, i) =>
    console.log(
      `[e2e ${i + 1}/${shards.length}] ${shard.files.length} files, about ${Math.round(shard.seconds)} s recorded`,
    ),
  )
  const outcomes = await Promise.all(
    shards.map((shard, i) =>
      vitest('e2e', shard.files, path.join(resultsDir, `e2e-${i + 1}.json`), `e2e ${i + 1}/${shards.length}`),
    ),
  )
  recordDurations(shards.map((_, i) => path.join(resultsDir, `e2e-${i + 1}.json`)))
  return outcomes
}

/** The committed record; without it (or unreadable) every file weighs the same. */
function recordedDurations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>
  } catch {
    console.warn(`[e2e] ${path.relative(root, DURATIONS_FILE)} missing or unreadable: files split by count`)
    return {}
  }
}

/** Test files under `dir` (relative to the project), by their ending. */
function testFiles(dir: string, ending: string): string[] {
  const found: string[] = []
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(root, sub), { withFileTypes: true })) {
      const rel = `${sub}/${entry.name}`
      if (entry.isDirectory()) walk(rel)
      else if (entry.name.endsWith(ending)) found.push(rel)
    }
  }
  walk(dir)
  return found
}

/** This run's durations beside the committed record: `npm run test:durations` copies them over it. */
function recordDurations(reports: string[]): void {
  const durations: Record<string, number> = {}
  for (const report of reports)
    if (existsSync(report))
      Object.assign(durations, durationsFromReport(JSON.parse(readFileSync(report, 'utf8')), root))
  writeFileSync(path.join(resultsDir, 'e2e-durations.json'), `${JSON.stringify(sortedKeys(durations), null, 2)}\n`)
}

function sortedKeys(record: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)))
}

/**
 * Integration: the files that share one process, then those that set an environment of their own,
 * each in a fresh one (tests/support/int-projects.ts, decision 0291). With file filters, only the
 * project whose files a filter names is started (vitest matches a filter anywhere in the path).
 */
async function integration(label: boolean): Promise<Outcome[]> {
  const own = new Set(OWN_PROCESS_INT_FILES)
  const named = filters.map((f) => path.relative(root, path.resolve(root, f)))
  const wanted = testFiles('tests/int', '.int.test.ts').filter(
    (file) => named.length === 0 || named.some((f) => file.includes(f)),
  )
  if (wanted.length === 0) {
    console.error(`[int] no integration test file matches ${filters.join(' ')}`)
    return [{ passed: 0, failed: 1, code: 1 }]
  }
  const outcomes: Outcome[] = []
  for (const [project, runs] of [
    ['int', wanted.some((file) => !own.has(file))],
    ['int-own-process', wanted.some((file) => own.has(file))],
  ] as const)
    if (runs)
      outcomes.push(
        await vitest(project, filters, path.join(resultsDir, `${project}.json`), label ? project : undefined),
      )
  return outcomes
}

/** Unit then integration, in one lane; the end-to-end lane (build, then its runners) beside it. */
async function fastLane(label: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  if (projects.includes('unit'))
    outcomes.push(await vitest('unit', filters, path.join(resultsDir, 'unit.json'), label ? 'unit' : undefined))
  if (projects.includes('int')) outcomes.push(...(await integration(label)))
  return outcomes
}

const started = Date.now()
const wantsE2e = projects.includes('e2e')
const sideBySide = !serial && wantsE2e && projects.some((p) => p !== 'e2e')
const outcomes = sideBySide
  ? (await Promise.all([fastLane(true), endToEnd(true)])).flat()
  : [...(await fastLane(false)), ...(wantsE2e ? await endToEnd(!serial && filters.length === 0) : [])]
await cluster?.stop()
const passed = outcomes.reduce((sum, o) => sum + o.passed, 0)
const failed = outcomes.reduce((sum, o) => sum + o.failed, 0)
const exitCode = outcomes.find((o) => o.code !== 0)?.code ?? 0
if (failureLines.length > 0) console.log(`\nFailed:\n${failureLines.map((line) => `  ${line}`).join('\n')}`)
console.log(`\ntests: ${passed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`)
// The counted failures decide too (scripts/lib/test-outcome.ts: vitest can exit 0 on a failed run).
process.exit(exitCode || (failed > 0 ? 1 : 0))
