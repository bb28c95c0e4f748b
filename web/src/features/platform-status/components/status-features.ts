// The application statuses that /status lists (SPEC §2).
import { m } from '@/paraglide/messages.js';

/** The application statuses the platform tracks (SPEC §4): the value as the API writes it, and what it means. */
export const applicationStatusList = () =>
  [
    { status: 'pending', text: m.status_app_pending() },
    { status: 'reviewed', text: m.status_app_reviewed() },
    { status: 'accepted', text: m.status_app_accepted() },
    { status: 'rejected', text: m.status_app_rejected() },
  ] as const;
