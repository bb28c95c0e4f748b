// Specs of the application machine, checked purely: submitted as pending (again only after withdrawing); admins move between
// SPEC's four statuses, companies to reviewed/accepted/rejected; the student withdraws while nothing is decided.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { transition } from 'xstate';
import { APPLICATION_STATUSES, DECIDED_STATUSES } from '@domain/applications/types';
import {
  STATUSES_SETTABLE_BY,
  WITHDRAWABLE,
  applicationMachine,
  applicationSnapshot,
  canCompleteApplication,
  canSetApplicationStatus,
  canSubmitApplication,
  canWithdrawApplication,
} from '@domain/applications/application-machine';

const test = suite('application machine');

test('starts unsubmitted; SUBMIT leads to pending', () => {
  const initial = applicationMachine.resolveState({ value: 'none', context: {} as never });
  assert.ok(initial.can({ type: 'SUBMIT' }));
  const [next] = transition(applicationMachine, initial, { type: 'SUBMIT' });
  assert.is(next.value, 'pending');
});

test('an application is submitted once, whatever its decided status; again only once withdrawn', () => {
  assert.ok(canSubmitApplication('none'));
  for (const s of DECIDED_STATUSES) assert.not.ok(canSubmitApplication(s), s);
  assert.ok(canSubmitApplication('withdrawn'));
  const [next] = transition(applicationMachine, applicationSnapshot('withdrawn'), { type: 'SUBMIT' });
  assert.is(next.value, 'pending');
});

test('no status can be set before the application exists', () => {
  for (const to of APPLICATION_STATUSES) {
    assert.not.ok(canSetApplicationStatus('none', to, 'admin'));
    assert.not.ok(canSetApplicationStatus('none', to, 'company'));
  }
});

test('an admin may move between any two different of SPEC\'s four statuses, never to the current one, never to withdrawn or completed', () => {
  assert.equal([...STATUSES_SETTABLE_BY.admin], ['pending', 'reviewed', 'accepted', 'rejected']);
  for (const from of DECIDED_STATUSES)
    for (const to of APPLICATION_STATUSES)
      assert.is(canSetApplicationStatus(from, to, 'admin'), from !== to && to !== 'withdrawn' && to !== 'completed', `${from} → ${to}`);
});

test('the company may set reviewed, accepted or rejected, never pending, withdrawn or completed', () => {
  assert.equal([...STATUSES_SETTABLE_BY.company], ['reviewed', 'accepted', 'rejected']);
  for (const from of DECIDED_STATUSES)
    for (const to of APPLICATION_STATUSES)
      assert.is(canSetApplicationStatus(from, to, 'company'), from !== to && to !== 'pending' && to !== 'withdrawn' && to !== 'completed', `${from} → ${to}`);
});

test('only an accepted application completes (the student\'s confirmation); nobody moves a completed one', () => {
  for (const from of ['none', ...APPLICATION_STATUSES] as const) assert.is(canCompleteApplication(from), from === 'accepted', from);
  const [next] = transition(applicationMachine, applicationSnapshot('accepted'), { type: 'COMPLETE' });
  assert.is(next.value, 'completed');
  for (const to of APPLICATION_STATUSES) for (const by of ['admin', 'company'] as const) assert.not.ok(canSetApplicationStatus('completed', to, by), `completed → ${to}`);
  assert.not.ok(canWithdrawApplication('completed'));
  assert.not.ok(canSubmitApplication('completed'));
});

test('nobody sets the status of a withdrawn application', () => {
  for (const to of APPLICATION_STATUSES) {
    assert.not.ok(canSetApplicationStatus('withdrawn', to, 'admin'), to);
    assert.not.ok(canSetApplicationStatus('withdrawn', to, 'company'), to);
  }
});

test('the student withdraws from pending or reviewed only', () => {
  assert.equal([...WITHDRAWABLE], ['pending', 'reviewed']);
  for (const from of ['none', ...APPLICATION_STATUSES] as const) assert.is(canWithdrawApplication(from), from === 'pending' || from === 'reviewed', from);
  const [next] = transition(applicationMachine, applicationSnapshot('reviewed'), { type: 'WITHDRAW' });
  assert.is(next.value, 'withdrawn');
});

test('SET_STATUS lands in the requested status', () => {
  for (const from of DECIDED_STATUSES)
    for (const to of DECIDED_STATUSES.filter((s) => s !== from)) {
      const [next] = transition(applicationMachine, applicationSnapshot(from), { type: 'SET_STATUS', to, by: 'admin' });
      assert.is(next.value, to);
    }
});

test('a refused change leaves the state as it was', () => {
  const [same] = transition(applicationMachine, applicationSnapshot('accepted'), { type: 'SET_STATUS', to: 'pending', by: 'company' });
  assert.is(same.value, 'accepted');
});

test.run();
