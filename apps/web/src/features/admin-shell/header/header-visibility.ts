/** SPEC §4, §9: with auto-hide on, the header hides once the page has scrolled beyond 100 px. */
export const HEADER_HIDE_THRESHOLD_PX = 100;

/**
 * Whether the header shows after a scroll from `previous` to `current`: scrolling up shows it, scrolling
 * down past the threshold hides it, and near the top it always shows.
 */
export function headerVisibleAfterScroll(previous: number, current: number, visible: boolean): boolean {
  if (current <= HEADER_HIDE_THRESHOLD_PX) return true;
  if (current < previous) return true;
  if (current > previous) return false;
  return visible;
}
