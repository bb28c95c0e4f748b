// The student's résumé on /profile: skills (chips), projects (title, description, optional link; up to 10) and
// achievements (up to 10), added and removed in place, saved together; the profile each application carries.
import { useState, type FormEvent } from 'react';
import { SKILLS } from '@domain/internships/constants';
import type { PublicUser } from '@domain/users/types';
import { m } from '@/paraglide/messages.js';
import { formatCount } from '@/i18n/locale';
import { Choice, ChoiceGroup } from '@/components/ui/choice-group';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { buttonClass } from '@/components/ui/button-styles';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import type { ProfileChanges } from '../api/update-profile';
import { MAX_ACHIEVEMENTS, MAX_PROJECTS, newKey, resumeChanges, resumeErrors, resumeValuesOf, type ResumeValues } from './resume-rules';

interface ResumeFormProps {
  user: PublicUser;
  saving: boolean;
  onSubmit: (changes: ProfileChanges) => void;
}

const toggle = (list: string[], value: string, on: boolean) => (on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value));

export function ResumeForm({ user, saving, onSubmit }: ResumeFormProps) {
  const [values, setValues] = useState<ResumeValues>(() => resumeValuesOf(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const change = (next: ResumeValues) => {
    setValues(next);
    if (submitted) setErrors(resumeErrors(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = resumeErrors(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(first)?.focus();
    onSubmit(resumeChanges(values));
  };
  const skillOptions = [...SKILLS, ...values.skills.filter((s) => !(SKILLS as readonly string[]).includes(s))];

  return (
    <form noValidate onSubmit={submit} aria-label={m.profile_your_resume()} className="mt-5 space-y-8">
      <ChoiceGroup id="resume-skills" legend={m.profile_skills()} hint={m.profile_skills_hint()} layout="flex flex-wrap gap-2">
        {skillOptions.map((skill) => (
          <Choice key={skill} type="checkbox" name="skills" value={skill} label={skill} checked={values.skills.includes(skill)} onChange={(on) => change({ ...values, skills: toggle(values.skills, skill, on) })} />
        ))}
      </ChoiceGroup>

      <fieldset className="min-w-0 space-y-4">
        <legend className="text-base font-semibold text-slate-900">{m.profile_projects()}</legend>
        <p className="-mt-2 text-sm text-slate-600">{m.profile_projects_hint({ max: formatCount(MAX_PROJECTS) })}</p>
        {values.projects.length === 0 ? <p className="text-sm text-slate-600">{m.profile_no_projects()}</p> : null}
        <ol className="space-y-4">
          {values.projects.map((project, i) => {
            const set = (patch: Partial<typeof project>) => change({ ...values, projects: values.projects.map((p) => (p.key === project.key ? { ...p, ...patch } : p)) });
            const id = (field: string) => `project-${project.key}-${field}`;
            return (
              <li key={project.key} data-testid="project-row" className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
                <div className="mb-3 flex items-center justify-between gap-3">
                  <h3 className="text-sm font-semibold text-slate-800">{m.profile_project_n({ n: formatCount(i + 1) })}</h3>
                  <button type="button" onClick={() => change({ ...values, projects: values.projects.filter((p) => p.key !== project.key) })} className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50')}>
                    <TrashIcon className="size-4" aria-hidden="true" />
                    {m.profile_remove()}
                    <span className="sr-only"> {m.profile_remove_project_sr({ n: formatCount(i + 1) })}</span>
                  </button>
                </div>
                <div className="grid gap-4">
                  <TextField id={id('title')} name={id('title')} label={m.profile_project_title()} maxLength={100} value={project.title} error={errors[id('title')]} onChange={(e) => set({ title: e.target.value })} />
                  <TextAreaField id={id('description')} name={id('description')} label={m.profile_project_description()} boxClassName="min-h-20" maxLength={500} hint={m.profile_characters({ count: formatCount(project.description.trim().length), max: formatCount(500) })} value={project.description} error={errors[id('description')]} onChange={(e) => set({ description: e.target.value })} />
                  <TextField id={id('link')} name={id('link')} type="url" inputMode="url" placeholder="https://" label={m.profile_project_link()} value={project.link} error={errors[id('link')]} onChange={(e) => set({ link: e.target.value })} />
                </div>
              </li>
            );
          })}
        </ol>
        {values.projects.length < MAX_PROJECTS ? (
          <button type="button" onClick={() => change({ ...values, projects: [...values.projects, { key: newKey(), title: '', description: '', link: '' }] })} className={buttonClass('secondary', 'sm')}>
            <PlusIcon className="size-4" aria-hidden="true" />
            {m.profile_add_project()}
          </button>
        ) : (
          <p className="text-sm text-slate-600">{m.profile_projects_full({ max: formatCount(MAX_PROJECTS) })}</p>
        )}
      </fieldset>

      <fieldset className="min-w-0 space-y-4">
        <legend className="text-base font-semibold text-slate-900">{m.profile_achievements()}</legend>
        <p className="-mt-2 text-sm text-slate-600">{m.profile_achievements_hint({ max: formatCount(MAX_ACHIEVEMENTS) })}</p>
        {values.achievements.length === 0 ? <p className="text-sm text-slate-600">{m.profile_no_achievements()}</p> : null}
        <ol className="space-y-3">
          {values.achievements.map((achievement, i) => (
            <li key={achievement.key} data-testid="achievement-row" className="flex items-start gap-2">
              <TextField
                id={`achievement-${achievement.key}`}
                name={`achievement-${achievement.key}`}
                label={m.profile_achievement_n({ n: formatCount(i + 1) })}
                maxLength={200}
                className="min-w-0 flex-1"
                value={achievement.text}
                error={errors[`achievement-${achievement.key}`]}
                onChange={(e) => change({ ...values, achievements: values.achievements.map((a) => (a.key === achievement.key ? { ...a, text: e.target.value } : a)) })}
              />
              <button type="button" onClick={() => change({ ...values, achievements: values.achievements.filter((a) => a.key !== achievement.key) })} className={buttonClass('ghost', 'sm', 'mt-7 text-red-700 hover:bg-red-50')}>
                <TrashIcon className="size-4" aria-hidden="true" />
                <span className="sr-only">{m.profile_remove_achievement_sr({ n: formatCount(i + 1) })}</span>
              </button>
            </li>
          ))}
        </ol>
        {values.achievements.length < MAX_ACHIEVEMENTS ? (
          <button type="button" onClick={() => change({ ...values, achievements: [...values.achievements, { key: newKey(), text: '' }] })} className={buttonClass('secondary', 'sm')}>
            <PlusIcon className="size-4" aria-hidden="true" />
            {m.profile_add_achievement()}
          </button>
        ) : (
          <p className="text-sm text-slate-600">{m.profile_achievements_full({ max: formatCount(MAX_ACHIEVEMENTS) })}</p>
        )}
      </fieldset>

      <div className="border-t border-slate-100 pt-5">
        <button type="submit" disabled={saving} className={buttonClass('primary')}>
          {saving ? m.profile_saving() : m.profile_save_resume()}
        </button>
      </div>
    </form>
  );
}
