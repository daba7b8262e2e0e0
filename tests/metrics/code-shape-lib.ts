// Helpers for tests/metrics/code-shape.ts: reading the code base's syntax trees through the TypeScript
// compiler API, reading imports, resolving relative import paths, strongly connected components and
// the Markdown output. Nothing here knows about a particular metric.
//
// The project is on TypeScript 7, whose compiler API is the out-of-process one under
// `typescript/unstable/*`: one tsgo process parses the tsconfig.json project, and each file's tree
// is read from it (parse only: nothing is type-checked).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { API } from 'typescript/unstable/sync';
import {
  SyntaxKind,
  isCallExpression,
  isExportDeclaration,
  isIdentifier,
  isImportDeclaration,
  isPropertyAccessExpression,
  isStringLiteral,
  type CallExpression,
  type Expression,
  type Node,
  type SourceFile,
} from 'typescript/unstable/ast';

export { SyntaxKind };
export type { CallExpression, Node, SourceFile };

/** The repository's root (this file lives in tests/metrics/). */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A path relative to the root, with forward slashes: how every place is printed. */
export const rel = (abs: string) => path.relative(ROOT, abs).split(path.sep).join('/');

/** The .ts/.tsx files below a folder (given relative to the root), sorted; absolute paths. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const visit = (abs: string) => {
    for (const name of readdirSync(abs).sort()) {
      const child = path.join(abs, name);
      if (statSync(child).isDirectory()) {
        if (name !== 'node_modules') visit(child);
      } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(child);
    }
  };
  const start = path.join(ROOT, dir);
  if (existsSync(start)) visit(start);
  return out;
}

/** Syntax trees of the project's files, read from one tsgo process opened on tsconfig.json. */
export class Trees {
  private readonly api = new API({ cwd: ROOT });
  private readonly program = this.api.updateSnapshot({ openProjects: [path.join(ROOT, 'tsconfig.json')] }).getProjects()[0]!.program;
  get(file: string): SourceFile {
    const tree = this.program.getSourceFile(file);
    if (!tree) throw new Error(`${rel(file)} is not in the tsconfig.json program`);
    return tree;
  }
  close() {
    this.api.close();
  }
}

/** Calls `visit` on `node` and every node below it, depth first. */
export function walk(node: Node, visit: (n: Node) => void) {
  visit(node);
  node.forEachChild((child) => {
    walk(child, visit);
  });
}

/** The 1-based line a node starts on. */
export const lineOf = (tree: SourceFile, node: Node) => tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;

/** `file:line` of a node. */
export const placeOf = (tree: SourceFile, node: Node) => `${rel(tree.fileName)}:${lineOf(tree, node)}`;

/** One name an import brings in: `imported` is the exported name ('default' and '*' for those forms). */
export interface ImportedName {
  imported: string;
  local: string;
  typeOnly: boolean;
}

/** One `import … from`, `export … from` or `import('…')` of a file. */
export interface ImportInfo {
  spec: string;
  /** The absolute path of the imported file when the specifier is relative and the file exists. */
  resolved: string | undefined;
  /** True when nothing of the import survives compilation: `import type`, or only `type` names. */
  typeOnly: boolean;
  names: ImportedName[];
  line: number;
}

/** Resolves a relative specifier the way the bundler does (the code base has no path aliases). */
export function resolveImport(fromFile: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

const textOf = (e: Expression | undefined) => (e && isStringLiteral(e) ? e.text : undefined);

/** Every import of a file: declarations, re-exports and dynamic `import('…')` calls. */
export function importsOf(tree: SourceFile): ImportInfo[] {
  const out: ImportInfo[] = [];
  const add = (node: Node, spec: string | undefined, names: ImportedName[], wholeTypeOnly: boolean) => {
    if (spec === undefined) return;
    // A declaration whose every name is `type` leaves nothing at run time; a bare `import './x'` does.
    const typeOnly = wholeTypeOnly || (names.length > 0 && names.every((n) => n.typeOnly));
    out.push({ spec, resolved: resolveImport(tree.fileName, spec), typeOnly, names, line: lineOf(tree, node) });
  };
  walk(tree, (node) => {
    if (isImportDeclaration(node)) {
      const d = node;
      const clause = d.importClause;
      const clauseTypeOnly = clause?.phaseModifier === SyntaxKind.TypeKeyword;
      const names: ImportedName[] = [];
      if (clause?.name) names.push({ imported: 'default', local: clause.name.text, typeOnly: clauseTypeOnly });
      const bindings = clause?.namedBindings;
      if (bindings?.kind === SyntaxKind.NamespaceImport) names.push({ imported: '*', local: bindings.name.text, typeOnly: clauseTypeOnly });
      if (bindings?.kind === SyntaxKind.NamedImports) {
        for (const s of bindings.elements)
          names.push({ imported: (s.propertyName ?? s.name).text, local: s.name.text, typeOnly: clauseTypeOnly || s.isTypeOnly });
      }
      add(node, textOf(d.moduleSpecifier), names, clauseTypeOnly);
    } else if (isExportDeclaration(node)) {
      const d = node;
      const names: ImportedName[] = [];
      if (d.exportClause?.kind === SyntaxKind.NamedExports) {
        for (const s of d.exportClause.elements)
          names.push({ imported: (s.propertyName ?? s.name).text, local: s.name.text, typeOnly: d.isTypeOnly || s.isTypeOnly });
      }
      add(node, textOf(d.moduleSpecifier), names, d.isTypeOnly);
    } else if (isCallExpression(node) && node.expression.kind === SyntaxKind.ImportKeyword) {
      add(node, textOf(node.arguments[0]), [], false);
    }
  });
  return out;
}

/** The dotted text of a callee made of names only (`http.get`, `load`, `api.positions.list`); undefined otherwise. */
export function calleeText(e: Expression): string | undefined {
  if (isIdentifier(e)) return e.text;
  if (isPropertyAccessExpression(e)) {
    const left = calleeText(e.expression);
    return left === undefined ? undefined : `${left}.${e.name.text}`;
  }
  if (e.kind === SyntaxKind.ThisKeyword) return 'this';
  return undefined;
}

/** Strongly connected components of a directed graph (Tarjan), each sorted, in order of their first member. */
export function stronglyConnected(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const connect = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      out.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  return out.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Output of a command run in the root, or undefined when it cannot be run. */
export function commandOutput(cmd: string, args: string[]): string | undefined {
  try {
    return execFileSync(cmd, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 });
  } catch {
    return undefined;
  }
}

/** One row of the report: a count and the places behind it. */
export interface Metric {
  name: string;
  what: string;
  count: number | 'n/a';
  places: string[];
  note?: string;
}

/** How many places a metric lists before "… N more". */
export const MAX_PLACES = 40;

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** The report: a Markdown table of the counts, then each metric's places. */
export function renderReport(title: string, metrics: Metric[]): string {
  const lines = [title, '', '| metric | count | what is counted |', '| --- | ---: | --- |'];
  for (const m of metrics) lines.push(`| \`${m.name}\` | ${m.count} | ${cell(m.what)} |`);
  for (const m of metrics) {
    if (m.places.length === 0 && !m.note) continue;
    lines.push('', `## ${m.name} (${m.count})`, '');
    if (m.note) lines.push(m.note, '');
    // A place indented by two spaces is a sub-item of the one before it.
    for (const p of m.places.slice(0, MAX_PLACES)) lines.push(p.startsWith('  ') ? `  - ${p.trim()}` : `- ${p}`);
    if (m.places.length > MAX_PLACES) lines.push(`- … ${m.places.length - MAX_PLACES} more`);
  }
  return lines.join('\n');
}
