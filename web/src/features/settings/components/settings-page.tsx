// /settings (DESIGN.md §2): e-mail notices, the parental consent of a student (composed in by the route), the password, and
// deleting the account — which erases the person's data, in the event log too.
import { useState, type FormEvent, type ReactNode } from 'react';
import { changePasswordSchema } from '@domain/users/schemas';
import type { PublicUser } from '@domain/users/types';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useChangePassword, useDeleteAccount, useSetNotices } from '../api/account';

const NOTICES: Record<PublicUser['role'], string> = {
  student: 'Email me when a company answers one of my applications.',
  company: 'Email me when my company request is decided and when a student applies.',
  admin: 'Email me about my account.',
};

function Section({ id, title, description, children, tone = '' }: { id: string; title: string; description?: ReactNode; children: ReactNode; tone?: string }) {
  return (
    <Card className={`p-5 sm:p-6 ${tone}`}>
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

function NoticesSetting({ user }: { user: PublicUser }) {
  const setNotices = useSetNotices();
  const on = setNotices.isPending ? !!setNotices.variables : user.notices !== false;
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 hover:border-indigo-300 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600">
      <input
        type="checkbox"
        checked={on}
        disabled={setNotices.isPending}
        onChange={(e) => setNotices.mutate(e.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-indigo-600"
      />
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-slate-900">Email notices</span>
        <span className="block text-sm text-slate-600">{NOTICES[user.role]}</span>
      </span>
    </label>
  );
}

function PasswordSetting() {
  const [serverError, setServerError] = useState<string | undefined>();
  const form = useZodForm(changePasswordSchema, { currentPassword: '', newPassword: '' }, (body) => change.mutate(body), 'password');
  const change = useChangePassword({ onChanged: () => window.location.reload() });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setServerError(undefined);
    form.submit(event);
  };
  const currentError = form.errors.currentPassword ?? (change.error instanceof ApiError ? change.error.fieldErrors.currentPassword : undefined) ?? serverError;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <TextField {...form.field('currentPassword')} error={currentError} type="password" label="Current Password" autoComplete="current-password" />
      <TextField {...form.field('newPassword')} type="password" label="New Password" autoComplete="new-password" />
      <button type="submit" disabled={change.isPending} className={buttonClass('secondary', 'md', 'sm:mt-7')}>
        {change.isPending ? <Spinner className="size-4" /> : null}
        Change Password
      </button>
    </form>
  );
}

function DeleteAccount() {
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount();
  const error = remove.error instanceof ApiError ? (remove.error.fieldErrors.password ?? remove.error.message) : remove.error?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirming) return setConfirming(true);
    remove.mutate(password);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        id="delete-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(e) => (setPassword(e.target.value), setConfirming(false))}
        className="sm:max-w-sm"
      />
      {confirming ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Are you sure? This cannot be undone.
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" disabled={!password || remove.isPending} className={buttonClass('danger', 'md')}>
          {remove.isPending ? <Spinner className="size-4 text-white!" /> : null}
          {confirming ? 'Yes, delete my account' : 'Delete Account'}
        </button>
        {confirming ? (
          <button type="button" onClick={() => setConfirming(false)} className={buttonClass('ghost', 'md')}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

export function SettingsPage({ user, consent }: { user: PublicUser; consent?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Settings</h1>
        <p className="mt-2 text-slate-500 [overflow-wrap:anywhere]">Signed in as {user.email}.</p>
      </header>
      <Section id="notices-heading" title="Notifications" description="Security emails, such as a changed password, are always sent.">
        <NoticesSetting user={user} />
      </Section>
      {consent ? (
        <section aria-label="Parental consent" className="space-y-3">
          {consent}
        </section>
      ) : null}
      <Section id="password-heading" title="Password" description="Changing it signs out your other devices.">
        <PasswordSetting />
      </Section>
      <Section
        id="delete-heading"
        title="Delete account"
        tone="border-red-200"
        description="This erases your name, email, profile, applications, cover letters and résumés — from our records too, not only from the screens. Companies you applied to no longer see you. It cannot be undone."
      >
        <DeleteAccount />
      </Section>
    </div>
  );
}
