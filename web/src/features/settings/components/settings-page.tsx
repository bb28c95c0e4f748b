// /settings (DESIGN.md §2), for every signed-in role: e-mail notices, a student's parental consent (composed in by the route),
// the password, signing out everywhere, and deleting the account — which erases the person's data, in the event log too
// (crypto-shredding: the key their personal fields were sealed with is destroyed).
import { useState, type FormEvent, type ReactNode } from 'react';
import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { localizeDomainMessage } from '@/i18n/domain-message';
import { changePasswordSchema } from '@domain/users/schemas';
import type { PublicUser } from '@domain/users/types';
import { Card } from '@/components/ui/card';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useChangePassword, useDeleteAccount, useSetNotices, useSignOutEverywhere } from '../api/account';

const noticesOf = (role: PublicUser['role']): string =>
  ({ student: m.settings_notices_student(), company: m.settings_notices_company(), admin: m.settings_notices_admin() })[role];

/** What deleting the account does to the data, said plainly (per role, where it differs). */
const deletionEffectsOf = (role: PublicUser['role']): string[] =>
  ({
    student: [m.settings_deletion_student_applications(), m.settings_deletion_student_history()],
    company: [m.settings_deletion_company_internships(), m.settings_deletion_company_history()],
    admin: [m.settings_deletion_admin_audit()],
  })[role];

const passwordFormSchema = changePasswordSchema
  .extend({ confirmNewPassword: z.string() })
  .refine((f) => f.newPassword === f.confirmNewPassword, { message: "Passwords don't match", path: ['confirmNewPassword'] });

function Section({ id, title, description, children, tone = '' }: { id: string; title: string; description?: ReactNode; children: ReactNode; tone?: string }) {
  return (
    <Card className={`p-5 sm:p-6 ${tone}`}>
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

function NoticesSetting({ user }: { user: PublicUser }) {
  const setNotices = useSetNotices();
  // The box follows the click at once (a mutation's own state arrives a moment later, and the box would flick back).
  const [asked, setAsked] = useState<boolean | null>(null);
  const on = asked ?? user.notices !== false;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600">
      <input
        id="settings-notices"
        type="checkbox"
        checked={on}
        disabled={setNotices.isPending}
        aria-describedby="settings-notices-hint"
        onChange={(e) => {
          setAsked(e.target.checked);
          setNotices.mutate(e.target.checked, { onSettled: () => setAsked(null) });
        }}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-indigo-600"
      />
      <div className="min-w-0">
        <label htmlFor="settings-notices" className="block cursor-pointer text-sm font-semibold text-slate-900">
          {m.settings_email_notices()}
        </label>
        <p id="settings-notices-hint" className="text-sm text-slate-600">
          {noticesOf(user.role)}
        </p>
      </div>
    </div>
  );
}

function PasswordSetting() {
  const [key, setKey] = useState(0);
  // A fresh form after a change (the fields empty again).
  return <PasswordForm key={key} onChanged={() => setKey((k) => k + 1)} />;
}

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const change = useChangePassword({ onChanged });
  const form = useZodForm(passwordFormSchema, { currentPassword: '', newPassword: '', confirmNewPassword: '' }, ({ currentPassword, newPassword }) =>
    change.mutate({ currentPassword, newPassword }), 'password');
  const serverError = (field: string) => (change.error instanceof ApiError ? change.error.fieldErrors[field] : undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    change.reset();
    form.submit(event);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        {...form.field('currentPassword')}
        error={form.field('currentPassword').error ?? serverError('currentPassword')}
        type="password"
        label={m.settings_current_password()}
        autoComplete="current-password"
        className="sm:max-w-sm"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.field('newPassword')}
          error={form.field('newPassword').error ?? serverError('newPassword')}
          type="password"
          label={m.settings_new_password()}
          autoComplete="new-password"
          hint={m.settings_password_hint()}
        />
        <TextField {...form.field('confirmNewPassword')} type="password" label={m.settings_confirm_password()} autoComplete="new-password" />
      </div>
      <button type="submit" disabled={change.isPending} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
        {change.isPending ? <Spinner className="size-4 text-white!" /> : null}
        {m.settings_change_password()}
      </button>
    </form>
  );
}

function SignOutEverywhere() {
  const end = useSignOutEverywhere();
  return (
    <button type="button" onClick={() => end.mutate()} disabled={end.isPending} className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}>
      {end.isPending ? <Spinner className="size-4" /> : null}
      {m.settings_sign_out_everywhere()}
    </button>
  );
}

function DeletionEffects({ role }: { role: PublicUser['role'] }) {
  return (
    <ul className="list-disc space-y-1.5 ps-5 text-sm text-slate-700 marker:text-slate-400">
      <li>{m.settings_deletion_signed_out()}</li>
      <li>{m.settings_deletion_erased()}</li>
      {deletionEffectsOf(role).map((line) => (
        <li key={line}>{line}</li>
      ))}
      <li>{m.settings_deletion_what_stays()}</li>
      <li>{m.settings_deletion_final()}</li>
    </ul>
  );
}

function DeleteAccount({ role }: { role: PublicUser['role'] }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const remove = useDeleteAccount();
  const serverError = remove.error instanceof ApiError ? remove.error.fieldErrors.password : undefined;
  const error = missing ? localizeDomainMessage('Password is required') : serverError;
  const openDialog = () => {
    setPassword('');
    setMissing(false);
    remove.reset();
    setOpen(true);
  };
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) return setMissing(true);
    remove.mutate(password);
  };
  return (
    <>
      <button type="button" onClick={openDialog} className={buttonClass('danger', 'md', 'w-full sm:w-auto')}>
        {m.settings_delete_account_button()}
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => !remove.isPending && setOpen(next)}
        role="alertdialog"
        size="md"
        title={m.settings_delete_title()}
        description={m.settings_delete_description()}
        testId="delete-account-dialog"
      >
        <form noValidate onSubmit={confirm} className="space-y-4">
          <DeletionEffects role={role} />
          <TextField
            id="delete-password"
            name="password"
            type="password"
            label={m.settings_password_label()}
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(e) => (setPassword(e.target.value), setMissing(false), remove.reset())}
          />
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => setOpen(false)} disabled={remove.isPending} className={buttonClass('secondary', 'md')}>
              {m.settings_cancel()}
            </button>
            <button type="submit" disabled={remove.isPending} className={buttonClass('danger', 'md')}>
              {remove.isPending ? <Spinner className="size-4 text-white!" /> : null}
              {m.settings_delete_my_account()}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}

export function SettingsPage({ user, consent }: { user: PublicUser; consent?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{m.settings_title()}</h1>
        <p className="mt-2 text-slate-600 [overflow-wrap:anywhere]">{m.settings_signed_in_as({ email: user.email })}</p>
      </header>
      <Section id="notices-heading" title={m.settings_notifications()} description={m.settings_notifications_text()}>
        <NoticesSetting user={user} />
      </Section>
      {consent ? (
        <section aria-label={m.settings_parental_consent()} className="space-y-3">
          {consent}
        </section>
      ) : null}
      <Section
        id="password-heading"
        title={m.settings_password()}
        description={m.settings_password_text()}
      >
        <PasswordSetting />
      </Section>
      <Section
        id="sessions-heading"
        title={m.settings_sessions()}
        description={m.settings_sessions_text()}
      >
        <SignOutEverywhere />
      </Section>
      <Section
        id="delete-heading"
        title={m.settings_delete_account()}
        tone="border-red-200"
        description={
          <p>{m.settings_delete_text()}</p>
        }
      >
        <DeleteAccount role={user.role} />
      </Section>
    </div>
  );
}
