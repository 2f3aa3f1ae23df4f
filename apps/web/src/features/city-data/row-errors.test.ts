import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import en from '../../locales/en/cityData.json';
import zh from '../../locales/zh/cityData.json';
import { checkDataFile, reportLines, uploadColumns, uploadErrorRows, uploadHeadline, uploadReport } from './row-errors';

describe('upload error report', () => {
  it('turns the server field errors into lines by row and column, file-wide ones first', () => {
    const lines = uploadErrorRows([
      { field: 'rows.7.value', message: 'The value is not a number' },
      { field: 'rows.3.year', message: 'The year is out of range' },
      { field: 'rows.3.economy', message: 'The economy does not exist' },
      { field: 'rows.5', message: 'The same value appears more than once in the file' },
      { field: 'columns.year', message: 'A required column is missing' },
    ]);
    expect(lines.map((l) => [l.row, l.column, l.missingColumn, l.message])).toEqual([
      [null, 'year', true, 'A required column is missing'],
      [3, 'economy', false, 'The economy does not exist'],
      [3, 'year', false, 'The year is out of range'],
      [5, null, false, 'The same value appears more than once in the file'],
      [7, 'value', false, 'The value is not a number'],
    ]);
    expect(new Set(lines.map((l) => l.key)).size).toBe(5);
  });

  it('knows the observation status column (issue 16), labelled in both languages like every column', () => {
    const lines = uploadErrorRows([
      { field: 'rows.4.status', message: 'Unknown status' },
      { field: 'rows.4.value', message: 'The value is not a number' },
    ]);
    expect(lines.map((l) => [l.row, l.column])).toEqual([
      [4, 'value'],
      [4, 'status'],
    ]);
    for (const column of uploadColumns) {
      expect(en.upload.columns[column], column).toBeTruthy();
      expect(zh.upload.columns[column], column).toBeTruthy();
    }
    expect([en.upload.columns.status, zh.upload.columns.status]).toEqual(['Observation status', '观测状态']);
  });

  it('keeps unknown fields as file-wide lines', () => {
    expect(uploadErrorRows([{ field: 'file', message: 'The file is too large' }])).toEqual([
      { key: '0', row: null, column: null, missingColumn: false, message: 'The file is too large' },
    ]);
    expect(uploadErrorRows([{ field: 'rows.x.year', message: 'm' }])[0]?.row).toBeNull();
  });
});

describe('data file check', () => {
  it('takes excel and csv files within 50 MB', () => {
    expect(checkDataFile({ name: 'data.CSV', size: 10 })).toBeNull();
    expect(checkDataFile({ name: 'data.xlsx', size: 50 * 1024 * 1024 })).toBeNull();
    expect(checkDataFile({ name: 'data.xls', size: 10 })).toBeNull();
    expect(checkDataFile({ name: 'data.xlsx', size: 50 * 1024 * 1024 + 1 })).toBe('fileTooLarge');
    expect(checkDataFile({ name: 'data.txt', size: 10 })).toBe('fileType');
    expect(checkDataFile({ name: 'data.csv', size: 0 })).toBe('fileEmpty');
  });
});

describe('upload error report (grouped rows)', () => {
  const report = {
    rowsWithErrors: 2,
    rowsShown: 2,
    summary: [{ kind: 'uploadSumCityNotExist', rows: 1, text: 'City not found: 1 row' }],
    rows: [
      {
        line: 2,
        problems: [
          { column: 'city', value: 'Sydny', message: 'The city does not exist', suggestions: ['Sydney #3'] },
          { column: 'value', header: '1961', value: '1,5', message: 'A comma…', suggestions: [] },
        ],
      },
      { line: 5, problems: [{ column: 'row', value: '', message: 'Twice', suggestions: [] }] },
    ],
  };

  it('reads the report of an ApiError and lists each problem under its row', () => {
    const error = new ApiError(400, 'uploadRowsRefused', 'Nothing was stored', { errors: [], report });
    const parsed = uploadReport(error);
    expect(parsed?.summary[0]?.text).toBe('City not found: 1 row');
    const lines = reportLines(parsed as NonNullable<typeof parsed>);
    expect(lines.map((l) => [l.row, l.rowSpan, l.column, l.header, l.value, l.suggestions])).toEqual([
      [2, 2, 'city', null, 'Sydny', ['Sydney #3']],
      [2, 0, 'value', '1961', '1,5', []],
      [5, 1, 'row', null, '', []],
    ]);
    expect(uploadReport(new ApiError(400, 'excelException', 'x', { errors: [] }))).toBeNull();
    expect(uploadReport(new Error('x'))).toBeNull();
  });
});

describe('the headline of a refused upload', () => {
  it('is the server text with its counts filled in, else the localized message', () => {
    const refused = new ApiError(400, 'uploadRowsRefused', '未导入任何数据：需更正的行数：{count}', {
      text: '未导入任何数据：需更正的行数：3',
    });
    expect(uploadHeadline(refused)).toBe('未导入任何数据：需更正的行数：3');
    expect(uploadHeadline(new ApiError(413, 'fileTooLarge', 'The file is too large', null))).toBe(
      'The file is too large',
    );
    expect(uploadHeadline(new Error('offline'))).toBe('offline');
  });
});
