// A certificate as anyone may verify it (GET /api/certificates/:id, DESIGN.md §4.1): the facts it states, who issued it,
// and whether it still stands.
export const ISSUER_NAME = 'Internships for Highschoolers';

export interface CertificateView {
  id: string;
  /** The student's name as the student chose to show it. */
  studentName: string;
  companyName: string;
  role: string;
  startedOn: string;
  endedOn: string;
  hours: number;
  issuer: string;
  issuedAt: string;
  status: 'valid' | 'revoked';
  revokedAt: string | null;
  /** The public verification page. */
  url: string;
}
