// One interview of an application, for either side: how (mode, length), where, its status, and its times in the viewer's
// time zone with the internship place's beside them when its clock differs; once scheduled, the chosen time and 'Add to
// calendar' (the .ics invitation). The student's answer form (or nothing) goes in `children`, in place of the list of times.
import { useId, type ReactNode } from 'react';
import type { Interview } from '@domain/interviews/types';
import { interviewCalendarHref } from '@/api/interviews';
import { CalendarIcon } from '@/components/ui/icons';
import { INTERVIEW_STATUS_LABELS, interviewFacts, showTime, type ShownTime } from './interview-time';
import { m } from '@/paraglide/messages.js';

const badgeTones: Record<Interview['status'], string> = {
  proposed: 'bg-amber-50 text-amber-900 ring-amber-200',
  scheduled: 'bg-green-50 text-green-800 ring-green-200',
  declined: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** The viewer's zone and locale, shared by every time shown. */
export interface TimeView {
  viewerZone: string;
  locale?: string;
}

/** A time in the viewer's zone, and at the internship's place when that clock differs. */
export function InterviewTime({ shown, iso }: { shown: ShownTime; iso: string }) {
  return (
    <>
      <time dateTime={iso} className="font-medium text-slate-900">
        {shown.yours}
      </time>
      {shown.atPlace ? <span className="block text-xs text-slate-600">{m.interviews_at_place({ time: shown.atPlace })}</span> : null}
    </>
  );
}

const isLink = (where: string) => /^https?:\/\/\S+$/i.test(where.trim());

interface InterviewCardProps {
  interview: Interview;
  view: TimeView;
  /** Instead of the list of proposed times: the student's answer. */
  children?: ReactNode;
}

export function InterviewCard({ interview, view, children }: InterviewCardProps) {
  const headingId = useId();
  const show = (iso: string) => showTime(iso, { ...view, placeZone: interview.timeZone });
  return (
    <li data-testid="interview" data-status={interview.status} className="rounded-xl border border-slate-200 bg-white p-3.5 sm:p-4">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h4 id={headingId} className="text-sm font-semibold text-slate-900">
            {m.interviews_heading({ facts: interviewFacts(interview) })}
          </h4>
          <span data-testid="interview-status" className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${badgeTones[interview.status]}`}>
            {INTERVIEW_STATUS_LABELS[interview.status]}
          </span>
        </div>
        <dl className="mt-2 grid gap-x-3 gap-y-1.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="text-slate-600">{m.interviews_where()}</dt>
          <dd className="min-w-0 break-words text-slate-800 [overflow-wrap:anywhere]">
            {isLink(interview.where) ? (
              <a href={interview.where.trim()} target="_blank" rel="noopener noreferrer nofollow" className="text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
                {interview.where.trim()}
              </a>
            ) : (
              interview.where
            )}
          </dd>
          {interview.status === 'scheduled' && interview.at ? (
            <>
              <dt className="text-slate-600">{m.interviews_when()}</dt>
              <dd data-testid="interview-when" className="min-w-0">
                <InterviewTime iso={interview.at} shown={show(interview.at)} />
              </dd>
            </>
          ) : children ? null : (
            <>
              <dt className="text-slate-600">{interview.status === 'declined' ? m.interviews_times_offered() : m.interviews_times_proposed()}</dt>
              <dd className="min-w-0">
                <ul className="space-y-1">
                  {interview.slots.map((slot) => (
                    <li key={slot} data-testid="interview-slot">
                      <InterviewTime iso={slot} shown={show(slot)} />
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
        {interview.status === 'scheduled' ? (
          <a
            href={interviewCalendarHref(interview.id)}
            download={`interview-${interview.id}.ics`}
            data-testid="add-to-calendar"
            className="mt-3 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <CalendarIcon className="size-4" />
            {m.interviews_add_to_calendar()}
          </a>
        ) : null}
        {interview.status === 'proposed' ? children : null}
      </article>
    </li>
  );
}
