// What `zod` means in the browser bundle (web/vite.config.ts aliases it here): zod, told before any schema is built not to
// probe `new Function` for faster parsers, which the CSP (script-src 'self', no 'unsafe-eval') refuses and reports as a
// violation. Every module that builds schemas imports `zod`, so this runs first wherever schemas are, and zod stays out
// of the chunks that have none (the first load's).
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
