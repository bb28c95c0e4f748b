// A student's onboarding answers as a definition list (grade, school, hobbies, fields, duration, companies).
import type { PublicUser } from '@domain/users/types';
import { currentLocale, formatCount } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';

const list = (items: string[]) => (items.length ? items.join(', ') : m.profile_not_given());
const durationLabel = (value: string) =>
  ({ '1-3-months': m.profile_duration_1_3(), '3-6-months': m.profile_duration_3_6(), '6-plus-months': m.profile_duration_6_plus() })[value] ?? value;

/** '10th grade'; in the other languages the class's number. */
function gradeText(grade: string): string {
  const number = Number.parseInt(grade, 10);
  return m.profile_grade_value({ grade: currentLocale() === 'en' || Number.isNaN(number) ? grade : formatCount(number) });
}

export function StudentAnswers({ user }: { user: PublicUser }) {
  const rows: [string, string][] = [
    [m.profile_grade(), user.grade ? gradeText(user.grade) : m.profile_not_given()],
    [m.profile_school(), user.schoolName || m.profile_not_given()],
    [m.profile_hobbies(), list(user.hobbies)],
    [m.profile_fields(), list(user.interestedFields)],
    [m.profile_duration(), user.internshipDuration ? durationLabel(user.internshipDuration) : m.profile_not_given()],
    [m.profile_preferred_companies(), list(user.preferredCompanies)],
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
