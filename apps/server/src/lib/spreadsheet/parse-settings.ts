import type { Config } from '../../config.js';
import { setParseLimits } from './parse-limits.js';
import { setParseSlots } from './parse-slots.js';

type ParseConfig = Pick<
  Config,
  | 'UPLOAD_MAX_INFLATED_MB'
  | 'UPLOAD_MAX_ROWS'
  | 'UPLOAD_MAX_CELLS'
  | 'UPLOAD_MAX_SECONDS'
  | 'UPLOAD_PARSE_CONCURRENCY'
  | 'UPLOAD_PARSE_WAIT_SECONDS'
>;

/** Applies the UPLOAD_MAX_* and UPLOAD_PARSE_* settings to this process's spreadsheet reading (buildApp). */
export function applyParseSettings(config: ParseConfig) {
  setParseLimits({
    inflatedBytes: config.UPLOAD_MAX_INFLATED_MB * 1024 * 1024,
    rows: config.UPLOAD_MAX_ROWS,
    cells: config.UPLOAD_MAX_CELLS,
    millis: config.UPLOAD_MAX_SECONDS * 1000,
  });
  setParseSlots({ concurrency: config.UPLOAD_PARSE_CONCURRENCY, waitSeconds: config.UPLOAD_PARSE_WAIT_SECONDS });
}
