import type { TestProject } from 'vitest/node'
import { createTestDatabase } from './test-database'
import { migrateAndSeed } from './prepare-database'
import { prepareProcessEnv } from '../../scripts/lib/process-env'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    mediaDir: string
  }
}

/** One migrated, seeded database for the integration run; dropped afterwards. */
export default async function setup(project: TestProject) {
  prepareProcessEnv()
  const db = await createTestDatabase('int')
  await migrateAndSeed(db.url, 40, db.mediaDir)
  project.provide('databaseUrl', db.url)
  project.provide('mediaDir', db.mediaDir)
  return async () => {
    await db.drop()
  }
}
