import { describe, expect, it } from 'vitest';
import { HEADER_HIDE_THRESHOLD_PX, headerVisibleAfterScroll } from './header-visibility';

describe('auto-hiding header (SPEC §4: beyond 100 px)', () => {
  it('shows near the top whatever the direction', () => {
    expect(HEADER_HIDE_THRESHOLD_PX).toBe(100);
    expect(headerVisibleAfterScroll(0, 100, true)).toBe(true);
    expect(headerVisibleAfterScroll(300, 80, false)).toBe(true);
  });

  it('hides when scrolling down past 100 px and shows again when scrolling up', () => {
    expect(headerVisibleAfterScroll(90, 101, true)).toBe(false);
    expect(headerVisibleAfterScroll(400, 600, true)).toBe(false);
    expect(headerVisibleAfterScroll(600, 590, false)).toBe(true);
  });

  it('keeps its state when the position did not change', () => {
    expect(headerVisibleAfterScroll(500, 500, false)).toBe(false);
    expect(headerVisibleAfterScroll(500, 500, true)).toBe(true);
  });
});
