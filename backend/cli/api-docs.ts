// `npm run docs:api`: writes docs/api.md, the API reference, from the OpenAPI document the server serves at /api/openapi.json
// (made from the routers and their zod schemas); `--check` fails when docs/api.md is not what the routers make now.
import { readFileSync, writeFileSync } from 'node:fs';
import { configFromEnv } from '@backend/config';
import { apiReferenceMarkdown } from '@backend/http/openapi/api-reference';
import { documentOfServedRoutes } from '@backend/http/routes/openapi-routes';
import { memoryLimiters } from '@backend/limits/limiter-store';

const FILE = 'docs/api.md';
const markdown = apiReferenceMarkdown(documentOfServedRoutes(configFromEnv({}), memoryLimiters()));

if (process.argv.includes('--check')) {
  const current = readFileSync(FILE, 'utf8');
  if (current !== markdown) {
    console.error(`${FILE} is not what the routers make now: run npm run docs:api`);
    process.exit(1);
  }
  console.log(`${FILE} is up to date.`);
} else {
  writeFileSync(FILE, markdown);
  console.log(`Wrote ${FILE}.`);
}
