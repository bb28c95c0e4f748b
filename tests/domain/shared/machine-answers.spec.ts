// Specs of the remembered machine answers: for every state and every event, asked in any order and again, the answer is
// the one XState works out afresh; a guard that reads more than the event's type is told apart by the key.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { setup } from 'xstate';
import { APPLICATION_STATUSES } from '@domain/applications/types';
import {
  applicationMachine,
  canCompleteApplication,
  canSetApplicationStatus,
  canSubmitApplication,
  canWithdrawApplication,
  type ApplicationMachineEvent,
  type ApplicationMachineState,
  type StatusChanger,
} from '@domain/applications/application-machine';
import { machineAnswers } from '@domain/shared/machine-answers';

const test = suite('machine answers');

const STATES: ApplicationMachineState[] = ['none', ...APPLICATION_STATUSES];
const CHANGERS: StatusChanger[] = ['admin', 'company'];
const EVENTS: ApplicationMachineEvent[] = [
  { type: 'SUBMIT' },
  { type: 'WITHDRAW' },
  { type: 'COMPLETE' },
  ...APPLICATION_STATUSES.flatMap((to) => CHANGERS.map((by) => ({ type: 'SET_STATUS' as const, to, by }))),
];
const afresh = (state: ApplicationMachineState, event: ApplicationMachineEvent) =>
  applicationMachine.resolveState({ value: state, context: {} as never }).can(event);
const remembered = (state: ApplicationMachineState, event: ApplicationMachineEvent) => {
  switch (event.type) {
    case 'SUBMIT':
      return canSubmitApplication(state);
    case 'WITHDRAW':
      return canWithdrawApplication(state);
    case 'COMPLETE':
      return canCompleteApplication(state);
    case 'SET_STATUS':
      return canSetApplicationStatus(state, event.to, event.by);
  }
};

test('the application machine: every (state, event), in any order and asked again, answers as XState does afresh', () => {
  fc.assert(
    fc.property(fc.array(fc.tuple(fc.constantFrom(...STATES), fc.constantFrom(...EVENTS)), { minLength: 1, maxLength: 200 }), (asks) => {
      for (const [state, event] of asks) assert.is(remembered(state, event), afresh(state, event), `${state} ${JSON.stringify(event)}`);
    }),
  );
  // Both answers exist for the guarded event in one state: the key tells `to` and `by` apart.
  assert.ok(canSetApplicationStatus('pending', 'accepted', 'company'));
  assert.not.ok(canSetApplicationStatus('pending', 'pending', 'company'));
  assert.not.ok(canSetApplicationStatus('reviewed', 'pending', 'company'));
  assert.ok(canSetApplicationStatus('reviewed', 'pending', 'admin'));
});

test('XState works each (state, event) out once; a key that leaves out what a guard reads would be wrong, so keys name it', () => {
  let guardRuns = 0;
  const machine = setup({
    types: { events: {} as { type: 'GO'; fast: boolean } },
    guards: { isFast: ({ event }) => (guardRuns++, event.fast) },
  }).createMachine({ initial: 'idle', states: { idle: { on: { GO: { guard: 'isFast', target: 'done' } } }, done: {} } });
  const can = machineAnswers<'idle' | 'done', { type: 'GO'; fast: boolean }>(machine, (event) => `${event.type} ${event.fast}`);
  assert.is(can('idle', { type: 'GO', fast: true }), true);
  assert.is(can('idle', { type: 'GO', fast: false }), false);
  const runs = guardRuns;
  for (let i = 0; i < 10; i++) {
    assert.is(can('idle', { type: 'GO', fast: true }), true);
    assert.is(can('idle', { type: 'GO', fast: false }), false);
  }
  assert.is(guardRuns, runs, 'answers given again without running the guard');
  assert.is(can('done', { type: 'GO', fast: true }), false);
});

test.run();
