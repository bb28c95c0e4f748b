// Every projection the backend runs.
import type { Projection } from '../processors/projection';
import { usersProjection } from './users/users-projection';
import { credentialsProjection } from './users/credentials-projection';
import { internshipsProjection } from './internships/internships-projection';
import { postingDeadlinesProjection } from './internships/posting-deadlines-projection';
import { applicationsProjection } from './applications/applications-projection';
import { applicationHistoryProjection } from './applications/application-history-projection';
import { favoritesProjection } from './favorites/favorites-projection';
import { blogPostsProjection } from './blog/blog-posts-projection';
import { companyRequestsProjection } from './companies/company-requests-projection';
import { applicationResponsesProjection } from './applications/application-responses-projection';
import { auditProjection } from './admin/audit-projection';
import { statsProjection } from './admin/stats-projection';
import { consentsProjection } from './consent/consents-projection';
import { outboxProjection } from './notifications/outbox-projection';
import { resumesProjection } from './resumes/resumes-projection';
import { reportsProjection } from './moderation/reports-projection';
import { suspendedCompaniesProjection } from './moderation/suspended-companies-projection';
import { reportDetailsProjection } from './moderation/report-details-projection';
import { completionsProjection } from './completion/completions-projection';
import { certificatesProjection } from './certificates/certificates-projection';
import { messagesProjection, threadsProjection } from './threads/messages-projection';
import { unreadProjection } from './threads/unread-projection';
import { interviewsProjection } from './interviews/interviews-projection';
import { savedSearchesProjection } from './saved-searches/saved-searches-projection';
import { internshipReopeningsProjection } from './saved-searches/internship-reopenings-projection';

export const projections: readonly Projection[] = [
  usersProjection,
  credentialsProjection,
  internshipsProjection,
  postingDeadlinesProjection,
  applicationsProjection,
  applicationHistoryProjection,
  favoritesProjection,
  blogPostsProjection,
  companyRequestsProjection,
  applicationResponsesProjection,
  auditProjection,
  statsProjection,
  consentsProjection,
  outboxProjection,
  resumesProjection,
  messagesProjection,
  threadsProjection,
  unreadProjection,
  interviewsProjection,
  reportsProjection,
  suspendedCompaniesProjection,
  reportDetailsProjection,
  completionsProjection,
  certificatesProjection,
  savedSearchesProjection,
  internshipReopeningsProjection,
];
