// The title of the company dashboard ('Company Dashboard'), the company's name, and the sign-out button (→ /auth?logout=true).
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { SignOutIcon } from '@/components/ui/icons';
import { m } from '@/paraglide/messages.js';

export function CompanyDashboardHeader({ companyName, showSignOut }: { companyName: string | null; showSignOut: boolean }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{m.company_dashboard_title()}</h1>
        <p className="mt-2 break-words text-slate-600">
          {companyName ? `${m.company_welcome_back({ name: companyName })} ` : ''}
          {m.company_dashboard_intro()}
        </p>
      </div>
      {showSignOut ? (
        <Link to="/auth" search={{ logout: true }} className={buttonClass('secondary', 'md', 'shrink-0')}>
          <SignOutIcon className="size-4.5" />
          {m.company_sign_out()}
        </Link>
      ) : null}
    </header>
  );
}
