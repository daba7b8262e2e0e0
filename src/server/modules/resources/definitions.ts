import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject } from 'ajv';
import type { ResourceDefinition } from '../../../../generated/resource-definition.ts';
import { migrateDefinition, type RawDefinition } from '../../../common/resource-migrations.ts';
import { ExtendsError, resolveExtends } from './extends.ts';

export type { ResourceDefinition };

const here = path.dirname(fileURLToPath(import.meta.url));
export const RESOURCES_DIR = path.resolve(here, '../../../../resources');
export const SCHEMA_FILE = path.join(RESOURCES_DIR, '_schema', 'resource.schema.json');

/** A problem in one definition file, located by JSON pointer and said in plain words. */
export interface DefinitionProblem {
  file: string;
  pointer: string;
  message: string;
}

export const formatProblem = (p: DefinitionProblem) => `${p.file}${p.pointer ? ` at ${p.pointer}` : ''}: ${p.message}`;

function plainWords(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `is missing the required property "${String(p.missingProperty)}"`;
    case 'additionalProperties':
      return `has an unknown property "${String(p.additionalProperty)}" (check its spelling)`;
    case 'enum':
      return `must be one of ${JSON.stringify(p.allowedValues)}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'type':
      return `must be of type ${String(p.type)}`;
    case 'pattern':
      return `does not match the pattern ${String(p.pattern)}`;
    case 'maximum':
    case 'minimum':
      return `must be ${e.keyword === 'maximum' ? 'at most' : 'at least'} ${String(p.limit)}`;
    case 'oneOf':
      return 'must be either a string (the action path) or an object {path, method}';
    case 'propertyNames':
      return `has a property name that is not camelCase (${String(p.propertyName)})`;
    default:
      return e.message ?? e.keyword;
  }
}

let validator: ReturnType<Ajv['compile']> | null = null;
function validate(def: unknown) {
  validator ??= new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as object);
  const ok = validator(def);
  // oneOf reports every branch's failure; keep the summary and drop the branch noise. A failed
  // `then` (the required list of a definition without `extends`) is said by its own errors.
  const errors = (validator.errors ?? []).filter(
    (e, _i, all) => e.keyword !== 'if' && !all.some((o) => o.keyword === 'oneOf' && e.instancePath === o.instancePath && o !== e),
  );
  return { ok, errors };
}

type Raw = { raw: RawDefinition; migrated: string[] } | { problems: DefinitionProblem[] };

/** Parse and migrate one file's text (not yet validated: a screen with `extends` is incomplete alone). */
function readRaw(file: string, text: string): Raw {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return { problems: [{ file, pointer: '', message: `is not valid JSON: ${(err as Error).message}` }] };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { problems: [{ file, pointer: '', message: 'must be a JSON object' }] };
  try {
    const { definition, applied } = migrateDefinition(raw as RawDefinition);
    return { raw: definition, migrated: applied };
  } catch (err) {
    return { problems: [{ file, pointer: '/schemaVersion', message: (err as Error).message }] };
  }
}

/** Resolve `extends` through `readBase`, then validate the merged definition. */
function complete(
  file: string,
  raw: RawDefinition,
  readBase: (name: string) => RawDefinition | undefined,
): { definition?: ResourceDefinition; problems: DefinitionProblem[] } {
  let merged = raw;
  if (raw.extends !== undefined) {
    try {
      merged = resolveExtends(path.basename(file, '.json'), raw, readBase);
    } catch (err) {
      return { problems: [{ file, pointer: '/extends', message: (err as Error).message }] };
    }
  }
  const { ok, errors } = validate(merged);
  if (!ok) return { problems: errors.map((e) => ({ file, pointer: e.instancePath || '/', message: plainWords(e) })) };
  return { definition: merged as unknown as ResourceDefinition, problems: [] };
}

/**
 * Parse, migrate and validate one definition file's text. A definition that `extends` another
 * needs `readBase` (the loader gives it every file of resources/); without it the base is missing.
 */
export function parseDefinition(
  file: string,
  text: string,
  readBase: (name: string) => RawDefinition | undefined = () => undefined,
): { definition?: ResourceDefinition; problems: DefinitionProblem[]; migrated: string[] } {
  const read = readRaw(file, text);
  if ('problems' in read) return { problems: read.problems, migrated: [] };
  return { ...complete(file, read.raw, readBase), migrated: read.migrated };
}

export interface LoadedDefinition {
  file: string;
  definition: ResourceDefinition;
  /** The file name (without .json) of the definition this one extends, when it does. */
  extends?: string;
}

/** Every `resources/*.json` (files starting with `_` are not resources), sorted by file name. */
export function loadDefinitions(dir = RESOURCES_DIR): { loaded: LoadedDefinition[]; problems: DefinitionProblem[] } {
  const loaded: LoadedDefinition[] = [];
  const problems: DefinitionProblem[] = [];
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.startsWith('_'))
    .sort()
    .map((f) => f.slice(0, -'.json'.length));
  const rel = path.relative(process.cwd(), dir) || '.';
  const raws = new Map(
    names.map((name) => [name, readRaw(path.join(rel, `${name}.json`), readFileSync(path.join(dir, `${name}.json`), 'utf8'))]),
  );
  const readBase = (name: string) => {
    const r = raws.get(name);
    if (r && 'problems' in r)
      throw new ExtendsError(`extends "${name}", which cannot be read itself (see resources/${name}.json's own problems)`);
    return r?.raw;
  };
  for (const name of names) {
    const file = path.join(rel, `${name}.json`);
    const r = raws.get(name)!;
    if ('problems' in r) {
      problems.push(...r.problems);
      continue;
    }
    const result = complete(file, r.raw, readBase);
    problems.push(...result.problems);
    if (result.definition)
      loaded.push({ file, definition: result.definition, ...(typeof r.raw.extends === 'string' ? { extends: r.raw.extends } : {}) });
  }
  return { loaded, problems };
}
