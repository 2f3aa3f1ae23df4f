import type { Notice } from '@csp/contract/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { markNoticeRead } from './api';
import { noticeTarget } from './notice-list';
import { announcementKeys } from './query-keys';

/**
 * Opening a notice (SPEC §4): it is marked read (POST editByAnntIdAndUserId) and the lists reload; then its
 * detail shows, or its screen opens (openType 'component'), or its web page opens in a new tab ('url').
 */
export function useOpenNotice() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [detail, setDetail] = useState<Notice | null>(null);

  const open = useCallback(
    (notice: Notice) => {
      const target = noticeTarget(notice);
      if (target.kind === 'route') navigate(target.path);
      else if (target.kind === 'url') window.open(target.url, '_blank', 'noopener,noreferrer');
      else setDetail(notice);
      if (notice.readFlag === '1') return;
      void markNoticeRead(notice.anntId)
        .catch(() => undefined)
        .then(() => queryClient.invalidateQueries({ queryKey: announcementKeys.all }));
    },
    [navigate, queryClient],
  );
  const close = useCallback(() => setDetail(null), []);
  return { open, detail, close };
}
