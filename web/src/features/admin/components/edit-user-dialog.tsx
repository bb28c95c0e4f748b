// The user edit dialog: the profile fields of the account's role; 'Save Changes' sends them with profileComplete: true (SPEC §2).
import { useState, type FormEvent } from 'react';
import { GRADES } from '@domain/users/constants';
import type { AdminUser } from '@domain/users/types';
import { buttonClass } from '@/components/ui/button-styles';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
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

const LABELS: Record<Field, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  location: 'Location',
  schoolName: 'School Name',
  grade: 'Grade',
  companyName: 'Company Name',
  companyField: 'Company Field',
  website: 'Website',
  bio: 'Bio',
};

const inputClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none aria-invalid:border-red-500';

export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Modal open={user !== null} onOpenChange={(open) => !open && onClose()} title="Edit User" description={user ? `${personName(user)} · ${user.email}` : undefined} size="md" testId="edit-user-dialog">
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
    if (fields.includes('firstName') && !values.firstName.trim()) missing.firstName = 'First name is required';
    if (fields.includes('lastName') && !values.lastName.trim()) missing.lastName = 'Last name is required';
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
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Edit user">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) =>
          f === 'grade' ? (
            <div key={f}>
              <label htmlFor={id(f)} className="mb-1.5 block text-sm font-medium text-slate-700">{LABELS[f]}</label>
              <select id={id(f)} name={f} value={values.grade} onChange={set(f)} className={inputClass}>
                <option value="">Not set</option>
                {GRADES.map((g) => (
                  <option key={g} value={g}>{g} Grade</option>
                ))}
              </select>
            </div>
          ) : f === 'bio' ? (
            <div key={f} className="sm:col-span-2">
              <label htmlFor={id(f)} className="mb-1.5 block text-sm font-medium text-slate-700">{LABELS[f]}</label>
              <textarea id={id(f)} name={f} rows={3} value={values.bio} onChange={set(f)} className={inputClass} />
            </div>
          ) : (
            <TextField key={f} id={id(f)} name={f} label={LABELS[f]} value={values[f]} onChange={set(f)} error={errors[f]} />
          ),
        )}
      </div>
      <p className="text-xs text-slate-600">Saving marks the profile as complete. The e-mail, role and password cannot be changed here.</p>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
        <button type="button" className={buttonClass('secondary', 'md')} onClick={onDone} disabled={edit.isPending}>
          Cancel
        </button>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={edit.isPending}>
          {edit.isPending ? 'Saving…' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
