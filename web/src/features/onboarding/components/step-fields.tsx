// The fields of each wizard step: hobbies + fields of interest; duration + preferred companies; location, grade, school, skills.
import { SKILLS } from '@domain/internships/constants';
import { GRADES, HOBBIES, HOBBY_LABELS, INTERESTED_FIELDS, INTERNSHIP_DURATIONS, INTERNSHIP_DURATION_LABELS, PREFERRED_COMPANIES } from '@domain/users/constants';
import { Choice, ChoiceGroup } from '@/components/ui/choice-group';
import { TextField } from '@/components/ui/text-field';
import type { OnboardingErrors, OnboardingField, OnboardingValues } from '../machine/onboarding-values';

export interface StepFieldsProps {
  values: OnboardingValues;
  errors: OnboardingErrors;
  onChange: <F extends OnboardingField>(field: F, value: OnboardingValues[F]) => void;
}

const toggle = (list: string[], value: string, on: boolean) => (on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value));

const DURATION_HINTS: Record<(typeof INTERNSHIP_DURATIONS)[number], string> = {
  '1-3-months': 'Great for a summer break',
  '3-6-months': 'A semester alongside school',
  '6-plus-months': 'A long-term commitment',
};

const typeTone: Record<string, string> = {
  Online: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  Offline: 'bg-amber-50 text-amber-800 ring-amber-200',
  Hybrid: 'bg-sky-50 text-sky-700 ring-sky-200',
};

export function InterestsStep({ values, errors, onChange }: StepFieldsProps) {
  return (
    <div className="space-y-8">
      <ChoiceGroup id="hobbies" legend="Hobbies" hint="Select all that apply." error={errors.hobbies} layout="flex flex-wrap gap-2">
        {HOBBIES.map((hobby) => (
          <Choice
            key={hobby}
            type="checkbox"
            name="hobbies"
            value={hobby}
            label={HOBBY_LABELS[hobby]}
            checked={values.hobbies.includes(hobby)}
            onChange={(on) => onChange('hobbies', toggle(values.hobbies, hobby, on))}
          />
        ))}
      </ChoiceGroup>
      <ChoiceGroup id="interestedFields" legend="Fields of Interest" hint="Which fields would you like to explore?" error={errors.interestedFields} layout="flex flex-wrap gap-2">
        {INTERESTED_FIELDS.map((field) => (
          <Choice
            key={field}
            type="checkbox"
            name="interestedFields"
            value={field}
            label={field}
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
      <ChoiceGroup id="internshipDuration" legend="Internship Duration" error={errors.internshipDuration} layout="grid gap-2 sm:grid-cols-3">
        {INTERNSHIP_DURATIONS.map((duration) => (
          <Choice
            key={duration}
            type="radio"
            variant="card"
            name="internshipDuration"
            value={duration}
            label={INTERNSHIP_DURATION_LABELS[duration]}
            detail={<span className="text-xs text-slate-500">{DURATION_HINTS[duration]}</span>}
            checked={values.internshipDuration === duration}
            onChange={(on) => on && onChange('internshipDuration', duration)}
          />
        ))}
      </ChoiceGroup>
      <ChoiceGroup id="preferredCompanies" legend="Preferred Companies" hint="Pick the companies you would most like to work with." error={errors.preferredCompanies} layout="grid gap-2 sm:grid-cols-2">
        {PREFERRED_COMPANIES.map((company) => (
          <Choice
            key={company.name}
            type="checkbox"
            variant="card"
            name="preferredCompanies"
            value={company.name}
            label={company.name}
            detail={
              <span className="flex flex-wrap items-center gap-1.5 text-xs">
                <span className="text-slate-500">{company.field}</span>
                <span className={`rounded-full px-2 py-0.5 font-semibold ring-1 ${typeTone[company.type] ?? ''}`}>{company.type}</span>
              </span>
            }
            checked={values.preferredCompanies.includes(company.name)}
            onChange={(on) => onChange('preferredCompanies', toggle(values.preferredCompanies, company.name, on))}
          />
        ))}
      </ChoiceGroup>
    </div>
  );
}

export function AboutStep({ values, errors, onChange }: StepFieldsProps) {
  return (
    <div className="space-y-6">
      <TextField
        id="onboarding-location"
        name="location"
        label="Location"
        placeholder="City, Country"
        autoComplete="address-level2"
        value={values.location}
        error={errors.location}
        onChange={(e) => onChange('location', e.target.value)}
      />
      <ChoiceGroup id="grade" legend="Grade" error={errors.grade} layout="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {GRADES.map((grade) => (
          <Choice
            key={grade}
            type="radio"
            variant="card"
            name="grade"
            value={grade}
            label={`${grade} Grade`}
            checked={values.grade === grade}
            onChange={(on) => on && onChange('grade', grade)}
          />
        ))}
      </ChoiceGroup>
      <TextField
        id="onboarding-schoolName"
        name="schoolName"
        label="School Name"
        placeholder="Your school's name"
        autoComplete="organization"
        value={values.schoolName}
        error={errors.schoolName}
        onChange={(e) => onChange('schoolName', e.target.value)}
      />
      <ChoiceGroup id="skills" legend="Your Skills" hint="What can you already do? Companies see these when you apply; you can change them later." error={errors.skills} layout="flex flex-wrap gap-2">
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
