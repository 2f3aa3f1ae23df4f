import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { apiUrl } from '../../../lib/env';
import type { Language } from '../../../lib/language';
import { saveFile } from '../../../lib/save-file';
import { displayDecimals, formatValue, valueDisplay } from '../../charts/value-format';
import { Alert } from '../../client-ui/Alert';
import { Button } from '../../client-ui/Button';
import { Icon } from '../../client-ui/Icon';
import { DownloadOutlined } from '../../client-ui/icon-shapes';
import { Segmented } from '../../client-ui/Segmented';
import { Select } from '../../client-ui/Select';
import { useCountries } from '../../geo/api';
import { localizedName, sortByLocalizedName } from '../../geo/names';
import type { TableSort } from '../query-state';
import { usePlaceTable } from './api';
import styles from './place-table.module.css';
import {
  filterLines,
  nextSort,
  pageOf,
  sortLines,
  type TableLevel,
  type TableLine,
  tableCsv,
  tableLines,
} from './table-model';

const PAGE_SIZE = 50;
type Column = 'name' | 'value' | 'change' | 'pct';

interface Props {
  seriesId: string;
  typeId?: string;
  from: number;
  to: number;
  lang: Language;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
}

/**
 * The Table tab (issue 19): the series' figures for every city with its own figures and every economy, sortable
 * by value, change and % change, filtered by level and economy, 50 a page (1,500 places stay quick), and the
 * whole filtered list as CSV. Loaded on demand, so the data query's first load does not carry it.
 */
export default function PlaceTablePanel({ seriesId, typeId, from, to, lang, sort, onSortChange }: Props) {
  const { t } = useTranslation('client');
  const captionId = useId();
  const economyId = useId();
  const table = usePlaceTable({ seriesId, typeId, from, to, lang });
  const countries = useCountries();
  const [level, setLevel] = useState<TableLevel>('city');
  const [economy, setEconomy] = useState<string | undefined>();
  const [page, setPage] = useState(1);

  const names = useMemo(
    () => new Map((countries.data ?? []).map((c) => [c.id, localizedName(c, lang)])),
    [countries.data, lang],
  );
  const lines = useMemo(() => tableLines(table.data?.rows ?? [], (id) => names.get(id) ?? ''), [table.data, names]);
  // Start on economies when the series has no city figures.
  const shownLevel: TableLevel =
    level === 'city' && lines.length > 0 && !lines.some((l) => l.level === 'city') ? 'economy' : level;
  const sorted = useMemo(
    () => sortLines(filterLines(lines, shownLevel, economy), sort, lang),
    [lines, shownLevel, economy, sort, lang],
  );
  const shown = pageOf(sorted, page, PAGE_SIZE);
  const economyOptions = useMemo(() => {
    const present = new Set(lines.map((l) => l.countryId));
    return sortByLocalizedName(
      (countries.data ?? []).filter((c) => present.has(c.id)),
      lang,
    ).map((c) => ({ value: c.id, label: localizedName(c, lang) }));
  }, [lines, countries.data, lang]);

  if (table.isError && !table.data) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={t('placeTable.loadFailed')}
        action={
          <Button size="small" onClick={() => void table.refetch()}>
            {t('chart.retry')}
          </Button>
        }
      />
    );
  }
  const data = table.data;
  if (!data) return <LoadingBlock minHeight={420} />;

  const display = valueDisplay({ yearOnYear: false, type: data.type, series: data.series }, typeId);
  const decimals = displayDecimals(display, data.series.decimals, false);
  const figure = (value: number | null) => formatValue(value, display, lang, decimals);
  const unit = data.unit ? ` (${data.unit})` : '';
  const seriesTitle = `${data.series.number} ${data.series.name} · ${data.type.name}`;
  const changeSign = (value: number | null) => (value !== null && value > 0 ? '+' : '');

  const header = (column: Column, label: string) => {
    const active = sort === column || sort === `-${column}`;
    const ariaSort = active ? (sort.startsWith('-') ? 'descending' : 'ascending') : 'none';
    return (
      <th scope="col" aria-sort={ariaSort} className={column === 'name' ? styles.nameHead : undefined}>
        <button
          type="button"
          className={styles.sortButton}
          data-testid={`table-sort-${column}`}
          onClick={() => {
            onSortChange(nextSort(sort, column));
            setPage(1);
          }}
          title={t('placeTable.sortBy', { column: label })}
        >
          {label}
          <span aria-hidden="true" className={active ? styles.sortMarkActive : styles.sortMark}>
            {active ? (sort.startsWith('-') ? '▼' : '▲') : '↕'}
          </span>
        </button>
      </th>
    );
  };

  const download = () => {
    const csv = tableCsv(
      sorted,
      {
        place: t('placeTable.place'),
        level: t('placeTable.levelColumn'),
        economy: t('placeTable.economy'),
        code: t('placeTable.code'),
        startYear: t('placeTable.startYear'),
        start: t('placeTable.start'),
        endYear: t('placeTable.endYear'),
        end: t('placeTable.end'),
        change: t('placeTable.change'),
        pct: t('placeTable.pct'),
        levelName: (l) => t(l === 'city' ? 'placeTable.levelCity' : 'placeTable.levelEconomy'),
      },
      [
        [t('placeTable.source'), data.series.source],
        [t('placeTable.unit'), data.unit],
        [t('placeTable.licence'), data.series.licence],
      ],
    );
    const number = data.series.number.replace(/[^\w-]/g, '') || 'series';
    saveFile(csv, `table-${number}-${data.startYear}-${data.endYear}.csv`, 'text/csv;charset=utf-8');
  };

  const first = sorted.length === 0 ? 0 : (shown.page - 1) * PAGE_SIZE + 1;
  return (
    <div className={styles.panel} data-testid="place-table">
      <div className={styles.toolbar}>
        <Segmented<TableLevel>
          aria-label={t('placeTable.level')}
          value={shownLevel}
          onChange={(next) => {
            setLevel(next);
            setPage(1);
          }}
          options={[
            { value: 'city', label: t('placeTable.cities') },
            { value: 'economy', label: t('placeTable.economies') },
            { value: 'all', label: t('placeTable.all') },
          ]}
        />
        <label htmlFor={economyId} className={styles.label}>
          {t('placeTable.economy')}
        </label>
        <Select
          id={economyId}
          className={styles.economy}
          data-testid="table-economy"
          showSearch
          allowClear
          value={economy ?? null}
          placeholder={t('placeTable.allEconomies')}
          options={economyOptions}
          onChange={(next?: string) => {
            setEconomy(next);
            setPage(1);
          }}
        />
        <span className={styles.count} data-testid="table-count">
          {t('placeTable.count', {
            from: first,
            to: first === 0 ? 0 : first + shown.items.length - 1,
            total: sorted.length,
          })}
        </span>
        <Button icon={<Icon shape={DownloadOutlined} />} onClick={download} data-testid="table-download">
          {t('placeTable.download')}
        </Button>
        <a
          className={styles.jsonStat}
          href={apiUrl(
            `/reception/data/series.jsonstat?${new URLSearchParams({
              seriesId,
              ...(typeId ? { typeId } : {}),
              startYear: String(from),
              endYear: String(to),
              lang,
            })}`,
          )}
          download
          data-testid="table-jsonstat"
        >
          {t('placeTable.downloadJsonStat')}
        </a>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus to scroll (WCAG 2.1.1) */}
      <section className={styles.scroll} tabIndex={0} aria-labelledby={captionId}>
        <table className={styles.table} aria-busy={table.isFetching}>
          <caption id={captionId} className={styles.caption}>
            {t('placeTable.caption', { series: seriesTitle, from: data.startYear, to: data.endYear, unit })}
          </caption>
          <thead>
            <tr>
              {header('name', t('placeTable.place'))}
              <th scope="col" className={styles.nameHead}>
                {t('placeTable.economy')}
              </th>
              {header('value', t('placeTable.valueLatest'))}
              {header('change', t('placeTable.change'))}
              {header('pct', t('placeTable.pct'))}
            </tr>
          </thead>
          <tbody>
            {shown.items.map((line: TableLine) => (
              <tr key={line.key} data-testid="table-row" data-key={line.key}>
                <th scope="row">{line.name}</th>
                <td className={styles.text}>{line.level === 'economy' ? '' : line.economy}</td>
                <td data-value={line.end ?? ''}>
                  {figure(line.end)}
                  {line.endYear !== null && line.endYear !== data.endYear ? (
                    <span className={styles.yearNote}>{t('placeTable.yearNote', { year: line.endYear })}</span>
                  ) : null}
                </td>
                <td data-value={line.change ?? ''}>
                  {line.change === null ? '–' : `${changeSign(line.change)}${figure(line.change)}`}
                </td>
                <td data-value={line.pct ?? ''}>
                  {line.pct === null ? '–' : `${changeSign(line.pct)}${formatValue(line.pct, 'percent', lang, 1)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {sorted.length === 0 ? <p className={styles.none}>{t('placeTable.none')}</p> : null}
      </section>
      {shown.pages > 1 ? (
        <nav className={styles.pager} aria-label={t('placeTable.pageOf', { page: shown.page, pages: shown.pages })}>
          <Button
            size="small"
            disabled={shown.page <= 1}
            onClick={() => setPage(shown.page - 1)}
            data-testid="table-prev"
          >
            {t('placeTable.previous')}
          </Button>
          <span aria-live="polite">{t('placeTable.pageOf', { page: shown.page, pages: shown.pages })}</span>
          <Button
            size="small"
            disabled={shown.page >= shown.pages}
            onClick={() => setPage(shown.page + 1)}
            data-testid="table-next"
          >
            {t('placeTable.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
