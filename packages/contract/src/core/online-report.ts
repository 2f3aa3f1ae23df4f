/** The platform's own database: always present, never stored, never edited. */
export const DEFAULT_DATA_SOURCE = 'default';
export const dataSourceTypes = ['postgres', 'mysql'] as const;
export type DataSourceType = (typeof dataSourceTypes)[number];

/** SPEC §9 "Report popup": page size 10 (10, 20, 30), row key cut at 50 characters, width 1200, cache 30 s. */
export const reportPopup = {
  pageSize: 10,
  pageSizeOptions: [10, 20, 30],
  rowKeyMax: 50,
  width: 1200,
  cacheMs: 30_000,
} as const;
