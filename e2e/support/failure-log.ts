import { beforeEach } from 'vitest';
import { runningProductOutput } from './product.js';

/** Lines of the last part of a product's log a failed test's report shows. */
const tailLines = 60;

/** A line that tells of a failure: a warning or an error, or an answer of status 400 or above. */
function isTrouble(line: string): boolean {
  return /"level":(4|5|6)\d/.test(line) || /"statusCode":[45]\d\d/.test(line);
}

/**
 * Set up for every browser test file (`e2e/vitest.config.ts`): when a test fails, its report carries what the running
 * product logged (`product.ts` keeps the last part of it): every warning, error and answer of status 400 or above, then
 * the last lines. A failure seen once in CI can then be read from the run's output instead of guessed at.
 */
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    for (const { url, output } of runningProductOutput()) {
      const lines = output.split('\n').filter((line) => line.trim() !== '');
      const trouble = lines.filter(isTrouble);
      console.error(
        [
          `--- product ${url}: ${trouble.length} warnings, errors and failed answers in its recent log ---`,
          ...trouble.slice(-tailLines),
          `--- product ${url}: its last ${Math.min(tailLines, lines.length)} log lines ---`,
          ...lines.slice(-tailLines),
        ].join('\n'),
      );
    }
  });
});
