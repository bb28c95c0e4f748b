// What goes with an application besides the letter: the student's résumé profile as it stands (skills, projects,
// achievements, school, grade, whether a PDF is attached), read-only, with a link to change it on /profile.
import { Link } from '@tanstack/react-router';
import type { PublicUser } from '@domain/users/types';
import { buttonClass } from '@/components/ui/button-styles';

const none = <span className="text-slate-500">Not given yet</span>;

function kilobytes(size: number): string {
  return size >= 1024 * 1024 ? `${(size / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(size / 1024))} KB`;
}

export function ProfilePreview({ user }: { user: PublicUser }) {
  const projects = user.projects ?? [];
  const achievements = user.achievements ?? [];
  return (
    <section aria-labelledby="profile-preview-heading" data-testid="profile-preview">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="profile-preview-heading" className="text-lg font-bold text-slate-900">Your profile goes with it</h2>
          <p className="mt-1 text-sm text-slate-600">The company sees your profile as it is when you send this application.</p>
        </div>
        <Link to="/profile" className={buttonClass('secondary', 'sm')}>Edit profile</Link>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">School</dt>
          <dd className="mt-0.5 break-words text-slate-900">{user.schoolName || none}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Grade</dt>
          <dd className="mt-0.5 text-slate-900">{user.grade ? `${user.grade} grade` : none}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-600">Skills</dt>
          <dd className="mt-1">
            {user.skills.length ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
                {user.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800 ring-1 ring-indigo-200">{skill}</li>
                ))}
              </ul>
            ) : none}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-600">Projects</dt>
          <dd className="mt-1">
            {projects.length ? (
              <ul className="space-y-2">
                {projects.map((project, i) => (
                  <li key={`${project.title}-${i}`} className="rounded-xl bg-slate-50 p-3">
                    <p className="font-semibold break-words text-slate-900">{project.title}</p>
                    {project.description ? <p className="mt-0.5 break-words whitespace-pre-line text-slate-700">{project.description}</p> : null}
                    {project.link ? <p className="mt-0.5 text-xs break-all text-slate-600">{project.link}</p> : null}
                  </li>
                ))}
              </ul>
            ) : none}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-600">Achievements</dt>
          <dd className="mt-1">
            {achievements.length ? (
              <ul className="list-disc space-y-1 pl-5 text-slate-900">
                {achievements.map((achievement, i) => <li key={`${achievement}-${i}`} className="break-words">{achievement}</li>)}
              </ul>
            ) : none}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-600">PDF résumé</dt>
          <dd className="mt-0.5 break-words text-slate-900" data-testid="preview-resume-pdf">
            {user.resumePdf ? `Attached: ${user.resumePdf.fileName} (${kilobytes(user.resumePdf.size)})` : 'None attached (optional)'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
