// Projection `stats`: counters for the admin's real figures — sign-ups per ISO week, applications by status, approved companies.
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const STATS = 'stats';

export type StatsDoc =
  | { id: `signups:${string}`; week: string; students: number; companies: number }
  | { id: 'applications'; pending: number; reviewed: number; accepted: number; rejected: number }
  | { id: 'companies'; approved: number };

/** The ISO week of a date, as YYYY-Www. */
export function isoWeek(iso: string): string {
  const d = new Date(iso);
  // The week belongs to the year of its Thursday; week 1 is the week with 4 January in it.
  const thursday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + 3));
  const jan4 = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  const week = 1 + Math.round(((thursday.getTime() - jan4.getTime()) / 86_400_000 - 3 + ((jan4.getUTCDay() + 6) % 7)) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

const noApplications = { id: 'applications' as const, pending: 0, reviewed: 0, accepted: 0, rejected: 0 };
type Counted = 'pending' | 'reviewed' | 'accepted' | 'rejected';
type ApplicationCounts = typeof noApplications;

/**
 * The counts with one application moved: out of `from`, into `to` (null for neither). Withdrawn applications are counted
 * under no status: a withdrawal takes one out, and a submission again puts it back as pending.
 */
function moved(counts: ApplicationCounts, from: string | null, to: string | null): ApplicationCounts {
  const out = { ...counts };
  if (from && from in noApplications && from !== 'id') out[from as Counted] = Math.max(0, out[from as Counted] - 1);
  if (to && to in noApplications && to !== 'id') out[to as Counted] += 1;
  return out;
}

type Handled = 'UserRegistered' | 'ApplicationSubmitted' | 'ApplicationStatusChanged' | 'ApplicationWithdrawn' | 'CompanyApproved';

export const statsProjection = defineProjection<StatsDoc, Handled>({
  name: STATS,
  version: 1,
  handles: ['UserRegistered', 'ApplicationSubmitted', 'ApplicationStatusChanged', 'ApplicationWithdrawn', 'CompanyApproved'],
  idsOf: (event) => {
    switch (event.type) {
      case 'UserRegistered':
        return event.data.role === 'admin' ? [] : [`signups:${isoWeek(event.data.registeredAt)}`];
      case 'ApplicationSubmitted':
      case 'ApplicationStatusChanged':
      case 'ApplicationWithdrawn':
        return ['applications'];
      case 'CompanyApproved':
        return ['companies'];
      default:
        return assertNever(event);
    }
  },
  evolve: (doc, event, id) => {
    switch (event.type) {
      case 'UserRegistered': {
        const week = doc && 'week' in doc ? doc : { id: id as `signups:${string}`, week: id.slice('signups:'.length), students: 0, companies: 0 };
        return event.data.role === 'company' ? { ...week, companies: week.companies + 1 } : { ...week, students: week.students + 1 };
      }
      case 'ApplicationSubmitted':
        return moved(doc && doc.id === 'applications' ? doc : noApplications, null, 'pending');
      case 'ApplicationStatusChanged':
        return moved(doc && doc.id === 'applications' ? doc : noApplications, event.data.from, event.data.to);
      case 'ApplicationWithdrawn':
        return moved(doc && doc.id === 'applications' ? doc : noApplications, event.data.from, null);
      case 'CompanyApproved': {
        const approved = doc && doc.id === 'companies' ? doc.approved : 0;
        return { id: 'companies', approved: approved + 1 };
      }
      default:
        return assertNever(event);
    }
  },
});
