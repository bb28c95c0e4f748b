// Personal data in the internships context's events: a posting's own words (title, description, requirements, place), which
// often name the company and its people. Sealed with the posting company's key: deleting the company erases its postings'
// text from the log, as its postings leave every list. Its questions to applicants are its own words too. Dates, pay, type and skills stay (facts, not about anyone).
import type { PersonalDataPolicy } from '../shared/personal-data';

export const INTERNSHIPS_PERSONAL_DATA: PersonalDataPolicy = {
  InternshipPosted: { subject: 'companyId', fields: { title: 'text', description: 'text', requirements: 'text', location: 'text', questions: 'list' } },
  // v1 edits did not name the company: they were written in the clear, and erasure seals them by their stream (the posting's).
  InternshipEdited: {
    subject: 'companyId',
    fields: { 'changes.title': 'text', 'changes.description': 'text', 'changes.requirements': 'text', 'changes.location': 'text', 'changes.questions': 'list' },
  },
};
