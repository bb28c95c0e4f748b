// Specs of the résumés projection: per student the file uploaded last; none once removed or once the student is deleted.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RESUMES, resumesProjection } from '@backend/projections/resumes/resumes-projection';
import type { ResumeRemoved, ResumeUploaded } from '@domain/resumes/events';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import { resumePdfOf, resumePdfsOf } from '@backend/queries/resumes/resume-pdf-of';
import { applyLog, assertReplayIsIdempotent, eventLog, project } from '../../../helpers/recorded-events';

const test = suite('résumés projection');
const AT = '2026-11-25T10:00:00.000Z';
const uploaded = (studentId: string, fileId: string, size = 100): ResumeUploaded => ({
  type: 'ResumeUploaded',
  data: { studentId, fileId, fileName: `${fileId}.pdf`, size, uploadedAt: AT },
});
const removed = (studentId: string, fileId: string): ResumeRemoved => ({ type: 'ResumeRemoved', data: { studentId, fileId, at: AT } });

function journey() {
  const { log, add } = eventLog();
  add('resume-s-1', uploaded('s-1', 'f-1'));
  add('resume-s-1', uploaded('s-1', 'f-2', 200));
  add('resume-s-2', uploaded('s-2', 'f-3'));
  add('resume-s-2', removed('s-2', 'f-3'));
  add('resume-s-3', uploaded('s-3', 'f-4'));
  add('user-s-3', { type: 'UserDeleted', data: { userId: 's-3', claimStream: null, role: 'student', at: AT } });
  return log;
}

test('the last upload is the résumé; a removed one and a deleted student’s are gone', () => {
  const docs = project(resumesProjection, journey());
  assert.equal(docs.get('s-1'), { id: 's-1', fileId: 'f-2', fileName: 'f-2.pdf', size: 200, uploadedAt: AT });
  assert.not.ok(docs.get('s-2'));
  assert.not.ok(docs.get('s-3'));
});

test('a removal of an older file leaves a newer upload in place', () => {
  const { log, add } = eventLog();
  add('resume-s-1', uploaded('s-1', 'f-1'));
  add('resume-s-1', uploaded('s-1', 'f-2'));
  add('resume-s-1', removed('s-1', 'f-1'));
  assert.is(project(resumesProjection, log).get('s-1')!.fileId, 'f-2');
});

test('the queries: one student’s ResumePdfInfo, and many students’ in one read (those without one left out)', async () => {
  const store = createMemoryReadStore();
  await applyLog(store, journey());
  const info = { fileName: 'f-2.pdf', size: 200, uploadedAt: AT };
  assert.equal(await resumePdfOf(store, 's-1'), info);
  assert.is(await resumePdfOf(store, 's-2'), null);
  let reads = 0;
  const counting = { ...store, collection: <T extends { id: string }>(name: string) => (reads++, store.collection<T>(name)) };
  const many = await resumePdfsOf(counting, ['s-1', 's-2', 's-3', 's-1']);
  assert.equal([...many], [['s-1', info]]);
  assert.is(reads, 1, 'one read for all the students');
  assert.equal([...(await resumePdfsOf(store, []))], []);
});

test('applying the same events twice changes nothing', async () => {
  await assertReplayIsIdempotent(journey(), [RESUMES]);
});

test.run();
