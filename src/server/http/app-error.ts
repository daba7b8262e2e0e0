import type { StateName } from '../../common/states.ts';
import type { FieldIssue } from '../../common/field-messages.ts';

/**
 * The one error type services throw. Its state decides the HTTP status and message (see
 * src/common/states.ts); `fields` carries per-field rules that the error handler localises.
 */
export class AppError extends Error {
  constructor(
    readonly stateName: StateName,
    readonly params: Record<string, string | number> = {},
    readonly fields?: Record<string, FieldIssue>,
    /** What the client may act on beside the message (e.g. `{canDisable: true}`); null when absent. */
    readonly data?: Record<string, unknown>,
  ) {
    super(stateName);
    this.name = 'AppError';
  }
}

export const fieldError = (field: string, issue: FieldIssue) => new AppError('VALIDATION', {}, { [field]: issue });
