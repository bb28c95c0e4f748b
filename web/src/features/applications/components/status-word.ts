// An application's status as one word in the page's language ('pending'… in English, capitalized by the page's CSS).
import type { ApplicationStatus } from '@domain/applications/types';
import { m } from '@/paraglide/messages.js';

export const statusWord = (status: ApplicationStatus | string) =>
  ((
    {
      pending: m.applications_status_pending,
      reviewed: m.applications_status_reviewed,
      accepted: m.applications_status_accepted,
      rejected: m.applications_status_rejected,
      withdrawn: m.applications_status_withdrawn,
      completed: m.applications_status_completed,
    } as Record<string, (() => string) | undefined>
  )[status]?.() ?? status);
