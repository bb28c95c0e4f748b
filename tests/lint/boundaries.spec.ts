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
  '1. domain/ imports only domain/, zod and xstate': [
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
  '4. backend/commands/ imports nothing from backend/queries/ or backend/projections/': [
    forbidden('backend/commands/x/y.ts', `import { foo } from '../../queries/foo';\nexport { foo };`, 'backend/commands/ must not import backend/queries/foo'),
    forbidden('backend/commands/x/y.ts', `import { bar } from '../../projections/bar';\nexport { bar };`, 'backend/commands/ must not import backend/projections/bar'),
    forbidden('backend/commands/y.ts', `export type { ReadStore } from '../projections/store/read-store';`, 'backend/commands/ must not import backend/projections/store/read-store'),
    allowed('backend/commands/x/y.ts', `import { handle } from '../command-handler';\nexport { handle };`),
    allowed('backend/commands/x/y.ts', `import { decide } from '@domain/users/decider';\nexport { decide };`),
    allowed('backend/commands/x/y.ts', `import type { EventStore } from '../../events/event-store';\nexport type { EventStore };`),
  ],
  '5. backend/queries/ imports nothing from backend/commands/': [
    forbidden('backend/queries/x/y.ts', `import { z } from '../../commands/z';\nexport { z };`, 'backend/queries/ must not import backend/commands/z'),
    forbidden('backend/queries/y.ts', `export * from '../commands/users/log-in';`, 'backend/queries/ must not import backend/commands/users/log-in'),
    allowed('backend/queries/x/y.ts', `import type { ReadStore } from '../../projections/store/read-store';\nexport type { ReadStore };`),
  ],
  '6. web/src/features/<name>/ imports no other feature': [
    forbidden('web/src/features/a/x.ts', `import { y } from '@/features/b/y';\nexport { y };`, "feature 'b'"),
    forbidden('web/src/features/a/api/x.ts', `import { y } from '../../b/components/y';\nexport { y };`, "feature 'b'"),
    forbidden('web/src/features/auth/components/x.tsx', `import { BlogListPage } from '../../blog/components/blog-list-page';\nexport { BlogListPage };`, "feature 'blog'"),
    allowed('web/src/features/a/x.ts', `import { z } from '@/features/a/api/z';\nexport { z };`),
    allowed('web/src/features/a/components/x.ts', `import { z } from '../api/z';\nexport { z };`),
    allowed('web/src/components/layout/x.tsx', `import { SignInForm } from '@/features/auth/components/sign-in-form';\nexport { SignInForm };`),
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
});

test('the repository lints with the same rule set (the rule is active on real files)', async () => {
  const config = await eslint.calculateConfigForFile(resolve(repoRoot, 'domain/shared/event.ts'));
  assert.equal(config.rules?.[RULE]?.[0], 2);
});

test.run();
