import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmbedPath } from '../src/plugins/security.js';
import { buildTestApp, type TestContext } from './helper.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const frameHeaders = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { csp: String(res.headers['content-security-policy']), xfo: res.headers['x-frame-options'] };
};

describe('only the embed route may be framed (issue 19)', () => {
  it('lets any site frame /embed/… pages', async () => {
    for (const url of ['/embed/chart', '/embed/chart?city=1&series=2&lang=zh']) {
      const { csp, xfo } = await frameHeaders(url);
      expect(csp, url).toContain('frame-ancestors *');
      expect(csp, url).not.toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(xfo, url).toBeUndefined();
    }
  });

  it("keeps frame-ancestors 'none' and X-Frame-Options on every other page and on the API", async () => {
    for (const url of [
      '/',
      '/client/dataQuery',
      '/client/developers',
      '/user/login',
      '/embed',
      '/embedded/chart',
      '/client/embed/chart',
      `${t.base}/reception/city/cityCouCountry/list`,
      `${t.base}/reception/data/chart?seriesId=1&cityIds=1&startYear=2000&endYear=2001`,
    ]) {
      const { csp, xfo } = await frameHeaders(url);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(xfo, url).toBe('SAMEORIGIN');
    }
  });

  it('matches the embed prefix exactly', () => {
    expect(isEmbedPath('/embed/chart?x=1')).toBe(true);
    expect(isEmbedPath('/embedchart')).toBe(false);
    expect(isEmbedPath('/api/embed/chart')).toBe(false);
  });
});
