/**
 * A throwaway database for one test run: created on the server of DATABASE_URL (the orchestrator
 * points it at the embedded cluster), migrated with the committed migrations, seeded, then dropped.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from '../../scripts/lib/database'
import { dropDatabase } from '../../scripts/lib/embedded-db'

export type TestDatabase = { url: string; mediaDir: string; drop: () => Promise<void> }

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `test_${label}_${process.pid}_${Date.now().toString(36)}`
  const db = await openDatabase('test', name)
  const mediaDir = path.join('.data', 'test-media', name)
  return {
    url: db.url,
    mediaDir,
    drop: async () => {
      // Resumes go beside the media folder, to "<MEDIA_DIR>-private" (README "Configuration").
      for (const dir of [mediaDir, `${mediaDir}-private`]) rmSync(dir, { recursive: true, force: true })
      await dropDatabase(db.serverUrl, new URL(db.url).pathname.slice(1)).catch(() => undefined)
      await db.release()
    },
  }
}
