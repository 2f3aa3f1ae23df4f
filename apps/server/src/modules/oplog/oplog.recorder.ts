import { cleanDeep } from '../../lib/clean-text.js';
import type { OpLogInsert } from './oplog.repository.js';

export interface OpLogRecorderOptions {
  /** Writes one batch (a multi-row insert). */
  write(rows: OpLogInsert[]): Promise<void>;
  onError(error: unknown, lost: number): void;
  flushMs?: number;
  batchSize?: number;
  /** Rows held at most while the database is slow or away; the oldest go first. */
  maxBuffered?: number;
}

/**
 * The operation log's write-behind buffer: a request only appends to an array after its reply has gone;
 * the rows are inserted in batches a second later (or at once when a batch is full), and on close.
 */
export function opLogRecorder(options: OpLogRecorderOptions) {
  const flushMs = options.flushMs ?? 1000;
  const batchSize = options.batchSize ?? 500;
  const maxBuffered = options.maxBuffered ?? 20_000;
  let buffer: OpLogInsert[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  /**
   * A batch the database refused row by row, so one bad row costs only itself: a row refused for its data
   * (SQLSTATE class 22 or 23) is tried once more with its text cleaned (NUL, lone surrogates → U+FFFD), then
   * reported; any other failure (the database away) reports the rest of the batch as lost at once.
   */
  async function oneByOne(batch: OpLogInsert[], batchError: unknown) {
    if (!isDataError(batchError)) return options.onError(batchError, batch.length);
    for (const [i, row] of batch.entries()) {
      try {
        await options.write([row]);
      } catch (error) {
        if (!isDataError(error)) return options.onError(error, batch.length - i);
        try {
          await options.write([cleanDeep(row)]);
        } catch (again) {
          options.onError(again, 1);
        }
      }
    }
  }

  async function drain() {
    while (buffer.length) {
      const batch = buffer.slice(0, batchSize);
      buffer = buffer.slice(batch.length);
      try {
        await options.write(batch);
      } catch (error) {
        await oneByOne(batch, error);
      }
    }
  }

  /** Writes everything buffered so far; concurrent calls queue behind each other. */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    running = running.then(drain);
    return running;
  }

  return {
    add(row: OpLogInsert) {
      buffer.push(row);
      if (buffer.length > maxBuffered) {
        const lost = buffer.length - maxBuffered;
        buffer.splice(0, lost);
        options.onError(new Error('operation log buffer full'), lost);
      }
      if (closed || buffer.length >= batchSize) void flush();
      else timer ??= setTimeout(() => void flush(), flushMs).unref();
    },
    flush,
    get buffered() {
      return buffer.length;
    },
    async close() {
      closed = true;
      await flush();
    },
  };
}
export type OpLogRecorder = ReturnType<typeof opLogRecorder>;

/** A data exception or an integrity violation (SQLSTATE class 22 or 23), here or in an error's causes. */
function isDataError(error: unknown): boolean {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth += 1) {
    if (typeof e.code === 'string' && /^2[23]/.test(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
