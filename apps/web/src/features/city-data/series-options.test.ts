import type { DataSeriesOption } from '@csp/contract/core';
import { describe, expect, it } from 'vitest';
import { seriesSelectOptions, typeSelectOptions } from './series-options';

const type = (id: string, computeType: string) => ({ id, code: id, nameEn: `T${id}`, nameZh: `类${id}`, computeType });
const series = (id: string, pid: string | null, types: DataSeriesOption['types']): DataSeriesOption => ({
  id,
  pid,
  level: pid ? 2 : 1,
  number: `${id}00`,
  nameEn: `S${id}`,
  nameZh: `指标${id}`,
  typeId: null,
  types,
});
const list = [
  series('1', null, []),
  series('11', '1', [type('a', 'stored'), type('b', 'yoy')]),
  series('12', '1', [type('c', 'formula')]),
  series('2', null, []),
  series('21', '2', []),
  series('9', '404', [type('d', 'stored')]),
];

describe('series pickers', () => {
  it('groups series under their parent, leaving out those without types', () => {
    expect(seriesSelectOptions(list, 'en')).toEqual([
      {
        label: '100 S1',
        options: [
          { value: '11', label: '1100 S11' },
          { value: '12', label: '1200 S12' },
        ],
      },
      { label: '—', options: [{ value: '9', label: '900 S9' }] },
    ]);
  });

  it('offers only series and types that take values for data entry', () => {
    expect(seriesSelectOptions(list, 'zh', 'stored').map((g) => g.options.map((o) => o.label))).toEqual([
      ['1100 指标11'],
      ['900 指标9'],
    ]);
    expect(typeSelectOptions(list[1], 'en', 'stored')).toEqual([{ value: 'a', label: 'Ta' }]);
    expect(typeSelectOptions(list[1], 'zh')).toEqual([
      { value: 'a', label: '类a' },
      { value: 'b', label: '类b' },
    ]);
    expect(typeSelectOptions(undefined, 'en')).toEqual([]);
  });
});
