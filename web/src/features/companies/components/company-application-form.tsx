// The company application form (SPEC §2, §3, §5): company details, the internship, the terms; checked with the server's schema.
import { COMPANY_FIELDS, COMPANY_INTERNSHIP_TYPES, COMPANY_INTERNSHIP_TYPE_LABELS, COMPANY_SIZES } from '@domain/companies/constants';
import { companyApplicationSchema, type CompanyApplication } from '@domain/companies/schemas';
import { Choice, ChoiceGroup } from '@/components/ui/choice-group';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { buttonClass } from '@/components/ui/button-styles';
import { useZodForm, type FormValues } from '@/lib/use-zod-form';
import { RequiredLabel } from './required-label';
import { TermsAgreement } from './terms-agreement';

/** SPEC §2: the form is cleared on load — it always starts empty, never from the account or an earlier request. */
const empty: FormValues<typeof companyApplicationSchema> = {
  companyName: '', companyField: '', internshipType: '', description: '', website: '', location: '',
  technicalSkills: '', otherSkills: '', companySize: '', registrationNumber: '', termsAccepted: false,
};

const fieldOptions = COMPANY_FIELDS.map((f) => ({ value: f, label: f }));
const sizeOptions = COMPANY_SIZES.map((s) => ({ value: s, label: `${s} employees` }));
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
        <h2 id="company-details-heading" className="text-lg font-bold text-slate-900">Company Details</h2>
        <TextField {...field('companyName')} label={<RequiredLabel>Company Name</RequiredLabel>} aria-required autoComplete="organization" />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField {...field('companyField')} label={<RequiredLabel>Industry</RequiredLabel>} aria-required placeholder="Select your industry" options={fieldOptions} />
          <SelectField {...field('companySize')} label="Company Size (optional)" placeholder="Select company size" options={sizeOptions} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field('website')} label={<RequiredLabel>Website</RequiredLabel>} aria-required type="url" inputMode="url" placeholder="yourcompany.com" autoComplete="url" />
          <TextField {...field('location')} {...noAutofill} label={<RequiredLabel>Location</RequiredLabel>} aria-required placeholder="City, Country" />
        </div>
        <TextField
          {...field('registrationNumber')}
          {...noAutofill}
          label="Registration Number (optional)"
          hint="Your GSTIN, CIN or Udyam number (e.g. UDYAM-MH-26-0012345). It helps our team verify your company sooner."
          autoCapitalize="characters"
          spellCheck={false}
        />
      </section>

      <section aria-labelledby="internship-heading" className="space-y-5">
        <h2 id="internship-heading" className="text-lg font-bold text-slate-900">Your Internship</h2>
        <ChoiceGroup id="company-application-internshipType" legend={<RequiredLabel>Internship Type</RequiredLabel>} legendStyle="field" error={errorOf('internshipType')} layout="grid gap-2 sm:grid-cols-3">
          {COMPANY_INTERNSHIP_TYPES.map((type) => (
            <Choice
              key={type}
              type="radio"
              variant="card"
              name="internshipType"
              value={type}
              label={COMPANY_INTERNSHIP_TYPE_LABELS[type]}
              checked={values.internshipType === type}
              onChange={(on) => on && setValue('internshipType', type)}
            />
          ))}
        </ChoiceGroup>
        <TextAreaField
          {...field('description')}
          label={<RequiredLabel>Project Description</RequiredLabel>}
          aria-required
          rows={5}
          boxClassName="min-h-[120px]"
          hint="What will the intern work on, and what will they learn?"
        />
        <TextAreaField {...field('technicalSkills')} label={<RequiredLabel>Technical Skills Required</RequiredLabel>} aria-required rows={3} placeholder="e.g. Canva, Google Workspace, basic HTML" />
        <TextAreaField {...field('otherSkills')} label="Other Skills (optional)" rows={3} placeholder="e.g. Communication, curiosity, teamwork" />
      </section>

      <TermsAgreement
        id="company-application-termsAccepted"
        checked={values.termsAccepted === true}
        onChange={(on) => setValue('termsAccepted', on)}
        error={errorOf('termsAccepted')}
      />

      <button type="submit" disabled={pending} className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
        {pending ? 'Submitting...' : 'Submit Application'}
      </button>
    </form>
  );
}
