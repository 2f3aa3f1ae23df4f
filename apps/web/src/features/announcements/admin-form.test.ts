import type { Announcement } from '@csp/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_ANNOUNCEMENT, isReleased, isValidOpenPage, toAnnouncementBody, toFormValues } from './admin-form';

const stored: Announcement = {
  id: '9',
  titile: 'Maintenance',
  msgContent: '<p>Tonight</p>',
  priority: 'H',
  msgCategory: '2',
  msgType: 'USER',
  userIds: '3,5,',
  roleId: null,
  departId: null,
  openType: 'component',
  openPage: '/city/data/list',
  sendStatus: '0',
  sender: null,
  sendTime: null,
  cancelTime: null,
  createTime: '2026-03-01T00:00:00.000Z',
  updateTime: '2026-03-01T00:00:00.000Z',
};

describe('announcement form mapping', () => {
  it('reads a stored announcement into the form', () => {
    expect(toFormValues(stored)).toMatchObject({
      msgType: 'USER',
      userIds: ['3', '5'],
      openType: 'component',
      openPage: '/city/data/list',
    });
    expect(toFormValues({ ...stored, openType: null, openPage: null }).openType).toBe('none');
  });

  it('sends only the recipients of the chosen kind', () => {
    const values = { ...toFormValues(stored), roleId: '4', departId: '6' };
    expect(toAnnouncementBody(values)).toMatchObject({ userIds: '3,5', roleId: null, departId: null });
    expect(toAnnouncementBody({ ...values, msgType: 'ROLE' })).toMatchObject({ userIds: null, roleId: '4' });
    expect(toAnnouncementBody({ ...values, msgType: 'DEPART' })).toMatchObject({ departId: '6', roleId: null });
    expect(toAnnouncementBody({ ...values, msgType: 'ALL' })).toMatchObject({
      userIds: null,
      roleId: null,
      departId: null,
    });
  });

  it('sends a page only when the announcement opens one', () => {
    expect(toAnnouncementBody({ ...EMPTY_ANNOUNCEMENT, titile: ' T ', openPage: '/x' })).toMatchObject({
      titile: 'T',
      openType: null,
      openPage: null,
    });
    expect(
      toAnnouncementBody({ ...EMPTY_ANNOUNCEMENT, titile: 'T', openType: 'url', openPage: ' https://a.b ' }),
    ).toMatchObject({ openType: 'url', openPage: 'https://a.b' });
  });

  it('checks the page as the server does', () => {
    expect(isValidOpenPage('component', '/city/data/list')).toBe(true);
    expect(isValidOpenPage('component', 'city')).toBe(false);
    expect(isValidOpenPage('url', 'https://www.apec.org')).toBe(true);
    expect(isValidOpenPage('url', 'javascript:alert(1)')).toBe(false);
    expect(isValidOpenPage('none', undefined)).toBe(true);
  });

  it('knows a released announcement', () => {
    expect(isReleased(stored)).toBe(false);
    expect(isReleased({ sendStatus: '1' })).toBe(true);
  });
});
