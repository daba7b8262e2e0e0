/**
 * Resource definitions carry a `schemaVersion`. When the format changes, a migration from version N
 * to N+1 is added here; the CLI and the server both run definitions through `migrateDefinition`
 * before validating them, so an old file keeps working until `recruit generate` rewrites it.
 */
export const CURRENT_SCHEMA_VERSION = 1;

export type RawDefinition = Record<string, unknown>;
/** Migration `from` → `from + 1`. */
export interface DefinitionMigration {
  from: number;
  describe: string;
  up: (def: RawDefinition) => RawDefinition;
}

export const DEFINITION_MIGRATIONS: readonly DefinitionMigration[] = [];

export class DefinitionVersionError extends Error {}

export function migrateDefinition(
  raw: RawDefinition,
  migrations: readonly DefinitionMigration[] = DEFINITION_MIGRATIONS,
  target = CURRENT_SCHEMA_VERSION,
): { definition: RawDefinition; applied: string[] } {
  let version = raw.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new DefinitionVersionError(`schemaVersion must be a positive integer (got ${JSON.stringify(version)})`);
  }
  if (version > target)
    throw new DefinitionVersionError(`schemaVersion ${version} is newer than this program understands (${target}): update recruit`);
  let definition = raw;
  const applied: string[] = [];
  while (version < target) {
    const step = migrations.find((m) => m.from === version);
    if (!step) throw new DefinitionVersionError(`no migration from schemaVersion ${version}`);
    definition = { ...step.up(definition), schemaVersion: version + 1 };
    applied.push(`${version}→${version + 1}: ${step.describe}`);
    version += 1;
  }
  return { definition, applied };
}
