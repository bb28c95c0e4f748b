// An e-mail with an invitation: over SMTP it carries the text/calendar part with method REQUEST (what calendar clients act
// on); the development mailbox keeps the calendar so the tests and /dev/mailbox can read it; mails without one are unchanged.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { interviewCalendar } from '@domain/interviews/calendar';
import { devMailbox, smtpTransport, type OutgoingEmail } from '@backend/notifications/transports';
import { startSmtp } from '../../helpers/smtp';

const test = suite('e-mails with an invitation');

const CALENDAR = interviewCalendar({
  interviewId: 'iv-1',
  startsAt: '2026-05-15T11:00:00.000Z',
  endsAt: '2026-05-15T11:30:00.000Z',
  scheduledAt: '2026-05-01T10:00:00.000Z',
  internshipTitle: 'Robot Arm Helper',
  companyName: 'Lotus Robotics',
  mode: 'video',
  where: 'https://meet.example.org/abc',
  timeZone: 'Asia/Kolkata',
});
const message = (over: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  id: 'm-1',
  kind: 'interviewScheduled',
  subjectId: 's-1',
  to: 'meera@example.com',
  subject: 'Interview scheduled',
  text: 'Hello',
  html: '<p>Hello</p>',
  calendar: CALENDAR,
  ...over,
});

test('SMTP: a text/calendar part with method=REQUEST holding the invitation', async () => {
  const smtp = await startSmtp();
  const transport = smtpTransport(smtp.url, 'Internships for Highschoolers <no-reply@internshipsforhighschoolers.com>');
  try {
    await transport.send(message());
    await transport.send(message({ id: 'm-2', calendar: null }));
    const [withInvite, without] = await smtp.waitFor(2);
    const raw = withInvite.raw.replace(/\r\n/g, '\n');
    // The alternative calendar clients act on, and the same invitation as an .ics attachment (base64).
    assert.match(raw, /Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const attachment = /filename=invitation\.ics\nContent-Transfer-Encoding: base64\n\n([A-Za-z0-9+/=\n]+)/.exec(raw);
    assert.ok(attachment, raw);
    assert.is(Buffer.from(attachment[1].replace(/\n/g, ''), 'base64').toString('utf8'), CALENDAR);
    assert.not.match(without.raw, /text\/calendar/i);
  } finally {
    await transport.close();
    await smtp.close();
  }
});

test('the development mailbox keeps the calendar', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'ifh-mailbox-')), 'mail');
  try {
    const box = devMailbox(dir);
    await box.send(message());
    assert.is(box.get('m-1')?.calendar, CALENDAR);
  } finally {
    rmSync(join(dir, '..'), { recursive: true, force: true });
  }
});

test.run();
