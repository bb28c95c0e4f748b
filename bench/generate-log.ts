// Builds a realistic event log of N events through the EventStore port (users, companies, internships, applications,
// favourites, status changes, sign-ins), plus the bench's own accounts; writes a manifest beside it for the benchmark.
// Usage: tsx bench/generate-log.ts <file> [--events N]
import { hash } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { POPULAR_LOCATIONS, SKILLS, WORK_TYPES } from '@domain/internships/constants';
import { EVENT_SCHEMA_VERSIONS, type DomainEvent, type DomainEventType } from '@domain/events';
import type { ActorRole } from '@domain/shared/roles';
import { applicationIdFor } from '../backend/commands/applications/application-id';
import type { EventStore, NewEvent } from '../backend/events/event-store';
import { createSqliteEventStore } from '../backend/events/sqlite/sqlite-event-store';
import { BENCH_PASSWORD, createRandom, type Manifest } from './manifest';

/** Appends in flight at once: an adapter with group commit takes them in one transaction. */
const WINDOW = 256;
/** Events in each of the busy student's two streams (fewer in small logs, so that they stay a small part of it). */
const BUSY_STREAM_EVENTS = 10_000;
const BENCH_STUDENTS = 256;
const WORDS = ('community outreach design marketing research data video editing social media content writing coding python ' +
  'javascript customer service sales photography events volunteers school reading health science robotics finance ' +
  'environment climate startup retail analytics teaching tutoring translation journalism podcast music art').split(' ');

type Action = { stream: string; events: DomainEvent[]; actor: { id: string | null; role: ActorRole | null } };

export async function generateLog(file: string, total: number, log: (line: string) => void = console.log): Promise<Manifest> {
  const events = createSqliteEventStore(file);
  const rnd = createRandom(42);
  const passwordHash = await hash(BENCH_PASSWORD);
  const revisions = new Map<string, number>();
  let written = 0;
  let clock = Date.parse('2025-01-01T00:00:00.000Z');
  const at = () => new Date((clock += 1 + Math.floor(rnd() * 20_000))).toISOString();

  let window: Array<Promise<unknown>> = [];
  let inWindow = new Set<string>();
  const flush = async () => {
    await Promise.all(window);
    window = [];
    inWindow = new Set();
  };
  const emit = async ({ stream, events: domainEvents, actor }: Action) => {
    if (inWindow.has(stream) || window.length >= WINDOW) await flush();
    const expected = revisions.get(stream);
    const stamp = at();
    const envelopes: NewEvent[] = domainEvents.map((e) => ({
      ...e,
      id: randomUUID(),
      metadata: { actorId: actor.id, actorRole: actor.role, correlationId: randomUUID(), causationId: null, at: stamp, schemaVersion: EVENT_SCHEMA_VERSIONS[e.type as DomainEventType] },
    }));
    revisions.set(stream, (expected ?? -1) + envelopes.length);
    inWindow.add(stream);
    window.push(append(events, stream, envelopes, expected));
    written += envelopes.length;
  };

  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const sentence = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

  const register = async (role: 'student' | 'company' | 'admin', email: string, username = email, dateOfBirth: string | null = null) => {
    const userId = randomUUID();
    await emit({ stream: `email-${email}`, events: [{ type: 'EmailClaimed', data: { email, userId } }], actor: { id: null, role: null } });
    await emit({
      stream: `user-${userId}`,
      actor: { id: null, role: null },
      events: [
        {
          type: 'UserRegistered',
          data: {
            userId, username, email, passwordHash, role,
            firstName: cap(pick(WORDS)), lastName: cap(pick(WORDS)), location: pick(POPULAR_LOCATIONS),
            bio: '', university: '', fieldOfStudy: '', graduationYear: null, skills: [], hobbies: [],
            profileComplete: role !== 'student', isApproved: false, registeredAt: at(), ...(dateOfBirth ? { dateOfBirth } : {}),
          },
        },
      ],
    });
    // Every account here confirmed its address by the link (EMAIL_VERIFICATION=required, the default).
    await emit({ stream: `email-verification-${userId}`, actor: { id: null, role: null }, events: [{ type: 'EmailVerified', data: { userId, by: 'link', tokenHash: null, at: at() } }] });
    return userId;
  };

  // Backend admins, approved companies, the bench's own students (no applications: the apply benchmark uses them).
  const admins: string[] = [];
  for (const name of ['admin1', 'admin2', 'admin3']) admins.push(await register('admin', `${name}@example.com`, name));
  const companies: string[] = [];
  const companyCount = Math.max(5, Math.round(total * 0.002));
  for (let i = 0; i < companyCount; i++) {
    const id = await register('company', `company-${i}@bench.example`);
    await emit({
      stream: `user-${id}`,
      actor: { id, role: 'company' },
      events: [{ type: 'CompanyDetailsUpdated', data: { userId: id, companyName: `${cap(pick(WORDS))} ${cap(pick(WORDS))} Ltd`, companyField: cap(pick(WORDS)), location: pick(POPULAR_LOCATIONS), website: `https://company-${i}.example`, at: at() } }],
    });
    await emit({ stream: `user-${id}`, actor: { id: admins[0], role: 'admin' }, events: [{ type: 'CompanyApproved', data: { userId: id, approvedBy: admins[0], at: at() } }] });
    companies.push(id);
  }
  const benchStudents: Manifest['benchStudents'] = [];
  for (let i = 0; i < BENCH_STUDENTS + 2; i++) {
    const email = `bench-student-${i}@bench.example`;
    // High schoolers of 16 whose guardian agreed (PARENTAL_CONSENT=required, the default): they may apply.
    const id = await register('student', email, email, `${new Date().getUTCFullYear() - 16}-03-01`);
    const requestId = randomUUID();
    await emit({
      stream: `consent-${id}`,
      actor: { id, role: 'student' },
      events: [
        { type: 'ParentalConsentRequested', data: { studentId: id, requestId, guardianEmail: `guardian-${i}@bench.example`, at: at() } },
        { type: 'ParentalConsentGiven', data: { studentId: id, requestId, at: at() } },
      ],
    });
    benchStudents.push({ id, email });
  }
  const [busy, fresh] = benchStudents.splice(BENCH_STUDENTS, 2);

  // The population: students, internships, applications and their status changes, favourites, sign-ins.
  const students: string[] = [];
  const internships: string[] = [];
  const pending: Array<{ id: string; status: 'pending' | 'reviewed' }> = [];
  const applied = new Set<string>();
  const favourites = new Map<string, Set<string>>();
  const mix: Array<[number, () => Promise<void>]> = [
    [0.04, async () => void students.push(await register('student', `student-${students.length}@bench.example`))],
    [0.1, async () => {
      const companyId = pick(companies);
      const internshipId = randomUUID();
      const words = 3 + Math.floor(rnd() * 3);
      await emit({
        stream: `internship-${internshipId}`,
        actor: { id: companyId, role: 'company' },
        events: [{
          type: 'InternshipPosted',
          data: {
            internshipId, companyId, title: `${cap(sentence(words))} Intern`, description: cap(sentence(40 + Math.floor(rnd() * 40))),
            requirements: cap(sentence(15)), location: `${pick(POPULAR_LOCATIONS)}${rnd() < 0.5 ? ', India' : ''}`,
            duration: pick(['8 weeks', '10 weeks', '12 weeks', '16 weeks', 'Summer', 'Full-time']), salary: rnd() < 0.5 ? `$${1 + Math.floor(rnd() * 9)},000` : null,
            type: pick(WORK_TYPES), skills: [...new Set([pick(SKILLS), pick(SKILLS), pick(SKILLS)])],
            applicationDeadline: null, startDate: null, questions: ['Why this internship?', 'What have you built or made?', 'When could you start?'],
            minAge: 14, hoursPerWeek: 10, schedule: 'flexible', category: null, stipend: null, durationWeeks: null, postedAt: at(),
          },
        }],
      });
      internships.push(internshipId);
    }],
    [0.33, async () => {
      if (!students.length || !internships.length) return;
      const studentId = pick(students);
      const internshipId = pick(internships);
      const applicationId = applicationIdFor(studentId, internshipId);
      if (applied.has(applicationId)) return;
      applied.add(applicationId);
      await emit({
        stream: `application-${applicationId}`,
        actor: { id: studentId, role: 'student' },
        events: [{ type: 'ApplicationSubmitted', data: { applicationId, studentId, internshipId, companyId: null, coverLetter: cap(sentence(30)), resume: '', answers: [], availability: null, profile: null, status: 'pending', appliedAt: at() } }],
      });
      pending.push({ id: applicationId, status: 'pending' });
    }],
    [0.15, async () => {
      if (!pending.length) return;
      const i = Math.floor(rnd() * pending.length);
      const app = pending[i];
      const to = app.status === 'pending' ? pick(['reviewed', 'rejected', 'accepted'] as const) : pick(['accepted', 'rejected'] as const);
      await emit({
        stream: `application-${app.id}`,
        actor: { id: admins[1], role: 'admin' },
        events: [{ type: 'ApplicationStatusChanged', data: { applicationId: app.id, studentId: null, from: app.status, to, actorId: admins[1], byRole: 'admin', note: null, at: at() } }],
      });
      if (to === 'reviewed') app.status = 'reviewed';
      else {
        pending.splice(i, 1, pending[pending.length - 1]);
        pending.pop();
      }
    }],
    [0.35, async () => {
      if (!students.length || !internships.length) return;
      const studentId = pick(students);
      const saved = favourites.get(studentId) ?? new Set<string>();
      favourites.set(studentId, saved);
      const remove = saved.size > 0 && rnd() < 0.3;
      const internshipId = remove ? pick([...saved]) : pick(internships);
      if (!remove && saved.has(internshipId)) return;
      if (remove) saved.delete(internshipId);
      else saved.add(internshipId);
      await emit({
        stream: `favorites-${studentId}`,
        actor: { id: studentId, role: 'student' },
        events: [{ type: remove ? 'FavoriteRemoved' : 'FavoriteAdded', data: { studentId, internshipId, at: at() } }],
      });
    }],
    [0.03, async () => {
      if (!students.length) return;
      const userId = pick(students);
      await emit({ stream: `user-${userId}`, actor: { id: null, role: null }, events: [{ type: rnd() < 0.6 ? 'UserSignedIn' : 'SignInFailed', data: { userId, at: at() } }] });
    }],
  ];
  const weights = mix.reduce((a, [w]) => a + w, 0);
  const busyStreamEvents = Math.min(BUSY_STREAM_EVENTS, Math.floor(total / 40 / 500) * 500);
  const busyEvents = 2 * busyStreamEvents;
  let shown = 0;
  while (written < total - busyEvents) {
    let r = rnd() * weights;
    for (const [w, act] of mix) if ((r -= w) < 0) {
      await act();
      break;
    }
    if (written - shown >= 100_000) log(`  generated ${(shown = written).toLocaleString('en')} events`);
  }

  // One busy student: 10,000 favourite toggles and 10,000 sign-in outcomes in their streams (older than any lock).
  await flush();
  const target = internships[0];
  for (let i = 0; i < busyStreamEvents; i += 500)
    await emit({
      stream: `favorites-${busy.id}`,
      actor: { id: busy.id, role: 'student' },
      events: Array.from({ length: 500 }, (_, k) => ({ type: (i + k) % 2 === 0 ? 'FavoriteAdded' : 'FavoriteRemoved', data: { studentId: busy.id, internshipId: target, at: at() } }) as DomainEvent),
    });
  for (let i = 0; i < busyStreamEvents; i += 500)
    await emit({
      stream: `user-${busy.id}`,
      actor: { id: null, role: null },
      events: Array.from({ length: 500 }, (_, k) => ({ type: (i + k) % 4 === 3 ? 'UserSignedIn' : 'SignInFailed', data: { userId: busy.id, at: at() } }) as DomainEvent),
    });
  await flush();
  await events.close();

  const manifest: Manifest = {
    events: written,
    busyStreamEvents,
    password: BENCH_PASSWORD,
    benchStudents,
    busy,
    fresh,
    internshipIds: internships.slice(-2000),
    internships: internships.length,
    students: students.length + benchStudents.length + 2,
    companies: companies.length,
    applications: applied.size,
  };
  writeFileSync(`${file}.manifest.json`, JSON.stringify(manifest));
  return manifest;
}

async function append(events: EventStore, stream: string, envelopes: NewEvent[], expected: number | undefined) {
  await events.append(stream, envelopes, { expectedRevision: expected === undefined ? 'no_stream' : expected });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  const n = Number(process.argv[process.argv.indexOf('--events') + 1] || 100_000);
  if (!file) throw new Error('usage: tsx bench/generate-log.ts <file> [--events N]');
  const started = performance.now();
  const m = await generateLog(file, n);
  console.log(`${m.events} events in ${((performance.now() - started) / 1000).toFixed(1)} s → ${file}`);
}
