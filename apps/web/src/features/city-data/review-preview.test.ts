import { describe, expect, it } from 'vitest';
import { afterAction } from './review-preview';

const row = (id: string, status: string) => ({
  id,
  economy: 'AUS',
  economyNameEn: 'Australia',
  economyNameZh: '澳大利亚',
  cityNameEn: null,
  cityNameZh: null,
  type: 'v',
  year: 2020,
  oldValue: null,
  newValue: 1,
  status,
});

describe('afterAction', () => {
  const preview = {
    byStatus: { pending: 2, canExamine: 1, canPublish: 3, published: 4 },
    rows: [row('1', 'pending'), row('2', 'canPublish'), row('3', 'published')],
  };
  it('moves every value the action starts from into its target status', () => {
    const passed = afterAction(preview, 'pass');
    expect(passed.byStatus).toEqual({ canPublish: 6, published: 4 });
    expect(passed.rows.map((r) => r.status)).toEqual(['canPublish', 'canPublish', 'published']);
    const published = afterAction(passed, 'publish');
    expect(published.byStatus).toEqual({ published: 10 });
    expect(published.rows.every((r) => r.status === 'published')).toBe(true);
  });
  it('rejects what waits, leaves the published alone, and keeps the input as it was', () => {
    const rejected = afterAction(preview, 'reject');
    expect(rejected.byStatus).toEqual({ reject: 6, published: 4 });
    expect(preview.byStatus.pending).toBe(2);
  });
});
