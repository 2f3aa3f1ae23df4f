import { describe, expect, it, vi } from 'vitest';
import { sendVisit, visitPageOf } from './visit-beacon';

describe('visit beacon', () => {
  it('names the three client pages and nothing else', () => {
    expect(visitPageOf('/client')).toBe('homePage');
    expect(visitPageOf('/client/homePage/')).toBe('homePage');
    expect(visitPageOf('/client/dataQuery')).toBe('dataQuery');
    expect(visitPageOf('/client/dataComparison')).toBe('dataComparison');
    expect(visitPageOf('/dashboard/analysis')).toBeNull();
    expect(visitPageOf('/client/other')).toBeNull();
  });
  it('posts only the page name', () => {
    const fetcher = vi.fn(() => Promise.resolve(new Response(null)));
    sendVisit('/client/dataQuery', fetcher as unknown as typeof fetch);
    sendVisit('/user/login', fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/reception/visit');
    expect(init).toMatchObject({ method: 'POST', body: '{"page":"dataQuery"}', credentials: 'omit' });
  });
});
