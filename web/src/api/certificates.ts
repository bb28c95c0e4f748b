// Where a certificate is seen (DESIGN.md §4.1): its public verification page (/certificates/:id, made by the server: a plain
// link, not a route of the SPA) and its PDF (GET /api/certificates/:id/pdf). Shared (web/src/api/): the student's
// application rows and the company's applicant cards link to them; the certificate's id comes with the completion
// (api/completion.ts).

/** The public page that says whether the certificate is valid. */
export function certificatePageHref(certificateId: string): string {
  return `/certificates/${encodeURIComponent(certificateId)}`;
}

/** The printable PDF, with a QR code to the page. */
export function certificatePdfHref(certificateId: string): string {
  return `/api/certificates/${encodeURIComponent(certificateId)}/pdf`;
}
