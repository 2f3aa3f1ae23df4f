import { describe, expect, it } from 'vitest';
import { mergeParsed, newColumn, toReportBody } from './report-form';

describe('report editor', () => {
  it('merges an SQL analysis: the SQL order, earlier settings kept, vanished fields dropped', () => {
    const merged = mergeParsed(
      {
        columns: [{ ...newColumn('name'), title: '名称', sortable: true }, newColumn('gone')],
        params: [{ name: 'p', title: 'P', defaultValue: '1' }],
      },
      { fields: ['id', 'name'], params: ['p', 'q'] },
    );
    expect(merged.columns.map((c) => [c.field, c.title, c.sortable])).toEqual([
      ['id', 'id', false],
      ['name', '名称', true],
    ]);
    expect(merged.params).toEqual([
      { name: 'p', title: 'P', titleEn: '', defaultValue: '1' },
      { name: 'q', title: 'q', titleEn: '', defaultValue: '' },
    ]);
  });

  it('builds the body with trimmed texts and complete rows', () => {
    const body = toReportBody({
      code: ' r1 ',
      name: ' 名 ',
      dataSource: 'default',
      sql: 'select 1 as a',
      columns: [{ field: ' a ', title: 'A' }],
    });
    expect(body).toMatchObject({ code: 'r1', name: '名', nameEn: '', groupId: '', params: [] });
    expect(body.columns[0]).toEqual({ ...newColumn('a'), title: 'A' });
  });
});
