// The company terms of SPEC §9 and the 'I agree to the terms and conditions above' checkbox with its message.
import { SmallCheckIcon } from '@/components/ui/icons';
import { m } from '@/paraglide/messages.js';
import { termTexts } from './company-labels';

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
        {m.companies_terms_title()}
      </h2>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
        <p className="text-sm text-slate-600">{m.companies_terms_intro()}</p>
        <ul data-testid="company-terms" className="mt-3 space-y-2 text-sm text-slate-800">
          {termTexts().map(({ term, text }) => (
            <li key={term} className="flex gap-2.5">
              <SmallCheckIcon strokeWidth="2.2" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
              {text}
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
          {m.companies_terms_agree()}
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
