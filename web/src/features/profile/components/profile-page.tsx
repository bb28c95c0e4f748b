// /profile: who you are on the platform — your name and, by role, your company's details, or a student's résumé (skills,
// projects, achievements, an optional PDF) and profile answers.
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { m } from '@/paraglide/messages.js';
import type { PublicUser } from '@domain/users/types';
import { AppLink } from '@/components/layout/app-link';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { updateOwnProfile, type ProfileChanges } from '../api/update-profile';
import { ProfileForm } from './profile-form';
import { ResumeForm } from './resume-form';
import { ResumePdfSection } from './resume-pdf-section';
import { StudentAnswers } from './student-answers';

interface ProfilePageProps {
  user: PublicUser;
  onSaved: (user: PublicUser) => Promise<void> | void;
}

export function ProfilePage({ user, onSaved }: ProfilePageProps) {
  const save = useMutation({
    mutationFn: (changes: ProfileChanges) => updateOwnProfile(changes),
    onSuccess: async (saved) => {
      await onSaved(saved);
      toast({ title: m.profile_updated(), description: m.profile_updated_text() });
    },
    onError: (error) =>
      toast({ title: m.profile_error(), description: error instanceof ApiError ? error.message : m.profile_save_failed(), variant: 'destructive' }),
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{m.profile_title()}</h1>
      <p className="mt-2 text-slate-600">
        {m.profile_signed_in_as()} <span className="font-medium text-slate-800">{user.email}</span>
        {m.profile_settings_hint()}{' '}
        <AppLink href="/settings" className="font-medium text-indigo-700 underline underline-offset-2">{m.profile_settings()}</AppLink>
        {m.profile_settings_hint_end()}
      </p>
      <Card className="mt-8 p-6">
        <h2 className="text-lg font-semibold text-slate-900">{user.role === 'company' ? m.profile_your_company() : m.profile_about_you()}</h2>
        <ProfileForm key={user.id} user={user} saving={save.isPending} onSubmit={(changes) => save.mutate(changes)} />
      </Card>
      {user.role === 'student' ? (
        <>
          <Card className="mt-6 p-6">
            <h2 className="text-lg font-semibold text-slate-900">{m.profile_your_resume()}</h2>
            <p className="mt-1 text-sm text-slate-600">{m.profile_resume_intro()}</p>
            <ResumeForm key={`${user.id}-resume`} user={user} saving={save.isPending} onSubmit={(changes) => save.mutate(changes)} />
          </Card>
          <Card className="mt-6 p-6">
            <h2 className="text-lg font-semibold text-slate-900">{m.profile_pdf_resume()}</h2>
            <ResumePdfSection pdf={user.resumePdf ?? null} onChanged={(resumePdf) => void onSaved({ ...user, resumePdf })} />
          </Card>
        </>
      ) : null}
      {user.role === 'student' ? (
        <Card className="mt-6 p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 className="text-lg font-semibold text-slate-900">{m.profile_preferences()}</h2>
              <p className="mt-1 text-sm text-slate-600">{m.profile_preferences_intro()}</p>
            </div>
            <Link to="/student-onboarding" className={buttonClass('secondary', 'sm')}>
              {user.profileComplete ? m.profile_edit_preferences() : m.profile_complete()}
            </Link>
          </div>
          <StudentAnswers user={user} />
        </Card>
      ) : null}
    </div>
  );
}
