import type {
  Announcement,
  AnnouncementCreate,
  AnnouncementEdit,
  Notice,
  NoticeListResult,
  PageResult,
} from '@csp/contract/core';
import { http } from '../../lib/http';

/**
 * Calls of SPEC §7 "Notices" (the user's side) and of announcement administration. The bell's calls are
 * silent: a failure stops its polling instead of showing a notification every 6 s (session failures are
 * still handled by the transport).
 */

/** How many unread items of each kind the bell lists (the totals count all of them). */
export const BELL_PAGE_SIZE = 10;

export function fetchNoticeList(pageSize = BELL_PAGE_SIZE): Promise<NoticeListResult> {
  return http.get<NoticeListResult>('/sys/annountCement/listByUser', { params: { pageSize }, silent: true });
}

/** POST /sys/sysAnnouncementSend/editByAnntIdAndUserId: marks one of my announcements read. */
export function markNoticeRead(anntId: string): Promise<null> {
  return http.post<null>('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }, { silent: true });
}

export function fetchAnnouncement(id: string): Promise<Announcement> {
  return http.get<Announcement>('/sys/annountCement/queryById', { params: { id } });
}

export type MyAnnouncementFilter = {
  titile?: string;
  sender?: string;
  readFlag?: '0' | '1';
  msgCategory?: '1' | '2';
  priority?: 'L' | 'M' | 'H';
};

export function fetchMyAnnouncements(filter: MyAnnouncementFilter & { pageNo: number; pageSize: number }) {
  return http.get<PageResult<Notice>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', {
    params: filter,
  });
}

/** PUT /sys/sysAnnouncementSend/readAll: every unread one; the reply says how many. */
export function readAllNotices(): Promise<{ count: number }> {
  return http.put<{ count: number }>('/sys/sysAnnouncementSend/readAll', {});
}

// Administration (permission codes system:announcement:*)

export type AnnouncementFilter = {
  titile?: string;
  sendStatus?: '0' | '1' | '2';
  msgCategory?: '1' | '2';
  priority?: 'L' | 'M' | 'H';
};

export function fetchAnnouncements(filter: AnnouncementFilter & { pageNo: number; pageSize: number }) {
  return http.get<PageResult<Announcement>>('/sys/annountCement/list', { params: filter });
}

export function addAnnouncement(body: AnnouncementCreate): Promise<Announcement> {
  return http.post<Announcement>('/sys/annountCement/add', body, { silent: true });
}

export function editAnnouncement(body: AnnouncementEdit): Promise<Announcement> {
  return http.put<Announcement>('/sys/annountCement/edit', body, { silent: true });
}

export function deleteAnnouncement(id: string): Promise<null> {
  return http.delete<null>('/sys/annountCement/delete', { params: { id } });
}

export function releaseAnnouncement(id: string): Promise<Announcement> {
  return http.post<Announcement>('/sys/annountCement/doReleaseData', { id });
}

/** SPEC/JeecgBoot spell it doReovkeData. */
export function revokeAnnouncement(id: string): Promise<Announcement> {
  return http.post<Announcement>('/sys/annountCement/doReovkeData', { id });
}
