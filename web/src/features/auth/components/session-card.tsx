// A card saying who is signed in (name, e-mail, role) with a Sign out button; the /dashboard placeholder until role dashboards exist.
import { m } from '@/paraglide/messages.js';
import type { PublicUser } from '@domain/users/types';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';

interface SessionCardProps {
  user: PublicUser;
  onSignOut: () => void;
  signingOut: boolean;
}

export function SessionCard({ user, onSignOut, signingOut }: SessionCardProps) {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const rows = [
    [m.auth_signed_in_as(), name, 'session-name'],
    [m.auth_email(), user.email, 'session-email'],
    [m.auth_role(), user.role, 'session-role'],
  ] as const;
  return (
    <Card className="mx-auto w-full max-w-xl p-6 sm:p-8">
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-lg font-semibold text-indigo-700">
          {(user.firstName || user.email || 'U').charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-slate-900">{m.auth_welcome_name({ name: user.firstName || name })}</h1>
          <p className="text-sm text-slate-500">{m.auth_you_are_signed_in()}</p>
        </div>
      </div>
      <dl className="mt-6 space-y-3 rounded-xl bg-slate-50 p-4 text-sm">
        {rows.map(([label, value, testId]) => (
          <div key={label} className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
            <dt className="font-medium text-slate-500">{label}</dt>
            <dd className="text-slate-900 [overflow-wrap:anywhere]" data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onSignOut} disabled={signingOut} className={buttonClass('secondary', 'md', 'mt-6 w-full sm:w-auto')}>
        {m.auth_sign_out()}
      </button>
    </Card>
  );
}
