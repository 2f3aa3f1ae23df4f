import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built product in Debian's Chromium. Files run one at a time (2 cores). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
