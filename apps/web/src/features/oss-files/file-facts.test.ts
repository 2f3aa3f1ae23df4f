import { describe, expect, it } from 'vitest';
import { formatSize, usageItems } from './file-facts';

describe('OSS file facts', () => {
  it('names known uses, counts repeats and shows unknown references as they are', () => {
    const label = (kind: string) => `<${kind}>`;
    expect(
      usageItems(
        [
          { kind: 'cityDocument', count: 1 },
          { kind: 'dataUpload', count: 3 },
          { kind: 'reports.file_id', count: 2 },
        ],
        label,
      ),
    ).toEqual(['<cityDocument>', '<dataUpload> ×3', 'reports.file_id ×2']);
    expect(usageItems([], label)).toEqual([]);
  });

  it('formats sizes', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(2048)).toBe('2 KB');
    expect(formatSize(15 * 1024 * 1024)).toBe('15 MB');
    expect(formatSize(-1)).toBe('');
  });
});
