import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('settings', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 8080, API_BASE: '/api', SEED_DEMO_DATA: true });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('accepts a PostgreSQL URL and treats an empty one as unset', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).DATABASE_URL).toBe(
      'postgres://u@127.0.0.1:5432/db',
    );
    expect(loadConfig({ DATABASE_URL: '  ' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL: must be a postgres:\/\//],
    [{ DATABASE_URL: 'mysql://x@h/db' }, /DATABASE_URL/],
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ API_BASE: 'api/' }, /API_BASE/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('rejects %o with one clear line', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (e) {
      expect((e as Error).message).toMatch(pattern);
      expect((e as Error).message).not.toContain('\n');
    }
  });
});

describe('test-only settings', () => {
  it('refuses CAPTCHA_TEST_ANSWER outside NODE_ENV=test', () => {
    expect(() => loadConfig({ CAPTCHA_TEST_ANSWER: 'abcd' })).toThrow(
      /CAPTCHA_TEST_ANSWER: allowed only with NODE_ENV=test/,
    );
    expect(loadConfig({ CAPTCHA_TEST_ANSWER: 'abcd', NODE_ENV: 'test' }).CAPTCHA_TEST_ANSWER).toBe('abcd');
  });
});

describe('REPORT_DATABASE_URL (online reports: a login role of their own)', () => {
  const product = 'postgres://csp_app:pw@db:5432/citystats';
  it('accepts a PostgreSQL URL naming another role, and blank as unset', () => {
    const url = 'postgres://csp_report:pw@db:5432/citystats';
    expect(loadConfig({ DATABASE_URL: product, REPORT_DATABASE_URL: url }).REPORT_DATABASE_URL).toBe(url);
    expect(loadConfig({ DATABASE_URL: product, REPORT_DATABASE_URL: '  ' }).REPORT_DATABASE_URL).toBeUndefined();
  });
  it.each([
    ['mysql://csp_report@db/citystats', /REPORT_DATABASE_URL: must be a postgres/],
    ['postgres://db:5432/citystats', /REPORT_DATABASE_URL: must name the report login role/],
    ['postgres://csp_app:other@db:5432/citystats', /REPORT_DATABASE_URL: must connect as a login role of its own/],
  ])('refuses %s with one clear line', (url, pattern) => {
    expect(() => loadConfig({ DATABASE_URL: product, REPORT_DATABASE_URL: url })).toThrow(pattern);
  });
});
