/**
 * Migrates and seeds a database in a child process (Payload reads its config from the environment
 * once, so each database gets a fresh process).
 */
import path from 'node:path'
import { run } from '../../scripts/lib/run'

const root = path.resolve(import.meta.dirname, '..', '..')

/** `env`: more variables for the seed, e.g. S3_* so seeded images go to the bucket (scale-out test). */
export async function migrateAndSeed(
  databaseUrl: string,
  vehicles: number,
  mediaDir: string,
  env: Record<string, string> = {},
): Promise<void> {
  const code = await run(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/migrate.ts', '--seed-if-empty'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        MIGRATE_TARGET_READY: '1',
        SEED_VEHICLES: String(vehicles),
        MEDIA_DIR: mediaDir,
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  if (code !== 0) throw new Error(`migrating and seeding ${databaseUrl} failed (exit ${code})`)
}
