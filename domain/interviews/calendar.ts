// The interview's invitation as an iCalendar object (RFC 5545, METHOD:REQUEST of RFC 5546): the same text is attached to the
// e-mails of scheduling and served by GET /api/interviews/:id/ics. A small writer: CRLF line ends, TEXT escaping, lines
// folded at 75 octets without splitting a UTF-8 character; times in UTC. The organizer is the platform's no-reply address,
// never a person's. Pure.
import { PRODUCT_NAME } from '../notifications/templates';
import { placeDateTime } from './time-zones';
import { INTERVIEW_MODE_LABELS, type InterviewMode } from './types';

export const NO_REPLY_EMAIL = 'no-reply@internshipsforhighschoolers.com';
/** The domain of every interview's UID (`<interview id>@…`): stable, so that calendars update the same event. */
export const UID_DOMAIN = 'internshipsforhighschoolers.com';
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=REQUEST';
const MAX_OCTETS = 75;

/** Whether a character is a control character (C0 or DEL), the tab and the line feed apart when `keep` says so. */
const isControl = (char: string, keep: readonly string[] = []) => {
  const code = char.charCodeAt(0);
  return (code < 0x20 || code === 0x7f) && !keep.includes(char);
};
const withoutControls = (value: string, keep?: readonly string[]) => [...value].filter((c) => !isControl(c, keep)).join('');

/** A TEXT value (RFC 5545 §3.3.11): backslashes, semicolons, commas and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  return withoutControls(value.replace(/\r\n?/g, '\n'), ['\n', '\t'])
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** A parameter value (§3.2): quoted when it holds ':', ';' or ','; double quotes and control characters cannot appear and are dropped. */
const paramValue = (value: string) => {
  const clean = withoutControls(value).replace(/"/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
};

const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** A content line folded (§3.1): at most 75 octets a line, each continuation starting with one space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const n = octets(char.codePointAt(0)!);
    if (size + n > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += n;
  }
  out.push(current);
  return out.join('\r\n');
}

/** 20260515T110000Z */
export const utcStamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export interface InterviewInvitation {
  interviewId: string;
  /** ISO 8601. */
  startsAt: string;
  endsAt: string;
  /** When the interview was scheduled (DTSTAMP): the same text each time it is made. */
  scheduledAt: string;
  internshipTitle: string;
  companyName: string | null;
  mode: InterviewMode;
  where: string;
  timeZone: string;
}

const locationOf = (i: InterviewInvitation) => (i.mode === 'phone' ? `${INTERVIEW_MODE_LABELS.phone}: ${i.where}` : i.where);

export const interviewSummary = (i: Pick<InterviewInvitation, 'internshipTitle' | 'companyName'>) =>
  `Interview: ${i.internshipTitle}${i.companyName ? ` at ${i.companyName}` : ''}`;

export function interviewCalendar(i: InterviewInvitation): string {
  const description = [
    `${INTERVIEW_MODE_LABELS[i.mode]}: ${i.where}`,
    `Internship: ${i.internshipTitle}`,
    ...(i.companyName ? [`Company: ${i.companyName}`] : []),
    `Time at the internship's place: ${placeDateTime(new Date(i.startsAt), i.timeZone)}`,
    `Arranged on ${PRODUCT_NAME}. Nothing is ever to be paid to take part in an internship.`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PRODUCT_NAME}//Interviews//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${i.interviewId}@${UID_DOMAIN}`,
    `DTSTAMP:${utcStamp(i.scheduledAt)}`,
    `DTSTART:${utcStamp(i.startsAt)}`,
    `DTEND:${utcStamp(i.endsAt)}`,
    'SEQUENCE:0',
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    `SUMMARY:${escapeText(interviewSummary(i))}`,
    `LOCATION:${escapeText(locationOf(i))}`,
    `DESCRIPTION:${escapeText(description)}`,
    `ORGANIZER;CN=${paramValue(PRODUCT_NAME)}:mailto:${NO_REPLY_EMAIL}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
