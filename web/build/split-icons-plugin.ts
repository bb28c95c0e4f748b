// Vite plugin: in the build, each module that draws icons gets its own copy of web/src/components/ui/icons.tsx, holding
// only the icons that module imports, as if it had drawn its <svg> inline. A bundler puts whole modules into chunks:
// with one shared module for all the icons, the first load (which draws the navigation's icons) would carry every
// page's icons, and icons shared by pages would make chunks of their own. The source stays one module: the dev server,
// type checks and lint see it as written.
//
//   import { A, B } from '@/components/ui/icons'        (in web/src/features/landing/components/hero.tsx)
//   → import { A, B } from '…/icons.tsx?icons=A,B&in=features_landing_components_hero'
//
// The helpers the icons are drawn with (the shared <svg> frames) are not copied: each copy imports those it needs from
// one module per helper (`?frame=<name>`), so a chunk holds at most one of each. An import of icons.tsx in any other
// form (namespace import, re-export, dynamic import), or a top-level statement of another kind in it, stops the build.
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

/** Named imports in the transformed (plain JavaScript) code: `import { A, B as C } from "…";`. */
const NAMED_IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2;?/g;
/** Any other place a module is named: `from "…"`, `import "…"`, `import("…")`. */
const ANY_SPECIFIER = /\b(?:from|import)\s*\(?\s*(["'])([^"']+)\1/g;

interface Declaration {
  code: string;
  exported: boolean;
}

/** The module's imports and its top-level declarations by name (JavaScript after the TypeScript/JSX transform). */
function declarationsOf(code: string, file: string): { imports: string[]; declarations: Map<string, Declaration> } {
  const imports: string[] = [];
  const declarations = new Map<string, Declaration>();
  const single = (declaration: { declarations: { id: unknown }[] }) => {
    const [only, ...more] = declaration.declarations;
    const id = only?.id as { type?: string; name?: string } | undefined;
    return more.length === 0 && id?.type === 'Identifier' ? (id.name ?? null) : null;
  };
  for (const statement of parseAst(code).body) {
    const text = code.slice(statement.start, statement.end);
    const name =
      statement.type === 'FunctionDeclaration'
        ? statement.id?.name
        : statement.type === 'VariableDeclaration'
          ? single(statement)
          : statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration'
            ? single(statement.declaration)
            : null;
    if (statement.type === 'ImportDeclaration') imports.push(text);
    else if (name) declarations.set(name, { code: text, exported: statement.type === 'ExportNamedDeclaration' });
    else throw new Error(`${file}: a top-level ${statement.type} the icon splitting does not handle (only imports, helpers, and \`export const XIcon = …\`)`);
  }
  return { imports, declarations };
}

/** The helpers (non-exported declarations) `code` refers to. */
const helpersUsedBy = (code: string, declarations: Map<string, Declaration>, except?: string) =>
  [...declarations].filter(([name, d]) => !d.exported && name !== except && new RegExp(`\\b${name}\\b`).test(code)).map(([name]) => name);

export function splitIcons({ module }: { module: string }): Plugin {
  const iconsFile = path.resolve(module);
  const iconsName = path.basename(iconsFile, path.extname(iconsFile));
  const self = `./${path.basename(iconsFile)}`;
  const mayBeIcons = (specifier: string) => path.basename(specifier.split('?')[0]).replace(/\.tsx$/, '') === iconsName;
  const isIcons = async (resolve: (specifier: string) => Promise<{ id: string } | null>, specifier: string) =>
    mayBeIcons(specifier) && path.resolve((await resolve(specifier))?.id.split('?')[0] ?? '') === iconsFile;

  return {
    name: 'ifh-split-icons',
    apply: 'build',
    // After TypeScript and JSX: plain import statements, no type-only names left.
    enforce: 'post',
    transform: {
      // Only the SPA's own modules can import the icons (and JavaScript is called for no other module).
      filter: { id: { include: /[\\/]web[\\/]src[\\/]/, exclude: /node_modules/ } },
      async handler(code, id) {
        const [file, query = ''] = id.split('?', 2);
        if (path.resolve(file) === iconsFile) {
          const params = new URLSearchParams(query);
          const { imports, declarations } = declarationsOf(code, iconsFile);
          const importHelpers = (names: string[]) => names.map((name) => `import { ${name} } from ${JSON.stringify(`${self}?frame=${name}`)};`);
          const frame = params.get('frame');
          if (frame !== null) {
            const helper = declarations.get(frame);
            if (!helper || helper.exported) return this.error(`${iconsFile} has no helper named ${frame}`);
            return { code: [...imports, ...importHelpers(helpersUsedBy(helper.code, declarations, frame)), `export ${helper.code}`].join('\n'), map: null };
          }
          const names = params.get('icons');
          if (names === null) return this.error(`${iconsFile} was imported in a way the icon splitting does not handle; import its icons by name`);
          const icons = names.split(',').map((name) => {
            const icon = declarations.get(name);
            if (!icon?.exported) this.error(`${iconsFile} has no icon named ${name}`);
            return icon!.code;
          });
          return { code: [...imports, ...importHelpers(helpersUsedBy(icons.join('\n'), declarations)), ...icons].join('\n'), map: null };
        }

        if (!code.includes(iconsName)) return null;
        const resolve = (specifier: string) => this.resolve(specifier, id);
        const relative = path.relative(path.dirname(file), iconsFile).split(path.sep).join('/');
        const importer = path.relative(path.dirname(iconsFile), path.resolve(file)).replace(/\.[jt]sx?$/, '').replace(/[^\w-]+/g, '_');
        let rewritten = code;
        for (const [statement, names, , specifier] of code.matchAll(NAMED_IMPORT)) {
          if (!(await isIcons(resolve, specifier))) continue;
          const own = names.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]).filter(Boolean);
          const copy = `${relative.startsWith('.') ? relative : `./${relative}`}?icons=${own.join(',')}&in=${importer}`;
          rewritten = rewritten.replace(statement, `import {${names}} from ${JSON.stringify(copy)};`);
        }
        for (const [, , specifier] of rewritten.matchAll(ANY_SPECIFIER)) {
          if (!specifier.includes('?icons=') && (await isIcons(resolve, specifier))) {
            return this.error(`${id} imports ${iconsFile} in a way that would bundle every icon; import the icons by name`);
          }
        }
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
