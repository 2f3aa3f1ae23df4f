import { describe, expect, it } from 'vitest';
import { inWritePipeline, PipelineClosedError, type WritePipeline } from '../src/db/write-pipeline.js';

/** A write that finishes when told to, and says whether it ran and finished. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const state = { started: false, finished: false };
  const run = async () => {
    state.started = true;
    await opened;
    state.finished = true;
  };
  return { run, open, state };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('write pipeline (issue 15: no write outlives its transaction)', () => {
  it('overlaps one write with the body, one at a time, in order', async () => {
    const order: string[] = [];
    const a = gate();
    const b = gate();
    await inWritePipeline(async (pipe) => {
      await pipe.write(async () => {
        order.push('a start');
        await a.run();
        order.push('a end');
      });
      expect(a.state.started).toBe(true);
      order.push('body goes on');
      const second = pipe.write(async () => {
        order.push('b start');
        await b.run();
        order.push('b end');
      });
      await tick();
      expect(b.state.started).toBe(false); // waits for a
      a.open();
      await second;
      b.open();
    });
    expect(order).toEqual(['a start', 'body goes on', 'a end', 'b start', 'b end']);
  });

  it('a body that throws returns only after the write in flight settled, and drops queued ones', async () => {
    const inFlight = gate();
    const queued = gate();
    let done = false;
    const run = inWritePipeline(async (pipe) => {
      await pipe.write(inFlight.run);
      void pipe.write(queued.run).catch(() => undefined);
      throw new Error('bad last row');
    }).finally(() => {
      done = true;
    });
    await tick();
    expect(done).toBe(false); // the transaction cannot end yet
    inFlight.open();
    await expect(run).rejects.toThrow('bad last row');
    expect(inFlight.state.finished).toBe(true);
    expect(queued.state.started).toBe(false);
  });

  it('a body that returns without draining still waits for every write', async () => {
    const w = gate();
    let done = false;
    const run = inWritePipeline(async (pipe) => {
      await pipe.write(w.run);
      return 'ok';
    }).then((v) => {
      done = true;
      return v;
    });
    await tick();
    expect(done).toBe(false);
    w.open();
    expect(await run).toBe('ok');
    expect(w.state.finished).toBe(true);
  });

  it("a failed write fails the next write, the drain and the body's result", async () => {
    await expect(
      inWritePipeline(async (pipe) => {
        await pipe.write(async () => {
          throw new Error('disk full');
        });
        await expect(pipe.write(async () => undefined)).rejects.toThrow('disk full');
        await expect(pipe.drain()).rejects.toThrow('disk full');
        return 'never';
      }),
    ).rejects.toThrow('disk full');
    // Unawaited at the end: the result still fails.
    await expect(
      inWritePipeline(async (pipe) => {
        await pipe.write(async () => {
          throw new Error('lost connection');
        });
        return 'never';
      }),
    ).rejects.toThrow('lost connection');
  });

  it('refuses writes once its body has ended', async () => {
    let kept: WritePipeline | undefined;
    await inWritePipeline(async (pipe) => {
      kept = pipe;
    });
    let ran = false;
    await expect(
      kept?.write(async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(PipelineClosedError);
    expect(ran).toBe(false);
  });
});
