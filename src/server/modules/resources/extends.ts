/**
 * `"extends": "<file name>"` in a resource definition: several screens over one table (the pipeline's
 * stage lists, short-term positions over positions) share one base and say only how they differ.
 * The loader resolves it before validating, so the CLI, the generator, the server and `recruit check`
 * all see the merged definition and nothing downstream knows `extends` exists.
 *
 * The rule, kept small so a reader can predict the result: the top level, `api`, `api.actions`,
 * `list`, `form` and `fields` merge key by key; anything else given by the screen (its `menu`, a
 * field, a column list, a button list, an action) replaces the base's whole; `null` removes the
 * base's key (a call the screen does not have).
 */
import type { RawDefinition } from '../../../common/resource-migrations.ts';

/** Where keys merge one by one; at every other place the screen's value replaces the base's. */
const MERGED_PATHS: ReadonlySet<string> = new Set(['', 'api', 'api.actions', 'list', 'form', 'fields']);

/** `new-delivery`: a definition's file name without `.json`. */
export const BASE_NAME = /^[a-z][a-z0-9-]{0,62}$/;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function mergeAt(base: Json, own: Json, at: string): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(own)) {
    const here = at ? `${at}.${key}` : key;
    if (value === null) delete out[key];
    else if (MERGED_PATHS.has(here) && isObject(value) && isObject(out[key])) out[key] = mergeAt(out[key] as Json, value, here);
    else out[key] = value;
  }
  return out;
}

/** The screen's definition over its base's (both already migrated); `extends` itself is not kept. */
export function mergeDefinition(base: RawDefinition, own: RawDefinition): RawDefinition {
  const merged = mergeAt(base, own, '');
  delete merged.extends;
  return merged;
}

export class ExtendsError extends Error {}

/**
 * Follows `extends` from one definition (`own`, from resources/<name>.json) to the root and merges
 * down. `readBase(name)` gives the raw (migrated) definition of `resources/<name>.json`, or undefined
 * when there is no such file.
 */
export function resolveExtends(name: string, own: RawDefinition, readBase: (name: string) => RawDefinition | undefined): RawDefinition {
  const chain: string[] = [name];
  const layers: RawDefinition[] = [own];
  for (let current = own; current.extends !== undefined; ) {
    const base = current.extends;
    if (typeof base !== 'string' || !BASE_NAME.test(base)) {
      throw new ExtendsError(`"extends" must name another definition's file without ".json" (got ${JSON.stringify(base)})`);
    }
    if (chain.includes(base)) throw new ExtendsError(`"extends" goes round in a circle: ${[...chain, base].join(' → ')}`);
    const next = readBase(base);
    if (!next) throw new ExtendsError(`extends "${base}", but there is no resources/${base}.json`);
    chain.push(base);
    layers.push(next);
    current = next;
  }
  let merged = layers.pop()!;
  for (let layer = layers.pop(); layer; layer = layers.pop()) merged = mergeDefinition(merged, layer);
  return merged;
}
