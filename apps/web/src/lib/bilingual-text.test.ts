import { describe, expect, it } from 'vitest';
import { pickLanguage } from './bilingual-text';

describe('pickLanguage', () => {
  const seeded = 'Recompute the derived statistical types / 重新计算派生统计类型';
  it('shows the half of a built-in description in the interface language', () => {
    expect(pickLanguage(seeded, 'en')).toBe('Recompute the derived statistical types');
    expect(pickLanguage(seeded, 'zh')).toBe('重新计算派生统计类型');
    expect(pickLanguage('全部权限 / All permissions', 'en')).toBe('All permissions');
    expect(pickLanguage('全部权限 / All permissions', 'zh')).toBe('全部权限');
  });
  it('shows a text written in one language, or with a slash of its own, as written', () => {
    expect(pickLanguage('Speed in km / h', 'zh')).toBe('Speed in km / h');
    expect(pickLanguage('每日 / 每周 汇总', 'en')).toBe('每日 / 每周 汇总');
    expect(pickLanguage('a / b / 中', 'zh')).toBe('a / b / 中');
    expect(pickLanguage('Registered user', 'zh')).toBe('Registered user');
    expect(pickLanguage(null, 'en')).toBe('');
    expect(pickLanguage(' / 中', 'en')).toBe(' / 中');
  });
});
