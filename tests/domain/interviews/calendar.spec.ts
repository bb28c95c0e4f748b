// The interview's invitation (RFC 5545): parsed back, it has one VEVENT with a stable UID, times in UTC, the internship and
// company in the summary, the place in LOCATION and DESCRIPTION, the platform as organizer; CRLF line ends, lines of at most
// 75 octets (folded without splitting a character), TEXT escaped.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NO_REPLY_EMAIL, escapeText, foldLine, interviewCalendar, type InterviewInvitation } from '@domain/interviews/calendar';

const test = suite('interview calendar');

const invitation = (over: Partial<InterviewInvitation> = {}): InterviewInvitation => ({
  interviewId: '6f1c2d3e-0000-4000-8000-000000000001',
  startsAt: '2026-05-15T11:00:00.000Z',
  endsAt: '2026-05-15T11:30:00.000Z',
  scheduledAt: '2026-05-01T09:15:07.123Z',
  internshipTitle: 'Robot Arm Helper',
  companyName: 'Lotus Robotics',
  mode: 'in-person',
  where: 'Lotus Robotics, 4th floor; 12 MG Road, Pune — ask for Meera at the desk, bring your school ID card please',
  timeZone: 'Asia/Kolkata',
  ...over,
});

/** Unfolds the lines and splits each into name (with parameters) and value; values unescaped. */
function parse(ics: string): Array<[string, string]> {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      const value = line.slice(colon + 1).replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
      return [line.slice(0, colon), value];
    });
}
const field = (ics: string, name: string) => parse(ics).filter(([n]) => n.split(';')[0] === name).map(([, v]) => v);

test('CRLF line ends only, every line at most 75 octets, long values folded and unfolded back whole', () => {
  const ics = interviewCalendar(invitation());
  assert.ok(ics.endsWith('\r\n'));
  assert.not.ok(/[^\r]\n/.test(ics), 'a bare LF');
  for (const line of ics.split('\r\n')) assert.ok(Buffer.byteLength(line, 'utf8') <= 75, `${Buffer.byteLength(line)} octets: ${line}`);
  assert.ok(ics.includes('\r\n '), 'something was folded');
  assert.equal(field(ics, 'LOCATION'), [invitation().where]);
});

test('one event, with a stable UID, DTSTAMP/DTSTART/DTEND in UTC, METHOD:REQUEST', () => {
  const ics = interviewCalendar(invitation());
  assert.equal(field(ics, 'BEGIN'), ['VCALENDAR', 'VEVENT']);
  assert.equal(field(ics, 'METHOD'), ['REQUEST']);
  assert.equal(field(ics, 'VERSION'), ['2.0']);
  assert.equal(field(ics, 'UID'), ['6f1c2d3e-0000-4000-8000-000000000001@internshipsforhighschoolers.com']);
  assert.equal(field(ics, 'DTSTART'), ['20260515T110000Z']);
  assert.equal(field(ics, 'DTEND'), ['20260515T113000Z']);
  assert.equal(field(ics, 'DTSTAMP'), ['20260501T091507Z']);
  assert.equal(field(ics, 'SUMMARY'), ['Interview: Robot Arm Helper at Lotus Robotics']);
  // The same interview gives the same text (the .ics and every e-mail agree).
  assert.is(interviewCalendar(invitation()), ics);
});

test('the organizer is the platform, never a person; the description says how, where and the time at the place', () => {
  const ics = interviewCalendar(invitation({ mode: 'video', where: 'https://meet.example.org/abc-def' }));
  const [organizer] = parse(ics).filter(([n]) => n.startsWith('ORGANIZER'));
  assert.equal(organizer, ['ORGANIZER;CN=Internships for Highschoolers', `mailto:${NO_REPLY_EMAIL}`]);
  const [description] = field(ics, 'DESCRIPTION');
  assert.ok(description.startsWith('Video call: https://meet.example.org/abc-def\n'), description);
  assert.ok(description.includes("Time at the internship's place: Friday 15 May 2026, 16:30 (Asia/Kolkata)"), description);
  assert.equal(field(ics, 'LOCATION'), ['https://meet.example.org/abc-def']);
  assert.equal(field(interviewCalendar(invitation({ mode: 'phone', where: 'We will call the number on your profile' })), 'LOCATION'), ['Phone call: We will call the number on your profile']);
});

test('TEXT escaping: backslash, semicolon, comma, line breaks; control characters dropped', () => {
  assert.is(escapeText('a\\b;c,d\r\ne\nf\u0007g'), 'a\\\\b\\;c\\,d\\ne\\nfg');
  const ics = interviewCalendar(invitation({ internshipTitle: 'Café, Tea; and \\ more', companyName: null }));
  assert.equal(field(ics, 'SUMMARY'), ['Interview: Café, Tea; and \\ more']);
});

test('folding counts octets and never splits a character', () => {
  const line = `SUMMARY:${'अ'.repeat(60)}`;
  const folded = foldLine(line);
  for (const part of folded.split('\r\n')) {
    assert.ok(Buffer.byteLength(part, 'utf8') <= 75, part);
    assert.not.ok(part.includes('\uFFFD'));
  }
  assert.is(folded.replace(/\r\n /g, ''), line);
  assert.is(foldLine('SHORT:x'), 'SHORT:x');
  assert.is(foldLine('X'.repeat(75)), 'X'.repeat(75));
  assert.is(foldLine('X'.repeat(76)), `${'X'.repeat(75)}\r\n X`);
});

test.run();
