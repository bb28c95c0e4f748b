// Specs of the moderation's part of the internships projection (DESIGN.md §4.2): hidden by reports, restored by a dismissal,
// removed for good, hidden with a suspended company; applied twice, the same documents.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { INTERNSHIPS, internshipsProjection } from '@backend/projections/internships/internships-projection';
import { NOT_HIDDEN, publiclyVisible } from '@backend/projections/internships/listing-moderation';
import { matches } from '@backend/read-store/read-store';
import type { InternshipPosted } from '@domain/internships/events';
import type { ModerationEvent } from '@domain/moderation/events';
import { assertReplayIsIdempotent, eventLog, project } from '../../../helpers/recorded-events';

const test = suite('internships projection: moderation');
const AT = '2026-03-01T10:00:00.000Z';

const posted = (id: string): InternshipPosted => ({
  type: 'InternshipPosted',
  data: {
    internshipId: id, companyId: 'c-1', title: `Intern ${id}`, description: 'Do things', requirements: 'Care', location: 'Pune, India',
    duration: '8 weeks', salary: null, type: 'hybrid', skills: [], applicationDeadline: null, startDate: null,
    questions: [], minAge: 14, hoursPerWeek: null, schedule: 'flexible', category: null, stipend: null, durationWeeks: 8, postedAt: AT,
  } as InternshipPosted['data'],
});
const hidden = (id: string): ModerationEvent => ({ type: 'ListingHidden', data: { internshipId: id, companyId: 'c-1', because: 'asked-for-money', at: AT } });

test('hidden by reports, then restored by a dismissal; public filters leave hidden postings out', async () => {
  const { log, add } = eventLog();
  add('internship-i-1', posted('i-1'));
  add('listing-reports-i-1', hidden('i-1'));
  let doc = project(internshipsProjection, log).get('i-1')!;
  assert.equal([doc.hidden, doc.moderation], [true, { status: 'hidden', note: null, at: AT }]);
  assert.not.ok(publiclyVisible(doc));
  assert.not.ok(matches(doc as unknown as Record<string, unknown>, NOT_HIDDEN));
  add('listing-reports-i-1', { type: 'ListingRestored', data: { internshipId: 'i-1', companyId: 'c-1', note: 'Fine', at: AT } });
  doc = project(internshipsProjection, log).get('i-1')!;
  assert.equal([doc.hidden, doc.moderation, doc.isActive], [false, null, true]);
  assert.ok(publiclyVisible(doc));
  assert.ok(matches(doc as unknown as Record<string, unknown>, NOT_HIDDEN));
  // Never hidden: no field at all, and public.
  add('internship-i-2', posted('i-2'));
  const other = project(internshipsProjection, log).get('i-2')!;
  assert.is('hidden' in other, false);
  assert.ok(matches(other as unknown as Record<string, unknown>, NOT_HIDDEN));
  await assertReplayIsIdempotent(log, [INTERNSHIPS]);
});

test("removed for good keeps the admin's note; a suspension hides every posting it names, but never un-removes one", async () => {
  const { log, add } = eventLog();
  for (const id of ['i-1', 'i-2', 'i-3']) add(`internship-${id}`, posted(id));
  add('listing-reports-i-1', { type: 'ListingRemoved', data: { internshipId: 'i-1', companyId: 'c-1', note: 'Asked for a fee', at: AT } });
  add('company-reports-c-1', { type: 'CompanySuspended', data: { companyId: 'c-1', listingIds: ['i-1', 'i-2'], reportId: 'r-1', note: 'Fake company', adminId: 'a', at: AT } });
  const docs = project(internshipsProjection, log);
  assert.equal(docs.get('i-1')!.moderation, { status: 'removed', note: 'Asked for a fee', at: AT });
  assert.equal([docs.get('i-2')!.hidden, docs.get('i-2')!.moderation?.status, docs.get('i-2')!.moderation?.note], [true, 'suspended', 'Fake company']);
  assert.is(docs.get('i-3')!.hidden, undefined);
  await assertReplayIsIdempotent(log, [INTERNSHIPS]);
});

test.run();
