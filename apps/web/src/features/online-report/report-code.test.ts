import { describe, expect, it } from 'vitest';
import { reportCodeOf } from './report-code';

describe('report viewer path', () => {
  it('takes ?code= first, then the path segment after /online/cgreport/', () => {
    expect(reportCodeOf('/online/cgreport', 'cities')).toBe('cities');
    expect(reportCodeOf('/online/cgreport/city_popup', null)).toBe('city_popup');
    expect(reportCodeOf('/online/cgreport/', null)).toBeNull();
    expect(reportCodeOf('/online/cgreport', ' ')).toBeNull();
  });
});
