// Applying under load: POST /api/applications, 64 at once, each request a new (student, internship) pair with the student's
// own letter and answers, after a warm-up; throughput, latency and the server's CPU per application, beside a raw ceiling.
import { fmt, inBatches, line, signIn } from './common';
import { load, round } from './load';
import type { Manifest } from './manifest';
import type { Child } from './processes';

/** Applying is measured after this long of the same load on the fresh server. */
const WARM_UP_SECONDS = 2;

/**
 * After the measured seconds the server still works for what they started: receipts and notices rendered, sealed, queued and
 * sent, read models brought up to date. The time until it rests (its CPU, all threads, under 5% for two half-seconds in a
 * row; at most 5 min: asking it about its lags would cost work of its own) and the server CPU per application counted to
 * that point, the measured seconds included.
 */
async function catchUp(app: Child, cpuBefore: number, applications: number) {
  const started = performance.now();
  const HALF_SECOND = 500;
  let quiet = 0;
  let restedAt = performance.now();
  let last = app.cpuMs();
  while (quiet < 2 && performance.now() - started < 300_000) {
    await new Promise((done) => setTimeout(done, HALF_SECOND));
    const now = app.cpuMs();
    if (now - last < HALF_SECOND * 0.05) quiet += 1;
    else [quiet, restedAt] = [0, performance.now()];
    last = now;
  }
  return { seconds: round((restedAt - started) / 1000), rested: quiet >= 2, cpuPerApplicationMs: round((last - cpuBefore) / Math.max(1, applications), 3) };
}

/** POST /api/applications, 64 at once, each request a new (student, internship) pair. */
export async function applies(app: Child, manifest: Manifest, ceiling: { label: string; perSecond: number }) {
  const started = performance.now();
  const cookies = await inBatches(manifest.benchStudents, 8, (s) => signIn(app.url, s.email, manifest.password));
  line('sign-in of the bench students', `${cookies.length} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  let n = 0;
  const internships = manifest.internshipIds;
  // A student's own application (DESIGN.md §4.0): a letter of about 600 characters, one answer per question of the posting
  // (three when the log's postings ask three), and availability; the server adds the student's résumé profile. Each
  // internship's body is made once, before the clock runs, from its questions as GET /api/internships/:id shows them.
  const letter =
    'Dear hiring team, I am a grade 11 student who has spent the last two years building small web projects for my school: a ' +
    'timetable app our class still uses, and a website for our science club. Your internship caught my eye because it would let ' +
    'me work beside people who build real products, and learn how a team plans, reviews and ships its work. I can give ten ' +
    'hours a week during term and more in the holidays. I am careful, I ask questions early, and I finish what I start. I would ' +
    'be glad to show you what I have made so far and to learn whatever your team needs from me. Thank you for reading this.';
  const answerTexts = [
    'I enjoy turning a vague idea into something people can use, and your projects are exactly that kind of work.',
    'I built a timetable app in React for my class; about forty students use it every day.',
    'I can start in the first week of December and work ten hours a week until March.',
    'I have used Git, a little Python and JavaScript, and I keep notes of what I learn.',
    'My science teacher and the head of our computer club can speak about my work.',
  ];
  const availability = { hoursPerWeek: 10, from: '2026-12-01', to: '2027-03-31' };
  const bodies = new Map<string, string>();
  for (let i = 0; i < internships.length; i += 16)
    await Promise.all(
      internships.slice(i, i + 16).map(async (id) => {
        const res = await fetch(`${app.url}/api/internships/${id}`);
        const questions = res.ok ? ((await res.json()) as { questions?: string[] }).questions ?? [] : [];
        const answers = questions.map((_, q) => answerTexts[q % answerTexts.length]);
        bodies.set(id, JSON.stringify({ internshipId: id, coverLetter: letter, answers, availability }));
      }),
    );
  const asked = [...bodies.values()].filter((b) => !b.includes('"answers":[]')).length;
  line('postings applied to', `${internships.length}, ${asked} of them with questions`);
  const applying = (duration: number) =>
    load({
      url: app.url,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/applications',
          setupRequest: (req) => {
            const i = n++;
            const student = i % cookies.length;
            const internship = internships[Math.floor(i / cookies.length) % internships.length];
            return { ...req, headers: { 'content-type': 'application/json', cookie: cookies[student] }, body: bodies.get(internship)! };
          },
        },
      ],
    });
  // The first seconds of applying on a fresh server are its warm-up (code not yet optimised; each bench student's first
  // application makes their data key, a synchronous write): shown, and kept apart from the steady state measured next.
  const warmUp = await applying(WARM_UP_SECONDS);
  line(`  warm-up: the first ${WARM_UP_SECONDS} s (not counted below)`, `${fmt(warmUp)}   non-2xx ${warmUp.non2xx}`);
  // The server's CPU per application over the measured seconds: what a shared machine's load changes least.
  const cpuBefore = app.cpuMs();
  const result = await applying(8);
  const cpuPerApplication = round((app.cpuMs() - cpuBefore) / Math.max(1, result.rps * 8), 3);
  line('POST /api/applications, 64 at once', `${fmt(result)}   non-2xx ${result.non2xx}   ${ceiling.label} ${ceiling.perSecond}/s (${Math.round((result.rps / ceiling.perSecond) * 100)}%)   server CPU ${cpuPerApplication} ms an application`);
  const background = await catchUp(app, cpuBefore, result.rps * 8);
  line(
    '  …and the work they started, until the server rests',
    `${background.rested ? '' : 'still busy '}${background.seconds} s after the load   server CPU ${background.cpuPerApplicationMs} ms an application in all`,
  );
  return { warmUp, app: result, cpuPerApplicationMs: cpuPerApplication, background, rawOnePerTransaction: ceiling.perSecond, ratioToRaw: round(result.rps / ceiling.perSecond) };
}
