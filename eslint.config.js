// ESLint flat config, run by `npm run lint` (and by CI, .ci/run). Syntax-only rules: no type-aware (typed) linting,
// so the whole repository lints in seconds.
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

const DOMAIN_PACKAGES = ['zod', 'xstate'];
const under = (p, folder) => p === folder || p.startsWith(`${folder}/`);
/** The domain context a repo path belongs to (`domain/<context>/…`), or undefined for files at domain/'s top level. */
const domainContext = (p) => p.match(/^domain\/([^/]+)\/./)?.[1];
const feature = (p) => p.match(/^web\/src\/features\/([^/]+)\/./)?.[1];

/**
 * Each boundary: which importing files it governs (repo-relative path test) and, for a classified import target,
 * the reason it is forbidden (or nothing when allowed).
 */
const BOUNDARIES = [
  {
    // 1. domain/ is pure: domain files, zod and xstate only; no backend/web, no Node built-ins or I/O, no store/network client.
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
    // 4. The write side (backend/commands/) never reads the read side (backend/queries/, backend/projections/).
    governs: (file) => under(file, 'backend/commands'),
    forbids: (target) =>
      target.kind === 'file' && (under(target.path, 'backend/queries') || under(target.path, 'backend/projections'))
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

export default defineConfig(
  // Not linted: dependencies, build output, the generated route tree, local data and test/coverage reports.
  globalIgnores(['**/node_modules/', 'web/dist/', 'web/src/routeTree.gen.ts', 'data/', 'coverage/', 'test-results/', '.tmp/', 'screenshots/', '.build/']),
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    // ESLint's and typescript-eslint's recommended syntax-only rules (likely bugs, unsafe TypeScript constructs).
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { arch: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      // The architecture's dependency rules (domain purity, web ↛ backend, event store ↛ contexts, CQRS sides, features).
      'arch/import-boundaries': 'error',
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
);
