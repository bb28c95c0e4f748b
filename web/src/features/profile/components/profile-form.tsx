// The /profile form: first and last name, location and bio for everyone; company name, field and website for companies.
import type { PublicUser } from '@domain/users/types';
import { m } from '@/paraglide/messages.js';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { buttonClass } from '@/components/ui/button-styles';
import { useZodForm } from '@/lib/use-zod-form';
import type { ProfileChanges } from '../api/update-profile';
import { companyProfileSchema } from './profile-form-schema';

interface ProfileFormProps {
  user: PublicUser;
  saving: boolean;
  onSubmit: (changes: ProfileChanges) => void;
}

export function ProfileForm({ user, saving, onSubmit }: ProfileFormProps) {
  const isCompany = user.role === 'company';
  const initial = {
    firstName: user.firstName,
    lastName: user.lastName,
    location: user.location,
    bio: user.bio,
    // Non-companies never see or send these; a placeholder keeps the one schema valid for them.
    companyName: isCompany ? (user.companyName ?? '') : '-',
    companyField: user.companyField ?? '',
    website: user.website ?? '',
  };
  const { field, submit } = useZodForm(
    companyProfileSchema(),
    initial,
    ({ companyName, companyField, website, ...person }) =>
      onSubmit(isCompany ? { ...person, companyName, companyField: companyField || null, website: website || null } : person),
    'profile',
  );

  return (
    <form onSubmit={submit} noValidate className="mt-5 grid gap-5 sm:grid-cols-2">
      <TextField label={m.profile_first_name()} autoComplete="given-name" {...field('firstName')} />
      <TextField label={m.profile_last_name()} autoComplete="family-name" {...field('lastName')} />
      {isCompany ? (
        <>
          <TextField label={m.profile_company_name()} autoComplete="organization" className="sm:col-span-2" {...field('companyName')} />
          <TextField label={m.profile_industry()} {...field('companyField')} />
          <TextField label={m.profile_website()} type="url" inputMode="url" placeholder="https://" {...field('website')} />
        </>
      ) : null}
      <TextField label={m.profile_location()} autoComplete="address-level2" className="sm:col-span-2" {...field('location')} />
      <TextAreaField label={isCompany ? m.profile_about_company() : m.profile_bio()} className="sm:col-span-2" {...field('bio')} />
      <div className="sm:col-span-2">
        <button type="submit" disabled={saving} className={buttonClass('primary')}>
          {saving ? m.profile_saving() : m.profile_save_changes()}
        </button>
      </div>
    </form>
  );
}
