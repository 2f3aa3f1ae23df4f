import type { City } from '@csp/contract';
import { describe, expect, it } from 'vitest';
import { groupByCountry } from './cities';

const city = (id: string, countryId: string) => ({ id, countryId }) as City;

describe('groupByCountry', () => {
  it("groups the cities by economy and keeps each economy's order", () => {
    const grouped = groupByCountry([city('3', 'a'), city('1', 'b'), city('2', 'a')]);
    expect([...grouped.keys()]).toEqual(['a', 'b']);
    expect(grouped.get('a')?.map((c) => c.id)).toEqual(['3', '2']);
    expect(grouped.get('b')?.map((c) => c.id)).toEqual(['1']);
  });
});
