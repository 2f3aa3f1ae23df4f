import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_POLL_MS } from './notice-channel';
import { startNoticePolling } from './notice-polling';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notice polling (SPEC §7 Notices, §9)', () => {
  it('loads every 6000 ms', async () => {
    const load = vi.fn().mockResolvedValue({});
    const polling = startNoticePolling({ load });
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS * 2);
    expect(load).toHaveBeenCalledTimes(3);
    polling.stop();
  });

  it('stops for good after a failed load', async () => {
    const error = new Error('down');
    const load = vi.fn().mockResolvedValueOnce({}).mockRejectedValueOnce(error).mockResolvedValue({});
    const onStop = vi.fn();
    const polling = startNoticePolling({ load, onStop });
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS * 2);
    expect(load).toHaveBeenCalledTimes(2);
    expect(onStop).toHaveBeenCalledWith(error);
    expect(polling.stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS * 5);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('skips a tick while the previous load is still running', async () => {
    let finish: (value: unknown) => void = () => {};
    const load = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const polling = startNoticePolling({ load });
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS * 3);
    expect(load).toHaveBeenCalledTimes(1);
    finish({});
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS);
    expect(load).toHaveBeenCalledTimes(2);
    polling.stop();
  });

  it('does nothing once stopped', async () => {
    const load = vi.fn().mockResolvedValue({});
    startNoticePolling({ load }).stop();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS * 3);
    expect(load).not.toHaveBeenCalled();
  });
});
