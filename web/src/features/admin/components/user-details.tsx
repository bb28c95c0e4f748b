// A student's profile as the admin dashboard shows it (SPEC §2 "students with profile details", the password field included).
import { m } from '@/paraglide/messages.js';
import type { AdminUser } from '@domain/users/types';
import { formatDate, labelIn } from './format';

const HOBBY_LABELS: Record<string, () => string> = {
  coding: m.admin_hobby_coding,
  photography: m.admin_hobby_photography,
  music: m.admin_hobby_music,
  sports: m.admin_hobby_sports,
  reading: m.admin_hobby_reading,
  gaming: m.admin_hobby_gaming,
  socialwork: m.admin_hobby_social_work,
  design: m.admin_hobby_design,
};

const DURATION_LABELS: Record<string, () => string> = {
  '1-3-months': m.admin_duration_1_3_months,
  '3-6-months': m.admin_duration_3_6_months,
  '6-plus-months': m.admin_duration_6_plus_months,
};

const list = (items: string[]) => (items.length ? items.join(', ') : '—');
const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

export function StudentDetails({ user }: { user: AdminUser }) {
  const duration = user.internshipDuration ? (labelIn(DURATION_LABELS, user.internshipDuration) ?? user.internshipDuration) : user.internshipDuration;
  const facts: [string, string][] = [
    [m.admin_col_username(), user.username],
    [m.admin_col_password(), user.actualPassword],
    [m.admin_col_school(), text(user.schoolName)],
    [m.admin_col_grade(), text(user.grade)],
    [m.admin_col_location(), text(user.location)],
    [m.admin_hobbies(), list(user.hobbies.map((h) => labelIn(HOBBY_LABELS, h) ?? h))],
    [m.admin_interested_fields(), list(user.interestedFields)],
    [m.admin_preferred_companies(), list(user.preferredCompanies)],
    [m.admin_internship_duration(), text(duration)],
    [m.admin_skills(), list(user.skills)],
    [m.admin_university(), text(user.university)],
    [m.admin_graduation_year(), text(user.graduationYear)],
    [m.admin_field_of_study(), text(user.fieldOfStudy)],
    [m.admin_bio(), text(user.bio)],
    [m.admin_col_joined(), formatDate(user.createdAt)],
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
