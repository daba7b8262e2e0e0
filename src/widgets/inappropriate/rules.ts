/**
 * The seeds' inappropriate (no-pass) form as pure rules: what must be filled, how long the texts
 * may be, which reply is preselected, and the payload (an empty message is left out, not sent).
 */

export const REMARK_MAX = 200;
/** The reply the seeker reads on their record (the server's limit). */
export const MESSAGE_MAX = 500;

export interface InappropriateValues {
  tag: string;
  personnelType: string;
  remark: string;
  message: string;
}

export interface CommonMessage {
  id: number;
  messageContent: string;
  isDefault: boolean;
}

export type InappropriateField = keyof InappropriateValues;
/** What is wrong with a field: the key of its text under `inappropriate.errors`. */
export type FieldProblem = 'tagRequired' | 'personnelTypeRequired' | 'remarkTooLong' | 'messageTooLong';

/** The default reply when the company marked one, else none. */
export function defaultMessage(messages: readonly CommonMessage[]): string {
  return messages.find((m) => m.isDefault)?.messageContent ?? '';
}

export function emptyValues(messages: readonly CommonMessage[]): InappropriateValues {
  return { tag: '', personnelType: '', remark: '', message: defaultMessage(messages) };
}

/** Characters as people count them (an emoji is one), which is what the counter shows. */
export const lengthOf = (s: string) => [...s].length;

export function problemsOf(v: InappropriateValues): Partial<Record<InappropriateField, FieldProblem>> {
  const out: Partial<Record<InappropriateField, FieldProblem>> = {};
  if (!v.tag) out.tag = 'tagRequired';
  if (!v.personnelType) out.personnelType = 'personnelTypeRequired';
  if (lengthOf(v.remark.trim()) > REMARK_MAX) out.remark = 'remarkTooLong';
  if (lengthOf(v.message.trim()) > MESSAGE_MAX) out.message = 'messageTooLong';
  return out;
}

// A type, not an interface: callers pass it where any JSON body is taken.
export type InappropriatePayload = {
  ids: number[];
  tag: string;
  personnelType: string;
  remark?: string;
  message?: string;
};

/** The body of ResumeDeliveryRecord/Inappropriate: blank remark and message are removed. */
export function payloadOf(ids: readonly number[], v: InappropriateValues): InappropriatePayload {
  const out: InappropriatePayload = { ids: [...ids], tag: v.tag, personnelType: v.personnelType };
  const remark = v.remark.trim();
  const message = v.message.trim();
  if (remark) out.remark = remark;
  if (message) out.message = message;
  return out;
}
