// What the student wrote for this application: the cover letter, the answers under the posting's questions, and when
// they can work.
import type { ApplicationAnswer, Availability } from '@domain/applications/types';
import { Section } from './applicant-section';
import { formatDay, plural } from './format';

const box = 'rounded-xl border border-slate-200 p-3.5 text-sm leading-relaxed break-words text-slate-800';

/** '10 hours a week · from Jun 1, 2026 to Jul 31, 2026' */
export function availabilityText(availability: Availability): string {
  const from = formatDay(availability.from);
  const to = formatDay(availability.to);
  const dates = from && to ? `from ${from} to ${to}` : from ? `from ${from}` : to ? `until ${to}` : 'dates open';
  return `${plural(availability.hoursPerWeek, 'hour')} a week · ${dates}`;
}

interface ApplicantLetterProps {
  coverLetter: string;
  answers: ApplicationAnswer[];
  availability: Availability | null;
}

export function ApplicantLetter({ coverLetter, answers, availability }: ApplicantLetterProps) {
  return (
    <div className="space-y-4">
      <Section title="Cover Letter" testId="applicant-cover-letter">
        <p className={`${box} whitespace-pre-line ${coverLetter.trim() ? '' : 'text-slate-500 italic'}`}>{coverLetter.trim() || 'No cover letter.'}</p>
      </Section>
      {answers.length ? (
        <Section title="Answers to your questions" testId="applicant-answers">
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
      <Section title="Availability" testId="applicant-availability">
        <p className={availability ? box : `${box} text-slate-500 italic`}>{availability ? availabilityText(availability) : 'Not given.'}</p>
      </Section>
    </div>
  );
}
