/**
 * Which database each command uses (README "Configuration"):
 * - start / production: DATABASE_URL, or the embedded cluster's `dealership` database; migrations only.
 * - dev: DEV_DATABASE_URL, or `<name>_dev` beside the production database; schema push.
 * - tests: a throwaway `test_<id>` database per run on the same server, migrated, then dropped.
 * Keeping push and migrations in separate databases is what stops Payload from asking its
 * interactive "data loss" question at start-up (../shared/STACK-NOTES.md).
 */
import { startEmbeddedCluster, ensureDatabase, type EmbeddedCluster } from './embedded-db'

export type Purpose = 'production' | 'dev' | 'test'

export type DatabaseHandle = {
  url: string
  serverUrl: string
  cluster?: EmbeddedCluster
  release: () => Promise<void>
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres'
}

export async function openDatabase(purpose: Purpose, testName?: string): Promise<DatabaseHandle> {
  const external = process.env.DATABASE_URL
  let cluster: EmbeddedCluster | undefined
  let baseUrl: string
  if (external) {
    baseUrl = external
  } else {
    cluster = await startEmbeddedCluster()
    baseUrl = cluster.url('dealership')
  }
  let url = baseUrl
  if (purpose === 'dev') url = process.env.DEV_DATABASE_URL || withDatabase(baseUrl, `${databaseName(baseUrl)}_dev`)
  if (purpose === 'test') url = withDatabase(baseUrl, testName ?? `test_${process.pid}_${Date.now().toString(36)}`)
  // The production database on an external server is the operator's to create.
  if (!(external && purpose === 'production')) await ensureDatabase(url, databaseName(url))
  return {
    url,
    serverUrl: baseUrl,
    cluster,
    release: async () => {
      if (cluster?.startedHere) await cluster.stop()
    },
  }
}
