import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getToken } from '../../lib/auth';
import { useCurrentUser } from '../auth/useCurrentUser';
import { fetchNoticeList } from './api';
import { noticeSocketUrl, openNoticeChannel } from './notice-channel';
import { startNoticePolling } from './notice-polling';
import { announcementKeys } from './query-keys';

/**
 * The bell's data (SPEC §4, §7 Notices): `listByUser` loaded once, polled every 6000 ms until a load fails,
 * and reloaded at once when the live channel says 'topic' or 'user'. The list is the truth; the socket
 * only says when to look again.
 */
export function useNoticeFeed() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id;
  const token = getToken();
  const [pollingStopped, setPollingStopped] = useState(false);
  const [generation, setGeneration] = useState(0);
  const query = useQuery({
    queryKey: announcementKeys.bell,
    queryFn: () => fetchNoticeList(),
    enabled: !!token,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation starts the polling again
  useEffect(() => {
    if (!token) return;
    setPollingStopped(false);
    const polling = startNoticePolling({
      load: () =>
        queryClient.refetchQueries(
          { queryKey: announcementKeys.bell, exact: true },
          { throwOnError: true, cancelRefetch: false },
        ),
      onStop: () => setPollingStopped(true),
    });
    return () => polling.stop();
  }, [queryClient, token, generation]);

  useEffect(() => {
    if (!userId || !token || typeof WebSocket === 'undefined') return;
    const channel = openNoticeChannel({
      url: noticeSocketUrl(window.location.origin, userId),
      token,
      onReload: () => void queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
      // The session ended elsewhere: the next call answers 401 tokenExpired and the transport handler
      // shows "sign in again" (lib/transport-errors.ts), as for any expired session.
      onSessionEnded: () => void queryClient.refetchQueries({ queryKey: announcementKeys.bell, exact: true }),
    });
    return () => channel.stop();
  }, [queryClient, userId, token]);

  /** After a failure: load again and poll again (the user asked for it). */
  const retry = () => {
    void query.refetch();
    setGeneration((n) => n + 1);
  };
  return { data: query.data, failed: query.isError, pollingStopped, retry };
}
