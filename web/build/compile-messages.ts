// `npm run i18n:compile` (also postinstall, pretypecheck, pretest): compiles web/messages/<area>/*.json into web/src/paraglide/
// when a catalog changed (--force: always), so that a fresh clone typechecks, tests and builds.
import { compileMessages } from './paraglide-messages.ts';

const compiled = await compileMessages({ force: process.argv.includes('--force') });
console.log(compiled ? 'web/messages compiled into web/src/paraglide' : 'web/src/paraglide is up to date');
