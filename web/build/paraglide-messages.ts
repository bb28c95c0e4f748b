// Paraglide JS: the catalogs in web/messages/<area>/{locale}.json (catalogs.ts) compiled into web/src/paraglide/ (generated; its own
// .gitignore keeps it out of git) by `npm run i18n:compile` (postinstall, pretypecheck, pretest) and by the Vite plugin
// below (build, dev). A compile takes seconds: it runs only when a catalog or the settings are newer than the output.
// In the browser the runtime is replaced by the build's one language (static-locale-plugin.ts); the server's pre-render
// sets it per request (entry-server.tsx).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { catalogsMtime, mergeCatalogs, MESSAGES_DIR } from './catalogs.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const PROJECT = here('../project.inlang');
const OUTDIR = here('../src/paraglide');

const mtime = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const sourcesMtime = () => Math.max(mtime(join(PROJECT, 'settings.json')), catalogsMtime());

/** Compiles the catalogs unless the output is newer than every catalog (`force`: always). */
export async function compileMessages({ force = false } = {}): Promise<boolean> {
  if (!force && mtime(join(OUTDIR, 'messages.js')) > sourcesMtime()) return false;
  mergeCatalogs();
  const { compile } = await import('@inlang/paraglide-js');
  await compile({ project: PROJECT, outdir: OUTDIR, strategy: ['globalVariable', 'baseLocale'], emitPrettierIgnore: false, emitReadme: false });
  return true;
}

/** Compiles before a build or the dev server starts, and again when a catalog changes in dev. */
export function paraglideMessages(): Plugin {
  return {
    name: 'ifh-paraglide-messages',
    async buildStart() {
      await compileMessages();
    },
    configureServer(server) {
      server.watcher.add(MESSAGES_DIR);
      server.watcher.on('change', (file) => {
        if (file.startsWith(MESSAGES_DIR)) void compileMessages({ force: true });
      });
    },
  };
}
