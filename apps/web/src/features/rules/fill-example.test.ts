import { describe, expect, it } from 'vitest';
import { fillExample } from './fill-example';

describe('fill-rule example', () => {
  const at = new Date(2026, 2, 4, 5, 6, 7);
  it('formats date parts and the padded sequence', () => {
    expect(fillExample('CITY-{yyyy}-{seq:4}', at)).toBe('CITY-2026-0001');
    expect(fillExample('{yy}{MM}{dd}{HH}{mm}{ss}-{seq}', at, 12)).toBe('260304050607-12');
    expect(fillExample(' N{seq:2} ', at, 123)).toBe('N123');
  });
  it('gives nothing for a pattern the server would refuse', () => {
    expect(fillExample('CITY-{yyyy}', at)).toBeUndefined();
    expect(fillExample('{seq}{seq}', at)).toBeUndefined();
    expect(fillExample('{week}{seq}', at)).toBeUndefined();
  });
});
