/**
 * Every program outside Node that the test suite runs, and the Debian package `npm test` installs it
 * from when it is missing (scripts/test.ts). `npm test` on a fresh machine must bring all of them
 * itself (issue 35: the ADF and sitemap checks ran `xmllint`, which nothing installed, and 36 tests
 * failed there); .ci/run installs nothing, so CI finds such a gap too. suite-requirements.test.ts
 * fails on a test or test helper that runs a program missing here.
 *
 * `projects`: the suites that need it; `present`: how to tell it is there.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export type SuiteProgram = {
  /** The Debian package that brings it; null for a program every Debian machine has (Essential: yes). */
  debianPackage: string | null
  projects: ReadonlyArray<'unit' | 'int' | 'e2e'>
  present: () => boolean
}

function runs(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** pg_dump and pg_restore come with postgresql-client; `pg_dump --version`, not `command -v`: Debian's /usr/bin/pg_dump is a wrapper that exists without any client version behind it. */
const postgresClient: SuiteProgram = {
  debianPackage: 'postgresql-client',
  projects: ['int'],
  present: () => runs('pg_dump', ['--version']),
}

export const SUITE_PROGRAMS: Readonly<Record<string, SuiteProgram>> = {
  // The browser of the end-to-end tests (tests/support/browser.ts).
  chromium: { debianPackage: 'chromium', projects: ['e2e'], present: () => existsSync(CHROMIUM_EXECUTABLE) },
  // The backup and restore test (issue 16).
  pg_dump: postgresClient,
  pg_restore: postgresClient,
  // The full-disk fault mounts a small tmpfs for the outbox (tests/int/outbox-disk-full.int.test.ts;
  // it needs root and reports itself skipped without); mount and umount come with util-linux and
  // mount, both Priority required in Debian.
  mount: { debianPackage: 'mount', projects: ['int'], present: () => runs('mount', ['--version']) },
  umount: { debianPackage: 'mount', projects: ['int'], present: () => runs('umount', ['--version']) },
  // The restore test packs a media folder; tar is Essential in Debian.
  tar: { debianPackage: null, projects: ['int'], present: () => runs('tar', ['--version']) },
}

/** The Debian packages the given suites still need on this machine. */
export function missingDebianPackages(projects: readonly string[]): string[] {
  const need = new Set<string>()
  for (const program of Object.values(SUITE_PROGRAMS))
    if (program.debianPackage && program.projects.some((p) => projects.includes(p)) && !program.present())
      need.add(program.debianPackage)
  return [...need]
}
