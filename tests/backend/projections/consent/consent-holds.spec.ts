// Consent that holds: every transition of the consent machine, and random sequences of what students and guardians do (new
// requests to any address, resends, answers through any link ever sent, forged links, days passing). Companies see a minor's
// data exactly while the last guardian answer is a consent; nothing a student does opens it; a refused request never gives
// consent; any link ever sent withdraws a consent given. The decider's state and the `consents` read model agree throughout.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { transition } from 'xstate';
import { consentCan, consentMachine, type ConsentMachineEvent, type ConsentStatus } from '@domain/consent/consent-machine';
import type { ConsentCommand } from '@domain/consent/commands';
import { consentDecider, consentStream, type ConsentState } from '@domain/consent/decider';
import type { ConsentEvent } from '@domain/consent/events';
import { companiesMaySee } from '@domain/consent/sharing';
import { DomainError } from '@domain/shared/errors';
import { consentsProjection, type ConsentDoc } from '@backend/projections/consent/consents-projection';
import { eventLog } from '../../../helpers/recorded-events';

const test = suite('consent holds');

const STATES: ConsentStatus[] = ['notRequested', 'requested', 'given', 'refused', 'withdrawn'];
const EVENTS: ConsentMachineEvent['type'][] = ['REQUEST', 'RESEND', 'GIVE', 'REFUSE', 'WITHDRAW'];

/** The whole machine, cell by cell: where each state goes on each event (undefined: not allowed). */
const TABLE: Record<ConsentStatus, Partial<Record<ConsentMachineEvent['type'], ConsentStatus>>> = {
  notRequested: { REQUEST: 'requested' },
  requested: { REQUEST: 'requested', RESEND: 'requested', GIVE: 'given', REFUSE: 'refused' },
  given: { WITHDRAW: 'withdrawn' },
  refused: { REQUEST: 'requested' },
  withdrawn: { REQUEST: 'requested' },
};

test('every transition of the machine, and only these', () => {
  for (const state of STATES)
    for (const event of EVENTS) {
      const expected = TABLE[state][event];
      assert.is(consentCan(state, event), expected !== undefined, `${state} on ${event}`);
      if (!expected) continue;
      const [next] = transition(consentMachine, consentMachine.resolveState({ value: state, context: {} as never }), { type: event });
      assert.is(next.value, expected, `${state} on ${event}`);
    }
});

test('what companies see, in every state: an adult always; a minor only while consent is given; a refusal or withdrawal in every mode', () => {
  const now = new Date('2026-11-25T00:00:00Z');
  for (const status of STATES) {
    assert.is(companiesMaySee('required', '2000-01-01', status, now), true, `adult, ${status}`);
    assert.is(companiesMaySee('required', '2011-06-01', status, now), status === 'given', `minor, ${status}`);
    assert.is(companiesMaySee('required', null, status, now), status === 'given', `age unknown, ${status}`);
    assert.is(companiesMaySee('off', '2011-06-01', status, now), status !== 'refused' && status !== 'withdrawn', `off, ${status}`);
  }
});

type Step =
  | { kind: 'request'; address: number }
  | { kind: 'resend' }
  | { kind: 'answer'; answer: 'GiveConsent' | 'RefuseConsent' | 'WithdrawConsent'; link: number }
  | { kind: 'wait'; minutes: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('request' as const), address: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('resend' as const) }),
  fc.record({
    kind: fc.constant('answer' as const),
    answer: fc.constantFrom('GiveConsent' as const, 'RefuseConsent' as const, 'WithdrawConsent' as const),
    // An index into the links sent so far (taken modulo their number), or -1: a link of a request never made.
    link: fc.integer({ min: -1, max: 6 }),
  }),
  fc.record({ kind: fc.constant('wait' as const), minutes: fc.constantFrom(1, 2, 90, 24 * 60 + 1) }),
);

const MACHINE_EVENT: Record<ConsentEvent['type'], ConsentMachineEvent['type']> = {
  ParentalConsentRequested: 'REQUEST',
  ParentalConsentRequestResent: 'RESEND',
  ParentalConsentGiven: 'GIVE',
  ParentalConsentRefused: 'REFUSE',
  ParentalConsentWithdrawn: 'WITHDRAW',
};

test('random sequences: companies see a minor exactly while the last guardian answer is a consent', () => {
  const dateOfBirth = '2011-06-01';
  const studentId = 's-1';
  fc.assert(
    fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
      let now = Date.parse('2026-11-01T10:00:00.000Z');
      let state: ConsentState = consentDecider.initialState();
      const log = eventLog();
      let doc: ConsentDoc | null = consentsProjection.evolve(null, log.add(`user-${studentId}`, userRegistered(studentId, dateOfBirth)) as never, studentId);
      let lastAnswer: 'given' | 'refused' | 'withdrawn' | null = null;
      const refusedRequests = new Set<string>();
      let n = 0;
      const sees = (s: ConsentStatus) => companiesMaySee('required', dateOfBirth, s, new Date(now));

      for (const s of steps) {
        if (s.kind === 'wait') {
          now += s.minutes * 60_000;
          continue;
        }
        const at = new Date(now).toISOString();
        const links = state.requestIds;
        const command: ConsentCommand =
          s.kind === 'request'
            ? { type: 'RequestConsent', data: { studentId, requestId: `r-${++n}`, guardianEmail: ['mum@example.com', 'dad@example.com', 'me.too@example.com'][s.address], at } }
            : s.kind === 'resend'
              ? { type: 'ResendConsentRequest', data: { studentId, at } }
              : { type: s.answer, data: { studentId, requestId: s.link < 0 || links.length === 0 ? 'never-sent' : links[s.link % links.length], at } };
        const before = state;
        let events: ConsentEvent[] = [];
        try {
          events = consentDecider.decide(command, state);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
        }
        for (const event of events) {
          // Each event is a move the machine allows from where the decider stood.
          assert.ok(consentCan(state.status, MACHINE_EVENT[event.type]), `${state.status} → ${event.type}`);
          if (event.type === 'ParentalConsentGiven') {
            assert.is(event.data.requestId, state.requestId, 'consent is given through the latest request only');
            assert.not.ok(refusedRequests.has(event.data.requestId), 'a refused request never gives consent');
            lastAnswer = 'given';
          }
          if (event.type === 'ParentalConsentRefused') {
            refusedRequests.add(event.data.requestId);
            lastAnswer = 'refused';
          }
          if (event.type === 'ParentalConsentWithdrawn') lastAnswer = 'withdrawn';
          state = consentDecider.evolve(state, event);
          doc = consentsProjection.evolve(doc, log.add(consentStream(studentId), event) as never, studentId);
        }
        // The heart of it: sharing follows the guardians' answers only.
        assert.is(sees(state.status), lastAnswer === 'given', `after ${command.type}: ${state.status}, last answer ${lastAnswer}`);
        assert.is(doc?.status, state.status, 'the read model companies are served from agrees with the decider');
        if (command.type === 'RequestConsent' || command.type === 'ResendConsentRequest')
          assert.ok(sees(before.status) || !sees(state.status), 'nothing a student does opens sharing');
        // Any link ever sent for the student withdraws a consent given.
        if (command.type === 'WithdrawConsent' && before.status === 'given' && before.requestIds.includes(command.data.requestId))
          assert.equal(events.map((e) => e.type), ['ParentalConsentWithdrawn']);
      }
    }),
    { numRuns: 2000 },
  );
});

function userRegistered(userId: string, dateOfBirth: string) {
  return {
    type: 'UserRegistered',
    data: { userId, role: 'student', dateOfBirth, email: 'asha@example.com', username: 'asha@example.com', firstName: 'Asha', lastName: 'Verma' },
  } as never;
}

test.run();
