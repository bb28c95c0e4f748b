// The parent's 'Conversations' (while their consent is given): the student's threads, one per application (internship,
// company, status), and the chosen one below, read-only.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GuardianThread } from '@domain/threads/types';
import { LazyThreadPanel } from '@/components/thread/lazy-thread-panel';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { guardianThreadQueryOptions, guardianThreadsQueryOptions } from '../api/guardian-threads';

const STATUS_LABEL: Record<GuardianThread['status'], string> = {
  pending: 'Waiting for the company',
  reviewed: 'Reviewed',
  accepted: 'Accepted',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
  completed: 'Completed',
};

const about = (t: GuardianThread) => `${t.internshipTitle ?? 'An internship no longer listed'}${t.companyName ? ` at ${t.companyName}` : ''}`;

export function GuardianConversations({ token, name }: { token: string; name: string }) {
  const threads = useQuery(guardianThreadsQueryOptions(token));
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = threads.data?.find((t) => t.applicationId === chosen) ?? null;
  return (
    <Card className="p-5 sm:p-6" data-testid="guardian-conversations">
      <section aria-labelledby="conversations-heading">
        <h2 id="conversations-heading" className="text-lg font-bold text-slate-900">
          Conversations
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          The messages between {name} and the companies {name} applied to. You can read them; only {name} and the company write.
        </p>
        {threads.isPending ? (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" /> Loading conversations…
          </p>
        ) : threads.isError ? (
          <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-700">{threads.error.message}</p>
        ) : threads.data.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">No applications yet, so no conversations.</p>
        ) : (
          <ul className="mt-4 grid gap-2" aria-label="Applications">
            {threads.data.map((t) => (
              <li key={t.applicationId}>
                <button
                  type="button"
                  aria-pressed={chosen === t.applicationId}
                  onClick={() => setChosen((c) => (c === t.applicationId ? null : t.applicationId))}
                  className="flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border border-slate-300 bg-white px-4 py-3 text-left transition-colors hover:border-indigo-300 hover:bg-indigo-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-pressed:border-indigo-600 aria-pressed:bg-indigo-50"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-slate-900">{t.internshipTitle ?? 'Internship no longer listed'}</span>
                    <span className="block text-sm break-words text-slate-600">{t.companyName ?? 'Company no longer listed'}</span>
                  </span>
                  <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{STATUS_LABEL[t.status]}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {selected ? (
          <LazyThreadPanel
            key={selected.applicationId}
            query={guardianThreadQueryOptions(token, selected.applicationId)}
            viewer="guardian"
            label={`Messages about ${about(selected)}`}
          />
        ) : null}
      </section>
    </Card>
  );
}
