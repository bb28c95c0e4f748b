// The internship's skills as a multi-select: a checkbox for each of SPEC §9's skills (and any other skill it already has).
import { SKILLS } from '@domain/internships/constants';
import { formatCount } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';

interface SkillsPickerProps {
  id: string;
  selected: string[];
  onChange: (skills: string[]) => void;
  error?: string;
}

const chipClass =
  'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors select-none ' +
  'border-slate-300 bg-white text-slate-700 hover:border-indigo-300 hover:bg-indigo-50 ' +
  'has-checked:border-indigo-600 has-checked:bg-indigo-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600';

export function SkillsPicker({ id, selected, onChange, error }: SkillsPickerProps) {
  const options = [...SKILLS, ...selected.filter((s) => !(SKILLS as readonly string[]).includes(s))];
  const toggle = (skill: string, on: boolean) => onChange(on ? [...selected.filter((s) => s !== skill), skill] : selected.filter((s) => s !== skill));
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')} className="min-w-0">
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">
        {m.company_skills()}
        <span className="ms-2 font-normal text-slate-500">{m.company_skills_selected({ count: formatCount(selected.length) })}</span>
      </legend>
      <p id={hintId} className="mb-3 text-xs text-slate-500">{m.company_skills_hint()}</p>
      <div className="flex flex-wrap gap-2">
        {options.map((skill) => (
          <label key={skill} className={chipClass}>
            <input type="checkbox" name="skills" value={skill} checked={selected.includes(skill)} onChange={(e) => toggle(skill, e.target.checked)} className="sr-only" />
            {skill}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
