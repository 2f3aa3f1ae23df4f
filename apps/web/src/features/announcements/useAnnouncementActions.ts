import type { Announcement } from '@csp/contract/core';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteAnnouncement, releaseAnnouncement, revokeAnnouncement } from './api';
import { announcementKeys } from './query-keys';

type Action = 'release' | 'revoke' | 'delete';

const calls: Record<Action, (id: string) => Promise<unknown>> = {
  release: releaseAnnouncement,
  revoke: revokeAnnouncement,
  delete: deleteAnnouncement,
};
const done = { release: 'admin.released', revoke: 'admin.revoked', delete: 'admin.deleted' } as const;
const asks = { release: 'admin.releaseConfirm', revoke: 'admin.revokeConfirm', delete: 'admin.deleteConfirm' } as const;
const names = { release: 'admin.release', revoke: 'admin.revoke', delete: 'admin.delete' } as const;

/** Release, revoke and delete, each after a confirmation; the lists reload afterwards (failures: transport). */
export function useAnnouncementActions() {
  const { t } = useTranslation('announcements');
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();

  return (action: Action, announcement: Announcement) =>
    modal.confirm({
      title: t(names[action]),
      content: t(asks[action], { title: announcement.titile }),
      okText: t(names[action]),
      cancelText: t('admin.cancel'),
      okButtonProps: { danger: action !== 'release' },
      onOk: async () => {
        try {
          await calls[action](announcement.id);
          message.success(t(done[action]));
        } finally {
          void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
        }
      },
    });
}
