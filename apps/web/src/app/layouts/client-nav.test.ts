import { describe, expect, it } from 'vitest';
import { activeClientTab, licenceRequiredAt } from './client-nav';

describe('activeClientTab', () => {
  it('marks the tab whose path the page is on', () => {
    expect(activeClientTab('/client/homePage')).toBe('/client/homePage');
    expect(activeClientTab('/client/dataQuery')).toBe('/client/dataQuery');
    expect(activeClientTab('/client/dataquery/')).toBe('/client/dataQuery');
    expect(activeClientTab('/client/dataComparison')).toBe('/client/dataComparison');
  });
  it('marks no tab on the developers page (it is no tab, not the home page)', () => {
    expect(activeClientTab('/client/developers')).toBeNull();
    expect(activeClientTab('/client/dataQueryX')).toBeNull();
  });
});

describe('licenceRequiredAt', () => {
  it('asks for the licence on the data pages only', () => {
    expect(licenceRequiredAt('/client/dataQuery')).toBe(true);
    expect(licenceRequiredAt('/client/dataComparison')).toBe(true);
    expect(licenceRequiredAt('/client/homePage')).toBe(false);
    expect(licenceRequiredAt('/client/developers')).toBe(false);
  });
});
