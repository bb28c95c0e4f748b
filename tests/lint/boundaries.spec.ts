// Proves that the import-boundary rule in eslint.config.js fires: each forbidden import (relative or alias, static, type-only,
// re-export or dynamic) gets exactly one `arch/import-boundaries` error and each allowed one none. The linted files are
// virtual (lintText with a filePath); neither they nor most import targets exist on disk, which the rule does not need.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const RULE = 'arch/import-boundaries';
const eslint = new ESLint({ cwd: repoRoot });

/** The boundary rule's messages for `code` linted as if it were the repo file `file`; fails on parse errors. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, file) });
  const fatal = result.messages.filter((m) => m.fatal);
  assert.equal(fatal.map((m) => m.message), [], `${file}: parse error`);
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

interface Case {
  file: string;
  code: string;
  /** A fragment of the expected boundary error; undefined when the import is allowed. */
  error?: string;
}

const forbidden = (file: string, code: string, error: string): Case => ({ file, code, error });
const allowed = (file: string, code: string): Case => ({ file, code });

const rules: Record<string, Case[]> = {
  '1. domain/ imports only domain/, zod, xstate and libphonenumber-js': [
    forbidden('domain/users/x.ts', `import { app } from '../../backend/app';\nexport { app };`, 'domain/ must not import backend/app'),
    forbidden('domain/users/x.ts', `import { config } from '../../backend/config';\nexport { config };`, 'outside domain/'),
    forbidden('domain/users/x.ts', `import { SignInForm } from '@/features/auth/components/sign-in-form';\nexport { SignInForm };`, 'domain/ must not import web/src/features/auth'),
    forbidden('domain/x.ts', `import type { Main } from '../web/src/main';\nexport type { Main };`, 'domain/ must not import web/src/main'),
    forbidden('domain/users/x.ts', `import { readFileSync } from 'node:fs';\nexport { readFileSync };`, "Node built-in 'node:fs'"),
    forbidden('domain/users/x.ts', `import fs from 'fs';\nexport { fs };`, "Node built-in 'fs'"),
    forbidden('domain/users/x.ts', `import { join } from 'path';\nexport { join };`, "Node built-in 'path'"),
    forbidden('domain/users/x.ts', `import { randomUUID } from 'crypto';\nexport { randomUUID };`, "Node built-in 'crypto'"),
    forbidden('domain/users/x.ts', `export { spawn } from 'child_process';`, "Node built-in 'child_process'"),
    forbidden('domain/users/x.ts', `export const load = () => import('node:http');`, "Node built-in 'node:http'"),
    forbidden('domain/users/x.ts', `import Database from 'better-sqlite3';\nexport { Database };`, "not 'better-sqlite3'"),
    forbidden('domain/users/x.ts', `import { MongoClient } from 'mongodb';\nexport { MongoClient };`, "not 'mongodb'"),
    forbidden('domain/users/x.ts', `import { EventStoreDBClient } from '@eventstore/db-client';\nexport { EventStoreDBClient };`, "not '@eventstore/db-client'"),
    forbidden('domain/users/x.ts', `import Koa from 'koa';\nexport { Koa };`, "not 'koa'"),
    forbidden('domain/users/x.ts', `import session from 'koa-session';\nexport { session };`, "not 'koa-session'"),
    forbidden('domain/users/x.ts', `import Router from '@koa/router';\nexport { Router };`, "not '@koa/router'"),
    forbidden('domain/users/x.ts', `import pg from 'pg';\nexport { pg };`, "not 'pg'"),
    allowed('domain/users/x.ts', `import { z } from 'zod';\nexport const S = z.string();`),
    allowed('domain/users/x.ts', `import { setup } from 'xstate';\nexport { setup };`),
    allowed('domain/threads/x.ts', `import { isValidPhoneNumber } from 'libphonenumber-js/max';\nexport { isValidPhoneNumber };`),
    allowed('domain/users/x.ts', `import { DomainError } from '../shared/errors';\nexport { DomainError };`),
    allowed('domain/users/x.ts', `import type { RecordedEvent } from '@domain/shared/event';\nexport type { RecordedEvent };`),
    allowed('domain/users/x.ts', `export * from './events';\nexport * from '../applications/events';`),
  ],
  '2. web/ imports nothing from backend/': [
    forbidden('web/src/features/a/x.ts', `import { app } from '../../../../backend/app';\nexport { app };`, 'web/ must not import backend/app'),
    forbidden('web/src/main.tsx', `import type { Config } from '../../backend/config';\nexport type { Config };`, 'web/ must not import backend/config'),
    forbidden('web/src/components/ui/x.tsx', `export const load = () => import('../../../../backend/http/routes');`, 'web/ must not import backend/http/routes'),
    forbidden('web/vite.config.ts', `export { config } from '../backend/config';`, 'web/ must not import backend/config'),
    allowed('web/src/features/a/x.ts', `import type { Role } from '@domain/shared/roles';\nexport type { Role };`),
    allowed('web/src/features/a/x.ts', `import { Card } from '@/components/ui/card';\nexport { Card };`),
    allowed('web/src/features/a/x.ts', `import { Card } from '../../components/ui/card';\nexport { Card };`),
  ],
  '3. backend/events/ imports domain/shared only, no domain context (nor domain/events.ts)': [
    forbidden('backend/events/x.ts', `import type { UserEvent } from '../../domain/users/events';\nexport type { UserEvent };`, 'must not import domain/users/events'),
    forbidden('backend/events/x.ts', `import { BLOG_EVENT_VERSIONS } from '@domain/blog/events';\nexport { BLOG_EVENT_VERSIONS };`, 'must not import domain/blog/events'),
    forbidden('backend/events/store/x.ts', `export * from '../../../domain/applications/upcasters';`, 'must not import domain/applications/upcasters'),
    forbidden('backend/events/x.ts', `import { upcastEvent } from '@domain/events';\nexport { upcastEvent };`, 'must not import domain/events'),
    allowed('backend/events/x.ts', `import type { RecordedEvent } from '../../domain/shared/event';\nexport type { RecordedEvent };`),
    allowed('backend/events/x.ts', `import { LOG_START } from '@domain/shared/event';\nexport { LOG_START };`),
    allowed('backend/events/x.ts', `import Database from 'better-sqlite3';\nimport type { EventStore } from './event-store';\nexport type { Database, EventStore };`),
  ],
  '4. backend/commands/ imports nothing from backend/queries/, backend/projections/ or backend/read-store/': [
    forbidden('backend/commands/x/y.ts', `import { foo } from '../../queries/foo';\nexport { foo };`, 'backend/commands/ must not import backend/queries/foo'),
    forbidden('backend/commands/x/y.ts', `import { bar } from '../../projections/bar';\nexport { bar };`, 'backend/commands/ must not import backend/projections/bar'),
    forbidden('backend/commands/y.ts', `export type { ReadStore } from '../read-store/read-store';`, 'backend/commands/ must not import backend/read-store/read-store'),
    forbidden('backend/commands/x/y.ts', `import { createSqliteReadStore } from '@backend/read-store/sqlite/sqlite-read-store';\nexport { createSqliteReadStore };`, 'backend/commands/ must not import backend/read-store/sqlite/sqlite-read-store'),
    allowed('backend/commands/x/y.ts', `import { handle } from '../command-handler';\nexport { handle };`),
    allowed('backend/commands/x/y.ts', `import { decide } from '@domain/users/decider';\nexport { decide };`),
    allowed('backend/commands/x/y.ts', `import type { EventStore } from '../../events/event-store';\nexport type { EventStore };`),
  ],
  '5. backend/queries/ imports nothing from backend/commands/': [
    forbidden('backend/queries/x/y.ts', `import { z } from '../../commands/z';\nexport { z };`, 'backend/queries/ must not import backend/commands/z'),
    forbidden('backend/queries/y.ts', `export * from '../commands/users/log-in';`, 'backend/queries/ must not import backend/commands/users/log-in'),
    allowed('backend/queries/x/y.ts', `import type { ReadStore } from '../../read-store/read-store';\nexport type { ReadStore };`),
    allowed('backend/queries/x/y.ts', `import type { ReadStore } from '@backend/read-store/read-store';\nexport type { ReadStore };`),
  ],
  '6. web/src/features/<name>/ imports no other feature': [
    forbidden('web/src/features/a/x.ts', `import { y } from '@/features/b/y';\nexport { y };`, "feature 'b'"),
    forbidden('web/src/features/a/api/x.ts', `import { y } from '../../b/components/y';\nexport { y };`, "feature 'b'"),
    forbidden('web/src/features/auth/components/x.tsx', `import { BlogListPage } from '../../blog/components/blog-list-page';\nexport { BlogListPage };`, "feature 'blog'"),
    allowed('web/src/features/a/x.ts', `import { z } from '@/features/a/api/z';\nexport { z };`),
    allowed('web/src/features/a/components/x.ts', `import { z } from '../api/z';\nexport { z };`),
    allowed('web/src/components/layout/x.tsx', `import { SignInForm } from '@/features/auth/components/sign-in-form';\nexport { SignInForm };`),
  ],
  '7. the rooms below (processors, read-store, events, sessions, limits, privacy, commands, queries, projections, reactors…) import no backend/http/, cli/, seed/ nor the composition root': [
    forbidden('backend/processors/x.ts', `import { apiRoutes } from '../http/routes';\nexport { apiRoutes };`, 'backend/processors/ must not import backend/http/routes'),
    forbidden('backend/read-store/sqlite/x.ts', `import type { Deps } from '@backend/deps';\nexport type { Deps };`, 'backend/read-store/ must not import backend/deps'),
    forbidden('backend/events/postgres/x.ts', `import { startCore } from '../../core';\nexport { startCore };`, 'backend/events/ must not import backend/core'),
    forbidden('backend/sessions/x.ts', `import { createBackend } from '@backend/http/app';\nexport { createBackend };`, 'backend/sessions/ must not import backend/http/app'),
    forbidden('backend/limits/x.ts', `import { perAccountLimit } from '../http/middleware/account-limits';\nexport { perAccountLimit };`, 'backend/limits/ must not import backend/http/middleware/account-limits'),
    forbidden('backend/privacy/x.ts', `import { openStores } from '../stores.ts';\nexport { openStores };`, 'backend/privacy/ must not import backend/stores.ts'),
    forbidden('backend/privacy/x.ts', `export const load = () => import('../cli/backup');`, 'backend/privacy/ must not import backend/cli/backup'),
    forbidden('backend/observability/x.ts', `import { requestLog } from '../http/middleware/request-log';\nexport { requestLog };`, 'backend/observability/ must not import backend/http/middleware/request-log'),
    allowed('backend/observability/x.ts', `import type { EventStore } from '../events/event-store';\nexport type { EventStore };`),
    forbidden('backend/files/x.ts', `import { resumeRoutes } from '@backend/http/routes/resume-routes';\nexport { resumeRoutes };`, 'backend/files/ must not import backend/http/routes/resume-routes'),
    forbidden('backend/commands/users/x.ts', `import { signIn } from '../../http/routes/sign-in';\nexport { signIn };`, 'backend/commands/ must not import backend/http/routes/sign-in'),
    forbidden('backend/queries/users/x.ts', `import type { Ctx } from '@backend/http/middleware/koa-types';\nexport type { Ctx };`, 'backend/queries/ must not import backend/http/middleware/koa-types'),
    forbidden('backend/postgres/x.ts', `import { validate } from '@backend/http/middleware/validate';\nexport { validate };`, 'backend/postgres/ must not import backend/http/middleware/validate'),
    forbidden('backend/reactors/x.ts', `import type { Sessions } from '../http/sessions/sessions';\nexport type { Sessions };`, 'backend/reactors/ must not import backend/http/sessions/sessions'),
    forbidden('backend/notifications/x.ts', `import { seed } from '../seed/seed';\nexport { seed };`, 'backend/notifications/ must not import backend/seed/seed'),
    allowed('backend/reactors/x.ts', `import type { Sessions } from '../sessions/sessions';\nimport { defineReactor } from '../processors/reactor';\nimport { releaseEmail } from '../commands/users/release-email';\nexport { defineReactor, releaseEmail };\nexport type { Sessions };`),
    allowed('backend/sessions/x.ts', `import { StartupError } from '../startup-checks';\nimport { openPool } from '../postgres/connection';\nexport { StartupError, openPool };`),
    allowed('backend/processors/x.ts', `import type { ReadStore } from '@backend/read-store/read-store';\nimport type { EventStore } from '@backend/events/event-store';\nexport type { ReadStore, EventStore };`),
    allowed('backend/core.ts', `import { apiRoutes } from './http/routes';\nimport type { Deps } from './deps';\nexport { apiRoutes };\nexport type { Deps };`),
    allowed('backend/http/routes/x.ts', `import type { Deps } from '@backend/deps';\nimport { startCore } from '../../core';\nexport { startCore };\nexport type { Deps };`),
  ],
  '8. backend/projections/ imports only domain/, backend/processors/ and the read-store port': [
    forbidden('backend/projections/users/x.ts', `import { appendEvents } from '@backend/events/event-store';\nexport { appendEvents };`, 'backend/projections/ must not import backend/events/event-store'),
    forbidden('backend/projections/users/x.ts', `import { getUser } from '../../queries/users/get-user';\nexport { getUser };`, 'backend/projections/ must not import backend/queries/users/get-user'),
    forbidden('backend/projections/users/x.ts', `import { createMemoryReadStore } from '../../read-store/memory-read-store';\nexport { createMemoryReadStore };`, 'backend/projections/ must not import backend/read-store/memory-read-store'),
    forbidden('backend/projections/blog/x.ts', `export { createSqliteReadStore } from '@backend/read-store/sqlite/sqlite-read-store';`, 'backend/projections/ must not import backend/read-store/sqlite/sqlite-read-store'),
    forbidden('backend/projections/blog/x.ts', `import { randomUUID } from 'node:crypto';\nexport { randomUUID };`, "backend/projections/ must not import 'node:crypto'"),
    forbidden('backend/projections/blog/x.ts', `import { z } from 'zod';\nexport { z };`, "backend/projections/ must not import 'zod'"),
    allowed('backend/projections/users/x.ts', `import { defineProjection } from '@backend/processors/projection';\nimport { userEvolve } from '@domain/users/decider';\nexport { defineProjection, userEvolve };`),
    allowed('backend/projections/users/x.ts', `import type { Doc } from '../../read-store/read-store';\nimport type { ReadStore } from '@backend/read-store/read-store.ts';\nexport type { Doc, ReadStore };`),
    allowed('backend/projections/index.ts', `import { usersProjection } from './users/users-projection';\nimport type { Projection } from '../processors/projection';\nexport { usersProjection };\nexport type { Projection };`),
  ],
  '9. backend/reactors/ reads the log, never the read models (no queries, projections or read store)': [
    forbidden('backend/reactors/x.ts', `import { getUser } from '../queries/users/get-user';\nexport { getUser };`, 'backend/reactors/ must not import backend/queries/users/get-user'),
    forbidden('backend/reactors/x.ts', `import { usersProjection } from '@backend/projections/users/users-projection';\nexport { usersProjection };`, 'backend/reactors/ must not import backend/projections/users/users-projection'),
    forbidden('backend/reactors/users/x.ts', `import type { ReadStore } from '../../read-store/read-store';\nexport type { ReadStore };`, 'backend/reactors/ must not import backend/read-store/read-store'),
    allowed('backend/reactors/x.ts', `import { queueEmail } from '../commands/notifications/queue-email';\nimport type { RecordedEvent } from '@backend/events/event-store';\nexport { queueEmail };\nexport type { RecordedEvent };`),
  ],
  '10. only backend/http/ (and the entry point backend/main.ts) imports Koa (koa, koa-*, @koa/*)': [
    forbidden('backend/core.ts', `import Koa from 'koa';\nexport { Koa };`, "only backend/http/ may import 'koa'"),
    forbidden('backend/sessions/x.ts', `import session from 'koa-session';\nexport { session };`, "only backend/http/ may import 'koa-session'"),
    forbidden('backend/limits/x.ts', `import type { Middleware } from 'koa';\nexport type { Middleware };`, "only backend/http/ may import 'koa'"),
    forbidden('backend/queries/x/y.ts', `import Router from '@koa/router';\nexport { Router };`, "only backend/http/ may import '@koa/router'"),
    forbidden('backend/cli/x.ts', `export const load = () => import('koa-compose');`, "only backend/http/ may import 'koa-compose'"),
    allowed('backend/http/app.ts', `import Koa from 'koa';\nimport compose from 'koa-compose';\nimport { bodyParser } from '@koa/bodyparser';\nexport { Koa, compose, bodyParser };`),
    allowed('backend/http/middleware/x.ts', `import type { Middleware } from 'koa';\nexport type { Middleware };`),
    allowed('backend/main.ts', `import type Koa from 'koa';\nexport type { Koa };`),
    allowed('backend/start.mjs', `export const load = () => import('koa');`),
    allowed('backend/limits/x.ts', `import { RateLimiterMemory } from 'rate-limiter-flexible';\nexport { RateLimiterMemory };`),
  ],
};

for (const [name, cases] of Object.entries(rules)) {
  test(name, async () => {
    for (const { file, code, error } of cases) {
      const errors = await boundaryErrors(file, code);
      const label = `${file}: ${code.split('\n')[0]}`;
      if (error === undefined) {
        assert.equal(errors, [], `${label} should be allowed`);
      } else {
        assert.is(errors.length, 1, `${label} should give exactly one boundary error, got ${JSON.stringify(errors)}`);
        assert.ok(errors[0].includes(error), `${label}: expected "${error}" in "${errors[0]}"`);
      }
    }
  });
}

test('files outside the governed folders are not restricted', async () => {
  assert.equal(await boundaryErrors('tests/x.spec.ts', `import { app } from '../backend/app';\nimport fs from 'node:fs';\nexport { app, fs };`), []);
  assert.equal(await boundaryErrors('backend/http/x.ts', `import { q } from '../queries/q';\nimport { c } from '../commands/c';\nexport { q, c };`), []);
  assert.equal(await boundaryErrors('bench/x.ts', `import Koa from 'koa';\nimport { createBackend } from '../backend/http/app';\nexport { Koa, createBackend };`), []);
});

test('the repository lints with the same rule set (the rule is active on real files)', async () => {
  const config = await eslint.calculateConfigForFile(resolve(repoRoot, 'domain/shared/event.ts'));
  assert.equal(config.rules?.[RULE]?.[0], 2);
});

test.run();
