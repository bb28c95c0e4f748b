// Specs of the interviews read model (one document per interview: proposed, then scheduled or declined; gone with the
// student) and of the interviews' entries in the admin audit trail, which never say where.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { InterviewProposed } from '@domain/interviews/events';
import { auditProjection, type AuditDoc } from '@backend/projections/admin/audit-projection';
import { INTERVIEWS, interviewsProjection } from '@backend/projections/interviews/interviews-projection';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import { applyLog, assertReplayIsIdempotent, eventLog, project } from '../../../helpers/recorded-events';

const test = suite('interviews projection');
const AT = '2026-03-01T10:00:00.000Z';
const SLOT = '2026-03-10T15:00:00.000Z';
const WHERE = 'Office 4, Tangerine Lane';
const sides = (n: number) => ({ interviewId: `iv-${n}`, applicationId: 'a-1', studentId: 's-1', companyId: 'c-1' });
const proposed = (n: number): InterviewProposed => ({
  type: 'InterviewProposed',
  data: { ...sides(n), internshipId: 'i-1', slots: [SLOT], durationMinutes: 30, mode: 'in-person', where: WHERE, timeZone: 'Asia/Kolkata', at: AT },
});

function journey() {
  const { log, add } = eventLog();
  const company = { actorId: 'c-1', actorRole: 'company' as const };
  const student = { actorId: 's-1', actorRole: 'student' as const };
  add('interview-iv-1', proposed(1), company);
  add('interview-iv-2', proposed(2), company);
  add('interview-iv-1', { type: 'InterviewScheduled', data: { ...sides(1), startsAt: SLOT, endsAt: '2026-03-10T15:30:00.000Z', at: '2026-03-02T10:00:00.000Z' } }, student);
  add('interview-iv-2', { type: 'InterviewDeclined', data: { ...sides(2), at: '2026-03-03T10:00:00.000Z' } }, student);
  return { log, add };
}

test('one document per interview, from proposed to scheduled or declined', () => {
  const docs = project(interviewsProjection, journey().log);
  assert.equal(docs.get('iv-1'), {
    id: 'iv-1', applicationId: 'a-1', internshipId: 'i-1', studentId: 's-1', companyId: 'c-1', status: 'scheduled', slots: [SLOT], durationMinutes: 30,
    mode: 'in-person', where: WHERE, timeZone: 'Asia/Kolkata', proposedAt: AT, startsAt: SLOT, endsAt: '2026-03-10T15:30:00.000Z', answeredAt: '2026-03-02T10:00:00.000Z',
  });
  assert.equal([docs.get('iv-2')?.status, docs.get('iv-2')?.startsAt, docs.get('iv-2')?.answeredAt], ['declined', null, '2026-03-03T10:00:00.000Z']);
});

test("the student's deletion removes their interviews", async () => {
  const { log, add } = journey();
  add('user-s-1', { type: 'UserDeleted', data: { userId: 's-1', role: 'student', claimStream: null, at: AT } });
  const store = createMemoryReadStore();
  await applyLog(store, log);
  assert.equal(await store.collection(INTERVIEWS).find({}), []);
});

test('the audit trail says who proposed, scheduled or declined, and when — never where', () => {
  const docs = [...project(auditProjection, journey().log).values()] as AuditDoc[];
  assert.equal(
    docs.map((d) => [d.type, d.entityType, d.entityId, d.actorId, d.note]),
    [
      ['InterviewProposed', 'application', 'a-1', 'c-1', 'Interview proposed by the company (in-person, 1 time, 30 minutes)'],
      ['InterviewProposed', 'application', 'a-1', 'c-1', 'Interview proposed by the company (in-person, 1 time, 30 minutes)'],
      ['InterviewScheduled', 'application', 'a-1', 's-1', `Interview scheduled by the student for ${SLOT}`],
      ['InterviewDeclined', 'application', 'a-1', 's-1', 'Interview declined by the student'],
    ],
  );
  assert.not.ok(JSON.stringify(docs).includes('Tangerine'));
});

test('applying the same events twice changes nothing', async () => {
  await assertReplayIsIdempotent(journey().log, [INTERVIEWS]);
});

test.run();
