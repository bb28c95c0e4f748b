// Live updates for the signed-in student or company (DESIGN.md §4.1): one Server-Sent Events stream (GET /api/user/stream)
// whose `message` and `application` events refresh the thread, the unread counts and the applications they name, so an
// open thread and the dashboards update without a reload and without polling. The browser reconnects by itself and the
// server resumes after the last event it had (Last-Event-ID); `reset` (too long away) refreshes everything.
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { applicationKeys } from './applications';
import { completionKeys } from './completion';
import { interviewKeys } from './interviews';
import { ownCompanyKeys } from './own-company-keys';
import { threadKeys } from './threads';
import { unreadKeys } from './unread-messages';

const LIVE_STREAM_PATH = '/api/user/stream';

const applicationOf = (event: MessageEvent): string | null => {
  try {
    const { applicationId } = JSON.parse(String(event.data)) as { applicationId?: unknown };
    return typeof applicationId === 'string' ? applicationId : null;
  } catch {
    return null;
  }
};

/**
 * What each kind of event makes stale (exported for its unit test). An open thread is read again at once — reading marks
 * its messages read — unless the page is hidden: then it is read when the reader comes back (refetch on focus), and what
 * arrived meanwhile counts as unread.
 */
export function refreshFor(queryClient: QueryClient, kind: 'message' | 'application', applicationId: string, hidden = false): Promise<unknown> {
  const stale = [
    unreadKeys.all,
    ...(kind === 'application' ? [applicationKeys.all, ownCompanyKeys.all, interviewKeys.ofApplication(applicationId), completionKeys.ofApplication(applicationId)] : []),
  ];
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: threadKeys.thread(applicationId), refetchType: hidden ? 'none' : 'active' }),
    ...stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

export function useLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(LIVE_STREAM_PATH);
    const on = (kind: 'message' | 'application') => (event: MessageEvent) => {
      const applicationId = applicationOf(event);
      if (applicationId) void refreshFor(queryClient, kind, applicationId, document.visibilityState === 'hidden');
    };
    source.addEventListener('message', on('message'));
    source.addEventListener('application', on('application'));
    source.addEventListener('reset', () => void queryClient.invalidateQueries());
    return () => source.close();
  }, [enabled, queryClient]);
}
