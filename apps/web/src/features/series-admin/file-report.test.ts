import { limits } from '@csp/contract/core';
import { describe, expect, it } from 'vitest';
import { checkImportFile, fileReport } from './file-report';

describe('fileReport', () => {
  it('turns row, column and file errors into report lines, file problems first, then by line', () => {
    const lines = fileReport([
      { field: 'rows.7.value', message: 'not a number' },
      { field: 'rows.3.name_en', message: 'name repeated' },
      { field: 'columns.year', message: 'column missing' },
      { field: 'rows.5', message: 'duplicate row' },
      { field: 'file', message: 'empty' },
    ]);
    expect(lines.map((l) => [l.row, l.column, l.missingColumn, l.message])).toEqual([
      [null, 'year', true, 'column missing'],
      [null, null, false, 'empty'],
      [3, 'name_en', false, 'name repeated'],
      [5, null, false, 'duplicate row'],
      [7, 'value', false, 'not a number'],
    ]);
  });

  it('keeps two problems of one line in the order the server gave', () => {
    const lines = fileReport([
      { field: 'rows.2.value', message: 'b' },
      { field: 'rows.2.economy', message: 'a' },
    ]);
    expect(lines.map((l) => l.message)).toEqual(['b', 'a']);
  });
});

describe('checkImportFile', () => {
  it('accepts xlsx, xls and csv up to 50 MB and refuses the rest', () => {
    expect(checkImportFile({ name: 'a.XLSX', size: 10 })).toBeNull();
    expect(checkImportFile({ name: 'a.csv', size: limits.dataFileBytes })).toBeNull();
    expect(checkImportFile({ name: 'a.pdf', size: 10 })).toBe('fileType');
    expect(checkImportFile({ name: 'a.csv', size: 0 })).toBe('fileEmpty');
    expect(checkImportFile({ name: 'a.csv', size: limits.dataFileBytes + 1 })).toBe('fileTooLarge');
  });
});
