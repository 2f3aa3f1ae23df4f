import { describe, expect, it } from 'vitest';
import { importErrorLines, importTemplateCsv } from './user-import';

describe('importErrorLines', () => {
  it('puts file problems first, then rows in the sheet column order', () => {
    const lines = importErrorLines([
      { field: 'rows.4.password', message: 'rule' },
      { field: 'rows.4.username', message: 'taken' },
      { field: 'rows.2.email', message: 'mailbox' },
      { field: 'columns.password', message: 'missing' },
      { field: 'rows.3.nonsense', message: 'other' },
    ]);
    expect(lines.map((l) => [l.row, l.column, l.message])).toEqual([
      [null, 'password', 'missing'],
      [2, 'email', 'mailbox'],
      [3, null, 'other'],
      [4, 'username', 'taken'],
      [4, 'password', 'rule'],
    ]);
  });
});

describe('importTemplateCsv', () => {
  it('starts with the header the server reads', () => {
    expect(importTemplateCsv().split('\n')[0]).toBe('username,realname,email,phone,password,status,roles');
  });
});
