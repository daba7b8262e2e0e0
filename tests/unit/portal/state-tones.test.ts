/**
 * The job-seeker pages colour a state as the back office does: an invitation's and an offer's answer
 * take the definitions' tones (the back office's lists), an application is in progress until the
 * pipeline closes it.
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../generated/definitions.ts';
import type { ResourceDefinition } from '../../../generated/resource-definition.ts';
import { PIPELINE_STAGE } from '../../../src/common/recruiting.ts';
import { answerTone, applicationTone } from '../../../src/common/state-tones.ts';

type Field = ResourceDefinition['fields'][string];
const optionsOf = (resource: 'Interview' | 'Hire', prop: string) =>
  ((definitions[resource] as ResourceDefinition).fields[prop] as Field).options?.static ?? [];

describe('state tones shared by both ends', () => {
  it('agrees with the definitions on invitation and offer answers', () => {
    for (const [resource, prop] of [
      ['Interview', 'invitationState'],
      ['Hire', 'offerState'],
    ] as const) {
      const options = optionsOf(resource, prop);
      expect(options.length).toBeGreaterThanOrEqual(4);
      expect(options.map((o) => [o.value, answerTone(String(o.value))])).toEqual(options.map((o) => [o.value, o.tone]));
    }
  });

  it('reads a declined answer as an error and an expired one as neutral', () => {
    expect(['pending', 'sent', 'accepted', 'declined', 'expired', 'withdrawn', 'unknown'].map(answerTone)).toEqual([
      'warning',
      'warning',
      'success',
      'error',
      'neutral',
      'neutral',
      'neutral',
    ]);
  });

  it('shows an application in progress until the pipeline closes it', () => {
    expect(Object.values(PIPELINE_STAGE).filter((s) => applicationTone(s) === 'neutral')).toEqual([
      PIPELINE_STAGE.finished,
      PIPELINE_STAGE.inappropriate,
      PIPELINE_STAGE.talentPool,
    ]);
  });
});
