import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import {
  CheckOutlined,
  CloseCircleFilled,
  CloseOutlined,
  DownOutlined,
  LoadingOutlined,
  SearchOutlined,
} from './icon-shapes';
import {
  flatOptions,
  initialActive,
  rowWindow,
  type SelectOption,
  type SelectOptions,
  type SelectRow,
  scrollToRow,
  stepActive,
  visibleRows,
  WINDOW_FROM,
} from './select-model';
import styles from './ui.module.css';

type Value = string | number;

interface BaseProps<V extends Value> {
  id?: string;
  'data-testid'?: string;
  className?: string;
  options?: SelectOptions<V>;
  placeholder?: ReactNode;
  /** A spinner in place of the arrow while the options load. */
  loading?: boolean;
  /** Typing filters the options by label (antd's `showSearch` with `optionFilterProp="label"`). */
  showSearch?: boolean;
  optionFilterProp?: 'label';
  /** Shown in the open list when no option matches. */
  notFoundContent?: ReactNode;
  onFocus?: () => void;
  onOpenChange?: (open: boolean) => void;
}

interface SingleProps<V extends Value> extends BaseProps<V> {
  mode?: undefined;
  value?: V | null;
  allowClear?: false;
  onChange?: (value: V) => void;
}

interface ClearableProps<V extends Value> extends BaseProps<V> {
  mode?: undefined;
  value?: V | null;
  /** A clear button shows on hover; clearing calls onChange(undefined). */
  allowClear: true;
  onChange?: (value: V | undefined) => void;
}

interface MultipleProps<V extends Value> extends BaseProps<V> {
  mode: 'multiple';
  value?: readonly V[];
  /** At most this many values; the other options are disabled once it is reached. */
  maxCount?: number;
  onChange?: (values: V[]) => void;
}

export type SelectProps<V extends Value> = SingleProps<V> | ClearableProps<V> | MultipleProps<V>;
export type { SelectOption, SelectOptions };

/**
 * A select box that looks and behaves like antd's Select for what the client area uses: single or multiple
 * choice, search by label, grouped options, disabled options, a clear button, a loading state. It follows the
 * ARIA combobox pattern (the text box owns a listbox; arrow keys, Enter, Escape, Backspace removes the last
 * chosen value) and renders antd's class names (`ant-select-…`), so styles and tests written for antd's Select
 * apply; its look comes from `ui.module.css`.
 */
export function Select<V extends Value>(props: SelectProps<V>) {
  const { t } = useTranslation('client');
  const { options = [], showSearch = false, loading = false, placeholder, notFoundContent } = props;
  const multiple = props.mode === 'multiple';
  const chosen: readonly V[] = multiple
    ? (props.value ?? [])
    : props.value === undefined || props.value === null
      ? []
      : [props.value];
  const maxCount = multiple ? props.maxCount : undefined;
  const full = maxCount !== undefined && chosen.length >= maxCount;

  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [above, setAbove] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const listbox = useRef<HTMLDivElement>(null);
  const listId = useId();

  const rowsFor = (text: string) =>
    visibleRows(options, showSearch ? text : '', full ? (value: V) => !chosen.includes(value) : undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowsFor reads exactly these
  const rows = useMemo(() => rowsFor(search), [options, search, showSearch, full, chosen.join('\u0000')]);
  const activeIndex = rows.findIndex((row) => row.kind === 'option' && row.key === activeKey);
  const labels = useMemo(() => new Map(flatOptions(options).map((o) => [o.value, o.label])), [options]);

  const activate = (all: readonly SelectRow<V>[], index: number) => {
    const row = all[index];
    setActiveKey(row?.kind === 'option' ? row.key : null);
  };

  const openList = () => {
    if (open) return;
    const box = root.current?.getBoundingClientRect();
    if (box) {
      const below = window.innerHeight - box.bottom;
      setAbove(below < 280 && box.top > below);
    }
    setOpen(true);
    activate(rows, initialActive(rows, multiple ? undefined : chosen[0]));
    props.onOpenChange?.(true);
  };

  const closeList = () => {
    setSearch('');
    if (!open) return;
    setOpen(false);
    props.onOpenChange?.(false);
  };

  const emit = (next: readonly V[]) => {
    if (props.mode === 'multiple') props.onChange?.([...next]);
    else if (next[0] !== undefined) props.onChange?.(next[0]);
    else if (props.allowClear) props.onChange?.(undefined);
  };

  const choose = (row: SelectRow<V> | undefined) => {
    if (row?.kind !== 'option' || row.disabled) return;
    if (multiple) {
      emit(chosen.includes(row.value) ? chosen.filter((v) => v !== row.value) : [...chosen, row.value]);
      setSearch('');
      setActiveKey(row.key);
    } else {
      if (row.value !== chosen[0]) emit([row.value]);
      closeList();
    }
  };

  // Long lists draw only the rows in view (`rowWindow`); the list's scroll position says which.
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(256);
  const shown = rowWindow(rows.length, scrollTop, viewport);

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    const box = listbox.current;
    if (box && rows.length > WINDOW_FROM) {
      box.scrollTop = scrollToRow(activeIndex, box.scrollTop, box.clientHeight);
      return;
    }
    list.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex, rows.length]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else activate(rows, stepActive(rows, activeIndex, event.key === 'ArrowDown' ? 1 : -1));
        return;
      case 'Enter':
        event.preventDefault();
        if (!open) openList();
        else choose(rows[activeIndex]);
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          closeList();
        }
        return;
      case 'Tab':
        closeList();
        return;
      case 'Backspace':
        if (multiple && search === '' && chosen.length > 0) emit(chosen.slice(0, -1));
        return;
      default:
    }
  };

  const single = multiple ? undefined : chosen[0];
  const showClear = !multiple && props.allowClear === true && single !== undefined && !loading;
  const classes = [
    'ant-select',
    multiple ? 'ant-select-multiple' : 'ant-select-single',
    showSearch ? 'ant-select-show-search' : '',
    open ? 'ant-select-open' : '',
    showClear ? 'ant-select-allow-clear' : '',
    styles.select,
    multiple ? styles.selectMultiple : '',
    open ? styles.selectOpen : '',
    props.className ?? '',
  ];
  const textBox = (
    <span className={`ant-select-selection-search ${styles.selectSearch}`}>
      <input
        ref={input}
        id={props.id}
        className={`ant-select-selection-search-input ${styles.selectInput}`}
        role="combobox"
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
        autoComplete="off"
        readOnly={!showSearch}
        value={search}
        style={multiple ? { width: `${search.length + 1}ch` } : undefined}
        onChange={(event) => {
          const text = event.target.value;
          setSearch(text);
          if (!open) openList();
          const next = rowsFor(text);
          activate(next, stepActive(next, -1, 1));
        }}
        onKeyDown={onKeyDown}
        onFocus={props.onFocus}
        onBlur={closeList}
      />
    </span>
  );
  const placeholderShown = chosen.length === 0 && search === '';

  return (
    <div ref={root} className={classes.filter(Boolean).join(' ')} data-testid={props['data-testid']}>
      {/* The box opens the list on a press anywhere in it; the text box inside it has the keyboard. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer convenience; the combobox input is the control */}
      <div
        className={`ant-select-selector ${styles.selector}`}
        onMouseDown={(event) => {
          if (event.target !== input.current) event.preventDefault();
          input.current?.focus();
          if (!open) openList();
          else if (!showSearch) closeList();
        }}
      >
        {multiple ? (
          <div className={`ant-select-selection-overflow ${styles.tags}`}>
            {chosen.map((value) => {
              const label = labels.get(value) ?? '';
              return (
                <span key={String(value)} className={`ant-select-selection-item ${styles.tag}`} title={label}>
                  <span className="ant-select-selection-item-content">{label}</span>
                  <span
                    className={`ant-select-selection-item-remove ${styles.tagRemove}`}
                    aria-hidden="true"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={(event) => {
                      event.stopPropagation();
                      emit(chosen.filter((v) => v !== value));
                    }}
                  >
                    <Icon shape={CloseOutlined} />
                  </span>
                </span>
              );
            })}
            {textBox}
          </div>
        ) : (
          <>
            {textBox}
            {single !== undefined && search === '' ? (
              <span
                className={`ant-select-selection-item ${styles.item} ${open && showSearch ? styles.itemDim : ''}`}
                title={labels.get(single)}
              >
                {labels.get(single) ?? ''}
              </span>
            ) : null}
          </>
        )}
        {placeholderShown ? (
          <span className={`ant-select-selection-placeholder ${styles.placeholder}`}>{placeholder}</span>
        ) : null}
      </div>
      {multiple ? null : (
        <span className={`ant-select-arrow ${styles.arrow}`}>
          <Icon shape={loading ? LoadingOutlined : open && showSearch ? SearchOutlined : DownOutlined} spin={loading} />
        </span>
      )}
      {showClear ? (
        <span
          className={`ant-select-clear ${styles.clear}`}
          aria-hidden="true"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setSearch('');
            emit([]);
          }}
        >
          <Icon shape={CloseCircleFilled} />
        </span>
      ) : null}
      {open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: keeps the focus in the text box while the list is used
        <div
          ref={list}
          className={`ant-select-dropdown ${styles.dropdown} ${above ? styles.dropdownAbove : ''}`}
          onMouseDown={(event) => event.preventDefault()}
        >
          <div
            ref={listbox}
            id={listId}
            role="listbox"
            aria-multiselectable={multiple || undefined}
            className={styles.listbox}
            onScroll={(event) => {
              setScrollTop(event.currentTarget.scrollTop);
              setViewport(event.currentTarget.clientHeight || 256);
            }}
          >
            {shown.before > 0 ? <div style={{ height: shown.before }} aria-hidden="true" /> : null}
            {rows.some((row) => row.kind === 'option') ? (
              rows.slice(shown.first, shown.last).map((row, at) => {
                const index = shown.first + at;
                return row.kind === 'group' ? (
                  <div
                    key={row.key}
                    className={`ant-select-item ant-select-item-group ${styles.group}`}
                    role="presentation"
                  >
                    {row.label}
                  </div>
                ) : (
                  <OptionRow
                    key={row.key}
                    id={`${listId}-${index}`}
                    index={index}
                    row={row}
                    active={index === activeIndex}
                    selected={chosen.includes(row.value)}
                    multiple={multiple}
                    onHover={() => !row.disabled && setActiveKey(row.key)}
                    onChoose={() => choose(row)}
                  />
                );
              })
            ) : (
              <div className={`ant-select-item-empty ${styles.empty}`}>{notFoundContent ?? t('ui.noOptions')}</div>
            )}
            {shown.after > 0 ? <div style={{ height: shown.after }} aria-hidden="true" /> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

function OptionRow<V>({
  id,
  index,
  row,
  active,
  selected,
  multiple,
  onHover,
  onChoose,
}: {
  id: string;
  index: number;
  row: Extract<SelectRow<V>, { kind: 'option' }>;
  active: boolean;
  selected: boolean;
  multiple: boolean;
  onHover: () => void;
  onChoose: () => void;
}) {
  const classes = [
    'ant-select-item',
    'ant-select-item-option',
    row.grouped ? 'ant-select-item-option-grouped' : '',
    active ? 'ant-select-item-option-active' : '',
    selected ? 'ant-select-item-option-selected' : '',
    row.disabled ? 'ant-select-item-option-disabled' : '',
    styles.option,
    row.grouped ? styles.optionGrouped : '',
    active ? styles.optionActive : '',
    selected ? styles.optionSelected : '',
    row.disabled ? styles.optionDisabled : '',
  ];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's text box has the keys (aria-activedescendant)
    // biome-ignore lint/a11y/useFocusableInteractive: as above; options are not tab stops in a combobox
    <div
      id={id}
      data-index={index}
      role="option"
      aria-selected={selected}
      aria-disabled={row.disabled || undefined}
      title={row.label}
      className={classes.filter(Boolean).join(' ')}
      onMouseMove={active ? undefined : onHover}
      onClick={onChoose}
    >
      <div className={`ant-select-item-option-content ${styles.optionContent}`}>{row.label}</div>
      {multiple && selected ? <Icon shape={CheckOutlined} className={styles.optionCheck} /> : null}
    </div>
  );
}
