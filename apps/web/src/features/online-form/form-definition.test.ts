import { onlineFormTables } from '@csp/contract/core';
import { describe, expect, it } from 'vitest';
import { columnEditable, defaultFields, formCodeOf } from './form-definition';

describe('online form helpers', () => {
  it('takes ?code= first, then the path segment after /online/cgform/', () => {
    expect(formCodeOf('/online/cgform', 'demo_positions')).toBe('demo_positions');
    expect(formCodeOf('/online/cgform/demo_positions', null)).toBe('demo_positions');
    expect(formCodeOf('/online/cgform/', null)).toBeNull();
    expect(formCodeOf('/online/cgform/a;b', null)).toBeNull();
    expect(formCodeOf('/online/cgreport/x', null)).toBeNull();
  });

  it('starts a form with every allow-listed column, labelled in both languages, editable only where allowed', () => {
    const fields = defaultFields('positions');
    expect(fields.map((f) => f.field)).toEqual(onlineFormTables.positions.columns.map((c) => c.name));
    expect(fields.find((f) => f.field === 'nameEn')).toMatchObject({ labelZh: '英文名称', edit: true, query: true });
    expect(fields.find((f) => f.field === 'createTime')).toMatchObject({ edit: false, query: false });
    expect(defaultFields('announcements').some((f) => f.edit)).toBe(false);
    expect(columnEditable('positions', 'code')).toBe(true);
    expect(columnEditable('positions', 'tenantId')).toBe(false);
  });
});
