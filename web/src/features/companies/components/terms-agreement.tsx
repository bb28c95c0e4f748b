// The company terms of SPEC §9 and the 'I agree to the terms and conditions above' checkbox with its message.
import { COMPANY_TERMS } from '@domain/companies/constants';
import { SmallCheckIcon } from '@/components/ui/icons';

interface TermsAgreementProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

export function TermsAgreement({ id, checked, onChange, error }: TermsAgreementProps) {
  const errorId = `${id}-error`;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        Terms and Conditions
      </h2>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
        <p className="text-sm text-slate-600">As a partner company you agree to:</p>
        <ul data-testid="company-terms" className="mt-3 space-y-2 text-sm text-slate-800">
          {COMPANY_TERMS.map((term) => (
            <li key={term} className="flex gap-2.5">
              <SmallCheckIcon strokeWidth="2.2" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
              {term}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm font-medium text-slate-900">
          <input
            id={id}
            name="termsAccepted"
            type="checkbox"
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-0.5 size-4.5 shrink-0 cursor-pointer rounded border-slate-400 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          />
          I agree to the terms and conditions above
        </label>
        {error ? (
          <p id={errorId} className="mt-1.5 text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
