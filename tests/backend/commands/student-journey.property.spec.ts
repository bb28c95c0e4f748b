// Property: random student command sequences (apply, favourite add/remove, onboarding) through the command modules on SQLite leave
// every read model built live by the projection runtime equal to one rebuilt from the event log; favourites and applications match a model.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { createSqliteEventStore } from '@backend/events/sqlite/sqlite-event-store';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import { createProjectionRuntime } from '@backend/processors/projection-runtime';
import { projections } from '@backend/projections';
import type { CommandContext } from '@backend/commands/command-handler';
import { registerUser } from '@backend/commands/users/register-user';
import { updateCompanyDetails } from '@backend/commands/users/update-company-details';
import { approveCompany } from '@backend/commands/users/approve-company';
import { completeStudentProfile } from '@backend/commands/users/complete-student-profile';
import { postInternship } from '@backend/commands/internships/post-internship';
import { submitApplication } from '@backend/commands/applications/submit-application';
import { addFavorite } from '@backend/commands/favorites/add-favorite';
import { removeFavorite } from '@backend/commands/favorites/remove-favorite';
import { listFavorites } from '@backend/queries/favorites/list-favorites';
import { listMyApplications } from '@backend/queries/applications/list-my-applications';
import { DomainError } from '@domain/shared/errors';
import { GRADES, HOBBIES, INTERNSHIP_DURATIONS } from '@domain/users/constants';
import { applyLog, snapshot } from '../../helpers/recorded-events';
import { internshipInput } from '../../helpers/journey-fixtures';
import { commandDeps } from '../../helpers/command-deps';

const test = suite('student journey property');

const STUDENTS = 3;
const INTERNSHIPS = 3;
const COLLECTIONS = projections.map((p) => p.name);

type Cmd =
  | { kind: 'apply'; student: number; internship: number }
  | { kind: 'favorite'; student: number; internship: number }
  | { kind: 'unfavorite'; student: number; internship: number }
  | { kind: 'onboard'; student: number; grade: (typeof GRADES)[number]; hobby: (typeof HOBBIES)[number]; duration: (typeof INTERNSHIP_DURATIONS)[number] };

const student = fc.nat({ max: STUDENTS - 1 });
// One index past the posted internships stands for an unknown internship (404).
const internship = fc.nat({ max: INTERNSHIPS });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ kind: fc.constant('apply' as const), student, internship }),
  fc.record({ kind: fc.constant('favorite' as const), student, internship }),
  fc.record({ kind: fc.constant('unfavorite' as const), student, internship }),
  fc.record({ kind: fc.constant('onboard' as const), student, grade: fc.constantFrom(...GRADES), hobby: fc.constantFrom(...HOBBIES), duration: fc.constantFrom(...INTERNSHIP_DURATIONS) }),
);

test('live read models equal read models rebuilt from the log, for random student command sequences', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 20 }), fc.boolean(), async (cmds, concurrent) => {
      const dir = mkdtempSync(join(tmpdir(), 'ifh-journey-prop-'));
      const events = createSqliteEventStore(join(dir, 'events.sqlite'));
      const live = createMemoryReadStore();
      const runtime = createProjectionRuntime({ events, store: live, projections, log: () => undefined });
      await runtime.start();
      try {
        let tick = Date.parse('2025-03-01T10:00:00.000Z');
        const ctxAs = (actor: CommandContext['actor']): CommandContext => ({
          ...commandDeps(events), actor, correlationId: randomUUID(), now: () => new Date((tick += 1000)),
        });
        const system = ctxAs({ id: 'system', role: 'system' });
        const { userId: companyId } = await registerUser(system, { email: 'co@example.com', password: 'secret123', role: 'company', firstName: 'Company', lastName: 'User', location: 'India' });
        await updateCompanyDetails(system, companyId, { companyName: 'Acme', companyField: 'Technology', location: 'Pune', website: null });
        await approveCompany(system, companyId);
        const internshipIds: string[] = [];
        for (let i = 0; i < INTERNSHIPS; i++) internshipIds.push((await postInternship(system, companyId, internshipInput({ title: `Intern ${i}` }))).internshipId);
        internshipIds.push('unknown-internship');
        const studentIds: string[] = [];
        for (let s = 0; s < STUDENTS; s++)
          studentIds.push((await registerUser(system, { email: `s${s}@example.com`, password: 'secret123', role: 'student', firstName: 'S', lastName: `${s}`, location: 'India' })).userId);

        // A model of what should hold after a sequential run.
        const favorites = studentIds.map(() => new Set<string>());
        const applied = studentIds.map(() => new Set<string>());
        const run = async (c: Cmd) => {
          const sid = studentIds[c.student];
          const ctx = ctxAs({ id: sid, role: 'student' });
          try {
            if (c.kind === 'apply') {
              await submitApplication(ctx, { studentId: sid, internshipId: internshipIds[c.internship], coverLetter: 'Hi', resume: '' });
              applied[c.student].add(internshipIds[c.internship]);
            } else if (c.kind === 'favorite') {
              await addFavorite(ctx, sid, internshipIds[c.internship]);
              favorites[c.student].add(internshipIds[c.internship]);
            } else if (c.kind === 'unfavorite') {
              await removeFavorite(ctx, sid, internshipIds[c.internship]);
              favorites[c.student].delete(internshipIds[c.internship]);
            } else {
              await completeStudentProfile(ctx, sid, {
                hobbies: [c.hobby], interestedFields: ['Technology'], internshipDuration: c.duration, preferredCompanies: ['TechStart India'],
                location: 'Pune', grade: c.grade, schoolName: 'City School',
              });
            }
          } catch (error) {
            // Refusals (404 unknown internship, 409 already applied or a concurrent change) are expected outcomes.
            if (!(error instanceof DomainError)) throw error;
          }
        };
        if (concurrent) await Promise.all(cmds.map(run));
        else for (const c of cmds) await run(c);

        assert.ok(await runtime.waitFor({ position: await events.headPosition() }, 10_000), 'the live read models caught up');
        const rebuilt = createMemoryReadStore();
        await applyLog(rebuilt, await events.readAll('', 100_000));
        assert.equal(await snapshot(live, COLLECTIONS), await snapshot(rebuilt, COLLECTIONS));

        if (!concurrent)
          for (const [s, sid] of studentIds.entries()) {
            assert.equal(new Set(await listFavorites(live, sid)), favorites[s]);
            assert.equal(new Set((await listMyApplications(live, sid)).map((a) => a.internshipId)), applied[s]);
          }
        assert.not.ok([...applied.flatMap((a) => [...a])].includes('unknown-internship'));
      } finally {
        await runtime.stop();
        await events.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }),
    { numRuns: 40 },
  );
});

test.run();
