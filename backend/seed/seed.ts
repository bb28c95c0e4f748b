// Seeds an empty store through the normal command modules: the backend admins, then (SEED_DEMO) the demo data.
import { randomBytes, randomUUID } from 'node:crypto';
import { BACKEND_ADMIN_USERNAMES } from '@domain/shared/roles';
import type { CommandContext } from '../commands/command-handler';
import { registerUser } from '../commands/users/register-user';
import type { Deps } from '../deps';
import { seedDemo } from './seed-demo';

export const systemContext = (deps: Pick<Deps, 'events'>): CommandContext => ({
  events: deps.events,
  actor: { id: 'system', role: 'system' },
  correlationId: randomUUID(),
  now: () => new Date(),
});

export async function seed(deps: Deps, log: (line: string) => void): Promise<void> {
  if ((await deps.events.headPosition()) !== '') return;
  const ctx = systemContext(deps);
  const password = deps.config.adminPassword ?? randomBytes(12).toString('base64url');
  for (const username of BACKEND_ADMIN_USERNAMES)
    await registerUser(ctx, {
      email: `${username}@example.com`,
      username,
      password,
      role: 'admin',
      firstName: 'Admin',
      lastName: username.replace('admin', ''),
      location: 'India',
      profileComplete: true,
    });
  if (!deps.config.adminPassword)
    log(`Created backend admins ${BACKEND_ADMIN_USERNAMES.join(', ')} with the generated password: ${password} (shown once; set ADMIN_PASSWORD to choose it)`);
  else log(`Created backend admins ${BACKEND_ADMIN_USERNAMES.join(', ')} (password from ADMIN_PASSWORD)`);
  if (deps.config.seedDemo) await seedDemo(deps, ctx, password, log);
  // Serve only once the read models show what was seeded.
  await deps.projections.waitFor({ position: await deps.events.headPosition() }, 60_000);
}
