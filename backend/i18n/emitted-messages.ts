// Finds every English message the server can answer with, by reading the sources' syntax trees (the catalogs' check uses it).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript6';

/** The factories of domain/shared/errors.ts (their first argument is a message) and their default messages. */
const FACTORIES = new Set(['invalid', 'unauthorized', 'forbidden', 'notFound', 'conflict', 'unprocessable', 'tooMany', 'unavailable', 'tooManyFor']);
/** zod's checks whose last argument may be the message. */
const ZOD_CHECKS = new Set(['min', 'max', 'length', 'email', 'url', 'regex', 'refine', 'nonempty', 'int', 'positive', 'nonnegative', 'gte', 'lte', 'gt', 'lt', 'startsWith', 'endsWith', 'includes', 'uuid', 'datetime', 'date', 'multipleOf', 'finite', 'safe']);
/** The product's name is a name, not a message. */
const PRODUCT = 'Internships for Highschoolers';
const SKIPPED_DIRS = new Set(['i18n', 'node_modules', 'seed', 'cli']);

export type Emitted = { text: string; file: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A template's text with each `${…}` as `{name}`, the name being the expression's last identifier. */
function templatePattern(node: ts.TemplateExpression): string {
  let text = node.head.text;
  for (const span of node.templateSpans) {
    const names = span.expression.getText().match(/[A-Za-z_]\w*/g) ?? ['value'];
    text += `{${names.filter((n) => !['length', 'toLowerCase', 'join', 'String'].includes(n)).pop() ?? 'value'}}${span.literal.text}`;
  }
  return text;
}

type Constants = Map<string, ts.Expression>;
/** Every call in the sources, by the name of the function called: a parameter's texts are those of its arguments. */
type Calls = Map<string, ts.CallExpression[]>;
let callsByName: Calls = new Map();

/** The arguments passed for `node` when it is a parameter of a named function (`must(state, 'X', MESSAGE)` → MESSAGE). */
function argumentsFor(node: ts.Identifier): ts.Expression[] {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (!ts.isFunctionLike(scope)) continue;
    const index = scope.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === node.text);
    if (index < 0) continue;
    const name = ts.isFunctionDeclaration(scope) && scope.name ? scope.name.text : ts.isArrowFunction(scope) && ts.isVariableDeclaration(scope.parent) && ts.isIdentifier(scope.parent.name) ? scope.parent.name.text : '';
    return (callsByName.get(name) ?? []).flatMap((call) => (call.arguments[index] ? [call.arguments[index]!] : []));
  }
  return [];
}
type Functions = Map<string, ts.Expression[]>;

/** The initializer of a `const name = …` in a block around `node` (a local variable), if any. */
function localInitializer(node: ts.Identifier): ts.Expression | undefined {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (!ts.isBlock(scope)) continue;
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const found = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === node.text && d.initializer);
      if (found) return found.initializer;
    }
  }
  return undefined;
}

/** The expressions a function body returns (not those of functions inside it). */
function returnsOf(body: ts.Block): ts.Expression[] {
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    node.forEachChild(visit);
  };
  body.statements.forEach(visit);
  return found;
}

/** The texts an expression can be: literals, templates (as patterns), constants, both arms of `?:` and `??`, a record's values. */
function textsOf(node: ts.Expression, constants: Constants, functions: Functions, seen = new Set<ts.Node>()): string[] {
  if (seen.has(node)) return [];
  seen.add(node);
  const again = (n: ts.Expression) => textsOf(n, constants, functions, seen);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [templatePattern(node)];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node) || ts.isSatisfiesExpression(node)) return again(node.expression);
  if (ts.isConditionalExpression(node)) return [...again(node.whenTrue), ...again(node.whenFalse)];
  if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
    return [...again(node.left), ...again(node.right)];
  }
  if (ts.isIdentifier(node)) {
    const value = localInitializer(node) ?? constants.get(node.text);
    return value ? again(value) : argumentsFor(node).flatMap(again);
  }
  if (ts.isObjectLiteralExpression(node)) return node.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? again(p.initializer) : []));
  if (ts.isElementAccessExpression(node) || ts.isPropertyAccessExpression(node)) {
    const target = ts.isIdentifier(node.expression) ? constants.get(node.expression.text) : undefined;
    return target && ts.isObjectLiteralExpression(target) ? again(target) : [];
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    return (functions.get(node.expression.text) ?? []).flatMap(again);
  }
  return [];
}

/** Top-level `const NAME = …` and `const f = (…) => expr` / `function f() { return expr }` of every file (names are unique enough). */
function collectDeclarations(files: ts.SourceFile[]): { constants: Constants; functions: Functions } {
  const constants: Constants = new Map();
  const functions: Functions = new Map();
  for (const file of files) {
    for (const statement of file.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) {
          if (!ts.isIdentifier(d.name) || !d.initializer) continue;
          if (ts.isArrowFunction(d.initializer)) functions.set(d.name.text, ts.isBlock(d.initializer.body) ? returnsOf(d.initializer.body) : [d.initializer.body]);
          else if (!constants.has(d.name.text)) constants.set(d.name.text, d.initializer);
        }
      } else if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
        functions.set(statement.name.text, returnsOf(statement.body));
      }
    }
  }
  return { constants, functions };
}

const calleeName = (call: ts.CallExpression | ts.NewExpression) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
};

/** The expressions in message positions of one file. */
function messageExpressions(file: ts.SourceFile, localFunctions: Set<string>): ts.Expression[] {
  const found: ts.Expression[] = [];
  const isSchemaFile = /schemas?\.ts$/.test(file.fileName);
  const usesZod = file.text.includes("from 'zod'");
  const inDomain = file.fileName.startsWith('domain/');
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node);
      const args = node.arguments ?? ts.factory.createNodeArray<ts.Expression>();
      if (FACTORIES.has(name) && ts.isIdentifier(node.expression)) found.push(...args.slice(0, 2));
      if (name === 'DomainError' && ts.isNewExpression(node)) found.push(...args.slice(1, 3));
      if (usesZod && ZOD_CHECKS.has(name) && ts.isPropertyAccessExpression(node.expression) && args.length) found.push(args[args.length - 1]!);
      if (isSchemaFile && ts.isIdentifier(node.expression) && localFunctions.has(name)) found.push(...args);
      for (const arg of args) if (ts.isObjectLiteralExpression(arg)) found.push(...messageProperties(arg, ['message', 'error', 'forbiddenMessage', 'unauthorizedMessage']));
    }
    // Why something is refused, chosen from a record of messages (`reason: WHY_NOT[status]`), ends in a 403's message.
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'reason' && ts.isElementAccessExpression(node.initializer)) found.push(node.initializer);
    if (inDomain && ts.isObjectLiteralExpression(node)) found.push(...messageProperties(node, ['message']));
    // Why a conversation takes no message (a thread's `closedReason`): the SPA shows it in the page's language.
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'closedReason' && ts.isIdentifier(node.initializer)) found.push(node.initializer);
    // A record of problems by field (`{ startDate: START_BEFORE_DEADLINE }`, `problems.hoursPerWeek = TOO_MANY_HOURS`): its messages.
    if (inDomain && ts.isPropertyAssignment(node) && isMessageConstant(node.initializer)) found.push(node.initializer);
    if (inDomain && ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(node.left) && isMessageConstant(node.right)) found.push(node.right);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && /\.body$/.test(node.left.getText()) && ts.isObjectLiteralExpression(node.right)) {
      found.push(...messageProperties(node.right, ['message']));
    }
    if ((ts.isFunctionDeclaration(node) || ts.isArrowFunction(node)) && /Message$/.test(functionName(node))) {
      node.forEachChild(function returns(child) {
        if (ts.isReturnStatement(child) && child.expression) found.push(child.expression);
        child.forEachChild(returns);
      });
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

/** A constant named like a message (`START_BEFORE_DEADLINE`): the way the sources name their messages. */
const isMessageConstant = (node: ts.Expression) => ts.isIdentifier(node) && /^[A-Z][A-Z0-9_]+$/.test(node.text);

const functionName = (node: ts.FunctionDeclaration | ts.ArrowFunction) =>
  ts.isFunctionDeclaration(node) ? (node.name?.text ?? '') : ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name) ? node.parent.name.text : '';

const messageProperties = (object: ts.ObjectLiteralExpression, names: string[]) =>
  object.properties.flatMap((p) => (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && names.includes(p.name.text) ? [p.initializer] : []));

/** Every message `domain/` and `backend/` can answer with (sorted, unique), each with the first file that emits it. */
export function emittedMessages(root: string): Emitted[] {
  const files = ['domain', 'backend'].flatMap((dir) => sourceFiles(join(root, dir))).map((path) => ts.createSourceFile(relative(root, path), readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true));
  const { constants, functions } = collectDeclarations(files);
  callsByName = new Map();
  for (const file of files) {
    file.forEachChild(function collect(node) {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) callsByName.set(node.expression.text, [...(callsByName.get(node.expression.text) ?? []), node]);
      node.forEachChild(collect);
    });
  }
  const byText = new Map<string, string>();
  for (const file of files) {
    const local = new Set(file.statements.flatMap((s) => (ts.isVariableStatement(s) ? s.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) && d.initializer && ts.isArrowFunction(d.initializer) ? [d.name.text] : [])) : [])));
    for (const expression of messageExpressions(file, local)) {
      for (const text of textsOf(expression, constants, functions)) {
        if (/[A-Za-z]{2}\S*\s+\S/.test(text) && text !== PRODUCT && !byText.has(text)) byText.set(text, file.fileName);
      }
    }
  }
  // The factories' default messages.
  for (const text of ['Not signed in', 'Not allowed', 'Not found', 'Too many attempts. Please try again later.']) byText.set(text, 'domain/shared/errors.ts');
  return [...byText].map(([text, file]) => ({ text, file })).sort((a, b) => a.text.localeCompare(b.text));
}
