/**
 * The stage screens (resources/*.json over new-delivery.json) offer exactly the pipeline's steps:
 * each screen's row and bulk buttons are the TRANSITIONS rows starting from a stage it lists, named
 * by the row's action, so the seeded keys are the keys the server checks (transitionKey).
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../generated/definitions.ts';
import { STAGE_SCREEN, TRANSITIONS, transitionKey } from '../../../src/common/pipeline.ts';
import type { PipelineStage } from '../../../src/common/recruiting.ts';
import type { ResourceDefinition } from '../../../generated/resource-definition.ts';

/** Interview (303) is the interviews issue's screen. */
const SCREENS = [...new Set(Object.values(STAGE_SCREEN))].filter((s) => s !== 'interview');
const defOf = (key: string): ResourceDefinition | undefined => (Object.values(definitions) as readonly ResourceDefinition[]).find((d) => d.menu.key === key);

function expected(screen: string): string[] {
  const stages = (Object.entries(STAGE_SCREEN) as Array<[string, string]>).filter(([, s]) => s === screen).map(([stage]) => Number(stage) as PipelineStage);
  const keys = Object.entries(TRANSITIONS).flatMap(([name, row]) => stages.filter((s) => (row.from as readonly number[]).includes(s)).map((s) => `${name} ${transitionKey(row, s)}`));
  return [...new Set(keys)].sort();
}

describe('stage screens', () => {
  it.each(SCREENS)('%s: row and bulk buttons are the transitions from its stages, under their keys', (screen) => {
    const def = defOf(screen);
    expect(def, `a definition with menu key ${screen}`).toBeDefined();
    expect(def!.menu.path).toBe(`/web/pipeline/${screen}`);
    for (const buttons of [def!.list.actions ?? [], def!.list.bulkActions ?? []]) {
      const got = buttons.map((b) => `${b.transition ?? '(none)'} ${b.functionKey ?? `${screen}:${b.name}`}`).sort();
      expect(got).toEqual(expected(screen));
    }
  });
});
