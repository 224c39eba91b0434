import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { OWN_PROCESS_INT_FILES } from './tests/support/int-projects'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
  // graphql 16 ships CJS (main) and ESM (module) builds; Node loads Payload's copy as CJS, so our
  // source must get the same build or graphql refuses "a schema from another realm".
  graphql: path.resolve(import.meta.dirname, 'node_modules/graphql/index.js'),
}

/** What both integration projects share: the migrated, seeded database of their global set-up. */
const integration = {
  environment: 'node' as const,
  include: ['tests/int/**/*.int.test.ts'],
  globalSetup: ['tests/support/int-global-setup.ts'],
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'int',
          exclude: OWN_PROCESS_INT_FILES,
          // One process and one module graph for every file: Payload's config, schema and database
          // connection load once instead of once per file (about 10 s each on two cores). Every file
          // therefore shares one environment, set before the first file loads the config.
          isolate: false,
          setupFiles: [
            'tests/support/int-setup.ts',
            'tests/support/lead-test-env.ts',
            'tests/support/settings-leak-check.ts',
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'int-own-process',
          include: OWN_PROCESS_INT_FILES,
          setupFiles: ['tests/support/int-setup.ts', 'tests/support/settings-leak-check.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          setupFiles: ['tests/support/settings-leak-check.ts'],
          fileParallelism: false,
          // expect.poll's own default is 1 s. A page that changes after a server round trip (a
          // refresh after unlocking, a price after a store change) takes longer than that while the
          // whole suite runs on two cores; a poll that names its own timeout keeps it.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
