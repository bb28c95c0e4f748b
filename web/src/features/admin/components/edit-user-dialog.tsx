// The user edit dialog: the profile fields of the account's role; 'Save Changes' sends them with profileComplete: true (SPEC §2).
import { m } from '@/paraglide/messages.js';
import { useState, type FormEvent } from 'react';
import { GRADES } from '@domain/users/constants';
import type { AdminUser } from '@domain/users/types';
import { buttonClass } from '@/components/ui/button-styles';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { localizeDomainMessage } from '@/i18n/domain-message';
import { ApiError } from '@/lib/api-client';
import { useEditUser, type UserEdit } from '../api/users';
import { personName } from './format';

type Field = 'firstName' | 'lastName' | 'location' | 'schoolName' | 'grade' | 'companyName' | 'companyField' | 'website' | 'bio';

const fieldsOf = (role: AdminUser['role']): Field[] =>
  role === 'student'
    ? ['firstName', 'lastName', 'schoolName', 'grade', 'location', 'bio']
    : role === 'company'
      ? ['companyName', 'companyField', 'website', 'location', 'firstName', 'lastName', 'bio']
      : ['firstName', 'lastName', 'location'];

const labelOf = (f: Field) =>
  ({
    firstName: m.admin_first_name,
    lastName: m.admin_last_name,
    location: m.admin_col_location,
    schoolName: m.admin_school_name,
    grade: m.admin_col_grade,
    companyName: m.admin_company_name,
    companyField: m.admin_company_field,
    website: m.admin_website,
    bio: m.admin_bio,
  })[f]();

/** '9th Grade'. */
const gradeLabel = (grade: (typeof GRADES)[number]) => ({ '9th': m.admin_grade_9th, '10th': m.admin_grade_10th, '11th': m.admin_grade_11th, '12th': m.admin_grade_12th })[grade]();

const inputClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none aria-invalid:border-red-500';

export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Modal open={user !== null} onOpenChange={(open) => !open && onClose()} title={m.admin_edit_user()} description={user ? `${personName(user)} · ${user.email}` : undefined} size="md" testId="edit-user-dialog">
      {user ? <EditUserForm key={user.id} user={user} onDone={onClose} /> : null}
    </Modal>
  );
}

function EditUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const fields = fieldsOf(user.role);
  const [values, setValues] = useState<Record<Field, string>>(() => Object.fromEntries(fields.map((f) => [f, String(user[f] ?? '')])) as Record<Field, string>);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const edit = useEditUser();
  const id = (f: Field) => `edit-user-${f}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (fields.includes('firstName') && !values.firstName.trim()) missing.firstName = localizeDomainMessage('First name is required');
    if (fields.includes('lastName') && !values.lastName.trim()) missing.lastName = localizeDomainMessage('Last name is required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const changes: UserEdit = { profileComplete: true };
    for (const f of fields) {
      const value = values[f].trim();
      if (value === String(user[f] ?? '')) continue;
      (changes as Record<string, unknown>)[f] = value === '' && f !== 'bio' && f !== 'location' ? null : value;
    }
    edit.mutate(
      { id: user.id, changes },
      {
        onSuccess: onDone,
        onError: (error) => error instanceof ApiError && setErrors(error.fieldErrors as Partial<Record<Field, string>>),
      },
    );
  };

  const set = (f: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value }));

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={m.admin_edit_user_form()}>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) =>
          f === 'grade' ? (
            <div key={f}>
              <label htmlFor={id(f)} className="mb-1.5 block text-sm font-medium text-slate-700">{labelOf(f)}</label>
              <select id={id(f)} name={f} value={values.grade} onChange={set(f)} className={inputClass}>
                <option value="">{m.admin_not_set()}</option>
                {GRADES.map((g) => (
                  <option key={g} value={g}>{gradeLabel(g)}</option>
                ))}
              </select>
            </div>
          ) : f === 'bio' ? (
            <div key={f} className="sm:col-span-2">
              <label htmlFor={id(f)} className="mb-1.5 block text-sm font-medium text-slate-700">{labelOf(f)}</label>
              <textarea id={id(f)} name={f} rows={3} value={values.bio} onChange={set(f)} className={inputClass} />
            </div>
          ) : (
            <TextField key={f} id={id(f)} name={f} label={labelOf(f)} value={values[f]} onChange={set(f)} error={errors[f]} />
          ),
        )}
      </div>
      <p className="text-xs text-slate-600">{m.admin_edit_user_note()}</p>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
        <button type="button" className={buttonClass('secondary', 'md')} onClick={onDone} disabled={edit.isPending}>
          {m.admin_cancel()}
        </button>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={edit.isPending}>
          {edit.isPending ? m.admin_saving() : m.admin_save_changes()}
        </button>
      </div>
    </form>
  );
}
