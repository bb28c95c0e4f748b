// One of the company's internships: title, open or closed, facts, applicant count and unread messages from its applicants;
// applicants, edit, close (after confirming) or reopen; what the moderation did to it, with the admins' note (DESIGN.md §4.2).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { unreadQueryOptions } from '@/api/unread-messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { buttonClass } from '@/components/ui/button-styles';
import { ClockIcon, EyeIcon, LockIcon, MapPinIcon, PencilIcon, UnlockIcon, UsersIcon } from '@/components/ui/icons';
import type { CompanyInternship } from '../api/company-internships';
import { useEditInternship } from '../api/save-internship';
import { formatDay } from './format';
import { workTypeLabel } from './labels';
import { formatCount } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';
import { OpenBadge } from './open-badge';

/** What the moderation did, in the page's language. */
const moderationWords = (status: NonNullable<CompanyInternship['moderation']>['status']) =>
  ({ hidden: m.company_moderation_hidden(), removed: m.company_moderation_removed(), suspended: m.company_moderation_suspended() })[status];

function ModerationNotice({ moderation }: { moderation: NonNullable<CompanyInternship['moderation']> }) {
  return (
    <div role="status" data-testid="internship-moderation" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p className="font-semibold">{moderationWords(moderation.status)}</p>
      {moderation.note ? <p className="mt-1 break-words whitespace-pre-line">{m.company_note_from_team({ note: moderation.note })}</p> : null}
    </div>
  );
}

export function InternshipRow({ internship }: { internship: CompanyInternship }) {
  const toggle = useEditInternship(internship.id);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const posted = formatDay(internship.createdAt);
  const params = { id: internship.id };
  const unread = useQuery({ ...unreadQueryOptions(), select: (counts) => counts.byInternship?.[internship.id] ?? 0 }).data ?? 0;
  return (
    <li data-testid="company-internship" className="py-5 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-slate-900">{internship.title}</h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <MapPinIcon className="size-4 text-slate-400" />
              {internship.location}
            </span>
            <span className="inline-flex items-center gap-1">
              <ClockIcon className="size-4 text-slate-400" />
              {internship.duration}
            </span>
            <span>{workTypeLabel(internship.type)}</span>
            {posted ? <span className="text-slate-500">{m.company_posted_on({ date: posted })}</span> : null}
          </p>
        </div>
        {internship.hidden ? null : <OpenBadge isActive={internship.isActive} />}
      </div>
      {internship.moderation ? <ModerationNotice moderation={internship.moderation} /> : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Link to="/company-dashboard/internships/$id/applicants" params={params} className={buttonClass('primary', 'sm')}>
          <UsersIcon className="size-4" />
          <span>
            {m.company_view_applicants()} <span data-testid="applicant-count">({formatCount(internship.applicantCount)})</span>
            <span className="sr-only"> {m.company_for_title({ title: internship.title })}</span>
          </span>
        </Link>
        {unread > 0 ? (
          <span data-testid="internship-unread" className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
            {unread === 1 ? m.company_new_messages_one({ count: formatCount(unread) }) : m.company_new_messages_many({ count: formatCount(unread) })}
          </span>
        ) : null}
        <Link to="/company-dashboard/internships/$id/edit" params={params} className={buttonClass('secondary', 'sm')}>
          <PencilIcon className="size-4" />
          {m.company_edit()}<span className="sr-only"> {internship.title}</span>
        </Link>
        <button
          type="button"
          disabled={toggle.isPending}
          onClick={() => (internship.isActive ? setConfirmingClose(true) : toggle.mutate({ isActive: true }))}
          className={buttonClass('secondary', 'sm')}
        >
          {internship.isActive ? <LockIcon className="size-4" /> : <UnlockIcon className="size-4" />}
          {internship.isActive ? m.company_close() : m.company_reopen()}
          <span className="sr-only"> {internship.title}</span>
        </button>
        {internship.isActive && !internship.hidden ? (
          <Link to="/internship/$id" params={params} className={buttonClass('ghost', 'sm', 'text-indigo-700')}>
            <EyeIcon className="size-4" />
            {m.company_public_page()}<span className="sr-only"> {m.company_of_title({ title: internship.title })}</span>
          </Link>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmingClose}
        onOpenChange={setConfirmingClose}
        title={m.company_close_title()}
        description={m.company_close_text({ title: internship.title })}
        confirmLabel={m.company_close_confirm()}
        tone="danger"
        onConfirm={() => toggle.mutateAsync({ isActive: false })}
      />
    </li>
  );
}
