// A thread on screen: its messages (message-list.tsx), a polite live region that reads out a message arriving while it is
// open, the report dialog, and the composer — or, when nobody can write (not open yet, closed, the parent's read-only
// view), the reason instead. Loaded on first use (see lazy-thread-panel.tsx).
import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ThreadMessage } from '@domain/threads/types';
import type { threadPagesOptions } from '@/api/threads';
import { LockIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { ReportDialog } from './report-dialog';
import { messagesOldestFirst, ownSide, type ThreadViewer } from './thread-format';
import { m } from '@/paraglide/messages.js';
import { localizeDomainMessage } from '@/i18n/domain-message';

export interface ThreadPanelProps {
  /** The pages to show (threadQueryOptions, or the parent's). */
  query: ReturnType<typeof threadPagesOptions>;
  viewer: ThreadViewer;
  /** Where the composer writes (the two sides only). */
  applicationId?: string;
  /** The scrolling list's name, e.g. 'Messages with Kestrel Studio'. */
  label: string;
  /** The box's label, e.g. 'Message to Kestrel Studio'. */
  composerLabel?: string;
}

export function ThreadPanel({ query, viewer, applicationId, label, composerLabel = m.thread_your_message() }: ThreadPanelProps) {
  const headingId = useId();
  const thread = useInfiniteQuery(query);
  const [reporting, setReporting] = useState<ThreadMessage | null>(null);
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const messages = thread.data ? messagesOldestFirst(thread.data.pages) : [];
  const newest = thread.data?.pages[0];
  const own = ownSide(viewer);
  const last = messages.at(-1);

  // A message that arrives while the thread is open (not the ones there on opening) is read out.
  const [lastSeen, setLastSeen] = useState<string | null>(null);
  const lastKey = thread.data ? (last?.id ?? '') : null;
  if (lastKey !== null && lastKey !== lastSeen) {
    setLastSeen(lastKey);
    if (lastSeen !== null && last) setAnnouncement(last.from.role === own ? m.thread_message_sent() : m.thread_new_message_from({ name: last.from.name, body: last.body }));
  }

  return (
    <section aria-labelledby={headingId} data-testid="thread-panel" className="mt-3 rounded-xl bg-slate-50 p-3 sm:p-4">
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {m.thread_messages()}
      </h3>
      {thread.isPending ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> {m.thread_loading()}
        </p>
      ) : thread.isError ? (
        thread.error instanceof ApiError && (thread.error.status === 403 || thread.error.status === 404) ? (
          <p data-testid="thread-unavailable" className="mt-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm text-slate-700">
            {thread.error.message}
          </p>
        ) : (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {m.thread_load_failed({ error: thread.error.message })}
          </p>
        )
      ) : (
        <>
          <MessageList
            messages={messages}
            own={own}
            ownIsViewer={viewer !== 'guardian'}
            label={label}
            earlier={{ available: thread.hasNextPage, loading: thread.isFetchingNextPage, load: () => void thread.fetchNextPage() }}
            onReport={viewer === 'guardian' ? undefined : setReporting}
            reported={reported}
          />
          {newest?.canWrite && applicationId && viewer !== 'guardian' ? (
            <div className="mt-3">
              <MessageComposer applicationId={applicationId} viewer={viewer} label={composerLabel} />
            </div>
          ) : (
            <p data-testid="thread-closed" className="mt-3 flex items-start gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm text-slate-700">
              <LockIcon className="mt-0.5 size-4 shrink-0 text-slate-500" />
              {(newest?.closedReason && localizeDomainMessage(newest.closedReason)) ?? m.thread_nobody_can_write()}
            </p>
          )}
        </>
      )}
      <p aria-live="polite" className="sr-only" data-testid="thread-announcer">
        {announcement}
      </p>
      <ReportDialog message={reporting} onClose={() => setReporting(null)} onReported={(messageId) => setReported((s) => new Set(s).add(messageId))} />
    </section>
  );
}

export default ThreadPanel;
