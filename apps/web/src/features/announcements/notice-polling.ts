import { NOTICE_POLL_MS } from './notice-channel';

export interface NoticePolling {
  stop(): void;
  readonly stopped: boolean;
}

/**
 * Loads the bell's list every 6000 ms (SPEC §7, §9), the fallback of the live channel. A load that fails
 * stops the polling for good (SPEC §4, §8 "Notice load failure stops polling"); a tick is skipped while
 * the previous load is still running.
 */
export function startNoticePolling(options: {
  load: () => Promise<unknown>;
  intervalMs?: number;
  onStop?: (error: unknown) => void;
}): NoticePolling {
  let busy = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (busy || stopped) return;
    busy = true;
    options
      .load()
      .catch((error: unknown) => {
        if (stopped) return;
        polling.stop();
        options.onStop?.(error);
      })
      .finally(() => {
        busy = false;
      });
  }, options.intervalMs ?? NOTICE_POLL_MS);

  const polling: NoticePolling = {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
    get stopped() {
      return stopped;
    },
  };
  return polling;
}
