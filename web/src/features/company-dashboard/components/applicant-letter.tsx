// What the student wrote for this application: the cover letter, the answers under the posting's questions, and when
// they can work.
import type { ApplicationAnswer, Availability } from '@domain/applications/types';
import { Section } from './applicant-section';
import { formatDay } from './format';
import { formatCount } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';

const box = 'rounded-xl border border-slate-200 p-3.5 text-sm leading-relaxed break-words text-slate-800';

/** '10 hours a week · from Jun 1, 2026 to Jul 31, 2026' */
export function availabilityText(availability: Availability): string {
  const from = formatDay(availability.from);
  const to = formatDay(availability.to);
  const dates = from && to ? m.company_dates_from_to({ from, to }) : from ? m.company_dates_from({ from }) : to ? m.company_dates_until({ to }) : m.company_dates_open();
  const count = formatCount(availability.hoursPerWeek);
  const hours = availability.hoursPerWeek === 1 ? m.company_hours_a_week_one({ count }) : m.company_hours_a_week_many({ count });
  return `${hours} · ${dates}`;
}

interface ApplicantLetterProps {
  coverLetter: string;
  answers: ApplicationAnswer[];
  availability: Availability | null;
}

export function ApplicantLetter({ coverLetter, answers, availability }: ApplicantLetterProps) {
  return (
    <div className="space-y-4">
      <Section title={m.company_cover_letter()} testId="applicant-cover-letter">
        <p className={`${box} whitespace-pre-line ${coverLetter.trim() ? '' : 'text-slate-500 italic'}`}>{coverLetter.trim() || m.company_no_cover_letter()}</p>
      </Section>
      {answers.length ? (
        <Section title={m.company_answers()} testId="applicant-answers">
          <dl className={`${box} space-y-3`}>
            {answers.map((a, i) => (
              <div key={i}>
                <dt className="font-semibold text-slate-900">{a.question}</dt>
                <dd className="mt-0.5 whitespace-pre-line text-slate-800">{a.answer}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      <Section title={m.company_availability()} testId="applicant-availability">
        <p className={availability ? box : `${box} text-slate-500 italic`}>{availability ? availabilityText(availability) : m.company_not_given_period()}</p>
      </Section>
    </div>
  );
}
