// The parent's 'Conversations' (while their consent is given): the student's threads, one per application (internship,
// company, status), and the chosen one below, read-only.
import { m } from '@/paraglide/messages.js';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GuardianThread } from '@domain/threads/types';
import { LazyThreadPanel } from '@/components/thread/lazy-thread-panel';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { guardianThreadQueryOptions, guardianThreadsQueryOptions } from '../api/guardian-threads';

const statusLabel = (status: GuardianThread['status']): string =>
  ({
    pending: m.consent_thread_pending(),
    reviewed: m.consent_thread_reviewed(),
    accepted: m.consent_thread_accepted(),
    rejected: m.consent_thread_rejected(),
    withdrawn: m.consent_thread_withdrawn(),
    completed: m.consent_thread_completed(),
  })[status];

const about = (t: GuardianThread) => {
  const internship = t.internshipTitle ?? m.consent_an_internship_gone();
  return t.companyName ? m.consent_internship_at_company({ internship, company: t.companyName }) : internship;
};

export function GuardianConversations({ token, name }: { token: string; name: string }) {
  const threads = useQuery(guardianThreadsQueryOptions(token));
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = threads.data?.find((t) => t.applicationId === chosen) ?? null;
  return (
    <Card className="p-5 sm:p-6" data-testid="guardian-conversations">
      <section aria-labelledby="conversations-heading">
        <h2 id="conversations-heading" className="text-lg font-bold text-slate-900">
          {m.consent_conversations()}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {m.consent_conversations_intro({ name })}
        </p>
        {threads.isPending ? (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" /> {m.consent_loading_conversations()}
          </p>
        ) : threads.isError ? (
          <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-700">{threads.error.message}</p>
        ) : threads.data.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">{m.consent_no_conversations()}</p>
        ) : (
          <ul className="mt-4 grid gap-2" aria-label={m.consent_applications()}>
            {threads.data.map((t) => (
              <li key={t.applicationId}>
                <button
                  type="button"
                  aria-pressed={chosen === t.applicationId}
                  onClick={() => setChosen((c) => (c === t.applicationId ? null : t.applicationId))}
                  className="flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border border-slate-300 bg-white px-4 py-3 text-start transition-colors hover:border-indigo-300 hover:bg-indigo-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-pressed:border-indigo-600 aria-pressed:bg-indigo-50"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-slate-900">{t.internshipTitle ?? m.consent_internship_gone()}</span>
                    <span className="block text-sm break-words text-slate-600">{t.companyName ?? m.consent_company_gone()}</span>
                  </span>
                  <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{statusLabel(t.status)}</span>
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
            label={m.consent_messages_about({ subject: about(selected) })}
          />
        ) : null}
      </section>
    </Card>
  );
}
