// Specs of the upcasters of DESIGN.md §4.0: older applications, decisions and postings read at today's versions with empty new fields.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { APPLICATIONS_EVENT_VERSIONS } from '@domain/applications/events';
import { APPLICATIONS_UPCASTERS } from '@domain/applications/upcasters';
import { INTERNSHIPS_EVENT_VERSIONS } from '@domain/internships/events';
import { INTERNSHIPS_UPCASTERS } from '@domain/internships/upcasters';
import type { RecordedEvent } from '@domain/shared/event';
import { upcasterFor } from '@domain/shared/upcasting';

const test = suite('application and posting upcasters');

const recorded = (type: string, data: unknown, schemaVersion: number): RecordedEvent => ({
  id: 'e-1',
  type,
  data,
  metadata: { actorId: 'actor-1', actorRole: 'company', correlationId: 'c', causationId: null, at: '2025-01-01T00:00:00.000Z', schemaVersion },
  stream: 's',
  revision: 0,
  position: '0000000000000001',
});
const applications = upcasterFor(APPLICATIONS_EVENT_VERSIONS, APPLICATIONS_UPCASTERS);
const internships = upcasterFor(INTERNSHIPS_EVENT_VERSIONS, INTERNSHIPS_UPCASTERS);
const letter = { applicationId: 'a', studentId: 's', internshipId: 'i', coverLetter: 'Hi', resume: '', status: 'pending', appliedAt: '2025-01-01T00:00:00.000Z' };

test('a v1 or v2 submission reads with no answers, no availability and no profile (v1: and no company)', () => {
  const fromV1 = applications(recorded('ApplicationSubmitted', letter, 1));
  assert.equal(fromV1.data, { ...letter, companyId: null, answers: [], availability: null, profile: null });
  assert.is(fromV1.metadata.schemaVersion, 3);
  const fromV2 = applications(recorded('ApplicationSubmitted', { ...letter, companyId: 'c' }, 2));
  assert.equal(fromV2.data, { ...letter, companyId: 'c', answers: [], availability: null, profile: null });
});

test('a v1 or v2 decision reads with no note and no student named (v1: the actor from the envelope)', () => {
  const change = { applicationId: 'a', from: 'pending', to: 'accepted', byRole: 'company', at: '2025-01-02T00:00:00.000Z' };
  assert.equal(applications(recorded('ApplicationStatusChanged', change, 1)).data, { studentId: null, ...change, actorId: 'actor-1', note: null });
  assert.equal(applications(recorded('ApplicationStatusChanged', { ...change, actorId: 'x' }, 2)).data, { studentId: null, ...change, actorId: 'x', note: null });
});

test('a v1 posting reads as asking no questions; v1 and v2 ones as open from 14, flexible, no hours or category; up to v3 the stipend and weeks read from the texts; a v4 one as it was written', () => {
  const posting = { internshipId: 'i', companyId: 'c', title: 'T' };
  const audience = { minAge: 14, hoursPerWeek: null, schedule: 'flexible', category: null };
  const noTerms = { stipend: null, durationWeeks: null };
  assert.equal(internships(recorded('InternshipPosted', posting, 1)).data, { ...posting, questions: [], ...audience, ...noTerms });
  assert.equal(internships(recorded('InternshipPosted', { ...posting, questions: ['Why?'] }, 2)).data, { ...posting, questions: ['Why?'], ...audience, ...noTerms });
  const v3 = { ...posting, questions: ['Why?'], minAge: 16, hoursPerWeek: 10, schedule: 'weekends', category: 'design', salary: '₹6,000 / month stipend', duration: '8 weeks' };
  assert.equal(internships(recorded('InternshipPosted', v3, 3)).data, { ...v3, stipend: { amount: 6000, currency: 'INR', period: 'month' }, durationWeeks: 8 });
  const current = recorded('InternshipPosted', { ...v3, stipend: null, durationWeeks: null }, 4);
  assert.is(internships(current), current);
});

test.run();
