import { describe, expect, it } from 'vitest';
import { conditionsFor, ruleColumns, supportsDataRules, valueFits } from './data-rule-form';

describe('data rule form', () => {
  it('offers the columns of the city data list only to menus carrying its code', () => {
    expect(supportsDataRules('city:data:list')).toBe(true);
    expect(supportsDataRules('system:user:list')).toBe(false);
    expect(supportsDataRules(null)).toBe(false);
    expect(ruleColumns('city:data:list').map((c) => c.name)).toContain('country_id');
  });

  it('offers the conditions that suit a column', () => {
    expect(conditionsFor('year')).toContain('>=');
    expect(conditionsFor('year')).not.toContain('LIKE');
    expect(conditionsFor('text')).toContain('LIKE');
    expect(conditionsFor(undefined)).toEqual([]);
  });

  it('checks values against the column type', () => {
    expect(valueFits('year', '>=', '2015')).toBe(true);
    expect(valueFits('year', '>=', '2015 or 1=1')).toBe(false);
    expect(valueFits('id', 'IN', '1, 2,3')).toBe(true);
    expect(valueFits('id', 'IN', '1,,3')).toBe(false);
    expect(valueFits('id', '=', '0')).toBe(false);
    expect(valueFits('number', '<', '-1.5e3')).toBe(true);
    expect(valueFits('text', 'LIKE', "it's")).toBe(true);
  });
});
