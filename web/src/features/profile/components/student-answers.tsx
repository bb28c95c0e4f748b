// A student's onboarding answers as a definition list (grade, school, hobbies, fields, duration, companies).
import type { PublicUser } from '@domain/users/types';

const list = (items: string[]) => (items.length ? items.join(', ') : 'Not given yet');
const DURATIONS: Record<string, string> = { '1-3-months': '1–3 months', '3-6-months': '3–6 months', '6-plus-months': '6+ months' };

export function StudentAnswers({ user }: { user: PublicUser }) {
  const rows: [string, string][] = [
    ['Grade', user.grade ? `${user.grade} grade` : 'Not given yet'],
    ['School', user.schoolName || 'Not given yet'],
    ['Hobbies', list(user.hobbies)],
    ['Fields of interest', list(user.interestedFields)],
    ['Internship duration', user.internshipDuration ? (DURATIONS[user.internshipDuration] ?? user.internshipDuration) : 'Not given yet'],
    ['Preferred companies', list(user.preferredCompanies)],
  ];
  return (
    <dl className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(([term, detail]) => (
        <div key={term}>
          <dt className="text-sm font-medium text-slate-500">{term}</dt>
          <dd className="mt-0.5 text-slate-900">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
