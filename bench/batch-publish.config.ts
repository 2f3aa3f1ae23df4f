import { defineConfig } from 'vitest/config';

/** bench/batch-publish.bench.ts on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    name: 'bench',
    include: ['bench/batch-publish.bench.ts'],
    env: { DB_ENGINE: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 900_000,
    hookTimeout: 120_000,
  },
});
