// One application in a list: internship title (linked; marked Closed when it closed since), id, applied date, status badge,
// what came after the match (interviews to answer or scheduled, the completion to confirm, the certificate: loaded apart,
// see lazy-application-progress.tsx), an expandable status history (with the company's notes), its thread with the company
// behind 'Messages' (with the unread count), and Withdraw while pending or reviewed.
import { useState } from 'react';
import { m } from '@/paraglide/messages.js';
import { Link } from '@tanstack/react-router';
import type { Application } from '@domain/applications/types';
import { threadQueryOptions } from '@/api/threads';
import { LazyThreadPanel } from '@/components/thread/lazy-thread-panel';
import { MessagesToggle } from '@/components/thread/messages-toggle';
import { SmallChevronRightIcon } from '@/components/ui/icons';
import { formatDay } from './dashboard-format';
import { hasProgress, LazyApplicationProgress } from './lazy-application-progress';
import { StatusBadge } from './status-badge';
import { StatusHistory } from './status-history';
import { WithdrawButton } from './withdraw-button';

export function ApplicationRow({ application }: { application: Application }) {
  const [open, setOpen] = useState(false);
  const [messagesOpen, setMessagesOpen] = useState(false);
  const threadId = `thread-${application.id}`;
  const historyId = `history-${application.id}`;
  const toggleId = `history-toggle-${application.id}`;
  const canWithdraw = application.status === 'pending' || application.status === 'reviewed';
  return (
    <li data-testid="recent-application" className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-slate-900">
            {application.internshipTitle ? (
              <Link to="/internship/$id" params={{ id: application.internshipId }} className="hover:text-indigo-700 hover:underline">
                {application.internshipTitle}
              </Link>
            ) : (
              m.student_internship_gone()
            )}
            {application.internshipClosed ? (
              <span className="ms-2 inline-flex translate-y-[-1px] items-center rounded-full bg-slate-800 px-2 py-0.5 align-middle text-xs font-semibold text-white">{m.student_closed()}</span>
            ) : null}
          </p>
          <p className="mt-0.5 text-xs break-all text-slate-500">
            {m.student_application_id()} <span className="font-mono">{application.id}</span>
          </p>
          <p className="mt-0.5 text-sm text-slate-600">{m.student_applied_on({ date: formatDay(application.appliedAt) })}</p>
        </div>
        <StatusBadge status={application.status} />
      </div>
      {hasProgress(application.status) ? <LazyApplicationProgress applicationId={application.id} status={application.status} /> : null}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <button
            id={toggleId}
            type="button"
            aria-expanded={open}
            aria-controls={historyId}
            onClick={() => setOpen((o) => !o)}
            className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <SmallChevronRightIcon className={`size-4 transition-transform ${open ? 'rotate-90' : 'rtl:rotate-180'}`} />
            {open ? m.student_hide_history() : m.student_show_history()}
          </button>
          <MessagesToggle applicationId={application.id} open={messagesOpen} onToggle={() => setMessagesOpen((o) => !o)} controls={threadId} />
        </div>
        {canWithdraw ? <WithdrawButton applicationId={application.id} title={application.internshipTitle ?? m.student_this_internship()} focusAfterId={toggleId} /> : null}
      </div>
      {open ? <StatusHistory id={historyId} applicationId={application.id} /> : null}
      {messagesOpen ? (
        <div id={threadId}>
          <LazyThreadPanel
            query={threadQueryOptions(application.id)}
            viewer="student"
            applicationId={application.id}
            label={m.student_messages_about({ title: application.internshipTitle ?? m.student_this_internship() })}
            composerLabel={m.student_message_to_company()}
          />
        </div>
      ) : null}
    </li>
  );
}
