import {
  announcementCategories,
  announcementOpenTypes,
  announcementRecipientTypes,
  announcementSendStatuses,
  priorities,
} from '@csp/contract/core';
import type { TFunction } from 'i18next';

type T = TFunction<'announcements'>;

/** Localized select options of the announcement codes (SPEC §3, §9). */
export const priorityOptions = (t: T) => priorities.map((value) => ({ value, label: t(`priority.${value}`) }));
export const categoryOptions = (t: T) =>
  announcementCategories.map((value) => ({ value, label: t(`category.${value}`) }));
export const readFlagOptions = (t: T) =>
  (['0', '1'] as const).map((value) => ({ value, label: t(`readFlag.${value}`) }));
export const sendStatusOptions = (t: T) =>
  announcementSendStatuses.map((value) => ({ value, label: t(`sendStatus.${value}`) }));
export const recipientOptions = (t: T) =>
  announcementRecipientTypes.map((value) => ({ value, label: t(`msgType.${value}`) }));
export const openTypeOptions = (t: T) => [
  { value: 'none', label: t('openType.none') },
  ...announcementOpenTypes.map((value) => ({ value, label: t(`openType.${value}`) })),
];
