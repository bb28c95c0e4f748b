// The fields of each wizard step: hobbies + fields of interest; duration + preferred companies (optional: the platform's
// approved companies, and any name chosen before still shown); location, grade, school, skills.
import { m } from '@/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { SKILLS } from '@domain/internships/constants';
import { GRADES, HOBBIES, INTERESTED_FIELDS, INTERNSHIP_DURATIONS } from '@domain/users/constants';
import { Choice, ChoiceGroup } from '@/components/ui/choice-group';
import { TextField } from '@/components/ui/text-field';
import type { OnboardingErrors, OnboardingField, OnboardingValues } from '../machine/onboarding-values';
import { approvedCompaniesQueryOptions } from '../api/approved-companies';
import { durationHint, durationLabel, fieldLabel, gradeLabel, hobbyLabel } from './choice-labels';

export interface StepFieldsProps {
  values: OnboardingValues;
  errors: OnboardingErrors;
  onChange: <F extends OnboardingField>(field: F, value: OnboardingValues[F]) => void;
}

const toggle = (list: string[], value: string, on: boolean) => (on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value));

export function InterestsStep({ values, errors, onChange }: StepFieldsProps) {
  return (
    <div className="space-y-8">
      <ChoiceGroup id="hobbies" legend={m.onboarding_hobbies()} hint={m.onboarding_hobbies_hint()} error={errors.hobbies} layout="flex flex-wrap gap-2">
        {HOBBIES.map((hobby) => (
          <Choice
            key={hobby}
            type="checkbox"
            name="hobbies"
            value={hobby}
            label={hobbyLabel(hobby)}
            checked={values.hobbies.includes(hobby)}
            onChange={(on) => onChange('hobbies', toggle(values.hobbies, hobby, on))}
          />
        ))}
      </ChoiceGroup>
      <ChoiceGroup id="interestedFields" legend={m.onboarding_fields()} hint={m.onboarding_fields_hint()} error={errors.interestedFields} layout="flex flex-wrap gap-2">
        {INTERESTED_FIELDS.map((field) => (
          <Choice
            key={field}
            type="checkbox"
            name="interestedFields"
            value={field}
            label={fieldLabel(field)}
            checked={values.interestedFields.includes(field)}
            onChange={(on) => onChange('interestedFields', toggle(values.interestedFields, field, on))}
          />
        ))}
      </ChoiceGroup>
    </div>
  );
}

export function PreferencesStep({ values, errors, onChange }: StepFieldsProps) {
  return (
    <div className="space-y-8">
      <ChoiceGroup id="internshipDuration" legend={m.onboarding_duration()} error={errors.internshipDuration} layout="grid gap-2 sm:grid-cols-3">
        {INTERNSHIP_DURATIONS.map((duration) => (
          <Choice
            key={duration}
            type="radio"
            variant="card"
            name="internshipDuration"
            value={duration}
            label={durationLabel(duration)}
            detail={<span className="text-xs text-slate-600">{durationHint(duration)}</span>}
            checked={values.internshipDuration === duration}
            onChange={(on) => on && onChange('internshipDuration', duration)}
          />
        ))}
      </ChoiceGroup>
      <PreferredCompanies values={values} errors={errors} onChange={onChange} />
    </div>
  );
}

/** The approved companies by name, plus any name chosen before that is not (or no longer) among them, checked. */
function PreferredCompanies({ values, errors, onChange }: StepFieldsProps) {
  const companies = useQuery(approvedCompaniesQueryOptions());
  const listed = (companies.data ?? []).flatMap((c) => (c.companyName ? [{ name: c.companyName, detail: [c.companyField, c.location].filter(Boolean).join(' · ') }] : []));
  const names = new Set(listed.map((c) => c.name));
  const earlier = values.preferredCompanies.filter((name) => !names.has(name)).map((name) => ({ name, detail: m.onboarding_chosen_earlier() }));
  const options = [...listed, ...earlier];
  return (
    <ChoiceGroup
      id="preferredCompanies"
      legend={m.onboarding_companies()}
      hint={m.onboarding_companies_hint()}
      error={errors.preferredCompanies}
      layout="grid gap-2 sm:grid-cols-2"
    >
      {options.map((company) => (
        <Choice
          key={company.name}
          type="checkbox"
          variant="card"
          name="preferredCompanies"
          value={company.name}
          label={company.name}
          detail={company.detail ? <span className="text-xs text-slate-600">{company.detail}</span> : undefined}
          checked={values.preferredCompanies.includes(company.name)}
          onChange={(on) => onChange('preferredCompanies', toggle(values.preferredCompanies, company.name, on))}
        />
      ))}
      {companies.isPending ? <p className="text-sm text-slate-500">{m.onboarding_companies_loading()}</p> : null}
      {companies.isError ? <p className="text-sm text-slate-600">{m.onboarding_companies_failed()}</p> : null}
      {companies.isSuccess && options.length === 0 ? <p className="text-sm text-slate-600">{m.onboarding_companies_none()}</p> : null}
    </ChoiceGroup>
  );
}

export function AboutStep({ values, errors, onChange }: StepFieldsProps) {
  return (
    <div className="space-y-6">
      <TextField
        id="onboarding-location"
        name="location"
        label={m.onboarding_location()}
        placeholder={m.onboarding_location_placeholder()}
        autoComplete="address-level2"
        value={values.location}
        error={errors.location}
        onChange={(e) => onChange('location', e.target.value)}
      />
      <ChoiceGroup id="grade" legend={m.onboarding_grade()} error={errors.grade} layout="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {GRADES.map((grade) => (
          <Choice
            key={grade}
            type="radio"
            variant="card"
            name="grade"
            value={grade}
            label={gradeLabel(grade)}
            checked={values.grade === grade}
            onChange={(on) => on && onChange('grade', grade)}
          />
        ))}
      </ChoiceGroup>
      <TextField
        id="onboarding-schoolName"
        name="schoolName"
        label={m.onboarding_school_name()}
        placeholder={m.onboarding_school_placeholder()}
        autoComplete="organization"
        value={values.schoolName}
        error={errors.schoolName}
        onChange={(e) => onChange('schoolName', e.target.value)}
      />
      <ChoiceGroup id="skills" legend={m.onboarding_skills()} hint={m.onboarding_skills_hint()} error={errors.skills} layout="flex flex-wrap gap-2">
        {[...SKILLS, ...values.skills.filter((s) => !(SKILLS as readonly string[]).includes(s))].map((skill) => (
          <Choice
            key={skill}
            type="checkbox"
            name="skills"
            value={skill}
            label={skill}
            checked={values.skills.includes(skill)}
            onChange={(on) => onChange('skills', toggle(values.skills, skill, on))}
          />
        ))}
      </ChoiceGroup>
    </div>
  );
}
