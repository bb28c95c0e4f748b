// Given/when/then specs of the reports of postings and companies: once per reporter, what hides a posting at once, the
// admins' decisions and the company's suspension (DESIGN.md §4.2).
import { suite } from 'uvu';
import { given } from '../../helpers/given-when-then';
import type { FileReport, DecideReport, ReportTarget } from '@domain/moderation/commands';
import {
  ALREADY_REPORTED_COMPANY,
  ALREADY_REPORTED_LISTING,
  COMPANY_SUSPENDED,
  ONLY_LISTINGS_REMOVED,
  REPORT_ALREADY_DECIDED,
  REPORT_NOT_FOUND,
  assertNotSuspended,
  moderationDecider,
} from '@domain/moderation/decider';
import type { ListingReported, ModerationEvent } from '@domain/moderation/events';
import type { ReportReason } from '@domain/shared/report-reasons';
import * as assert from 'uvu/assert';
import { DomainError } from '@domain/shared/errors';

const test = suite('moderation decider');
const AT = '2026-03-01T10:00:00.000Z';
const listing: ReportTarget = { kind: 'listing', internshipId: 'i-1', companyId: 'c-1' };
const company: ReportTarget = { kind: 'company', companyId: 'c-1' };

const file = (reportId: string, reporterId: string, reason: ReportReason = 'fake', applied = false, target: ReportTarget = listing): FileReport => ({
  type: 'FileReport',
  data: { reportId, target, reporter: { id: reporterId, role: 'student' }, reason, details: null, applied, at: AT },
});
const reported = (reportId: string, reporterId: string, reason: ReportReason = 'fake', applied = false): ListingReported => ({
  type: 'ListingReported',
  data: { reportId, internshipId: 'i-1', companyId: 'c-1', reporterId, reporterRole: 'student', reason, details: null, applied, at: AT },
});
const hidden = (because: 'asked-for-money' | 'three-reports'): ModerationEvent => ({ type: 'ListingHidden', data: { internshipId: 'i-1', companyId: 'c-1', because, at: AT } });
const decide = (reportId: string, decision: DecideReport['data']['decision'], note = 'Checked'): DecideReport => ({
  type: 'DecideReport',
  data: { reportId, decision, note, adminId: 'admin-1', at: AT },
});
const decided = (reportIds: string[], decision: DecideReport['data']['decision'], note = 'Checked', targetKind: 'listing' | 'company' = 'listing'): ModerationEvent => ({
  type: 'ReportsDecided',
  data: { reportIds, targetKind, internshipId: targetKind === 'listing' ? 'i-1' : null, companyId: 'c-1', decision, note, adminId: 'admin-1', at: AT },
});

test('a report is filed once per reporter and target', () => {
  given(moderationDecider).when(file('r-1', 's-1')).then([reported('r-1', 's-1')]);
  given(moderationDecider, [reported('r-1', 's-1')]).when(file('r-2', 's-1', 'unsafe')).thenThrows('conflict', ALREADY_REPORTED_LISTING);
  given(moderationDecider, [{ type: 'CompanyReported', data: { reportId: 'r-1', companyId: 'c-1', reporterId: 's-1', reporterRole: 'student', reason: 'fake', details: null, at: AT } }])
    .when(file('r-2', 's-1', 'fake', false, company))
    .thenThrows('conflict', ALREADY_REPORTED_COMPANY);
});

test("an applicant's money report hides the posting at once; a money report from a non-applicant does not", () => {
  given(moderationDecider).when(file('r-1', 's-1', 'asked-for-money', true)).then([reported('r-1', 's-1', 'asked-for-money', true), hidden('asked-for-money')]);
  given(moderationDecider).when(file('r-1', 's-1', 'asked-for-money', false)).then([reported('r-1', 's-1', 'asked-for-money', false)]);
});

test('the third different student hides the posting; a hidden posting is not hidden twice', () => {
  given(moderationDecider, [reported('r-1', 's-1'), reported('r-2', 's-2')]).when(file('r-3', 's-3')).then([reported('r-3', 's-3'), hidden('three-reports')]);
  given(moderationDecider, [reported('r-1', 's-1'), reported('r-2', 's-2'), reported('r-3', 's-3'), hidden('three-reports')])
    .when(file('r-4', 's-4'))
    .then([reported('r-4', 's-4')]);
  // Reports already decided do not count again.
  given(moderationDecider, [reported('r-1', 's-1'), reported('r-2', 's-2'), decided(['r-1', 'r-2'], 'dismiss')]).when(file('r-3', 's-3')).then([reported('r-3', 's-3')]);
});

test('dismissing decides every open report of the target and restores a hidden posting', () => {
  const history = [reported('r-1', 's-1', 'asked-for-money', true), hidden('asked-for-money'), reported('r-2', 's-2')];
  given(moderationDecider, history)
    .when(decide('r-1', 'dismiss', 'No fee asked'))
    .then([decided(['r-1', 'r-2'], 'dismiss', 'No fee asked'), { type: 'ListingRestored', data: { internshipId: 'i-1', companyId: 'c-1', note: 'No fee asked', at: AT } }]);
  given(moderationDecider, [reported('r-1', 's-1')]).when(decide('r-1', 'dismiss')).then([decided(['r-1'], 'dismiss')]);
  given(moderationDecider, [...history, decided(['r-1', 'r-2'], 'dismiss')]).when(decide('r-2', 'dismiss')).thenThrows('conflict', REPORT_ALREADY_DECIDED);
  given(moderationDecider, history).when(decide('r-9', 'dismiss')).thenThrows('not_found', REPORT_NOT_FOUND);
});

test('removing a posting is for good: no more reports of it', () => {
  given(moderationDecider, [reported('r-1', 's-1')])
    .when(decide('r-1', 'remove-listing', 'Asked for a fee'))
    .then([decided(['r-1'], 'remove-listing', 'Asked for a fee'), { type: 'ListingRemoved', data: { internshipId: 'i-1', companyId: 'c-1', note: 'Asked for a fee', at: AT } }]);
  const removed: ModerationEvent = { type: 'ListingRemoved', data: { internshipId: 'i-1', companyId: 'c-1', note: 'x', at: AT } };
  given(moderationDecider, [reported('r-1', 's-1'), decided(['r-1'], 'remove-listing'), removed]).when(file('r-2', 's-2')).thenThrows('not_found');
});

test('a company report cannot remove a posting; suspending happens once, and stops posting', () => {
  const companyReported: ModerationEvent = { type: 'CompanyReported', data: { reportId: 'r-1', companyId: 'c-1', reporterId: 's-1', reporterRole: 'student', reason: 'fake', details: null, at: AT } };
  given(moderationDecider, [companyReported]).when(decide('r-1', 'remove-listing')).thenThrows('invalid', ONLY_LISTINGS_REMOVED);
  given(moderationDecider, [companyReported]).when(decide('r-1', 'suspend-company')).then([decided(['r-1'], 'suspend-company', 'Checked', 'company')]);
  const suspend = { type: 'SuspendCompany' as const, data: { companyId: 'c-1', listingIds: ['i-1'], reportId: 'r-1', note: 'Fake', adminId: 'admin-1', at: AT } };
  const suspended: ModerationEvent = { type: 'CompanySuspended', data: suspend.data };
  given(moderationDecider).when(suspend).then([suspended]);
  given(moderationDecider, [suspended]).when(suspend).then([]);
  const state = [suspended].reduce(moderationDecider.evolve, moderationDecider.initialState());
  try {
    assertNotSuspended(state);
    assert.unreachable('a suspended company may not post');
  } catch (error) {
    assert.instance(error, DomainError);
    assert.equal([(error as DomainError).kind, (error as DomainError).message], ['forbidden', COMPANY_SUSPENDED]);
  }
  assertNotSuspended(moderationDecider.initialState());
});

test.run();
