import { describe, expect, it } from 'vitest';
import { referenceLocks, type ValueReferences } from '../src/modules/data/value-references.js';

/** An upload locks each referenced row once per transaction (issue 22): a batch of rows already locked asks nothing. */
describe('referenceLocks', () => {
  const refs = (seriesIds: number[], dimensionIds: number[], countryIds: number[], cityIds: number[]) => ({
    seriesIds,
    dimensionIds,
    countryIds,
    cityIds,
  });

  it('locks only the rows no earlier batch locked, and sends nothing when all are', async () => {
    const asked: ValueReferences[] = [];
    const lock = referenceLocks(async (r) => {
      asked.push(r);
      return null;
    });
    expect(await lock(refs([1], [10, 11], [100], [1000, 1001]))).toBeNull();
    expect(await lock(refs([1], [11], [100], [1001]))).toBeNull();
    expect(await lock(refs([1], [11, 12], [100, 101], [1001]))).toBeNull();
    expect(asked).toEqual([refs([1], [10, 11], [100], [1000, 1001]), refs([], [12], [101], [])]);
  });

  it('answers a missing reference and holds none of that batch: the next batch asks again', async () => {
    const asked: ValueReferences[] = [];
    let answer: 'cityNotExist' | null = 'cityNotExist';
    const lock = referenceLocks(async (r) => {
      asked.push(r);
      return answer;
    });
    expect(await lock(refs([1], [10], [100], [999]))).toBe('cityNotExist');
    answer = null;
    expect(await lock(refs([1], [10], [100], [1000]))).toBeNull();
    expect(asked[1]).toEqual(refs([1], [10], [100], [1000]));
  });
});
