// Seeds an empty store through the normal command modules: the backend admins, then (SEED_DEMO) the demo data. A seeding
// that was interrupted (the process died half-way) is resumed at the next start, so the store is never left half-seeded.
import { randomBytes, randomUUID } from 'node:crypto';
import { SEED_STREAM } from '@domain/platform/events';
import { BACKEND_ADMIN_USERNAMES } from '@domain/shared/roles';
import type { CommandContext } from '../commands/command-handler';
import type { Deps } from '../deps';
import { seedDemo } from './seed-demo';
import { seedUser } from './seed-steps';

export const systemContext = (deps: Pick<Deps, 'commands'>): CommandContext => ({
  ...deps.commands,
  actor: { id: 'system', role: 'system' },
  correlationId: randomUUID(),
  now: () => new Date(),
});

type SeedState = 'none' | 'started' | 'completed' | 'legacy';

/** Where the seeding of this store stands: not begun, begun but unfinished, finished, or a store seeded before the marker existed. */
async function seedState(deps: Deps): Promise<SeedState> {
  const marker = await deps.events.readStream(SEED_STREAM);
  if (marker.some((e) => e.type === 'SeedCompleted')) return 'completed';
  if (marker.length > 0) return 'started';
  return (await deps.events.headPosition()) === '' ? 'none' : 'legacy';
}

export async function seed(deps: Deps, log: (line: string) => void): Promise<void> {
  const state = await seedState(deps);
  if (state === 'completed' || state === 'legacy') return;
  const ctx = systemContext(deps);
  const at = ctx.now().toISOString();
  if (state === 'none') await deps.events.append(SEED_STREAM, [{ id: randomUUID(), type: 'SeedStarted', data: { demo: deps.config.seedDemo, at }, metadata: { actorId: 'system', actorRole: 'system', correlationId: ctx.correlationId, causationId: null, at, schemaVersion: 1 } }], { expectedRevision: 'no_stream' });
  else log('The first start was interrupted while seeding: resuming it (what was written stays, the rest is added).');

  const password = deps.config.adminPassword ?? randomBytes(12).toString('base64url');
  for (const username of BACKEND_ADMIN_USERNAMES)
    await seedUser(ctx, { email: `${username}@example.com`, username, password, role: 'admin', firstName: 'Admin', lastName: username.replace('admin', ''), location: 'India', profileComplete: true });
  if (!deps.config.adminPassword)
    log(
      `Created backend admins ${BACKEND_ADMIN_USERNAMES.join(', ')} with the generated password: ${password} (shown once; set ADMIN_PASSWORD to choose it)` +
        (state === 'started' ? '. Accounts created before the interruption keep the password printed then.' : ''),
    );
  else log(`Created backend admins ${BACKEND_ADMIN_USERNAMES.join(', ')} (password from ADMIN_PASSWORD)`);
  if (deps.config.seedDemo) await seedDemo(deps, ctx, password, log);

  const done = await deps.events.append(SEED_STREAM, [{ id: randomUUID(), type: 'SeedCompleted', data: { at: ctx.now().toISOString() }, metadata: { actorId: 'system', actorRole: 'system', correlationId: ctx.correlationId, causationId: null, at: ctx.now().toISOString(), schemaVersion: 1 } }], { expectedRevision: 'any' });
  // Serve only once the read models show what was seeded.
  await deps.projections.waitFor(done, 60_000);
}
