import { describe, expect, it } from 'vitest';
import { accessRedirect, isClientHomeAlias, isOpenPath, OPEN_PATHS } from './access';

describe('route access (SPEC §2)', () => {
  it('lets everyone open the open routes', () => {
    for (const path of OPEN_PATHS) expect(accessRedirect(path, '', false)).toBeNull();
    expect(isOpenPath('/client/homePage/')).toBe(true);
    expect(isOpenPath('/client/homepage')).toBe(true);
  });

  it('sends a visitor from any other path to the login page with the original path and search', () => {
    const redirect = accessRedirect('/dashboard/analysis', '?tab=2', false);
    expect(redirect).not.toBeNull();
    const url = new URL(redirect ?? '', 'http://x');
    expect(url.pathname).toBe('/user/login');
    expect(url.searchParams.get('redirect')).toBe('/dashboard/analysis?tab=2');
    expect(accessRedirect('/isps/userAnnouncement', '', false)).toMatch(/^\/user\/login\?redirect=/);
    expect(accessRedirect('/no/such/page', '', false)).toMatch(/^\/user\/login\?redirect=/);
  });

  it('sends a signed-in user from the login page to /dashboard/analysis', () => {
    expect(accessRedirect('/user/login', '?redirect=%2Fx', true)).toBe('/dashboard/analysis');
    expect(accessRedirect('/user/login/', '', true)).toBe('/dashboard/analysis');
  });

  it('lets a signed-in user go anywhere else', () => {
    expect(accessRedirect('/dashboard/analysis', '', true)).toBeNull();
    expect(accessRedirect('/client/dataQuery', '', true)).toBeNull();
    expect(accessRedirect('/user/register', '', true)).toBeNull();
  });

  it('sends everyone from / and from unknown client paths to the client home page', () => {
    for (const loggedIn of [false, true]) {
      expect(accessRedirect('/', '', loggedIn)).toBe('/client/homePage');
      expect(accessRedirect('/client/nosuchpage', '?x=1', loggedIn)).toBe('/client/homePage');
      expect(accessRedirect('/client/homePage/extra', '', loggedIn)).toBe('/client/homePage');
      expect(accessRedirect('/client/dataQuery', '?years=2000', loggedIn)).toBeNull();
    }
    expect(isClientHomeAlias('/clientele')).toBe(false);
    expect(accessRedirect('/clientele', '', false)).toMatch(/^\/user\/login\?redirect=/);
    expect(isClientHomeAlias('/client')).toBe(false);
  });
});
