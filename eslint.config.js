// ESLint flat config, run by `npm run lint` (and by CI, .ci/run). Syntax-only rules: no type-aware (typed) linting,
// so the whole repository lints in seconds.
import fs from 'node:fs';
import path from 'node:path';
import Module, { createRequire, isBuiltin } from 'node:module';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';

const require = createRequire(import.meta.url);
const repoRoot = path.dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------------------------------------------------------------
// TypeScript 7 has no JavaScript compiler API, and typescript-eslint's packages `require('typescript')` for one.
// The TypeScript 6 API is installed under the alias `typescript6` (package.json devDependencies), and the hook below
// resolves `typescript` / `typescript/…` to it, but only for requests made from typescript-eslint's own packages
// (typescript-eslint, @typescript-eslint/*, ts-api-utils). Everything else, `tsc` included, stays on TypeScript 7.
// package.json "overrides" tells npm that typescript-eslint's peer dependency on `typescript` is met by the root one
// (without it npm refuses to install: ERESOLVE). Drop the alias, the override and this hook once typescript-eslint
// runs on TypeScript 7's API.
const TS_API_FOR_LINT = 'typescript6';
const USES_TS_API_FOR_LINT = /[\\/]node_modules[\\/](?:typescript-eslint|@typescript-eslint[\\/][^\\/]+|ts-api-utils)[\\/]/;
if (!Module._resolveFilename.typescriptForLint) {
  const resolveFilename = Module._resolveFilename;
  const patched = function (request, parent, ...rest) {
    if ((request === 'typescript' || request.startsWith('typescript/')) && USES_TS_API_FOR_LINT.test(parent?.filename ?? '')) {
      return resolveFilename.call(this, TS_API_FOR_LINT + request.slice('typescript'.length), parent, ...rest);
    }
    return resolveFilename.call(this, request, parent, ...rest);
  };
  patched.typescriptForLint = true;
  Module._resolveFilename = patched;
}
const ts = require(TS_API_FOR_LINT);
// Loaded with require() (after the hook), so that all of typescript-eslint goes through the CommonJS resolver above.
const tseslint = require('typescript-eslint');

// ---------------------------------------------------------------------------------------------------------------------
// Import boundaries: a small local rule instead of a resolver-based plugin. It classifies every import specifier by
// path alone (relative paths, the tsconfig.json `paths` aliases, Node built-ins, npm packages), so it works the same for
// `../../backend/app` and `@domain/users/events`, and for files that do not exist (yet): no module resolution needed.

/** tsconfig.json `paths` as [specifier prefix, repo-relative folder prefix], e.g. ['@domain/', 'domain/']. */
const aliases = (() => {
  const file = path.join(repoRoot, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(`eslint.config.js: cannot read ${file}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  const paths = config.compilerOptions?.paths ?? {};
  return Object.entries(paths).map(([key, [target]]) => {
    const to = path.posix.normalize(target.replace(/\*$/, '')).replace(/^\.\//, '');
    return [key.replace(/\*$/, ''), to.endsWith('/') || to === '' ? to : `${to}/`];
  });
})();

/** What an import specifier points at: a repo file (repo-relative path, no extension needed), a Node built-in or an npm package. */
function classify(specifier, importerAbs) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const abs = path.resolve(path.dirname(importerAbs), specifier);
    return { kind: 'file', path: path.relative(repoRoot, abs).split(path.sep).join('/') };
  }
  for (const [prefix, folder] of aliases) {
    if (specifier.startsWith(prefix)) return { kind: 'file', path: path.posix.normalize(folder + specifier.slice(prefix.length)) };
  }
  if (specifier.startsWith('node:') || isBuiltin(specifier)) return { kind: 'builtin', name: specifier };
  const parts = specifier.split('/');
  return { kind: 'package', name: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] };
}

/** Pure computation only: validation, state machines, and phone numbers (libphonenumber-js: metadata and parsing, no I/O). */
// markdown-it: a pure parser (strings in, a string out), so that the API and the SPA render a post's Markdown alike.
const DOMAIN_PACKAGES = ['zod', 'xstate', 'libphonenumber-js', 'markdown-it'];
const under = (p, folder) => p === folder || p.startsWith(`${folder}/`);
/** The domain context a repo path belongs to (`domain/<context>/…`), or undefined for files at domain/'s top level. */
const domainContext = (p) => p.match(/^domain\/([^/]+)\/./)?.[1];
const feature = (p) => p.match(/^web\/src\/features\/([^/]+)\/./)?.[1];
/** `p` names the module `module` (a repo path without extension): written with or without its extension. */
const isModule = (p, module) => p === module || (p.startsWith(`${module}.`) && !p.slice(module.length + 1).includes('/'));
/** The backend's rooms below the HTTP layer and the composition root (README, Architecture). */
const LOWER_ROOMS = ['processors', 'read-store', 'events', 'sessions', 'limits', 'privacy', 'postgres', 'notifications', 'commands', 'queries', 'projections', 'reactors', 'observability', 'files'];
/** What sits above them: the HTTP layer, the command-line tools, the seed, and the composition root's modules. */
const UPPER_FOLDERS = ['backend/http', 'backend/cli', 'backend/seed'];
const UPPER_MODULES = ['backend/core', 'backend/deps', 'backend/stores', 'backend/main', 'backend/app'];
const lowerRoom = (file) => LOWER_ROOMS.find((room) => under(file, `backend/${room}`));
const isKoa = (name) => name === 'koa' || name.startsWith('koa-') || name.startsWith('@koa/');

/**
 * Each boundary: which importing files it governs (repo-relative path test) and, for a classified import target,
 * the reason it is forbidden (or nothing when allowed).
 */
const BOUNDARIES = [
  {
    // 1. domain/ is pure: domain files, zod, xstate, libphonenumber-js and markdown-it only; no backend/web, no Node built-ins or I/O, no store/network client.
    governs: (file) => under(file, 'domain'),
    forbids: (target) => {
      if (target.kind === 'file') return under(target.path, 'domain') ? null : `domain/ must not import ${target.path} (outside domain/)`;
      if (target.kind === 'builtin') return `domain/ must not import the Node built-in '${target.name}' (no I/O in the domain)`;
      return DOMAIN_PACKAGES.includes(target.name)
        ? null
        : `domain/ may use only the npm packages ${DOMAIN_PACKAGES.join(', ')}, not '${target.name}' (no store, network or I/O library in the domain)`;
    },
  },
  {
    // 2. The SPA (web/) never imports server code (backend/).
    governs: (file) => under(file, 'web'),
    forbids: (target) => (target.kind === 'file' && under(target.path, 'backend') ? `web/ must not import ${target.path} (backend/)` : null),
  },
  {
    // 3. The event store (backend/events/) knows only domain/shared: no domain context, nor domain/events.ts, which gathers them all.
    governs: (file) => under(file, 'backend/events'),
    forbids: (target) => {
      if (target.kind !== 'file' || !under(target.path, 'domain')) return null;
      const context = domainContext(target.path);
      return context === 'shared' ? null : `backend/events/ must not import ${target.path} (only domain/shared is allowed)`;
    },
  },
  {
    // 4. The write side (backend/commands/) never reads the read side (backend/queries/, backend/projections/, backend/read-store/).
    governs: (file) => under(file, 'backend/commands'),
    forbids: (target) =>
      target.kind === 'file' && ['backend/queries', 'backend/projections', 'backend/read-store'].some((side) => under(target.path, side))
        ? `backend/commands/ must not import ${target.path} (read side)`
        : null,
  },
  {
    // 5. The read side (backend/queries/) never imports the write side (backend/commands/).
    governs: (file) => under(file, 'backend/queries'),
    forbids: (target) => (target.kind === 'file' && under(target.path, 'backend/commands') ? `backend/queries/ must not import ${target.path} (write side)` : null),
  },
  {
    // 6. A web feature (web/src/features/<name>/) never imports another feature; share code via web/src/components etc.
    governs: (file) => feature(file) !== undefined,
    forbids: (target, file) => {
      const other = target.kind === 'file' ? feature(target.path) : undefined;
      return other && other !== feature(file) ? `web/src/features/${feature(file)}/ must not import ${target.path} (feature '${other}')` : null;
    },
  },
  {
    // 7. No import runs from a lower room back up: the rooms below (LOWER_ROOMS) never import the HTTP layer, the command-line
    //    tools, the seed or the composition root (core.ts, deps.ts, stores.ts, main.ts); what they need is handed to them.
    governs: (file) => lowerRoom(file) !== undefined,
    forbids: (target, file) => {
      if (target.kind !== 'file') return null;
      const upper = UPPER_FOLDERS.find((folder) => under(target.path, folder)) ?? UPPER_MODULES.find((module) => isModule(target.path, module));
      return upper ? `backend/${lowerRoom(file)}/ must not import ${target.path} (${upper} sits above it)` : null;
    },
  },
  {
    // 8. Read models (backend/projections/) are pure folds: they import domain/, other read models, the processors' types
    //    (backend/processors/) and the read-store port (backend/read-store/read-store.ts), and nothing else: no adapter, no package.
    governs: (file) => under(file, 'backend/projections'),
    forbids: (target) => {
      if (target.kind !== 'file') return `backend/projections/ must not import '${target.name}' (a read model is a pure fold: no package, no I/O)`;
      const allowed = ['domain', 'backend/projections', 'backend/processors'].some((folder) => under(target.path, folder)) || isModule(target.path, 'backend/read-store/read-store');
      return allowed ? null : `backend/projections/ must not import ${target.path} (only domain/, backend/processors/ and the read-store port)`;
    },
  },
  {
    // 9. Reactors (backend/reactors/) read the log, never the read models: no backend/queries/, backend/projections/, backend/read-store/.
    governs: (file) => under(file, 'backend/reactors'),
    forbids: (target) =>
      target.kind === 'file' && ['backend/queries', 'backend/projections', 'backend/read-store'].some((side) => under(target.path, side))
        ? `backend/reactors/ must not import ${target.path} (reactors read the log, not the read models)`
        : null,
  },
  {
    // 10. Koa (koa, koa-*, @koa/*) is the HTTP layer's: in backend/ only backend/http/ and the entry points (main.ts, start.mjs) import it.
    governs: (file) => under(file, 'backend') && !under(file, 'backend/http') && !['backend/main.ts', 'backend/start.mjs'].includes(file),
    forbids: (target) => (target.kind === 'package' && isKoa(target.name) ? `only backend/http/ may import '${target.name}' (Koa belongs to the HTTP layer)` : null),
  },
];

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the dependency rules between domain/, backend/ and web/ (see eslint.config.js)' },
    schema: [],
    messages: { forbidden: 'Import boundary: {{reason}}.' },
  },
  create(context) {
    const importerAbs = path.resolve(context.cwd, context.filename);
    const file = path.relative(repoRoot, importerAbs).split(path.sep).join('/');
    const boundaries = BOUNDARIES.filter((b) => b.governs(file));
    if (boundaries.length === 0) return {};
    const check = (sourceNode) => {
      const specifier =
        sourceNode?.type === 'Literal' && typeof sourceNode.value === 'string'
          ? sourceNode.value
          : sourceNode?.type === 'TemplateLiteral' && sourceNode.expressions.length === 0
            ? sourceNode.quasis[0].value.cooked
            : undefined;
      if (specifier === undefined) return;
      const target = classify(specifier, importerAbs);
      for (const boundary of boundaries) {
        const reason = boundary.forbids(target, file);
        if (reason) context.report({ node: sourceNode, messageId: 'forbidden', data: { reason } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportEqualsDeclaration: (node) => node.moduleReference.type === 'TSExternalModuleReference' && check(node.moduleReference.expression),
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
      'CallExpression[callee.type="Identifier"][callee.name="require"]': (node) => check(node.arguments[0]),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------------
// No import cycles: a second local rule, also without a resolver plugin. Once per lint run (per root) it reads every
// source file of backend/ and domain/, resolves their relative and tsconfig-alias specifiers to files (as written, then
// with .ts, .tsx, .mts, .mjs, or a folder's index), and walks the graph depth-first from each file in path order; an
// import that leads back to a file still on the walk's path closes a cycle and is reported, with the cycle (every cycle
// holds at least one such import, so once none is reported the graph has no cycle).
// Type-only imports and re-exports (`import type`, `export type`, or every name marked `type`) are left out: they are
// erased before the code runs, so they cannot make modules load in a circle. Dynamic `import()` counts (a dependency all
// the same). The graph is read from disk, not from an editor's unsaved text. Option `root` (tests): another tree to read.

const CYCLE_FOLDERS = ['backend', 'domain'];
const CYCLE_SOURCE = /\.(?:ts|tsx|mts|mjs)$/;
const CYCLE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx', '/index.mjs'];

/** Every file under `dir` whose name `accept` takes, as absolute paths; a folder that cannot be read is skipped. */
function filesUnder(dir, accept) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const abs = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(abs, accept) : accept(entry.name) ? [abs] : [];
  });
}

/** The source files under `root`'s CYCLE_FOLDERS (declaration files left out), as absolute paths. */
function sourceFiles(root) {
  return CYCLE_FOLDERS.flatMap((folder) => filesUnder(path.join(root, folder), (name) => CYCLE_SOURCE.test(name) && !/\.d\.m?ts$/.test(name))).sort();
}

/** The specifiers a file imports at run time, in source order: static imports and re-exports, then dynamic import()s. */
function runtimeSpecifiers(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS);
  const allTypes = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly = clause && (clause.isTypeOnly || (!clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && allTypes(clause.namedBindings.elements)));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const typeOnly = statement.isTypeOnly || (statement.exportClause && ts.isNamedExports(statement.exportClause) && allTypes(statement.exportClause.elements));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  if (text.includes('import(')) {
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0]))
        specifiers.push(node.arguments[0].text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return specifiers;
}

/** The file a specifier names under `root` (relative, or a tsconfig alias), or undefined (a package, a built-in, no such file). */
function resolveImport(specifier, importer, root, known) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier);
  else {
    const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
    if (!alias) return undefined;
    base = path.join(root, alias[1], specifier.slice(alias[0].length));
  }
  return CYCLE_SUFFIXES.map((suffix) => base + suffix).find((candidate) => known.has(candidate));
}

/**
 * The import graph of `root`'s backend/ and domain/ (run-time imports only) and the imports that close a cycle:
 * Map(importer → [{ specifier, cycle: repo-relative paths from the imported file round to it }]).
 */
export function importCycles(root) {
  const files = sourceFiles(root);
  const known = new Set(files);
  const graph = new Map(
    files.map((file) => [
      file,
      runtimeSpecifiers(file, fs.readFileSync(file, 'utf8'))
        .map((specifier) => ({ specifier, target: resolveImport(specifier, file, root, known) }))
        .filter((edge) => edge.target),
    ]),
  );
  const closers = new Map();
  const state = new Map(); // file → 'open' (on the walk's path) | 'done'
  const trail = [];
  const visit = (file) => {
    state.set(file, 'open');
    trail.push(file);
    for (const { specifier, target } of graph.get(file)) {
      if (state.get(target) === 'open') {
        if (closers.get(file)?.some((closer) => closer.specifier === specifier)) continue;
        const cycle = [...trail.slice(trail.indexOf(target)), target].map((p) => path.relative(root, p).split(path.sep).join('/'));
        closers.set(file, [...(closers.get(file) ?? []), { specifier, cycle }]);
      } else if (!state.has(target)) visit(target);
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return { files, closers };
}

const cyclesByRoot = new Map();

const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the run-time imports of backend/ and domain/ (see eslint.config.js)' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'Import cycle: {{cycle}}. Move what both sides need into a lower module, or split one of them.' },
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0]?.root ?? repoRoot);
    if (!cyclesByRoot.has(root)) cyclesByRoot.set(root, importCycles(root));
    const closers = cyclesByRoot.get(root).closers.get(path.resolve(context.cwd, context.filename));
    if (!closers) return {};
    const check = (sourceNode) => {
      const specifier = sourceNode?.type === 'Literal' ? sourceNode.value : sourceNode?.type === 'TemplateLiteral' && sourceNode.expressions.length === 0 ? sourceNode.quasis[0].value.cooked : undefined;
      for (const closer of closers.filter((c) => c.specifier === specifier)) context.report({ node: sourceNode, messageId: 'cycle', data: { cycle: closer.cycle.join(' → ') } });
    };
    return {
      ImportDeclaration: (node) =>
        node.importKind !== 'type' &&
        !(node.specifiers.length > 0 && node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type')) &&
        check(node.source),
      ExportNamedDeclaration: (node) =>
        node.source &&
        node.exportKind !== 'type' &&
        !(node.specifiers.length > 0 && node.specifiers.every((s) => s.exportKind === 'type')) &&
        check(node.source),
      ExportAllDeclaration: (node) => node.exportKind !== 'type' && check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default defineConfig(
  // Not linted: dependencies, build output, the generated route tree, local data and test/coverage reports.
  globalIgnores(['**/node_modules/', 'web/dist/', 'web/src/routeTree.gen.ts', 'web/src/paraglide/', 'data/', 'coverage/', 'test-results/', '.tmp/', 'screenshots/', '.build/']),
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    // ESLint's and typescript-eslint's recommended syntax-only rules (likely bugs, unsafe TypeScript constructs).
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { arch: { rules: { 'import-boundaries': importBoundaries, 'no-import-cycles': noImportCycles } } },
    rules: {
      // The architecture's dependency rules (domain purity, web ↛ backend, event store ↛ contexts, CQRS sides, features).
      'arch/import-boundaries': 'error',
      // No import cycles in backend/ and domain/ (run-time imports; the graph is built once per lint run).
      'arch/no-import-cycles': 'error',
      // Unused code is an error, except names starting with `_` (deliberately unused parameters, destructured leftovers).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Tests may use `any` for stubs and deliberately malformed inputs.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The SPA (web/src): one module owns each API endpoint (spaEndpointOwnerRule, below the config), and React's rules
    // of hooks: hooks only at the top level of components and hooks; effects, memos and callbacks list what they read.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { spa: { rules: { 'endpoint-owner': spaEndpointOwnerRule() } }, 'react-hooks': require('eslint-plugin-react-hooks') },
    rules: {
      'spa/endpoint-owner': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);

// ---------------------------------------------------------------------------------------------------------------------
// The SPA's rules (the last block above; declared here, below the config: function declarations are hoisted).
//
// One owner per API endpoint (web/src): every string literal or template in web/src that starts with `/api/` names an
// endpoint (a template's `${…}` parts read as `:param`; a query string is left out). An endpoint named in two modules is
// reported in both: each endpoint has one owner, its query options or mutation module (the feature's api/ folder, or
// web/src/api/ when more than one feature needs it). Nor is an endpoint's path exported (as a constant, or an arrow that
// builds it): other modules would call the endpoint through it. The other modules are read from disk once per lint run
// (per root), with the same parser; option `root` (tests): another tree whose web/src is read.

/** The endpoint a string literal or template names (`/api/users/:param/responsiveness`), or undefined. */
function spaEndpointOf(node) {
  let text;
  if (node.type === 'Literal' && typeof node.value === 'string') text = node.value;
  else if (node.type === 'TemplateLiteral') text = node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(':param');
  return text?.startsWith('/api/') ? text.split(/[?#]/)[0] : undefined;
}

/** Whether the literal is the value of an exported constant, or of an exported arrow that returns it. */
function spaIsExportedPath(node) {
  const parent = node.parent;
  const declarator =
    parent?.type === 'VariableDeclarator' ? parent : parent?.type === 'ArrowFunctionExpression' && parent.body === node && parent.parent?.type === 'VariableDeclarator' ? parent.parent : undefined;
  return declarator?.parent?.parent?.type === 'ExportNamedDeclaration';
}

const spaEndpointsByRoot = new Map();

/** Map(endpoint → Set of the modules under `root`/web/src that name it, as paths relative to `root`). */
function spaEndpointIndex(root) {
  if (spaEndpointsByRoot.has(root)) return spaEndpointsByRoot.get(root);
  const index = new Map();
  const visit = (node, keys, file) => {
    const endpoint = spaEndpointOf(node);
    if (endpoint) index.set(endpoint, (index.get(endpoint) ?? new Set()).add(path.relative(root, file).split(path.sep).join('/')));
    for (const key of keys[node.type] ?? []) {
      for (const child of [node[key]].flat()) if (child && typeof child.type === 'string') visit(child, keys, file);
    }
  };
  for (const file of filesUnder(path.join(root, 'web', 'src'), (name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('/api/')) continue;
    const { ast, visitorKeys } = tseslint.parser.parseForESLint(text, { filePath: file, ecmaVersion: 'latest', sourceType: 'module', range: true });
    visit(ast, visitorKeys, file);
  }
  spaEndpointsByRoot.set(root, index);
  return index;
}

function spaEndpointOwnerRule() {
  return {
    meta: {
      type: 'problem',
      docs: { description: 'One module owns each API endpoint of the SPA (see eslint.config.js)' },
      schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
      messages: {
        duplicate:
          'Endpoint {{endpoint}} is also named in {{others}}: one module owns each endpoint (its query options or mutation); when two features need it, it lives in web/src/api/ and both use that.',
        exported: 'Endpoint path {{endpoint}} is exported: other modules would call the endpoint through it. Export the query options or the request instead.',
      },
    },
    create(context) {
      const root = path.resolve(context.cwd, context.options[0]?.root ?? repoRoot);
      // The linted file's place in that tree (with `root` set, a file of the other tree as if it were linted there).
      const file = path.relative(context.cwd, path.resolve(context.cwd, context.filename)).split(path.sep).join('/');
      const check = (node) => {
        const endpoint = spaEndpointOf(node);
        if (!endpoint) return;
        const others = [...(spaEndpointIndex(root).get(endpoint) ?? [])].filter((other) => other !== file);
        if (others.length > 0) context.report({ node, messageId: 'duplicate', data: { endpoint, others: others.join(', ') } });
        if (spaIsExportedPath(node)) context.report({ node, messageId: 'exported', data: { endpoint } });
      };
      return { Literal: check, TemplateLiteral: check };
    },
  };
}
