import type {
  Announcement,
  AnnouncementCreate,
  announcementCategories,
  announcementRecipientTypes,
  Priority,
} from '@csp/contract/core';

/** What the announcement form edits; recipients and page are kept per choice so switching back keeps them. */
export interface AnnouncementFormValues {
  titile: string;
  msgContent: string;
  priority: Priority;
  msgCategory: (typeof announcementCategories)[number];
  msgType: (typeof announcementRecipientTypes)[number];
  userIds: string[];
  roleId?: string;
  departId?: string;
  openType: 'none' | 'component' | 'url';
  openPage?: string;
}

export const EMPTY_ANNOUNCEMENT: AnnouncementFormValues = {
  titile: '',
  msgContent: '',
  priority: 'L',
  msgCategory: '1',
  msgType: 'ALL',
  userIds: [],
  openType: 'none',
};

const splitIds = (ids: string | null) => (ids ?? '').split(',').filter((id) => /^\d+$/.test(id));

export function toFormValues(announcement: Announcement): AnnouncementFormValues {
  return {
    titile: announcement.titile,
    msgContent: announcement.msgContent,
    priority: announcement.priority,
    msgCategory: announcement.msgCategory,
    msgType: announcement.msgType,
    userIds: splitIds(announcement.userIds),
    roleId: announcement.roleId ?? undefined,
    departId: announcement.departId ?? undefined,
    openType: announcement.openType ?? 'none',
    openPage: announcement.openPage ?? undefined,
  };
}

/** The request body: only the recipients of the chosen kind, and a page only when one opens. */
export function toAnnouncementBody(values: AnnouncementFormValues): AnnouncementCreate {
  const { msgType, openType } = values;
  return {
    titile: values.titile.trim(),
    msgContent: values.msgContent ?? '',
    priority: values.priority,
    msgCategory: values.msgCategory,
    msgType,
    userIds: msgType === 'USER' ? values.userIds.join(',') : null,
    roleId: msgType === 'ROLE' ? (values.roleId ?? null) : null,
    departId: msgType === 'DEPART' ? (values.departId ?? null) : null,
    openType: openType === 'none' ? null : openType,
    openPage: openType === 'none' ? null : (values.openPage?.trim() ?? null),
  };
}

/** The page rules of the server (contract `checkAnnouncement`). */
export function isValidOpenPage(openType: AnnouncementFormValues['openType'], page: string | undefined): boolean {
  const value = page?.trim() ?? '';
  if (openType === 'component') return /^\/[\w\-/]*$/.test(value);
  if (openType === 'url') return /^https?:\/\/\S+$/i.test(value);
  return true;
}

/** A released announcement is revoked before it is edited or released again (server rule). */
export const isReleased = (announcement: Pick<Announcement, 'sendStatus'>) => announcement.sendStatus === '1';
