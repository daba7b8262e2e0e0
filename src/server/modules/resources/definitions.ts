import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject } from 'ajv';
import type { ResourceDefinition } from '../../../../generated/resource-definition.ts';
import { migrateDefinition, type RawDefinition } from '../../../common/resource-migrations.ts';

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
    case 'required': return `is missing the required property "${String(p.missingProperty)}"`;
    case 'additionalProperties': return `has an unknown property "${String(p.additionalProperty)}" (check its spelling)`;
    case 'enum': return `must be one of ${JSON.stringify(p.allowedValues)}`;
    case 'const': return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'type': return `must be of type ${String(p.type)}`;
    case 'pattern': return `does not match the pattern ${String(p.pattern)}`;
    case 'maximum': case 'minimum': return `must be ${e.keyword === 'maximum' ? 'at most' : 'at least'} ${String(p.limit)}`;
    case 'oneOf': return 'must be either a string (the action path) or an object {path, method}';
    case 'propertyNames': return `has a property name that is not camelCase (${String(p.propertyName)})`;
    default: return e.message ?? e.keyword;
  }
}

let validator: ReturnType<Ajv['compile']> | null = null;
function validate(def: unknown) {
  validator ??= new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as object);
  const ok = validator(def);
  // oneOf reports every branch's failure; keep the summary and drop the branch noise.
  const errors = (validator.errors ?? []).filter((e, _i, all) => !all.some((o) => o.keyword === 'oneOf' && e.instancePath === o.instancePath && o !== e));
  return { ok, errors };
}

/** Parse, migrate and validate one definition file's text. */
export function parseDefinition(file: string, text: string): { definition?: ResourceDefinition; problems: DefinitionProblem[]; migrated: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return { problems: [{ file, pointer: '', message: `is not valid JSON: ${(err as Error).message}` }], migrated: [] };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { problems: [{ file, pointer: '', message: 'must be a JSON object' }], migrated: [] };
  let migrated: { definition: RawDefinition; applied: string[] };
  try {
    migrated = migrateDefinition(raw as RawDefinition);
  } catch (err) {
    return { problems: [{ file, pointer: '/schemaVersion', message: (err as Error).message }], migrated: [] };
  }
  const { ok, errors } = validate(migrated.definition);
  if (!ok) return { problems: errors.map((e) => ({ file, pointer: e.instancePath || '/', message: plainWords(e) })), migrated: migrated.applied };
  return { definition: migrated.definition as unknown as ResourceDefinition, problems: [], migrated: migrated.applied };
}

export interface LoadedDefinition {
  file: string;
  definition: ResourceDefinition;
}

/** Every `resources/*.json` (files starting with `_` are not resources), sorted by file name. */
export function loadDefinitions(dir = RESOURCES_DIR): { loaded: LoadedDefinition[]; problems: DefinitionProblem[] } {
  const loaded: LoadedDefinition[] = [];
  const problems: DefinitionProblem[] = [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('_')).sort();
  for (const name of files) {
    const file = path.join(path.relative(process.cwd(), dir) || '.', name);
    const result = parseDefinition(file, readFileSync(path.join(dir, name), 'utf8'));
    problems.push(...result.problems);
    if (result.definition) loaded.push({ file, definition: result.definition });
  }
  return { loaded, problems };
}
