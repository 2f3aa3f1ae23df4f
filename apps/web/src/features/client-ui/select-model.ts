/** The options of a Select: flat, or grouped under a heading (antd's `options` shape). */
export interface SelectOption<V> {
  value: V;
  label: string;
  disabled?: boolean;
  /** More text a search matches besides the label (a city's name in the other language, its other names). */
  keywords?: string;
}
export interface SelectGroup<V> {
  label: string;
  options: readonly SelectOption<V>[];
}
export type SelectOptions<V> = readonly (SelectOption<V> | SelectGroup<V>)[];

/** One row of the open list: a group heading or an option. */
export type SelectRow<V> =
  | { kind: 'group'; key: string; label: string }
  | { kind: 'option'; key: string; value: V; label: string; disabled: boolean; grouped: boolean };

const isGroup = <V>(item: SelectOption<V> | SelectGroup<V>): item is SelectGroup<V> => 'options' in item;

/** The rows shown for a search text: options whose label or keywords contain it (any case), under their group heading. */
export function visibleRows<V>(options: SelectOptions<V>, search: string, isDisabled?: (value: V) => boolean) {
  const needle = search.trim().toLocaleLowerCase();
  const rows: SelectRow<V>[] = [];
  const option = (o: SelectOption<V>, grouped: boolean): SelectRow<V> => ({
    kind: 'option',
    key: String(o.value),
    value: o.value,
    label: o.label,
    disabled: Boolean(o.disabled) || Boolean(isDisabled?.(o.value)),
    grouped,
  });
  const matches = (o: SelectOption<V>) =>
    !needle ||
    o.label.toLocaleLowerCase().includes(needle) ||
    Boolean(o.keywords?.toLocaleLowerCase().includes(needle));
  options.forEach((item, index) => {
    if (!isGroup(item)) {
      if (matches(item)) rows.push(option(item, false));
      return;
    }
    const shown = item.options.filter(matches);
    if (shown.length === 0) return;
    rows.push({ kind: 'group', key: `group-${index}`, label: item.label });
    for (const o of shown) rows.push(option(o, true));
  });
  return rows;
}

/** Every option, groups flattened (to find the label of a chosen value). */
export function flatOptions<V>(options: SelectOptions<V>): SelectOption<V>[] {
  return options.flatMap((item) => (isGroup(item) ? [...item.options] : [item]));
}

/**
 * The option the arrow keys move to from `from` (an index into rows, -1 for none): the next enabled option in
 * the direction, wrapping around; -1 when none is enabled.
 */
export function stepActive<V>(rows: readonly SelectRow<V>[], from: number, step: 1 | -1): number {
  const count = rows.length;
  for (let i = 1; i <= count; i++) {
    const index = (((from + step * i) % count) + count) % count;
    const row = rows[index];
    if (row?.kind === 'option' && !row.disabled) return index;
  }
  return -1;
}

/** The option active when the list opens or the search changes: the chosen one if shown and enabled, else the first enabled. */
export function initialActive<V>(rows: readonly SelectRow<V>[], chosen: V | undefined): number {
  if (chosen !== undefined) {
    const index = rows.findIndex((row) => row.kind === 'option' && !row.disabled && row.value === chosen);
    if (index >= 0) return index;
  }
  return stepActive(rows, -1, 1);
}

/** The height of every row of the open list (a heading or an option: 5 + 22 + 5 px, ui.module.css). */
export const ROW_HEIGHT = 32;
/** Lists longer than this draw only the rows in view (the city finder holds thousands of cities). */
export const WINDOW_FROM = 150;
const OVERSCAN = 8;

/**
 * Which rows of a long list to draw for the list's scroll position: those in view and a few either side; the rest
 * are space. Short lists are drawn whole.
 */
export function rowWindow(count: number, scrollTop: number, viewport: number) {
  if (count <= WINDOW_FROM) return { first: 0, last: count, before: 0, after: 0 };
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + OVERSCAN);
  return { first, last, before: first * ROW_HEIGHT, after: (count - last) * ROW_HEIGHT };
}

/** The scroll position that brings row `index` into a view of `viewport` px scrolled to `scrollTop`. */
export function scrollToRow(index: number, scrollTop: number, viewport: number) {
  const top = index * ROW_HEIGHT;
  if (top < scrollTop) return top;
  if (top + ROW_HEIGHT > scrollTop + viewport) return top + ROW_HEIGHT - viewport;
  return scrollTop;
}
