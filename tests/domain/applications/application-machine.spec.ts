// Specs of the application machine, checked purely: submit once as pending; admins move between any two statuses, companies to reviewed/accepted/rejected.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { transition } from 'xstate';
import { APPLICATION_STATUSES } from '@domain/applications/types';
import {
  STATUSES_SETTABLE_BY,
  applicationMachine,
  applicationSnapshot,
  canSetApplicationStatus,
  canSubmitApplication,
} from '@domain/applications/application-machine';

const test = suite('application machine');

test('starts unsubmitted; SUBMIT leads to pending', () => {
  const initial = applicationMachine.resolveState({ value: 'none', context: {} as never });
  assert.ok(initial.can({ type: 'SUBMIT' }));
  const [next] = transition(applicationMachine, initial, { type: 'SUBMIT' });
  assert.is(next.value, 'pending');
});

test('an application is submitted only once, whatever its status', () => {
  assert.ok(canSubmitApplication('none'));
  for (const s of APPLICATION_STATUSES) assert.not.ok(canSubmitApplication(s), s);
});

test('no status can be set before the application exists', () => {
  for (const to of APPLICATION_STATUSES) {
    assert.not.ok(canSetApplicationStatus('none', to, 'admin'));
    assert.not.ok(canSetApplicationStatus('none', to, 'company'));
  }
});

test('an admin may move between any two different statuses, never to the current one', () => {
  for (const from of APPLICATION_STATUSES)
    for (const to of APPLICATION_STATUSES) assert.is(canSetApplicationStatus(from, to, 'admin'), from !== to, `${from} → ${to}`);
});

test('the company may set reviewed, accepted or rejected, never pending', () => {
  assert.equal([...STATUSES_SETTABLE_BY.company], ['reviewed', 'accepted', 'rejected']);
  for (const from of APPLICATION_STATUSES)
    for (const to of APPLICATION_STATUSES)
      assert.is(canSetApplicationStatus(from, to, 'company'), from !== to && to !== 'pending', `${from} → ${to}`);
});

test('SET_STATUS lands in the requested status', () => {
  for (const from of APPLICATION_STATUSES)
    for (const to of APPLICATION_STATUSES.filter((s) => s !== from)) {
      const [next] = transition(applicationMachine, applicationSnapshot(from), { type: 'SET_STATUS', to, by: 'admin' });
      assert.is(next.value, to);
    }
});

test('a refused change leaves the state as it was', () => {
  const [same] = transition(applicationMachine, applicationSnapshot('accepted'), { type: 'SET_STATUS', to: 'pending', by: 'company' });
  assert.is(same.value, 'accepted');
});

test.run();
