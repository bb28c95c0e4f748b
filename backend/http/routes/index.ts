// Every API router, one per resource; the public reads (anyone may read them, nothing in them depends on who asks) apart.
import type { Config } from '@backend/config';
import type { Limiters } from '@backend/limits/limiter-store';
import { accountRoutes } from './account-routes';
import { authRoutes } from './auth-routes';
import { socialAuthRoutes } from './social-auth-routes';
import { userReadRoutes, userRoutes } from './user-routes';
import { internshipReadRoutes, internshipRoutes } from './internship-routes';
import { internshipCategoryRoutes } from './internship-category-routes';
import { applicationRoutes } from './application-routes';
import { favoriteRoutes } from './favorite-routes';
import { savedSearchRoutes } from './saved-search-routes';
import { recommendationRoutes } from './recommendation-routes';
import { blogRoutes } from './blog-routes';
import { companyRequestRoutes } from './company-request-routes';
import { companyRoutes } from './company-routes';
import { adminUserRoutes } from './admin/admin-user-routes';
import { adminInternshipRoutes } from './admin/admin-internship-routes';
import { adminApplicationRoutes } from './admin/admin-application-routes';
import { adminBlogRoutes } from './admin/admin-blog-routes';
import { adminCompanyRequestRoutes } from './admin/admin-company-request-routes';
import { adminInsightRoutes } from './admin/admin-insight-routes';
import { adminReportRoutes } from './admin/admin-report-routes';
import { reportRoutes } from './report-routes';
import { consentRoutes } from './consent-routes';
import { resumeRoutes } from './resume-routes';
import { threadRoutes } from './thread-routes';
import { interviewRoutes } from './interview-routes';
import { liveRoutes } from './live-routes';
import { completionRoutes } from './completion-routes';
import { certificateRoutes } from './certificate-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { emailVerificationRoutes } from './email-verification-routes';

/**
 * GETs of public read models: app.ts serves them to visitors before the session machinery, and to everyone after it (where
 * the internships search keeps a signed-in student to the postings open to their age).
 */
export const publicReadRoutes = () => [internshipReadRoutes(), internshipCategoryRoutes(), blogRoutes(), userReadRoutes()];

/** Every other API route. */
export const apiRoutes = (config: Config, limiters: Limiters) => [
  authRoutes(limiters, config.rateLimitPerMinute),
  passwordResetRoutes(limiters, config.rateLimitPerMinute),
  emailVerificationRoutes(limiters, config.rateLimitPerMinute),
  accountRoutes(),
  socialAuthRoutes(),
  userRoutes(),
  internshipRoutes(limiters),
  applicationRoutes(),
  favoriteRoutes(),
  savedSearchRoutes(),
  recommendationRoutes(),
  companyRequestRoutes(limiters),
  companyRoutes(),
  adminUserRoutes(),
  adminInternshipRoutes(),
  adminApplicationRoutes(),
  adminBlogRoutes(),
  adminCompanyRequestRoutes(),
  adminInsightRoutes(),
  adminReportRoutes(),
  reportRoutes(),
  consentRoutes(limiters),
  resumeRoutes(limiters),
  threadRoutes(),
  interviewRoutes(),
  liveRoutes(),
  completionRoutes(),
  certificateRoutes(),
];
