/** Route schemas of the seeker's answers to an interview invitation. */
import { envelope } from '../../../http/envelope.ts';
import { id } from '../../../http/ids.ts';

const answered = {
  type: 'object',
  required: ['id', 'invitationId', 'answer', 'answeredAt'],
  properties: { id: { type: 'integer' }, invitationId: { type: 'integer' }, answer: { type: 'integer' }, answeredAt: { type: 'string' } },
  additionalProperties: false,
} as const;

export const answerSchema = (what: string) =>
  ({
    tags: ['ResumeDeliveryRecord'],
    summary: `The seeker ${what} the interview invitation on their application \`id\` (pending and within 72 hours)`,
    body: { type: 'object', required: ['id'], properties: { id }, additionalProperties: false },
    response: { 200: envelope(answered) },
  }) as const;
