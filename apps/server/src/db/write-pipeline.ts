/**
 * Writes that overlap with other work (a batch goes to the database while the next one is being parsed) but can
 * never outlive the transaction they belong to. A pipeline is owned by one transaction callback
 * (`inWritePipeline`, used by `data/transactional.ts` for every transaction): whatever way the callback ends,
 * its in-flight write has settled before the callback's promise does, so before COMMIT or ROLLBACK; a write
 * queued after that is refused. Callers cannot forget to wait: there is nothing to wait for at a call site.
 */
export interface WritePipeline {
  /**
   * Queues a write. Waits for the write before it (at most one is in flight: they share one connection
   * anyway), throws that write's failure if it failed, then starts this one and returns without waiting for it.
   */
  write(run: () => Promise<void>): Promise<void>;
  /** Waits for the write in flight and throws its failure, if any. */
  drain(): Promise<void>;
}

/** A write queued after the pipeline's transaction ended (a programming error, never a client's). */
export class PipelineClosedError extends Error {
  constructor() {
    super('write refused: its transaction has already ended');
    this.name = 'PipelineClosedError';
  }
}

/**
 * Runs `body` with a pipeline of its own. On return, the writes are drained (a failure of one fails the body);
 * on a throw, the write in flight is awaited (its own failure ignored: the body's error is the answer) before
 * the error goes on. Either way the pipeline is closed first, so nothing new can start.
 */
export async function inWritePipeline<T>(body: (pipe: WritePipeline) => Promise<T>): Promise<T> {
  let closed = false;
  /** The body threw: writes queued but not started are dropped. */
  let aborted = false;
  let failure: { error: unknown } | undefined;
  /** Every write queued so far, chained; never rejects (failures are kept in `failure`). */
  let tail: Promise<void> = Promise.resolve();
  const check = () => {
    if (failure) throw failure.error;
  };
  const pipe: WritePipeline = {
    async write(run) {
      if (closed) throw new PipelineClosedError();
      check();
      const previous = tail;
      // Starts once the write before it settled, unless one failed or the body threw meanwhile.
      tail = previous
        .then(() => (failure || aborted ? undefined : run()))
        .catch((error: unknown) => {
          failure ??= { error };
        });
      await previous;
      check();
    },
    async drain() {
      await tail;
      check();
    },
  };
  let result: T;
  try {
    result = await body(pipe);
  } catch (error) {
    closed = true;
    aborted = true;
    await tail;
    throw error;
  }
  closed = true;
  await tail;
  check();
  return result;
}
