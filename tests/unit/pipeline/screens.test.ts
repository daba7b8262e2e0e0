/**
 * The stage screens (resources/*.json over new-delivery.json) offer exactly the pipeline's steps:
 * each screen's row and bulk buttons are the TRANSITIONS rows starting from a stage it lists, named
 * by the row's action, so the seeded keys are the keys the server checks (transitionKey). Other buttons
 * (commands such as 评估) may sit beside them under keys of their own.
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../generated/definitions.ts';
import { STAGE_SCREEN, TRANSITIONS, transitionKey, type TransitionRow } from '../../../src/common/pipeline.ts';
import type { ButtonDef } from '../../../src/admin/engine/types.ts';
import type { PipelineStage } from '../../../src/common/recruiting.ts';
import type { ResourceDefinition } from '../../../generated/resource-definition.ts';

const SCREENS = [...new Set(Object.values(STAGE_SCREEN))];
const defOf = (key: string): ResourceDefinition | undefined =>
  (Object.values(definitions) as readonly ResourceDefinition[]).find((d) => d.menu.key === key);

/** Rows and keys from the screen's stages; bulk buttons leave out the rows that take one record at a time. */
function expected(screen: string, bulk: boolean): string[] {
  const stages = (Object.entries(STAGE_SCREEN) as Array<[string, string]>)
    .filter(([, s]) => s === screen)
    .map(([stage]) => Number(stage) as PipelineStage);
  const rows = Object.entries(TRANSITIONS).filter(([, row]) => !(bulk && (row as TransitionRow).single));
  const keys = rows.flatMap(([name, row]) =>
    stages.filter((s) => (row.from as readonly number[]).includes(s)).map((s) => `${name} ${transitionKey(row, s)}`),
  );
  return [...new Set(keys)].sort();
}

describe('stage screens', () => {
  it.each(SCREENS)('%s: row and bulk buttons are the transitions from its stages, under their keys', (screen) => {
    const def = defOf(screen);
    expect(def, `a definition with menu key ${screen}`).toBeDefined();
    expect(def!.menu.path).toBe(`/web/pipeline/${screen}`);
    // Buttons that are no row of the table (a command: the scoring form, the exam's marks) are the screen's own.
    const got = (buttons: readonly ButtonDef[]) =>
      buttons
        .filter((b) => b.transition !== undefined)
        .map((b) => `${b.transition ?? '(none)'} ${b.functionKey ?? `${screen}:${b.name}`}`)
        .sort();
    expect(got(def!.list.actions ?? [])).toEqual(expected(screen, false));
    expect(got(def!.list.bulkActions ?? [])).toEqual(expected(screen, true));
  });
});
