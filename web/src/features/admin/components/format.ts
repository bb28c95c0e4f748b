// Display helpers of the admin screens: dates, names, and the labels of statuses, entity kinds, roles and event types.
import { m } from '@/paraglide/messages.js';
import type { AuditEntityType } from '@domain/admin/types';
import type { AdminUser } from '@domain/users/types';
import { intlLocale } from '@/i18n/locale';
import { EVENT_LABELS } from './event-labels';

export { EVENT_LABELS } from './event-labels';

const formats = new Map<string, Intl.DateTimeFormat>();
/** The language's format (en-US in English), made once per language and kind. */
const formatOf = (kind: 'date' | 'dateTime') => {
  const locale = intlLocale();
  const key = `${locale} ${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, kind === 'date' ? { month: 'short', day: 'numeric', year: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    formats.set(key, format);
  }
  return format;
};

const parsed = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** 'Nov 21, 2026', or '—' without a date. */
export const formatDate = (iso: string | null | undefined) => {
  const date = parsed(iso);
  return date ? formatOf('date').format(date) : '—';
};

/** 'Nov 21, 2026, 9:05 AM', or '—'. */
export const formatDateTime = (iso: string | null | undefined) => {
  const date = parsed(iso);
  return date ? formatOf('dateTime').format(date) : '—';
};

/** A number as the language writes it, grouped ('1,234' in English). */
export const formatNumber = (n: number) => n.toLocaleString(intlLocale());

export const personName = (u: Pick<AdminUser, 'firstName' | 'lastName' | 'username'>) => `${u.firstName} ${u.lastName}`.trim() || u.username;

export const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** An audited record's kind ('Application'). */
export const entityLabel = (type: AuditEntityType) =>
  ({
    application: m.admin_entity_application,
    companyRequest: m.admin_entity_company_request,
    user: m.admin_entity_user,
    internship: m.admin_entity_internship,
    blogPost: m.admin_entity_blog_post,
  })[type]();

/** The record kinds in the audit filter's order. */
export const ENTITY_TYPES: AuditEntityType[] = ['application', 'companyRequest', 'user', 'internship', 'blogPost'];

/** 'this application': a record without a name of its own. */
export const thisEntity = (type: AuditEntityType) =>
  ({
    application: m.admin_this_application,
    companyRequest: m.admin_this_company_request,
    user: m.admin_this_user,
    internship: m.admin_this_internship,
    blogPost: m.admin_this_blog_post,
  })[type]();

const STATE_LABELS: Record<string, () => string> = {
  pending: m.admin_state_pending,
  reviewed: m.admin_state_reviewed,
  accepted: m.admin_state_accepted,
  rejected: m.admin_state_rejected,
  withdrawn: m.admin_state_withdrawn,
  completed: m.admin_state_completed,
  approved: m.admin_state_approved,
  deleted: m.admin_state_deleted,
  active: m.admin_state_active,
  inactive: m.admin_state_inactive,
  draft: m.admin_state_draft,
  published: m.admin_state_published,
  hidden: m.admin_state_hidden,
  removed: m.admin_state_removed,
  suspended: m.admin_state_suspended,
  'consent requested': m.admin_state_consent_requested,
  'consent given': m.admin_state_consent_given,
  'consent refused': m.admin_state_consent_refused,
  'consent withdrawn': m.admin_state_consent_withdrawn,
};

const ROLE_LABELS: Record<string, () => string> = { student: m.admin_role_student, company: m.admin_role_company, admin: m.admin_role_admin };

const ACTOR_LABELS: Record<string, () => string> = { System: m.admin_actor_system, 'Deleted user': m.admin_actor_deleted_user, 'Parent or guardian': m.admin_actor_guardian };

/** The words of `key` in `labels`, or undefined when it has none. */
export const labelIn = (labels: Record<string, () => string>, key: string): string | undefined => (Object.hasOwn(labels, key) ? labels[key]() : undefined);

/** A status or state as a word ('Pending'); an unknown one capitalized. */
export const stateLabel = (state: string) => labelIn(STATE_LABELS, state) ?? capitalize(state);

/** A role with a capital ('Student'), as in the role column. */
export const roleLabel = (role: string) => labelIn(ROLE_LABELS, role) ?? capitalize(role);

/** The names the server gives actors that are not accounts ('System', 'Deleted user', 'Parent or guardian'). */
export const actorLabel = (name: string) => labelIn(ACTOR_LABELS, name) ?? name;

export const eventLabel = (type: string) => labelIn(EVENT_LABELS, type) ?? type;
