/**
 * States read as one chip everywhere: a definition's static options may carry a tone (what the state
 * means), which the list draws as the engine's state chip. A field gives every option a tone or none,
 * the pipeline's own screens (tones.ts) and the definitions agree on the states they share, and a
 * toned option reaches the list's options with its tone.
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../generated/definitions.ts';
import type { ResourceDefinition } from '../../../generated/resource-definition.ts';
import { staticOptions } from '../../../src/admin/engine/format.ts';
import { invitationTone, resultTone } from '../../../src/admin/pipeline/tones.ts';

type Field = ResourceDefinition['fields'][string];
const fields = Object.values(definitions as Record<string, ResourceDefinition>).flatMap((def) =>
  Object.entries(def.fields).map(([prop, field]) => ({ where: `${def.name}.${prop}`, field: field as Field })),
);
const staticOf = (field: Field) => field.options?.static ?? [];

describe('state tones', () => {
  it('gives every option of a toned field a tone', () => {
    const partial = fields
      .filter(({ field }) => staticOf(field).some((o) => o.tone))
      .filter(({ field }) => staticOf(field).some((o) => !o.tone))
      .map(({ where }) => where);
    expect(partial).toEqual([]);
    expect(fields.filter(({ field }) => staticOf(field).some((o) => o.tone)).length).toBeGreaterThanOrEqual(9);
  });

  it('agrees with the pipeline screens on invitation answers and interview verdicts', () => {
    const interview = (definitions.Interview as ResourceDefinition).fields.invitationState as Field;
    expect(staticOf(interview).map((o) => [o.value, o.tone])).toEqual(
      staticOf(interview).map((o) => [o.value, invitationTone(String(o.value))]),
    );
    const report = (definitions.InterviewReport as ResourceDefinition).fields.result as Field;
    expect(staticOf(report).map((o) => [o.value, o.tone])).toEqual(staticOf(report).map((o) => [o.value, resultTone(Number(o.value))]));
  });

  it('hands the tone to the list with the option', () => {
    const salary = (definitions.SalaryApproval as ResourceDefinition).fields.state as Field;
    expect(staticOptions(salary as never)).toEqual([
      { value: 0, display: '审批中', tone: 'warning' },
      { value: 1, display: '已通过', tone: 'success' },
      { value: 2, display: '已驳回', tone: 'error' },
    ]);
  });
});
