// Specs of the user aggregate's facts that commands read from it: whether DeleteUser would delete the account (the deletion
// looks for the account's e-mail claim only then), and whether it is an approved company (what posting an internship needs).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Role } from '@domain/shared/roles';
import type { DeleteUser } from '@domain/users/commands';
import { ADMINS_STAY, USER_NOT_FOUND, deletionRefusal, isApprovedCompanyAccount, userDecider } from '@domain/users/decider';
import type { UserEvent, UserRegistered } from '@domain/users/events';
import { given } from '../../helpers/given-when-then';

const test = suite('user facts: deletable, approved company');

const AT = '2026-11-01T10:00:00.000Z';
const registered = (role: Role = 'student', isApproved = false): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId: 'u-1', username: 'a@example.com', email: 'a@example.com', passwordHash: 'x', role, firstName: 'A', lastName: 'B', location: 'India',
    bio: '', university: '', fieldOfStudy: '', graduationYear: null, skills: [], hobbies: [], profileComplete: false, isApproved, registeredAt: AT,
  },
});
const deleted: UserEvent = { type: 'UserDeleted', data: { userId: 'u-1', claimStream: null, role: 'student', at: AT } };
const approved: UserEvent = { type: 'CompanyApproved', data: { userId: 'u-1', approvedBy: 'admin-1', at: AT } };
const del: DeleteUser = { type: 'DeleteUser', data: { userId: 'u-1', at: AT, claimStream: null } };
const stateOf = (events: UserEvent[]) => events.reduce(userDecider.evolve, userDecider.initialState());

test('given a registered student or company, DeleteUser deletes it and deletionRefusal is null', () => {
  for (const role of ['student', 'company'] as const) {
    assert.is(deletionRefusal(stateOf([registered(role)])), null);
    given(userDecider, [registered(role)]).when(del).then([{ type: 'UserDeleted', data: { userId: 'u-1', role, claimStream: null, at: AT } }]);
  }
});

test('deletionRefusal is the error DeleteUser throws: an admin stays, a missing or deleted account is not found', () => {
  const cases: Array<[UserEvent[], 'forbidden' | 'not_found', string]> = [
    [[registered('admin')], 'forbidden', ADMINS_STAY],
    [[], 'not_found', USER_NOT_FOUND],
    [[registered(), deleted], 'not_found', USER_NOT_FOUND],
  ];
  for (const [events, kind, message] of cases) {
    const refusal = deletionRefusal(stateOf(events));
    assert.equal([refusal?.kind, refusal?.message], [kind, message]);
    given(userDecider, events).when(del).thenThrows(kind, message);
  }
});

test('an approved company: a registered company account approved at sign-up or by an admin', () => {
  assert.is(isApprovedCompanyAccount(stateOf([])), false);
  assert.is(isApprovedCompanyAccount(stateOf([registered('company')])), false);
  assert.is(isApprovedCompanyAccount(stateOf([registered('company'), approved])), true);
  assert.is(isApprovedCompanyAccount(stateOf([registered('company', true)])), true);
  assert.is(isApprovedCompanyAccount(stateOf([registered('student', true)])), false);
});

test.run();
