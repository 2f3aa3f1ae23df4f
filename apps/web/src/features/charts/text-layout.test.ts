import { describe, expect, it } from 'vitest';
import { escapeXml, textWidth, wrapText } from './text-layout';

describe('text layout of exported images', () => {
  it('counts wide characters as one em', () => {
    expect(textWidth('国内生产总值', 10)).toBe(60);
    expect(textWidth('GDP', 10)).toBeCloseTo(16.8);
  });

  it('wraps words, and Chinese between any two characters', () => {
    expect(wrapText('Source: World Bank, World Development Indicators', 120, 10)).toEqual([
      'Source: World Bank,',
      'World Development',
      'Indicators',
    ]);
    expect(wrapText('数据使用许可仅授予单次访问', 50, 10)).toEqual(['数据使用许', '可仅授予单', '次访问']);
    expect(wrapText('', 100, 10)).toEqual([]);
  });

  it('escapes markup', () => {
    expect(escapeXml('<a & "b">')).toBe('&#60;a &#38; &#34;b&#34;&#62;');
  });
});
