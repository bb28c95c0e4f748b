// The union of every context's events (for exhaustive switches over the whole log), their schema versions and upcasters.
import type { ApplicationEvent } from './applications/events';
import { APPLICATIONS_EVENT_VERSIONS } from './applications/events';
import { APPLICATIONS_UPCASTERS } from './applications/upcasters';
import type { BlogContextEvent } from './blog/events';
import type { CompanyRequestEvent } from './companies/events';
import type { PlatformEvent } from './platform/events';
import { PLATFORM_EVENT_VERSIONS } from './platform/events';
import { COMPANIES_EVENT_VERSIONS } from './companies/events';
import { BLOG_EVENT_VERSIONS } from './blog/events';
import type { FavoriteEvent } from './favorites/events';
import { FAVORITES_EVENT_VERSIONS } from './favorites/events';
import type { InternshipEvent } from './internships/events';
import { INTERNSHIPS_EVENT_VERSIONS } from './internships/events';
import { INTERNSHIPS_UPCASTERS } from './internships/upcasters';
import { upcasterFor } from './shared/upcasting';
import type { UsersContextEvent } from './users/events';
import { USERS_EVENT_VERSIONS } from './users/events';
import { USERS_UPCASTERS } from './users/upcasters';
import type { ConsentEvent } from './consent/events';
import { CONSENT_EVENT_VERSIONS } from './consent/events';
import type { EmailEvent } from './notifications/events';
import { NOTIFICATIONS_EVENT_VERSIONS } from './notifications/events';
import type { ResumeEvent } from './resumes/events';
import type { ThreadEvent } from './threads/events';
import { THREADS_EVENT_VERSIONS } from './threads/events';
import type { InterviewEvent } from './interviews/events';
import { INTERVIEWS_EVENT_VERSIONS } from './interviews/events';
import { RESUMES_EVENT_VERSIONS } from './resumes/events';
import type { PasswordResetEvent } from './password-reset/events';
import { PASSWORD_RESET_EVENT_VERSIONS } from './password-reset/events';
import type { EmailVerificationEvent } from './email-verification/events';
import { EMAIL_VERIFICATION_EVENT_VERSIONS } from './email-verification/events';
import type { ModerationEvent } from './moderation/events';
import { MODERATION_EVENT_VERSIONS } from './moderation/events';
import type { SavedSearchEvent } from './saved-searches/events';
import { SAVED_SEARCHES_EVENT_VERSIONS } from './saved-searches/events';

export type DomainEvent =
  | UsersContextEvent
  | CompanyRequestEvent
  | InternshipEvent
  | ApplicationEvent
  | FavoriteEvent
  | BlogContextEvent
  | PlatformEvent
  | ConsentEvent
  | EmailEvent
  | ResumeEvent
  | ThreadEvent
  | InterviewEvent
  | PasswordResetEvent
  | EmailVerificationEvent
  | ModerationEvent
  | SavedSearchEvent;
export type DomainEventType = DomainEvent['type'];

/** Current schema version of every event type; the command handler stamps it on each new event. */
export const EVENT_SCHEMA_VERSIONS: Readonly<Record<DomainEventType, number>> = {
  ...USERS_EVENT_VERSIONS,
  ...COMPANIES_EVENT_VERSIONS,
  ...INTERNSHIPS_EVENT_VERSIONS,
  ...APPLICATIONS_EVENT_VERSIONS,
  ...FAVORITES_EVENT_VERSIONS,
  ...BLOG_EVENT_VERSIONS,
  ...PLATFORM_EVENT_VERSIONS,
  ...CONSENT_EVENT_VERSIONS,
  ...NOTIFICATIONS_EVENT_VERSIONS,
  ...RESUMES_EVENT_VERSIONS,
  ...THREADS_EVENT_VERSIONS,
  ...INTERVIEWS_EVENT_VERSIONS,
  ...PASSWORD_RESET_EVENT_VERSIONS,
  ...EMAIL_VERIFICATION_EVENT_VERSIONS,
  ...MODERATION_EVENT_VERSIONS,
  ...SAVED_SEARCHES_EVENT_VERSIONS,
};

export const DOMAIN_EVENT_TYPES = Object.keys(EVENT_SCHEMA_VERSIONS) as DomainEventType[];

/** Lifts any stored event to its type's current version; the event store adapters apply it on every read. */
export const upcastEvent = upcasterFor(EVENT_SCHEMA_VERSIONS, [...APPLICATIONS_UPCASTERS, ...USERS_UPCASTERS, ...INTERNSHIPS_UPCASTERS]);
