import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/test/**/*.test.ts'];
const postgres = process.env.TEST_DATABASE_URL;

/**
 * Unit and API tests. The server's API tests run on PGlite and, when TEST_DATABASE_URL is set,
 * again on PostgreSQL; each test file gets its own fresh database.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'pglite',
          include: [...serverTests, 'apps/web/src/**/*.test.ts', 'packages/**/*.test.ts', 'scripts/**/*.test.ts'],
          env: { DB_ENGINE: 'pglite' },
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'postgres',
                include: serverTests,
                env: { DB_ENGINE: 'postgres' },
                globalSetup: ['apps/server/test/global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
