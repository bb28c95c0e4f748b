// /profile: who you are on the platform — your name and, by role, your company's details, or a student's résumé (skills,
// projects, achievements, an optional PDF) and profile answers.
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
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
      toast({ title: 'Profile updated', description: 'Your changes have been saved.' });
    },
    onError: (error) =>
      toast({ title: 'Error', description: error instanceof ApiError ? error.message : 'Could not save your profile', variant: 'destructive' }),
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your profile</h1>
      <p className="mt-2 text-slate-600">
        Signed in as <span className="font-medium text-slate-800">{user.email}</span>. To change your password or delete your account, open{' '}
        <AppLink href="/settings" className="font-medium text-indigo-700 underline underline-offset-2">Settings</AppLink>.
      </p>
      <Card className="mt-8 p-6">
        <h2 className="text-lg font-semibold text-slate-900">{user.role === 'company' ? 'Your company' : 'About you'}</h2>
        <ProfileForm key={user.id} user={user} saving={save.isPending} onSubmit={(changes) => save.mutate(changes)} />
      </Card>
      {user.role === 'student' ? (
        <>
          <Card className="mt-6 p-6">
            <h2 className="text-lg font-semibold text-slate-900">Your résumé</h2>
            <p className="mt-1 text-sm text-slate-600">Sent with each application as it stands when you apply.</p>
            <ResumeForm key={`${user.id}-resume`} user={user} saving={save.isPending} onSubmit={(changes) => save.mutate(changes)} />
          </Card>
          <Card className="mt-6 p-6">
            <h2 className="text-lg font-semibold text-slate-900">PDF résumé (optional)</h2>
            <ResumePdfSection pdf={user.resumePdf ?? null} onChanged={(resumePdf) => void onSaved({ ...user, resumePdf })} />
          </Card>
        </>
      ) : null}
      {user.role === 'student' ? (
        <Card className="mt-6 p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 className="text-lg font-semibold text-slate-900">Your internship preferences</h2>
              <p className="mt-1 text-sm text-slate-600">What you told us when you set up your profile; companies see your grade and school.</p>
            </div>
            <Link to="/student-onboarding" className={buttonClass('secondary', 'sm')}>
              {user.profileComplete ? 'Edit preferences' : 'Complete your profile'}
            </Link>
          </div>
          <StudentAnswers user={user} />
        </Card>
      ) : null}
    </div>
  );
}
