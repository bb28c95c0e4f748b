// The company application form (SPEC §2, §3, §5): company details, the internship, the terms; checked with the server's schema.
import { COMPANY_FIELDS, COMPANY_INTERNSHIP_TYPES, COMPANY_SIZES } from '@domain/companies/constants';
import { companyApplicationSchema, type CompanyApplication } from '@domain/companies/schemas';
import { Choice, ChoiceGroup } from '@/components/ui/choice-group';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { buttonClass } from '@/components/ui/button-styles';
import { useZodForm, type FormValues } from '@/lib/use-zod-form';
import { RequiredLabel } from './required-label';
import { TermsAgreement } from './terms-agreement';
import { employeesLabel, industryLabel, internshipTypeLabel } from './company-labels';
import { m } from '@/paraglide/messages.js';

/** SPEC §2: the form is cleared on load — it always starts empty, never from the account or an earlier request. */
const empty: FormValues<typeof companyApplicationSchema> = {
  companyName: '', companyField: '', internshipType: '', description: '', website: '', location: '',
  technicalSkills: '', otherSkills: '', companySize: '', registrationNumber: '', termsAccepted: false,
};

// Made while rendering: the labels are the page's language.
const fieldOptions = () => COMPANY_FIELDS.map((f) => ({ value: f, label: industryLabel(f) }));
const sizeOptions = () => COMPANY_SIZES.map((s) => ({ value: s, label: employeesLabel(s) }));
/** Password managers and browsers are told to leave the location alone (SPEC §2: it resists autofill). */
const noAutofill = { autoComplete: 'off', 'data-1p-ignore': 'true', 'data-lpignore': 'true', 'data-form-type': 'other' } as const;

interface CompanyApplicationFormProps {
  onSubmit: (application: CompanyApplication) => void;
  pending: boolean;
}

export function CompanyApplicationForm({ onSubmit, pending }: CompanyApplicationFormProps) {
  const { field, submit, values, setValue, errorOf } = useZodForm(companyApplicationSchema, empty, onSubmit, 'company-application');
  return (
    <form noValidate autoComplete="off" onSubmit={submit} className="space-y-10">
      <section aria-labelledby="company-details-heading" className="space-y-5">
        <h2 id="company-details-heading" className="text-lg font-bold text-slate-900">{m.companies_details_heading()}</h2>
        <TextField {...field('companyName')} label={<RequiredLabel>{m.companies_company_name()}</RequiredLabel>} aria-required autoComplete="organization" />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField {...field('companyField')} label={<RequiredLabel>{m.companies_industry()}</RequiredLabel>} aria-required placeholder={m.companies_industry_placeholder()} options={fieldOptions()} />
          <SelectField {...field('companySize')} label={m.companies_size_optional()} placeholder={m.companies_size_placeholder()} options={sizeOptions()} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field('website')} label={<RequiredLabel>{m.companies_website()}</RequiredLabel>} aria-required type="url" inputMode="url" placeholder="yourcompany.com" autoComplete="url" />
          <TextField {...field('location')} {...noAutofill} label={<RequiredLabel>{m.companies_location()}</RequiredLabel>} aria-required placeholder={m.companies_location_placeholder()} />
        </div>
        <TextField
          {...field('registrationNumber')}
          {...noAutofill}
          label={m.companies_registration_optional()}
          hint={m.companies_registration_hint()}
          autoCapitalize="characters"
          spellCheck={false}
        />
      </section>

      <section aria-labelledby="internship-heading" className="space-y-5">
        <h2 id="internship-heading" className="text-lg font-bold text-slate-900">{m.companies_internship_heading()}</h2>
        <ChoiceGroup id="company-application-internshipType" legend={<RequiredLabel>{m.companies_internship_type()}</RequiredLabel>} legendStyle="field" error={errorOf('internshipType')} layout="grid gap-2 sm:grid-cols-3">
          {COMPANY_INTERNSHIP_TYPES.map((type) => (
            <Choice
              key={type}
              type="radio"
              variant="card"
              name="internshipType"
              value={type}
              label={internshipTypeLabel(type)}
              checked={values.internshipType === type}
              onChange={(on) => on && setValue('internshipType', type)}
            />
          ))}
        </ChoiceGroup>
        <TextAreaField
          {...field('description')}
          label={<RequiredLabel>{m.companies_description()}</RequiredLabel>}
          aria-required
          rows={5}
          boxClassName="min-h-[120px]"
          hint={m.companies_description_hint()}
        />
        <TextAreaField {...field('technicalSkills')} label={<RequiredLabel>{m.companies_technical_skills()}</RequiredLabel>} aria-required rows={3} placeholder={m.companies_technical_placeholder()} />
        <TextAreaField {...field('otherSkills')} label={m.companies_other_skills()} rows={3} placeholder={m.companies_other_placeholder()} />
      </section>

      <TermsAgreement
        id="company-application-termsAccepted"
        checked={values.termsAccepted === true}
        onChange={(on) => setValue('termsAccepted', on)}
        error={errorOf('termsAccepted')}
      />

      <button type="submit" disabled={pending} className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
        {pending ? m.companies_submitting() : m.companies_submit()}
      </button>
    </form>
  );
}
