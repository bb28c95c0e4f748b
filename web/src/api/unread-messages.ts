// The signed-in user's unread messages (DESIGN.md §4.1): GET /api/user/unread → { messages, byApplication }. A module of its
// own, apart from the threads' (web/src/api/threads.ts): the top bar reads it on every page, so it stays in the first load
// without the threads' mutations. Reading a thread (api/threads.ts) refreshes it; the key is exported for live updates.
import { queryOptions } from '@tanstack/react-query';
import type { UnreadCounts } from '@domain/threads/types';
import { api } from '@/lib/api-client';

export const unreadKeys = {
  all: ['unread-messages'] as const,
};

/** One small GET, again when the window gets the focus back; the live stream (api/live-updates.ts) refreshes it, no polling. */
export function unreadQueryOptions() {
  return queryOptions({
    queryKey: unreadKeys.all,
    queryFn: () => api.get<UnreadCounts>('/api/user/unread'),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}

/** The counts without one application's (its thread was just read; the per-internship counts follow with the refetch). */
export function withoutApplication(counts: UnreadCounts, applicationId: string): UnreadCounts {
  const n = counts.byApplication[applicationId];
  if (!n) return counts;
  const { [applicationId]: _read, ...rest } = counts.byApplication;
  return { ...counts, messages: Math.max(0, counts.messages - n), byApplication: rest };
}

/** '1 unread message', '3 unread messages' (the top bar's link is named so). */
export const unreadMessagesLabel = (n: number) => `${n} unread message${n === 1 ? '' : 's'}`;
