import { AppError } from '../../errors.js';

/** 503 when every slot stayed taken for the whole wait; the reply says when to try again (Retry-After). */
export class BusyError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('uploadsBusy', 503, [{ field: 'file', message: 'uploadsBusy' }]);
  }
}

interface Waiter {
  take: () => void;
  timer: NodeJS.Timeout;
}

let max = 2;
let waitMs = 10_000;
let active = 0;
const waiting: Waiter[] = [];

/** How many spreadsheets this process reads at once, and how long an extra one waits for a turn. */
export function setParseSlots(settings: { concurrency: number; waitSeconds: number }) {
  max = settings.concurrency;
  waitMs = settings.waitSeconds * 1000;
}

export const parseSlotsInUse = () => ({ active, waiting: waiting.length });

function release() {
  const next = waiting.shift();
  if (next) {
    clearTimeout(next.timer);
    next.take(); // the slot passes straight on: `active` stays the same
  } else active -= 1;
}

/**
 * Takes one of the process's parsing slots, waiting up to the set time (first come, first served); gives back
 * the function that returns it (call it exactly once). Past the wait: BusyError (503, Retry-After).
 */
export function takeParseSlot(): Promise<() => void> {
  let released = false;
  const giveBack = () => {
    if (released) return;
    released = true;
    release();
  };
  if (active < max) {
    active += 1;
    return Promise.resolve(giveBack);
  }
  return new Promise((resolve, reject) => {
    const waiter: Waiter = {
      take: () => resolve(giveBack),
      timer: setTimeout(() => {
        const at = waiting.indexOf(waiter);
        if (at >= 0) waiting.splice(at, 1);
        reject(new BusyError(Math.max(5, Math.ceil(waitMs / 1000))));
      }, waitMs),
    };
    waiting.push(waiter);
  });
}
