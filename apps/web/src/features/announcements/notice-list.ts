import type { Notice, NoticeListResult, Priority } from '@csp/contract/core';
import dayjs from 'dayjs';

/** The bell's two tabs (SPEC §2): notices (category 1) and system messages (category 2). */
export type NoticeTabKey = 'notice' | 'system';

export interface NoticeTab {
  key: NoticeTabKey;
  items: Notice[];
  /** Every unread item of the tab, also those beyond the listed ones. */
  total: number;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/** SPEC §3 "Notice list result" as the bell's tabs; a missing result gives two empty tabs. */
export function noticeTabs(result: NoticeListResult | undefined | null): NoticeTab[] {
  return [
    { key: 'notice', items: result?.anntMsgList ?? [], total: count(result?.anntMsgTotal) },
    { key: 'system', items: result?.sysMsgList ?? [], total: count(result?.sysMsgTotal) },
  ];
}

/** The badge count: every unread notice and system message. */
export function unreadCount(result: NoticeListResult | undefined | null): number {
  return noticeTabs(result).reduce((sum, tab) => sum + tab.total, 0);
}

/** Priority codes L, M, H (SPEC §9) with their tag colours; an unknown code reads as normal. */
export const PRIORITY_COLORS: Record<Priority, string> = { L: 'blue', M: 'orange', H: 'red' };
export const PRIORITY_LABEL_KEYS = { L: 'priority.L', M: 'priority.M', H: 'priority.H' } as const;

export function priorityOf(code: string | null | undefined): Priority {
  return code === 'M' || code === 'H' ? code : 'L';
}

/** A publish time as 'YYYY-MM-DD HH:mm' in the browser's time zone; '' when there is none. */
export function formatNoticeTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = dayjs(iso);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : '';
}

/** Where opening a notice leads: its detail modal, a screen of the app, or a web page (new tab). */
export type NoticeTarget = { kind: 'detail' } | { kind: 'route'; path: string } | { kind: 'url'; url: string };

export function noticeTarget(notice: Pick<Notice, 'openType' | 'openPage'>): NoticeTarget {
  const page = notice.openPage?.trim() ?? '';
  if (notice.openType === 'component' && /^\/(?!\/)[\w\-/]*$/.test(page)) return { kind: 'route', path: page };
  if (notice.openType === 'url' && /^https?:\/\/\S+$/i.test(page)) return { kind: 'url', url: page };
  return { kind: 'detail' };
}
