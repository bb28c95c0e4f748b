// The badges of SPEC §2 and §4: account status, internship Active/Inactive, application and company-request status.
import type { ApplicationStatus } from '@domain/applications/types';
import type { CompanyRequestStatus } from '@domain/companies/constants';
import type { AdminUser } from '@domain/users/types';
import { Badge } from './badge';
import { m } from '@/paraglide/messages.js';
import { stateLabel } from './format';

/**
 * Students: Active when the profile is complete, else Pending; companies: Approved, Rejected when its latest request was
 * (issue 36: not 'Pending' for ever), else Pending; admins: Admin.
 */
export function AccountBadge({ user }: { user: Pick<AdminUser, 'role' | 'profileComplete' | 'isApproved' | 'companyRequest'> }) {
  if (user.role === 'company') {
    if (user.isApproved) return <Badge tone="green" testId="account-status">{m.admin_state_approved()}</Badge>;
    if (user.companyRequest === 'rejected') return <Badge tone="red" testId="account-status">{m.admin_state_rejected()}</Badge>;
    return <Badge tone="yellow" testId="account-status">{m.admin_state_pending()}</Badge>;
  }
  if (user.role === 'student')
    return user.profileComplete ? (
      <Badge tone="green" testId="account-status">{m.admin_state_active()}</Badge>
    ) : (
      <Badge tone="yellow" testId="account-status">{m.admin_state_pending()}</Badge>
    );
  return <Badge tone="blue" testId="account-status">{m.admin_role_admin()}</Badge>;
}

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? <Badge tone="green" testId="internship-status">{m.admin_state_active()}</Badge> : <Badge tone="gray" testId="internship-status">{m.admin_state_inactive()}</Badge>;
}

/** SPEC §4: accepted gets the highlighted badge, every other status the secondary one. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={status === 'accepted' ? 'indigo' : 'gray'} testId="application-status">{stateLabel(status)}</Badge>;
}

/** SPEC §4: pending yellow, approved green, rejected red, anything else grey. */
export function RequestStatusBadge({ status }: { status: CompanyRequestStatus | string }) {
  const tone = status === 'pending' ? 'yellow' : status === 'approved' ? 'green' : status === 'rejected' ? 'red' : 'gray';
  return <Badge tone={tone} testId="request-status">{stateLabel(status)}</Badge>;
}

export function PublishedBadge({ published }: { published: boolean }) {
  return published ? <Badge tone="green" testId="post-status">{m.admin_state_published()}</Badge> : <Badge tone="gray" testId="post-status">{m.admin_state_draft()}</Badge>;
}
