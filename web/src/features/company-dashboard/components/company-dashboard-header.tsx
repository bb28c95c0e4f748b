// The title of the company dashboard ('Company Dashboard'), the company's name, and the sign-out button (→ /auth?logout=true).
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { SignOutIcon } from '@/components/ui/icons';

export function CompanyDashboardHeader({ companyName, showSignOut }: { companyName: string | null; showSignOut: boolean }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Company Dashboard</h1>
        <p className="mt-2 break-words text-slate-600">
          {companyName ? `Welcome back, ${companyName}! ` : ''}Post internships and choose your interns.
        </p>
      </div>
      {showSignOut ? (
        <Link to="/auth" search={{ logout: true }} className={buttonClass('secondary', 'md', 'shrink-0')}>
          <SignOutIcon className="size-4.5" />
          Sign Out
        </Link>
      ) : null}
    </header>
  );
}
