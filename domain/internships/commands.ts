// Commands of the internships context.
import type { InternshipPosted } from './events';

/** `company`: the posting company's approval, folded from its own stream by the command module. */
export type PostInternship = {
  type: 'PostInternship';
  data: InternshipPosted['data'] & { company: { isApprovedCompany: boolean } };
};
export type InternshipCommand = PostInternship;
