// The thread of an application (DESIGN.md §4.1): its pages (GET /api/applications/:id/messages, newest page first, older
// ones by the `before` cursor), writing (POST …/messages) and reporting a message (POST /api/messages/:id/report). Shared
// (web/src/api/): the student's dashboard, the company's applicants page and the parent's consent page show threads.
// Reading a page marks it read on the server, so it also refreshes the unread counts (api/unread-messages.ts). The keys
// are exported for the live updates (one invalidation per event).
import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReportReason } from '@domain/shared/report-reasons';
import type { Thread, ThreadMessage } from '@domain/threads/types';
import { api } from '@/lib/api-client';
import { unreadKeys, unreadQueryOptions, withoutApplication } from './unread-messages';

/** `threadKeys.all` covers every thread page; the unread counts have a key of their own (unreadKeys). */
export const threadKeys = {
  all: ['threads'] as const,
  /** The pages of one application's thread, as its student or company reads it. */
  thread: (applicationId: string) => [...threadKeys.all, applicationId] as const,
  /** The same thread as the consenting parent reads it (through the consent link's token). */
  guardian: (token: string, applicationId: string) => [...threadKeys.all, 'guardian', token, applicationId] as const,
};

/** `?before=<id>` for an older page, nothing for the newest. */
export const beforeQuery = (before: string | null) => (before ? `?before=${encodeURIComponent(before)}` : '');

/** One factory for any thread's pages: its key, how to fetch the page before a cursor (null: the newest page), and what
 *  to do once a page was read. In the cache pages[0] is the newest page, each next one older. Asked again each time a
 *  thread is opened (the other side may have written meanwhile). */
export function threadPagesOptions(queryKey: QueryKey, fetchPage: (before: string | null) => Promise<Thread>, afterRead?: (client: QueryClient) => void) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, client }) => {
      const page = await fetchPage(pageParam);
      afterRead?.(client);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page: Thread) => page.before,
    staleTime: 0,
  });
}

const messagesPath = (applicationId: string) => `/api/applications/${encodeURIComponent(applicationId)}/messages`;

/** The application's thread as its student or company reads it; reading clears its unread count at once, then asks again. */
export function threadQueryOptions(applicationId: string) {
  return threadPagesOptions(
    threadKeys.thread(applicationId),
    (before) => api.get<Thread>(`${messagesPath(applicationId)}${beforeQuery(before)}`),
    (client) => {
      client.setQueryData(unreadQueryOptions().queryKey, (counts) => counts && withoutApplication(counts, applicationId));
      void client.invalidateQueries({ queryKey: unreadKeys.all });
    },
  );
}

/** The pages with `message` at the end of the newest one (once, even if it is already there). */
export function withMessage<P>(pages: InfiniteData<Thread, P> | undefined, message: ThreadMessage): InfiniteData<Thread, P> | undefined {
  if (!pages || pages.pages.length === 0) return pages;
  if (pages.pages.some((p) => p.messages.some((m) => m.id === message.id))) return pages;
  const [newest, ...older] = pages.pages;
  return { ...pages, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

/** Writes in the application's thread; the answer (the message) goes at the end of the cached thread. */
export function useSendMessage(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<ThreadMessage>(messagesPath(applicationId), { body }),
    onSuccess: (message) => queryClient.setQueryData(threadQueryOptions(applicationId).queryKey, (pages) => withMessage(pages, message)),
  });
}

export interface MessageReport {
  messageId: string;
  reason: ReportReason;
  details?: string;
}

/** Reports a message of the other side to the admins (409 once reported; the caller shows the message). */
export function useReportMessage() {
  return useMutation({
    mutationFn: ({ messageId, reason, details }: MessageReport) =>
      api.post<{ id: string }>(`/api/messages/${encodeURIComponent(messageId)}/report`, details ? { reason, details } : { reason }),
  });
}
