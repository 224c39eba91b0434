import { afterAll, beforeAll, inject } from 'vitest'
import { settingsDifferences, snapshotSettings, type SettingsSnapshot } from './settings-snapshot'

/**
 * Runs around every integration and end-to-end test file (vitest setupFiles): the settings and
 * globals after the file must equal those before it, so no file passes or fails because of what an
 * earlier one left behind (issue 36). A file restores what it changes in `finally`, or works on
 * data of its own and removes it.
 */
const databaseUrl = inject('e2eDatabaseUrl') ?? inject('databaseUrl')
let before: SettingsSnapshot | undefined

beforeAll(async () => {
  before = await snapshotSettings(databaseUrl)
})

afterAll(async () => {
  if (!before) return
  const differences = settingsDifferences(before, await snapshotSettings(databaseUrl))
  if (differences.length > 0) {
    throw new Error(`This file left settings changed for the files after it:\n${differences.join('\n')}`)
  }
})
