// A row of skill chips; with `max` it shows the first few and a '+N more' badge (SPEC §9: cards show at most 3).
import { m } from '@/paraglide/messages.js';
import { formatCount } from '@/i18n/locale';
import { skillLabel } from './format';

export function SkillBadges({ skills, max }: { skills: string[]; max?: number }) {
  const shown = max === undefined ? skills : skills.slice(0, max);
  const hidden = skills.length - shown.length;
  if (skills.length === 0) return null;
  return (
    <ul aria-label={m.internships_skills()} className="flex flex-wrap gap-1.5">
      {shown.map((skill) => (
        <li key={skill} className="max-w-full truncate rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-700 ring-1 ring-indigo-100">
          {skillLabel(skill)}
        </li>
      ))}
      {hidden > 0 ? (
        <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600 ring-1 ring-slate-200">{m.internships_more_skills({ count: formatCount(hidden) })}</li>
      ) : null}
    </ul>
  );
}
