import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built product in Debian's Chromium. Files run one at a time (2 cores). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    // A failed test's report carries the product's recent log (`support/failure-log.ts`).
    setupFiles: ['e2e/support/failure-log.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // What a page shows after an action can take seconds on a loaded 2-core machine (a live region cleared and
    // filled again, a redraw): expect.poll waits up to 10 s, not Vitest's 1 s, unless a test says otherwise.
    expect: { poll: { timeout: 10_000 } },
  },
});
