// Imported first by the browser entry for its effect: zod 4 otherwise probes `new Function` (when a schema is built) to
// compile faster parsers, which the CSP (script-src 'self', no 'unsafe-eval') refuses and reports as a violation.
import { config } from 'zod';

config({ jitless: true });
