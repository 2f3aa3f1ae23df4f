import type { Notice } from '@csp/contract';
import { describe, expect, it } from 'vitest';
import { formatNoticeTime, noticeTabs, noticeTarget, priorityOf, unreadCount } from './notice-list';

const notice = (id: string, extra: Partial<Notice> = {}): Notice => ({
  id,
  anntId: id,
  titile: `Notice ${id}`,
  msgContent: '<p>Body</p>',
  priority: 'L',
  msgCategory: '1',
  openType: null,
  openPage: null,
  sender: 'admin',
  sendTime: '2026-03-01T08:30:00.000Z',
  readFlag: '0',
  readTime: null,
  ...extra,
});

describe('notice list mapping (SPEC §3 "Notice list result")', () => {
  it('makes the notice and system-message tabs with their totals', () => {
    const result = {
      anntMsgList: [notice('1'), notice('2')],
      anntMsgTotal: 12,
      sysMsgList: [notice('3', { msgCategory: '2' })],
      sysMsgTotal: 1,
    };
    const tabs = noticeTabs(result);
    expect(tabs.map((tab) => [tab.key, tab.items.map((n) => n.id), tab.total])).toEqual([
      ['notice', ['1', '2'], 12],
      ['system', ['3'], 1],
    ]);
    expect(unreadCount(result)).toBe(13);
  });

  it('gives two empty tabs before the first load', () => {
    expect(noticeTabs(undefined).map((tab) => [tab.key, tab.items.length, tab.total])).toEqual([
      ['notice', 0, 0],
      ['system', 0, 0],
    ]);
    expect(unreadCount(null)).toBe(0);
  });

  it('reads the priority codes L, M, H (unknown as normal)', () => {
    expect(['L', 'M', 'H', 'X', null].map(priorityOf)).toEqual(['L', 'M', 'H', 'L', 'L']);
  });

  it('formats the publish time, blank when missing', () => {
    expect(formatNoticeTime('2026-03-01T08:30:00.000Z')).toMatch(/^2026-03-0[12] \d{2}:30$/);
    expect(formatNoticeTime(null)).toBe('');
    expect(formatNoticeTime('not a date')).toBe('');
  });

  it('opens the detail, a screen of the app or a web page', () => {
    expect(noticeTarget({ openType: null, openPage: null })).toEqual({ kind: 'detail' });
    expect(noticeTarget({ openType: 'component', openPage: '/city/data/list' })).toEqual({
      kind: 'route',
      path: '/city/data/list',
    });
    expect(noticeTarget({ openType: 'url', openPage: 'https://www.apec.org/' })).toEqual({
      kind: 'url',
      url: 'https://www.apec.org/',
    });
    expect(noticeTarget({ openType: 'url', openPage: 'javascript:alert(1)' })).toEqual({ kind: 'detail' });
    expect(noticeTarget({ openType: 'component', openPage: '//evil' })).toEqual({ kind: 'detail' });
  });
});
