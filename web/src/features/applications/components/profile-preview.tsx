// What goes with an application besides the letter: the student's résumé profile as it stands (skills, projects,
// achievements, school, grade, whether a PDF is attached), read-only, with a link to change it on /profile.
import { Link } from '@tanstack/react-router';
import type { PublicUser } from '@domain/users/types';
import { buttonClass } from '@/components/ui/button-styles';
import { m } from '@/paraglide/messages.js';
import { fileSize, gradeText } from './preview-format';

export function ProfilePreview({ user }: { user: PublicUser }) {
  const projects = user.projects ?? [];
  const achievements = user.achievements ?? [];
  const none = <span className="text-slate-500">{m.applications_not_given()}</span>;
  return (
    <section aria-labelledby="profile-preview-heading" data-testid="profile-preview">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="profile-preview-heading" className="text-lg font-bold text-slate-900">{m.applications_profile_heading()}</h2>
          <p className="mt-1 text-sm text-slate-600">{m.applications_profile_intro()}</p>
        </div>
        <Link to="/profile" className={buttonClass('secondary', 'sm')}>{m.applications_edit_profile()}</Link>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">{m.applications_school()}</dt>
          <dd className="mt-0.5 break-words text-slate-900">{user.schoolName || none}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{m.applications_grade()}</dt>
          <dd className="mt-0.5 text-slate-900">{user.grade ? gradeText(user.grade) : none}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-600">{m.applications_skills()}</dt>
          <dd className="mt-1">
            {user.skills.length ? (
              <ul className="flex flex-wrap gap-1.5" aria-label={m.applications_skills()}>
                {user.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800 ring-1 ring-indigo-200">{skill}</li>
                ))}
              </ul>
            ) : none}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-600">{m.applications_projects()}</dt>
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
          <dt className="font-medium text-slate-600">{m.applications_achievements()}</dt>
          <dd className="mt-1">
            {achievements.length ? (
              <ul className="list-disc space-y-1 ps-5 text-slate-900">
                {achievements.map((achievement, i) => <li key={`${achievement}-${i}`} className="break-words">{achievement}</li>)}
              </ul>
            ) : none}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-600">{m.applications_pdf_resume()}</dt>
          <dd className="mt-0.5 break-words text-slate-900" data-testid="preview-resume-pdf">
            {user.resumePdf ? m.applications_pdf_attached({ name: user.resumePdf.fileName, size: fileSize(user.resumePdf.size) }) : m.applications_pdf_none()}
          </dd>
        </div>
      </dl>
    </section>
  );
}
