// Specs of employer responsiveness: the applicationResponses projection and the figure computed from it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { APPLICATION_RESPONSES, applicationResponsesProjection, type ApplicationResponseDoc } from '@backend/projections/applications/application-responses-projection';
import { median, responsivenessOf } from '@backend/queries/companies/get-responsiveness';
import type { ApplicationStatusChanged, ApplicationSubmitted } from '@domain/applications/events';
import { assertReplayIsIdempotent, eventLog, project } from '../../../helpers/recorded-events';

const test = suite('employer responsiveness');

const DAY = 86_400_000;
const T0 = Date.parse('2026-11-01T00:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const submitted = (id: string, atMs: number): ApplicationSubmitted => ({
  type: 'ApplicationSubmitted',
  data: { applicationId: id, studentId: 's-1', internshipId: 'i-1', companyId: 'c-1', coverLetter: '', resume: '', answers: [], availability: null, profile: null, status: 'pending', appliedAt: iso(atMs) },
});
const changed = (id: string, atMs: number, byRole: 'company' | 'admin', to: 'reviewed' | 'accepted' = 'reviewed', from: 'pending' | 'reviewed' = 'pending'): ApplicationStatusChanged => ({
  type: 'ApplicationStatusChanged',
  data: { applicationId: id, studentId: 's-1', from, to, actorId: `${byRole}-1`, byRole, note: null, at: iso(atMs) },
});

function journey() {
  const { log, add } = eventLog();
  add('application-a', submitted('a', T0));
  add('application-a', changed('a', T0 + 2 * DAY, 'company')); // answered in 2 days
  add('application-a', changed('a', T0 + 3 * DAY, 'company', 'accepted', 'reviewed')); // not the first answer
  add('application-b', submitted('b', T0));
  add('application-b', changed('b', T0 + DAY, 'admin')); // an admin is not the company
  add('application-b', changed('b', T0 + 10 * DAY, 'company', 'accepted', 'reviewed')); // late: 10 days
  add('application-c', submitted('c', T0 + 20 * DAY)); // unanswered, recent
  return log;
}

test('the first answer is the company\'s first status change; later changes and admin moves do not count', () => {
  const docs = project(applicationResponsesProjection, journey());
  assert.is(docs.get('a')?.firstAnswerAt, iso(T0 + 2 * DAY));
  assert.is(docs.get('b')?.firstAnswerAt, iso(T0 + 10 * DAY));
  assert.is(docs.get('c')?.firstAnswerAt, null);
});

test('the figure: share answered within 7 days (young unanswered ones not counted yet) and the median hours to a first answer', () => {
  const docs = [...project(applicationResponsesProjection, journey()).values()] as ApplicationResponseDoc[];
  const r = responsivenessOf('c-1', docs, T0 + 22 * DAY);
  assert.equal(r, { companyId: 'c-1', considered: 2, answeredWithin7Days: 1, shareWithin7Days: 0.5, medianHoursToFirstAnswer: 144 });
  // A week later the unanswered one counts against the company.
  assert.equal(responsivenessOf('c-1', docs, T0 + 28 * DAY).considered, 3);
  assert.equal(responsivenessOf('c-1', [], T0), { companyId: 'c-1', considered: 0, answeredWithin7Days: 0, shareWithin7Days: null, medianHoursToFirstAnswer: null });
  assert.is(median([3, 1, 2]), 2);
  assert.is(median([4, 1, 2, 3]), 2.5);
});

test('applying the same events twice changes nothing', async () => {
  await assertReplayIsIdempotent(journey(), [APPLICATION_RESPONSES]);
});

test.run();
