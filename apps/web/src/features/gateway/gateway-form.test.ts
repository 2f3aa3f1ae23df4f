import { describe, expect, it } from 'vitest';
import { gatewayPath, PREFIX_PATTERN } from './gateway-form';

describe('gateway route form', () => {
  it('accepts the prefixes the server accepts', () => {
    for (const ok of ['worldbank', 'data/v2', 'a_b-c/1']) expect(PREFIX_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['', '/lead', 'trail/', 'a//b', 'a/../b', 'sp ace', 'ü'])
      expect(PREFIX_PATTERN.test(bad), bad).toBe(false);
  });

  it('shows where a prefix is published', () => {
    expect(gatewayPath('/api', 'worldbank')).toBe('/api/gateway/worldbank');
    expect(gatewayPath('/csp/api/', '')).toBe('/csp/api/gateway/');
  });
});
