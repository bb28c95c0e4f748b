// A student's profile as the admin dashboard shows it (SPEC §2 "students with profile details", the password field included).
import { HOBBY_LABELS, INTERNSHIP_DURATION_LABELS } from '@domain/users/constants';
import type { AdminUser } from '@domain/users/types';
import { formatDate } from './format';

const list = (items: string[]) => (items.length ? items.join(', ') : '—');
const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

export function StudentDetails({ user }: { user: AdminUser }) {
  const facts: [string, string][] = [
    ['Username', user.username],
    ['Password', user.actualPassword],
    ['School', text(user.schoolName)],
    ['Grade', text(user.grade)],
    ['Location', text(user.location)],
    ['Hobbies', list(user.hobbies.map((h) => HOBBY_LABELS[h as keyof typeof HOBBY_LABELS] ?? h))],
    ['Interested fields', list(user.interestedFields)],
    ['Preferred companies', list(user.preferredCompanies)],
    ['Internship duration', text(INTERNSHIP_DURATION_LABELS[user.internshipDuration as keyof typeof INTERNSHIP_DURATION_LABELS] ?? user.internshipDuration)],
    ['Skills', list(user.skills)],
    ['University', text(user.university)],
    ['Graduation year', text(user.graduationYear)],
    ['Field of study', text(user.fieldOfStudy)],
    ['Bio', text(user.bio)],
    ['Joined', formatDate(user.createdAt)],
  ];
  return (
    <dl className="grid max-w-4xl gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3" data-testid="student-details">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="break-words whitespace-normal text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
