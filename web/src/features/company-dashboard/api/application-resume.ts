// The applicant's PDF résumé: GET /api/applications/:id/resume (the company that owns the internship, while consent allows).
/** Where the browser opens an application's PDF résumé (a plain link: the session cookie goes with it). */
export function applicationResumeHref(applicationId: string): string {
  return `/api/applications/${encodeURIComponent(applicationId)}/resume`;
}
