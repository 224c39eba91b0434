import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SUITE_PROGRAMS } from './suite-requirements'

/**
 * Issue 35: `npm test` failed on a fresh machine because the tests ran `xmllint`, which nothing
 * installed. Every program a test or test helper runs must be one `npm test` brings itself
 * (suite-requirements.ts); this reads the test code for the programs it starts.
 */
const root = path.resolve(import.meta.dirname, '..', '..')

/** Programs named in the source: started by child_process with a literal name, or by a /usr/bin path. */
export function programsRunBy(source: string): string[] {
  const found = new Set<string>()
  for (const m of source.matchAll(/\b(?:execFileSync|execFile|spawnSync|spawn|execSync|exec)\(\s*['"`]([^'"`\s]+)/g))
    found.add(path.basename(m[1]))
  for (const m of source.matchAll(/['"`]\/(?:usr\/)?(?:local\/)?s?bin\/([\w.+-]+)/g)) found.add(m[1])
  return [...found]
}

function files(dir: string, keep: (file: string) => boolean): string[] {
  const out: string[] = []
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...files(rel, keep))
    } else if (keep(rel)) out.push(rel)
  }
  return out
}

describe('the test suite runs only programs npm test installs (issue 35)', () => {
  it('finds the programs a source starts (the check has teeth)', () => {
    expect(programsRunBy("execFileSync('/usr/bin/xmllint', ['--noout'])")).toEqual(['xmllint'])
    expect(programsRunBy("spawn('tar', args)")).toEqual(['tar'])
    expect(programsRunBy("const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'")).toEqual(['chromium'])
    expect(programsRunBy('spawn(process.execPath, args)')).toEqual([])
  })

  it('every program the tests and their helpers start is listed in suite-requirements.ts', () => {
    const sources = [
      ...files('tests', (f) => /\.(ts|mjs)$/.test(f)),
      ...files('src', (f) => f.endsWith('.test.ts')),
      ...files('scripts', (f) => f.endsWith('.test.ts') && !f.endsWith('suite-requirements.test.ts')),
    ]
    expect(sources.length).toBeGreaterThan(100)
    const unlisted = sources.flatMap((file) =>
      programsRunBy(readFileSync(path.join(root, file), 'utf8'))
        .filter((program) => !(program in SUITE_PROGRAMS))
        .map((program) => `${file}: ${program}`),
    )
    expect(unlisted).toEqual([])
  })
})
