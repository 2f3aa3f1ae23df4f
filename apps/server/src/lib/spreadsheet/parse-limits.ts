import type { MessageKey } from '@csp/contract';
import { AppError } from '../../errors.js';

/** How much one uploaded spreadsheet may make the server read (settings UPLOAD_MAX_*, config.ts). */
export interface ParseLimits {
  /** Bytes a workbook's zip may unpack to: declared sizes are checked before inflating, real bytes while. */
  inflatedBytes: number;
  rows: number;
  cells: number;
  /** Wall time of reading one file, in milliseconds (time spent writing its rows counts too). */
  millis: number;
}

export const defaultParseLimits: ParseLimits = {
  inflatedBytes: 400 * 1024 * 1024,
  rows: 2_000_000,
  cells: 20_000_000,
  millis: 180_000,
};

let current: ParseLimits = defaultParseLimits;

/** Sets the limits of this instance (buildApp, from the settings). */
export function setParseLimits(limits: ParseLimits) {
  current = limits;
}

export const parseLimits = () => current;

/** A file past one of the limits: 413 with the limit's key, on the `file` field. */
export const overLimit = (key: MessageKey) => new AppError(key, 413, [{ field: 'file', message: key }]);

/**
 * What one file has used of the limits. The reader counts rows and cells as it hands them over and inflated
 * bytes as they come out of the zip; each count also looks at the clock, so a slow file stops mid-way.
 */
export function parseBudget(limits: ParseLimits = current) {
  const started = performance.now();
  let rows = 0;
  let cells = 0;
  let inflated = 0;
  const clock = () => {
    if (performance.now() - started > limits.millis) throw overLimit('fileParseTimeout');
  };
  return {
    limits,
    /** One row of `width` cells read. */
    row(width: number) {
      rows += 1;
      cells += width;
      if (rows > limits.rows) throw overLimit('fileTooManyRows');
      if (cells > limits.cells) throw overLimit('fileTooManyCells');
      if ((rows & 0xff) === 0) clock();
    },
    /** Would a row of `width` cells pass the cell limit? (asked before a very long row is made) */
    fits(width: number) {
      if (cells + width > limits.cells) throw overLimit('fileTooManyCells');
    },
    /** Bytes really inflated from a workbook's zip. */
    inflated(bytes: number) {
      inflated += bytes;
      if (inflated > limits.inflatedBytes) throw overLimit('fileInflatedTooLarge');
      clock();
    },
    clock,
  };
}
export type ParseBudget = ReturnType<typeof parseBudget>;
