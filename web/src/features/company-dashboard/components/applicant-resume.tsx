// An applicant's résumé as sent with the application: school and grade, skills, projects (links open elsewhere, safely),
// achievements, and the PDF when the student uploaded one.
import type { ResumePdfInfo, ResumeProfile } from '@domain/applications/types';
import { ExternalLinkIcon, FileIcon } from '@/components/ui/icons';
import { applicationResumeHref } from '../api/application-resume';
import { Section } from './applicant-section';
import { gradeText } from './labels';
import { m } from '@/paraglide/messages.js';

/** Only http(s) addresses become links; anything else is shown as text. */
function safeHref(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function ResumePdfLink({ applicationId, pdf }: { applicationId: string; pdf: ResumePdfInfo }) {
  return (
    <a
      href={applicationResumeHref(applicationId)}
      download={pdf.fileName}
      data-testid="resume-pdf"
      className="inline-flex max-w-full items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-indigo-700 shadow-sm hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <FileIcon className="size-4 shrink-0" />
      <span className="min-w-0">
        {m.company_resume_pdf()}
        <span className="block truncate text-xs font-normal text-slate-600">
          {pdf.fileName} · {sizeLabel(pdf.size)}
        </span>
      </span>
    </a>
  );
}

interface ApplicantResumeProps {
  applicationId: string;
  profile: ResumeProfile;
  pdf: ResumePdfInfo | null;
}

export function ApplicantResume({ applicationId, profile, pdf }: ApplicantResumeProps) {
  const school = [profile.schoolName, profile.grade ? gradeText(profile.grade) : null].filter(Boolean).join(' · ');
  return (
    <Section title={m.company_resume()} testId="applicant-profile">
      <div className="space-y-4 rounded-xl border border-slate-200 p-3.5 text-sm text-slate-800">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            <div>
              <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{m.company_school()}</dt>
              <dd className="break-words">{school || m.company_not_given()}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{m.company_skills()}</dt>
              <dd className="break-words">{profile.skills.length ? profile.skills.join(', ') : m.company_none_listed()}</dd>
            </div>
          </dl>
          {pdf ? <ResumePdfLink applicationId={applicationId} pdf={pdf} /> : null}
        </div>
        {profile.projects.length ? (
          <div>
            <h4 className="text-xs font-medium tracking-wide text-slate-600 uppercase">{m.company_projects()}</h4>
            <ul className="mt-1.5 space-y-2">
              {profile.projects.map((project, i) => {
                const href = safeHref(project.link);
                return (
                  <li key={`${project.title}-${i}`} className="min-w-0">
                    <p className="font-semibold break-words text-slate-900">
                      {href ? (
                        <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
                          {project.title}
                          <ExternalLinkIcon className="size-3.5 shrink-0" />
                          <span className="sr-only"> {m.company_new_tab()}</span>
                        </a>
                      ) : (
                        project.title
                      )}
                    </p>
                    {project.description ? <p className="break-words whitespace-pre-line text-slate-700">{project.description}</p> : null}
                    {project.link && !href ? <p className="break-all text-slate-600">{project.link}</p> : null}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        {profile.achievements.length ? (
          <div>
            <h4 className="text-xs font-medium tracking-wide text-slate-600 uppercase">{m.company_achievements()}</h4>
            <ul className="mt-1.5 list-disc space-y-1 ps-5">
              {profile.achievements.map((a, i) => (
                <li key={`${a}-${i}`} className="break-words">
                  {a}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Section>
  );
}
