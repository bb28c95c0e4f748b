// Commands of the internships context.
import type { InternshipChanges, InternshipPosted } from './events';

/** `company`: the posting company's approval, folded from its own stream by the command module. */
export type PostInternship = {
  type: 'PostInternship';
  data: InternshipPosted['data'] & { company: { isApprovedCompany: boolean } };
};
/** Who changes an internship: its own company, or a backend admin. */
export type InternshipEditor = { id: string; as: 'company' | 'admin' };
/** Field changes and/or opening or closing (isActive), in one command. */
export type EditInternship = {
  type: 'EditInternship';
  /** `changes`: the fields whose value changes; `previous`: the old values of the facts among them (posting-changes.ts). */
  data: { internshipId: string; changes: InternshipChanges; previous?: InternshipChanges; isActive?: boolean; by: InternshipEditor; at: string };
};
export type DeleteInternship = { type: 'DeleteInternship'; data: { internshipId: string; at: string } };
/** The clock found the posting's deadline day ended at `at` (backend/jobs/close-expired-postings.ts). */
export type CloseExpiredInternship = { type: 'CloseExpiredInternship'; data: { internshipId: string; at: string } };
export type InternshipCommand = PostInternship | EditInternship | DeleteInternship | CloseExpiredInternship;
