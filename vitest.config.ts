import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
  // graphql 16 ships CJS (main) and ESM (module) builds; Node loads Payload's copy as CJS, so our
  // source must get the same build or graphql refuses "a schema from another realm".
  graphql: path.resolve(import.meta.dirname, 'node_modules/graphql/index.js'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.int.test.ts'],
          globalSetup: ['tests/support/int-global-setup.ts'],
          setupFiles: ['tests/support/int-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/support/e2e-global-setup.ts'],
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
