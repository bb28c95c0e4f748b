// Specs of the audit projection: one entry per status change and admin action, with entity, actor, from/to and a note.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AUDIT, auditProjection, type AuditDoc } from '@backend/projections/admin/audit-projection';
import { assertReplayIsIdempotent, eventLog, project } from '../../../helpers/recorded-events';

const test = suite('audit projection');
const AT = '2026-11-01T10:00:00.000Z';

function journey() {
  const { log, add } = eventLog();
  add('application-a', { type: 'ApplicationSubmitted', data: { applicationId: 'a', studentId: 's', internshipId: 'i', companyId: 'c', coverLetter: '', resume: '', answers: [], availability: null, profile: null, status: 'pending', appliedAt: AT } }, { actorId: 's', actorRole: 'student' });
  add('application-a', { type: 'ApplicationStatusChanged', data: { applicationId: 'a', studentId: 's', from: 'pending', to: 'accepted', actorId: 'admin-1', byRole: 'admin', note: null, at: AT } }, { actorId: 'admin-1', actorRole: 'admin' });
  add('favorites-s', { type: 'FavoriteAdded', data: { studentId: 's', internshipId: 'i', at: AT } }, { actorId: 's', actorRole: 'student' });
  add('companyrequest-r', { type: 'CompanyRequestRejected', data: { requestId: 'r', companyId: 'c', reviewedBy: 'admin-1', adminNotes: 'Rejected by admin', reviewedAt: AT } }, { actorId: 'admin-1', actorRole: 'admin' });
  add('user-u', { type: 'UserProfileEdited', data: { userId: 'u', changes: { firstName: 'A', profileComplete: true }, at: AT } }, { actorId: 'admin-2', actorRole: 'admin' });
  add('internship-i', { type: 'InternshipDeleted', data: { internshipId: 'i', companyId: 'c', at: AT } }, { actorId: 'admin-3', actorRole: 'admin' });
  add('blogpost-p', { type: 'BlogPostUnpublished', data: { postId: 'p', at: AT } }, { actorId: 'admin-1', actorRole: 'admin' });
  return log;
}

test('each audited event is an entry named by its event id and ordered by log position; other events are not audited', () => {
  const log = journey();
  const docs = [...project(auditProjection, log).values()] as AuditDoc[];
  assert.is(docs.length, 6);
  assert.not.ok(docs.some((d) => d.type === 'FavoriteAdded'));
  const byType = new Map(docs.map((d) => [d.type, d]));
  assert.equal(byType.get('ApplicationStatusChanged'), {
    id: log[1].id, eventId: log[1].id, seq: log[1].position, at: log[1].metadata.at, type: 'ApplicationStatusChanged', actorId: 'admin-1',
    entityType: 'application', entityId: 'a', from: 'pending', to: 'accepted',
  });
  const rejected = byType.get('CompanyRequestRejected')!;
  assert.equal([rejected.entityType, rejected.entityId, rejected.from, rejected.to, rejected.note], ['companyRequest', 'r', 'pending', 'rejected', 'Rejected by admin']);
  assert.is(byType.get('UserProfileEdited')?.note, 'Changed firstName, profileComplete');
  assert.is(byType.get('InternshipDeleted')?.to, 'deleted');
  assert.is(byType.get('BlogPostUnpublished')?.from, 'published');
});

test("a résumé's upload and removal are on the student's trail without the file's name", () => {
  const { log, add } = eventLog();
  add('resume-s', { type: 'ResumeUploaded', data: { studentId: 's', fileId: 'f', fileName: 'asha-sharma-cv.pdf', size: 1234, uploadedAt: AT } }, { actorId: 's', actorRole: 'student' });
  add('resume-s', { type: 'ResumeRemoved', data: { studentId: 's', fileId: 'f', at: AT } }, { actorId: 's', actorRole: 'student' });
  const docs = [...project(auditProjection, log).values()] as AuditDoc[];
  assert.equal(docs.map((d) => [d.entityType, d.entityId, d.note]), [['user', 's', 'Uploaded a PDF résumé'], ['user', 's', 'Removed the PDF résumé']]);
  assert.not.ok(JSON.stringify(docs).includes('asha'));
});

test("a company's application is stored without the company's name: the note is joined when the trail is read", () => {
  const { log, add } = eventLog();
  add('companyrequest-r', {
    type: 'CompanyRequestSubmitted',
    data: { requestId: 'r', companyId: 'c', companyName: 'Lotus Robotics', companyField: 'Technology', internshipType: 'hybrid', description: 'Kits', website: 'https://lotus.example.org', location: 'Pune', technicalSkills: 'Soldering', otherSkills: '', companySize: null, submittedAt: AT },
  }, { actorId: 'c', actorRole: 'company' });
  const [doc] = [...project(auditProjection, log).values()] as AuditDoc[];
  assert.equal([doc.entityType, doc.entityId, doc.to, doc.note, doc.noteCompanyId], ['companyRequest', 'r', 'pending', null, 'c']);
  assert.not.ok(JSON.stringify(doc).includes('Lotus'));
});

test('a withdrawal is the student\'s entry on the application, from its status to withdrawn', () => {
  const { log, add } = eventLog();
  const event = add('application-a', { type: 'ApplicationWithdrawn', data: { applicationId: 'a', studentId: 's', internshipId: 'i', from: 'reviewed', at: AT } }, { actorId: 's', actorRole: 'student' });
  assert.equal(project(auditProjection, log).get(event.id), {
    id: event.id, eventId: event.id, seq: event.position, at: event.metadata.at, type: 'ApplicationWithdrawn', actorId: 's',
    entityType: 'application', entityId: 'a', from: 'reviewed', to: 'withdrawn', note: 'Withdrawn by the student',
  });
});

test('applying the same events twice changes nothing', async () => {
  await assertReplayIsIdempotent(journey(), [AUDIT]);
});

test.run();
