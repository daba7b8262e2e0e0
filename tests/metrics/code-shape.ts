// Code-shape metrics: counts of patterns the code base means to have fewer of, over the working tree as
// it is (uncommitted files included), printed as Markdown with the places behind each count.
//
//   npx tsx tests/metrics/code-shape.ts        (npm run metrics)
//
// Files are read as syntax trees through the TypeScript compiler API (see code-shape-lib.ts); imports
// are read from the trees, so `import type` and `import { type X }` are told apart from value imports.
// Conventions the metrics rely on:
// - A repository is a file named `repository.ts` or `*-repository.ts`, or any file in a folder named
//   `repository/` or `repositories/` (the code base uses the first two: modules/people/repository.ts,
//   modules/people/account-repository.ts, modules/pipeline/board/repository.ts …).
// - A module is a folder directly under src/server/modules; its files are everything below that folder
//   (modules/pipeline/board/… belongs to `pipeline`). src/server/modules/index.ts belongs to no module.
// - Client code is src/admin, src/portal, src/widgets and src/shell.
// - An import is type-only when it is `import type …`/`export type … from`, or when every name it brings
//   is marked `type`; a bare `import './x'` is a value import.
import path from 'node:path';
import {
  SyntaxKind,
  Trees,
  calleeText,
  commandOutput,
  importsOf,
  placeOf,
  rel,
  renderReport,
  sourceFiles,
  stronglyConnected,
  walk,
  type Metric,
  type Node,
  type SourceFile,
} from './code-shape-lib.ts';
import {
  isArrayTypeNode,
  isArrowFunction,
  isCallExpression,
  isFunctionExpression,
  isIdentifier,
  isInterfaceDeclaration,
  isIntersectionTypeNode,
  isJsxOpeningElement,
  isJsxSelfClosingElement,
  isParenthesizedTypeNode,
  isPropertyAccessExpression,
  isPropertySignatureDeclaration,
  isTypeAliasDeclaration,
  isTypeLiteralNode,
  isTypeOperatorNode,
  isTypeReferenceNode,
  type TypeElement,
  type TypeNode,
} from 'typescript/unstable/ast';

const MODULES = 'src/server/modules';
const CLIENT_DIRS = ['src/admin', 'src/portal', 'src/widgets', 'src/shell'];

const trees = new Trees();
const serverModuleFiles = sourceFiles(MODULES);
const clientFiles = CLIENT_DIRS.flatMap(sourceFiles);

const isRepository = (file: string) => /(^|-)repository\.ts$/.test(path.basename(file)) || /\/(repository|repositories)\//.test(rel(file));
/** The module a file belongs to, or undefined outside src/server/modules/<module>/. */
const moduleOf = (file: string) => rel(file).match(/^src\/server\/modules\/([^/]+)\//)?.[1];

// 1. sql-outside-repositories ------------------------------------------------------------------------
const DRIZZLE = new Set(['drizzle-orm', 'drizzle-orm/pg-core']);
const isTablesFile = (file: string | undefined) =>
  !!file && (rel(file).startsWith('src/server/db/schema/') || rel(file) === 'generated/server/tables.ts');
// The query-builder entry points, on a receiver whose last name is db/tx (db, tx, deps.db, opts.db, trx).
const SQL_METHODS = new Set(['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute', 'query']);
const DB_RECEIVER = /(^|\.)(db|tx|trx)$/i;

function sqlReasons(tree: SourceFile): string[] {
  const reasons: string[] = [];
  for (const imp of importsOf(tree)) {
    const values = imp.names.filter((n) => !n.typeOnly).map((n) => n.imported);
    if (DRIZZLE.has(imp.spec) && values.length) reasons.push(`${imp.spec} {${values.join(', ')}}`);
    if (isTablesFile(imp.resolved) && values.length) reasons.push(`tables {${values.join(', ')}} from ${rel(imp.resolved!)}`);
  }
  const calls = new Map<string, number>();
  walk(tree, (n) => {
    if (!isCallExpression(n) || !isPropertyAccessExpression(n.expression) || !SQL_METHODS.has(n.expression.name.text)) return;
    const receiver = calleeText(n.expression.expression);
    if (receiver && DB_RECEIVER.test(receiver)) {
      const key = `${receiver}.${n.expression.name.text}()`;
      calls.set(key, (calls.get(key) ?? 0) + 1);
    }
  });
  for (const [call, times] of calls) reasons.push(times > 1 ? `${call} ×${times}` : call);
  return reasons;
}

const sqlOutside = serverModuleFiles
  .filter((f) => !isRepository(f))
  .flatMap((f) => {
    const reasons = sqlReasons(trees.get(f));
    return reasons.length ? [`${rel(f)}: ${reasons.join('; ')}`] : [];
  });

// 2. cross-module-repository-imports, 3. module-cycles ------------------------------------------------
// "Imports from a file of module A into a repository file of module B" is read as: the repository of B
// imports a file of A. The other reading (a file of A imports B's repository) is its own row,
// cross-module-repository-uses. Both count value imports only, one per import declaration.
const intoRepositories: string[] = []; // a repository of module B imports a file of module A
const ofRepositories: string[] = []; // a file of module A imports the repository of module B
const graph = new Map<string, Set<string>>();
let typeOnlyCrossings = 0; // type-only imports that would otherwise count in 2. (reported in its note)
for (const file of serverModuleFiles) {
  const from = moduleOf(file);
  if (!from) continue;
  if (!graph.has(from)) graph.set(from, new Set());
  for (const imp of importsOf(trees.get(file))) {
    const to = imp.resolved && moduleOf(imp.resolved);
    if (!to || to === from) continue;
    if (imp.typeOnly) {
      if (isRepository(file) || isRepository(imp.resolved!)) typeOnlyCrossings++;
      continue;
    }
    const place = `${rel(file)}:${imp.line} → ${rel(imp.resolved!)}`;
    if (isRepository(file)) intoRepositories.push(`${from} ← ${to}: ${place}`);
    if (isRepository(imp.resolved!)) ofRepositories.push(`${from} → ${to}: ${place}`);
    graph.get(from)!.add(to);
  }
}
// Each component, then one line per member: the members it imports (edges inside the component only).
const cycles = stronglyConnected(graph).filter((c) => c.length > 1);
const cyclePlaces = cycles.flatMap((c) => {
  const inside = (a: string) => c.filter((b) => graph.get(a)!.has(b));
  const edges = c.reduce((sum, a) => sum + inside(a).length, 0);
  return [`{${c.join(', ')}}: ${c.length} modules, ${edges} edges`, ...c.map((a) => `  ${a} → ${inside(a).join(', ')}`)];
});

// 4. useEffect-fetches: every call anywhere inside the effect's function counts, nested functions included;
// one row per useEffect, listing the calls that made it count. ------------------------------------------
const FETCH_NAME = /^(get|load|fetch|list|http|api|request|call)/i;
const API_PATH = /(^|[^a-z])api|Api/; // resume-api/, api.ts, codeApi.ts — not "capital"
const ARRAY_METHOD = /\.(map|filter|forEach|find|some|every|reduce|flatMap|includes|join|slice|sort)$/;

function effectFetches(tree: SourceFile): string[] {
  // Local names bound by imports from a file whose path names an api.
  const fromApi = new Set(
    importsOf(tree)
      .filter((i) => i.spec.startsWith('.') && API_PATH.test(i.spec))
      .flatMap((i) => i.names.map((n) => n.local)),
  );
  const out: string[] = [];
  walk(tree, (n) => {
    if (!isCallExpression(n) || !/(^|\.)useEffect$/.test(calleeText(n.expression) ?? '')) return;
    const effect = n.arguments[0];
    if (!effect || !(isArrowFunction(effect) || isFunctionExpression(effect))) return;
    const hits = new Set<string>();
    walk(effect.body, (c) => {
      if (!isCallExpression(c)) return;
      // The call's name is the dotted callee read from its first name: `load`, `http.get`, `loadRef.current`;
      // array methods on a value that happens to be called `list…` are not fetches.
      const name = calleeText(c.expression);
      if (!name || ARRAY_METHOD.test(name)) return;
      if (FETCH_NAME.test(name) || fromApi.has(name.split('.')[0]!)) hits.add(name);
    });
    if (hits.size) out.push(`${placeOf(tree, n)}: ${[...hits].join(', ')}`);
  });
  return out;
}
const effectPlaces = ['src/admin', 'src/portal', 'src/widgets'].flatMap(sourceFiles).flatMap((f) => effectFetches(trees.get(f)));

// 5. list-envelopes, 7. option-types --------------------------------------------------------------------
const LIST_MEMBER = new Set(['list', 'items', 'rows']);
const TOTAL_MEMBER = new Set(['totalCount', 'total']);
const isArrayType = (t: TypeNode | undefined): boolean =>
  !!t &&
  (isArrayTypeNode(t) ||
    (isTypeOperatorNode(t) && isArrayType(t.type)) ||
    (isTypeReferenceNode(t) && isIdentifier(t.typeName) && ['Array', 'ReadonlyArray'].includes(t.typeName.text)));
/** The members of an interface, or of the object types an alias is made of (`{…}`, `{…} & {…}`). */
const membersOf = (t: TypeNode): readonly TypeElement[] =>
  isTypeLiteralNode(t)
    ? t.members
    : isIntersectionTypeNode(t)
      ? t.types.flatMap(membersOf)
      : isParenthesizedTypeNode(t)
        ? membersOf(t.type)
        : [];
const memberName = (m: TypeElement) => (isPropertySignatureDeclaration(m) && isIdentifier(m.name) ? m.name.text : undefined);

const envelopes: string[] = [];
const optionTypes: string[] = [];
for (const f of clientFiles) {
  const tree = trees.get(f);
  walk(tree, (n) => {
    if (!isInterfaceDeclaration(n) && !isTypeAliasDeclaration(n)) return;
    const members = isInterfaceDeclaration(n) ? n.members : membersOf(n.type);
    if (n.name.text === 'Option') optionTypes.push(`${placeOf(tree, n)} (${isInterfaceDeclaration(n) ? 'interface' : 'type'})`);
    const hasList = members.some((m) => LIST_MEMBER.has(memberName(m) ?? '') && isPropertySignatureDeclaration(m) && isArrayType(m.type));
    const hasTotal = members.some((m) => TOTAL_MEMBER.has(memberName(m) ?? ''));
    if (hasList && hasTotal) envelopes.push(`${n.name.text} — ${placeOf(tree, n)}`);
  });
}

// 6. raw-admin-tables -----------------------------------------------------------------------------------
const rawTables = sourceFiles('src/admin/pages').flatMap((f) => {
  const tree = trees.get(f);
  const locals = importsOf(tree).flatMap((i) =>
    i.names
      .filter(
        (n) =>
          !n.typeOnly &&
          ((i.spec === '@mui/material/Table' && n.imported === 'default') || (i.spec === '@mui/material' && n.imported === 'Table')),
      )
      .map((n) => n.local),
  );
  if (!locals.length) return [];
  let rendered = 0;
  walk(tree, (n) => {
    if ((isJsxOpeningElement(n) || isJsxSelfClosingElement(n)) && isIdentifier(n.tagName) && locals.includes(n.tagName.text)) rendered++;
  });
  return [`${rel(f)}${rendered ? '' : ' (imported, no <Table> rendered)'}`];
});

// 8. hand-typed-urls: controllers are the first segments of '/Capitalised…' literals in the route files
// (src/server/**/routes.ts, *-routes.ts, generated/server/routes.ts); one count per client literal. --------
/** Literal text of string literals, `…` literals and template heads below a node. */
function literals(tree: SourceFile, visit: (text: string, node: Node) => void) {
  walk(tree, (n) => {
    if (n.kind === SyntaxKind.StringLiteral || n.kind === SyntaxKind.NoSubstitutionTemplateLiteral || n.kind === SyntaxKind.TemplateHead) {
      visit((n as Node & { text: string }).text, n);
    }
  });
}
const routeFiles = [...sourceFiles('src/server'), ...sourceFiles('generated/server')].filter((f) =>
  /(^|-)routes\.ts$/.test(path.basename(f)),
);
const controllers = new Set<string>();
for (const f of routeFiles)
  literals(trees.get(f), (text) => {
    const m = text.match(/^\/([A-Z][A-Za-z0-9]*)(\/|$)/);
    if (m) controllers.add(m[1]!);
  });
const urlPlaces: string[] = [];
for (const f of clientFiles) {
  const tree = trees.get(f);
  // The client writes paths relative to /recruit/api ('Position/GetList'), so the leading slash is optional.
  literals(tree, (text, n) => {
    const m = text.match(/^\/?([A-Z][A-Za-z0-9]*)\/[A-Za-z]/);
    if (m && controllers.has(m[1]!) && !contractChecked(n)) urlPlaces.push(`${placeOf(tree, n)}: '${text}'`);
  });
}

/**
 * A path the type check holds to the contract (generated/client/api.ts) is not hand-typed: the path of a
 * call through src/shell/api.ts or query.ts, a path in a type (ApiData<'/X/Y'>), a path in `invalidates`.
 */
function contractChecked(n: Node): boolean {
  const parent = (n as Node & { parent?: Node }).parent;
  if (!parent) return false;
  if (parent.kind === SyntaxKind.LiteralType) return true;
  if (isCallExpression(parent))
    return /^(api\.(get|post|put|delete|download)|useApiQuery|useApiMutation|invalidate|setAnswer|postApiForm)$/.test(
      calleeText(parent.expression) ?? '',
    );
  const grand = (parent as Node & { parent?: Node }).parent;
  return parent.kind === SyntaxKind.ArrayLiteralExpression && grand !== undefined && /^\s*invalidates\s*:/.test(grand.getText?.() ?? '');
}

// 9. long-server-lines: .ts files only (not the .sql migrations or .json data); length in code points -----
const LONG = 160;
const longLines = sourceFiles('src/server').flatMap((f) =>
  trees
    .get(f)
    .text.split(/\r?\n/)
    .flatMap((line, i) => ([...line].length > LONG ? [`${rel(f)}:${i + 1} (${[...line].length})`] : [])),
);

// 10. duplicates ------------------------------------------------------------------------------------------
const dupOutput = commandOutput('duplicates', ['--repo', 'src', '--most', '1']);
const dupFirst = dupOutput?.split('\n')[0] ?? '';
const dupPairs = dupFirst.match(/^(\d+) pairs?\b/)?.[1];

trees.close();

// Output -----------------------------------------------------------------------------------------------
const commit = commandOutput('git', ['rev-parse', '--short', 'HEAD'])?.trim() ?? 'unknown';
const dirty = commandOutput('git', ['status', '--porcelain', '--', 'src', 'generated'])?.split('\n').filter(Boolean).length ?? 0;
const metrics: Metric[] = [
  {
    name: 'sql-outside-repositories',
    what: 'files under src/server/modules, not repositories, that import drizzle-orm values or schema tables, or call db/tx query methods',
    count: sqlOutside.length,
    places: sqlOutside,
  },
  {
    name: 'cross-module-repository-imports',
    what: 'value imports of a file of module A in a repository file of module B (A ≠ B)',
    count: intoRepositories.length,
    places: intoRepositories,
    note: `Type-only imports are left out of this row and the next (${typeOnlyCrossings} of them).`,
  },
  {
    name: 'cross-module-repository-uses',
    what: 'the other reading of the row above: value imports of the repository of module B in a file of module A (A ≠ B)',
    count: ofRepositories.length,
    places: ofRepositories,
  },
  {
    name: 'module-cycles',
    what: 'strongly connected components of more than one module in the server module graph (value imports)',
    count: cycles.length,
    places: cyclePlaces,
  },
  {
    name: 'useEffect-fetches',
    what: 'useEffect calls in src/admin, src/portal, src/widgets whose body calls a fetch-like or api-imported function',
    count: effectPlaces.length,
    places: effectPlaces,
  },
  {
    name: 'list-envelopes',
    what: 'client interfaces/type aliases with a list/items/rows array and a total/totalCount member',
    count: envelopes.length,
    places: envelopes,
  },
  { name: 'raw-admin-tables', what: 'files under src/admin/pages importing MUI Table', count: rawTables.length, places: rawTables },
  { name: 'option-types', what: 'client declarations named Option', count: optionTypes.length, places: optionTypes },
  {
    name: 'hand-typed-urls',
    what: `client string literals/template heads starting with [/]Controller/Action of a registered controller (${controllers.size} controllers)`,
    count: urlPlaces.length,
    places: urlPlaces,
  },
  { name: 'long-server-lines', what: `lines over ${LONG} characters in src/server .ts files`, count: longLines.length, places: longLines },
  {
    name: 'duplicates',
    what: 'pairs reported by `duplicates --repo src --most 1`',
    count: dupPairs === undefined ? 'n/a' : Number(dupPairs),
    places: [],
    note: dupOutput === undefined ? 'the `duplicates` command is not available' : `first line: ${dupFirst}`,
  },
];
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const title = `# Code shape at ${commit} (${date} UTC${dirty ? `, ${dirty} uncommitted paths under src/ and generated/ included` : ''})`;
console.log(renderReport(title, metrics));
