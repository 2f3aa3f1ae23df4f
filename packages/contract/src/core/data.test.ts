import { describe, expect, it } from 'vitest';
import { uploadErrorReportSchema } from '../data.js';
import { fitsBigint, readUploadErrorReport } from './data.js';

const report = {
  uploadId: '12',
  rowsWithErrors: 2,
  rowsShown: 2,
  rowsStored: 2,
  summary: [{ kind: 'uploadSumCityNotExist', rows: 1, text: 'City not found: 1 row' }],
  rows: [
    {
      line: 2,
      problems: [
        { column: 'city', value: 'Sydny', message: 'The city does not exist', suggestions: ['Sydney #3'] },
        { column: 'value', header: '1961', value: '1,5', message: 'A comma', suggestions: [] },
      ],
    },
    { line: 5, problems: [{ column: 'row', value: '', message: 'Twice', suggestions: [] }] },
  ],
};

/** Values the zod-free reader and the schema must answer alike: a report, or no report. */
const cases: unknown[] = [
  report,
  { ...report, uploadId: undefined, rowsStored: undefined },
  { ...report, extra: 'dropped', summary: [{ ...report.summary[0], more: 1 }] },
  { rowsWithErrors: 0, rowsShown: 0, summary: [], rows: [] },
  { rowsWithErrors: 1, rows: [] },
  { ...report, uploadId: 12 },
  { ...report, uploadId: '99999999999999999999' },
  { ...report, uploadId: '9223372036854775808' },
  { ...report, rowsShown: 1.5 },
  { ...report, rowsStored: '2' },
  { ...report, summary: [{ kind: 'x', rows: '1', text: 't' }] },
  { ...report, rows: [{ line: 2, problems: [{ column: 'city', value: 'x', message: 'm', suggestions: [3] }] }] },
  {
    ...report,
    rows: [{ line: 2, problems: [{ column: 'city', header: 1961, value: 'x', message: 'm', suggestions: [] }] }],
  },
  { ...report, rows: [{ line: '2', problems: [] }] },
  { ...report, rows: {} },
  [],
  null,
  undefined,
  'report',
];

describe('the zod-free reading of an upload error report', () => {
  it('answers as uploadErrorReportSchema.safeParse does, field for field', () => {
    for (const value of cases) {
      const parsed = uploadErrorReportSchema.safeParse(value);
      expect({ value, read: readUploadErrorReport(value) }).toEqual({
        value,
        read: parsed.success ? parsed.data : null,
      });
    }
    expect(readUploadErrorReport(report)).toEqual(report);
    expect(readUploadErrorReport({ rowsWithErrors: 1, rows: [] })).toBeNull();
  });

  it('keeps ids within bigint', () => {
    expect(fitsBigint('9223372036854775807')).toBe(false); // 2^63 - 1 rounds up to 2^63 as a JavaScript number
    expect(fitsBigint('9223372036854774784')).toBe(true);
    expect(fitsBigint('1')).toBe(true);
  });
});
