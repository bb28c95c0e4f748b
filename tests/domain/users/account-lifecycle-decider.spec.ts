// Given/when/then specs of a user's profile edits and deletion, and of e-mail claims released for deleted accounts.
import { suite } from 'uvu';
import { ADMINS_STAY, USER_NOT_FOUND, userDecider } from '@domain/users/decider';
import { ACCOUNT_EXISTS, emailClaimDecider } from '@domain/users/email-claim';
import type { Role } from '@domain/shared/roles';
import type { EmailClaimed, EmailReleased, UserDeleted, UserRegistered } from '@domain/users/events';
import { given } from '../../helpers/given-when-then';

const test = suite('user decider: edits, deletion, e-mail release');

const AT = '2026-11-01T10:00:00.000Z';
const registered = (role: Role = 'student'): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId: 'u-1', username: 'a@example.com', email: 'a@example.com', passwordHash: 'x', role, firstName: 'A', lastName: 'B', location: 'India',
    bio: '', university: '', fieldOfStudy: '', graduationYear: null, skills: [], hobbies: [], profileComplete: false, isApproved: false, registeredAt: AT,
  },
});
const deleted: UserDeleted = { type: 'UserDeleted', data: { userId: 'u-1', email: 'a@example.com', role: 'student', at: AT } };
const del = { type: 'DeleteUser' as const, data: { userId: 'u-1', at: AT } };
const editing = (changes: object) => ({ type: 'EditUserProfile' as const, data: { userId: 'u-1', changes, at: AT } });

test('an edit records exactly the changed fields; an empty edit changes nothing', () => {
  given(userDecider, [registered()]).when(editing({ firstName: 'Asha', profileComplete: true })).then([
    { type: 'UserProfileEdited', data: { userId: 'u-1', changes: { firstName: 'Asha', profileComplete: true }, at: AT } },
  ]);
  given(userDecider, [registered()]).when(editing({})).then([]);
  given(userDecider, []).when(editing({ firstName: 'x' })).thenThrows('not_found', USER_NOT_FOUND);
});

test('deletion records the e-mail and role (for the reactors and read models); a deleted account is not found again', () => {
  given(userDecider, [registered()]).when(del).then([deleted]);
  given(userDecider, [registered(), deleted]).when(del).thenThrows('not_found', USER_NOT_FOUND);
  given(userDecider, []).when(del).thenThrows('not_found', USER_NOT_FOUND);
});

test('admins cannot be deleted', () => {
  given(userDecider, [registered('admin')]).when(del).thenThrows('forbidden', ADMINS_STAY);
});

test('a deleted account cannot change its password, be edited or onboard', () => {
  given(userDecider, [registered(), deleted]).when({ type: 'ChangePassword', data: { userId: 'u-1', passwordHash: 'y', at: AT } }).thenThrows('not_found');
  given(userDecider, [registered(), deleted]).when(editing({ firstName: 'x' })).thenThrows('not_found');
});

test('a company with the same details again changes nothing (a redelivered reaction)', () => {
  const details = { userId: 'u-1', companyName: 'Acme', companyField: 'Technology', location: 'Pune', website: null, at: AT };
  given(userDecider, [registered('company')]).when({ type: 'UpdateCompanyDetails', data: details }).then([{ type: 'CompanyDetailsUpdated', data: details }]);
  given(userDecider, [registered('company'), { type: 'CompanyDetailsUpdated', data: details }])
    .when({ type: 'UpdateCompanyDetails', data: { ...details, at: '2026-11-02T00:00:00.000Z' } })
    .then([]);
});

test("a released e-mail can be claimed by a new account; only the holder's claim is released", () => {
  const claimed = (userId: string): EmailClaimed => ({ type: 'EmailClaimed', data: { email: 'a@example.com', userId } });
  const released: EmailReleased = { type: 'EmailReleased', data: { email: 'a@example.com', userId: 'u-1' } };
  const claim = (userId: string) => ({ type: 'ClaimEmail' as const, data: { email: 'a@example.com', userId, orphanedClaimant: null } });
  const release = (userId: string) => ({ type: 'ReleaseEmail' as const, data: { email: 'a@example.com', userId } });
  given(emailClaimDecider, [claimed('u-1')]).when(release('u-1')).then([released]);
  given(emailClaimDecider, [claimed('u-1')]).when(release('u-9')).then([]);
  given(emailClaimDecider, [claimed('u-1'), released]).when(release('u-1')).then([]);
  given(emailClaimDecider, [claimed('u-1'), released]).when(claim('u-2')).then([claimed('u-2')]);
  given(emailClaimDecider, [claimed('u-1')]).when(claim('u-2')).thenThrows('conflict', ACCOUNT_EXISTS);
});

test.run();
