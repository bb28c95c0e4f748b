// One applicant: name, grade, school, location, profile chips, the student's letter, answers, availability and résumé,
// status, the company's answers and history, the thread with the student behind 'Messages' (with the unread count), the
// interviews behind 'Interviews' (once the application is no longer pending) and, once accepted, completing the internship
// ('Mark the internship complete'; then its state and the certificate). Each panel's code loads when it first opens.
// Withdrawn: only that it was withdrawn; consent withdrawn: only the notice.
import { useState } from 'react';
import { threadQueryOptions } from '@/api/threads';
import { LazyThreadPanel } from '@/components/thread/lazy-thread-panel';
import { MessagesToggle } from '@/components/thread/messages-toggle';
import { Card } from '@/components/ui/card';
import { CalendarIcon, ChevronRightIcon, TrophyIcon } from '@/components/ui/icons';
import type { CompanyApplication } from '@domain/applications/types';
import { applicantName } from '../api/company-applications';
import { StatusAndAppliedDay } from './application-status-badge';
import { ApplicantLetter } from './applicant-letter';
import { ApplicantResume } from './applicant-resume';
import { ApplicationTimeline } from './application-timeline';
import { formatDay } from './format';
import { gradeText, hobbyLabel } from './labels';
import { m } from '@/paraglide/messages.js';
import { LazyCompletionPanel } from './lazy-completion-panel';
import { LazyInterviewsPanel } from './lazy-interviews-panel';
import { PanelToggle } from './panel-toggle';
import { StatusActions } from './status-actions';

function Chips({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1.5 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <span key={item} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
            {item}
          </span>
        ))}
      </dd>
    </div>
  );
}

interface ApplicantCardProps {
  application: CompanyApplication;
  /** The internship's location: the interview form's times are its clock. */
  internshipLocation?: string | null;
}

export function ApplicantCard({ application, internshipLocation = null }: ApplicantCardProps) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const [messagesOpen, setMessagesOpen] = useState(false);
  const [interviewsOpen, setInterviewsOpen] = useState(false);
  const [completionOpen, setCompletionOpen] = useState(false);
  const { student } = application;
  const name = applicantName(application);
  const profile = application.profile;
  const grade = profile?.grade ?? student?.grade;
  const school = profile?.schoolName ?? student?.schoolName;
  const facts = student ? [grade ? gradeText(grade) : null, school, student.location].filter(Boolean) : [];
  const withdrawn = application.status === 'withdrawn';
  const withdrawnAt = withdrawn ? formatDay([...application.history].reverse().find((h) => h.to === 'withdrawn')?.at) : null;
  const historyId = `history-${application.id}`;
  const threadId = `thread-${application.id}`;
  const interviewsId = `interviews-${application.id}`;
  const completionId = `completion-${application.id}`;
  const hasInterviews = application.status !== 'pending' && !withdrawn;
  const canComplete = application.status === 'accepted' || application.status === 'completed';
  return (
    <Card data-testid="applicant" className="p-5 sm:p-6">
      <article aria-label={name}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-base font-semibold text-white">
              {(student?.firstName || 'S').charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0">
              <h2 className="text-lg font-bold break-words text-slate-900">{name}</h2>
              {student ? (
                <p className="text-sm break-words text-slate-600">{facts.join(' · ')}</p>
              ) : (
                <p data-testid="shared-data-withdrawn" className="text-sm font-medium break-words text-amber-800">
                  {application.notice}
                </p>
              )}
            </div>
          </div>
          <StatusAndAppliedDay status={application.status} appliedAt={application.appliedAt} />
        </div>

        {!student ? (
          <p className="mt-5 rounded-xl border border-amber-200 bg-amber-50 p-3.5 text-sm text-amber-900">
            {m.company_consent_withdrawn()}
          </p>
        ) : withdrawn ? (
          <p data-testid="applicant-withdrawn" className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-3.5 text-sm text-slate-700">
            {withdrawnAt ? m.company_withdrawn_on({ name, date: withdrawnAt }) : m.company_withdrawn({ name })}
          </p>
        ) : (
          <>
            <dl className="mt-5 grid gap-4 sm:grid-cols-2">
              <Chips label={m.company_interests()} items={student.interestedFields} />
              <Chips label={m.company_hobbies()} items={student.hobbies.map(hobbyLabel)} />
            </dl>
            <div className="mt-5 grid gap-5 lg:grid-cols-2">
              <ApplicantLetter coverLetter={application.coverLetter} answers={application.answers ?? []} availability={application.availability ?? null} />
              <div className="space-y-4">
                <ApplicantResume
                  applicationId={application.id}
                  profile={profile ?? { skills: student.skills, projects: [], achievements: [], schoolName: student.schoolName, grade: student.grade }}
                  pdf={application.resumePdf ?? null}
                />
                {application.resume.trim() ? (
                  <section className="min-w-0">
                    <h3 className="text-sm font-semibold text-slate-900">{m.company_resume_text()}</h3>
                    <p className="mt-1.5 rounded-xl border border-slate-200 p-3.5 text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">{application.resume.trim()}</p>
                  </section>
                ) : null}
              </div>
            </div>
          </>
        )}

        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <StatusActions applicationId={application.id} status={application.status} applicantName={name} internshipTitle={application.internshipTitle} />
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {canComplete ? (
              <PanelToggle open={completionOpen} onToggle={() => setCompletionOpen((o) => !o)} controls={completionId} icon={<TrophyIcon className="size-4" />} testId="completion-toggle">
                {completionOpen ? m.company_hide_completion() : application.status === 'completed' ? m.company_completion_certificate() : m.company_mark_complete()}
              </PanelToggle>
            ) : null}
            {hasInterviews ? (
              <PanelToggle open={interviewsOpen} onToggle={() => setInterviewsOpen((o) => !o)} controls={interviewsId} icon={<CalendarIcon className="size-4" />} testId="interviews-toggle">
                {interviewsOpen ? m.company_hide_interviews() : m.company_interviews()}
              </PanelToggle>
            ) : null}
            <MessagesToggle applicationId={application.id} open={messagesOpen} onToggle={() => setMessagesOpen((o) => !o)} controls={threadId} />
            <button
              type="button"
              aria-expanded={historyOpen}
              aria-controls={historyId}
              onClick={() => setHistoryOpen((o) => !o)}
              className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <ChevronRightIcon className={`size-4 transition-transform ${historyOpen ? 'rotate-90' : 'rtl:rotate-180'}`} />
              {historyOpen ? m.company_hide_history() : m.company_show_history()}
            </button>
          </div>
        </div>
        {historyOpen ? <ApplicationTimeline id={historyId} history={application.history} /> : null}
        {hasInterviews && interviewsOpen ? (
          <div id={interviewsId}>
            <LazyInterviewsPanel applicationId={application.id} status={application.status} studentName={name} internshipLocation={internshipLocation} />
          </div>
        ) : null}
        {canComplete && completionOpen ? (
          <div id={completionId}>
            <LazyCompletionPanel applicationId={application.id} status={application.status} studentName={name} />
          </div>
        ) : null}
        {messagesOpen ? (
          <div id={threadId}>
            <LazyThreadPanel
              query={threadQueryOptions(application.id)}
              viewer="company"
              applicationId={application.id}
              label={m.company_messages_with({ name })}
              composerLabel={m.company_message_to({ name })}
            />
          </div>
        ) : null}
      </article>
    </Card>
  );
}
