/** Route schemas of the pipeline's transition calls, built from the rows of src/common/pipeline.ts. */
import type { TransitionRow } from '../../../common/pipeline.ts';
import { envelope } from '../../http/envelope.ts';
/** A batch: 1 to 100 application ids, each within the id column's range. */
import { ids } from '../../http/ids.ts';

const moved = {
  type: 'object',
  required: ['updated', 'list'],
  properties: {
    updated: { type: 'integer' },
    list: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'stage', 'step'],
        properties: { id: { type: 'integer' }, stage: { type: 'integer' }, step: { type: 'integer' }, stepName: { type: 'string' } },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

/** `{ids, ...the row's own fields}`, nothing else. */
export function transitionSchema(name: string, row: TransitionRow) {
  return {
    tags: ['ResumeDeliveryRecord'],
    summary: `${name}: ${row.label.en}`,
    body: {
      type: 'object',
      required: ['ids', ...(row.input.required ?? [])],
      properties: { ids, ...row.input.properties },
      additionalProperties: false,
    },
    response: { 200: envelope(moved) },
  };
}
