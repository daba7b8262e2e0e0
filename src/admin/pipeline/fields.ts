/**
 * A transition row's input schema read as form fields (pure, so unit tests pin it): which are
 * dates or times, which is free text with a limit, which names people or a record to pick, what is
 * required, and the body sent (blanks left out).
 */
import type { TransitionRow } from '../../common/pipeline.ts';
import type { ApiQuery, CallName } from '../../shell/api.ts';

/** Where a choice's options come from (a call answering `{value, display}` rows; named as the seeds do, checked against the contract). */
export type OptionSource =
  | { url: CallName<'/DropDown/Public'>; params: ApiQuery<'/DropDown/Public'> & { type: 'PersonnelType' } }
  | { url: CallName<'/TemporyCardInfo/GetFreeCardList'>; params?: undefined }
  | { url: CallName<'/TenementUser/GetUserDrow'>; params?: undefined }
  | { url: CallName<'/InterviewContacts/GetInterviewContactsDropDown'>; params?: undefined }
  | { url: CallName<'/SysTenement/GetAllOfficePlace'>; params?: undefined }
  | { url: CallName<'/PositionExam/GetDropDown'>; params?: undefined };

export interface FieldSpec {
  prop: string;
  /** `people`: several of the company's people, sent as an array of user ids. */
  kind: 'date' | 'datetime' | 'text' | 'line' | 'dept' | 'choice' | 'people';
  required: boolean;
  maxLength?: number;
  /** The value is sent as a number (an id). */
  integer?: true;
  source?: OptionSource;
}

export type Values = Record<string, string>;

/** Fields that name something people pick, never type: a department, a personnel type, a free card, interviewers, a contact, an office. */
const PICKED: Readonly<Record<string, Pick<FieldSpec, 'kind' | 'source'>>> = {
  deptId: { kind: 'dept' },
  personnelType: { kind: 'choice', source: { url: 'DropDown/Public', params: { type: 'PersonnelType' } } },
  cardId: { kind: 'choice', source: { url: 'TemporyCardInfo/GetFreeCardList' } },
  interviewerIds: { kind: 'people', source: { url: 'TenementUser/GetUserDrow' } },
  contactId: { kind: 'choice', source: { url: 'InterviewContacts/GetInterviewContactsDropDown' } },
  officePlaceId: { kind: 'choice', source: { url: 'SysTenement/GetAllOfficePlace' } },
  managerId: { kind: 'choice', source: { url: 'TenementUser/GetUserDrow' } },
  examId: { kind: 'choice', source: { url: 'PositionExam/GetDropDown' } },
};
/**
 * Optional fields no person types: ids the server chooses itself when left out (the number rule
 * follows the personnel type), and BackTone's `step` (a guard for API callers against going back twice).
 */
const LEFT_TO_SERVER: ReadonlySet<string> = new Set(['settingId', 'step']);

function specOf(prop: string, schema: Readonly<Record<string, unknown>>, required: boolean): FieldSpec {
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const integer = schema.type === 'integer' ? ({ integer: true } as const) : {};
  const picked = PICKED[prop];
  if (picked) return { prop, required, ...picked, ...integer };
  const kind =
    schema.format === 'date' ? 'date' : schema.format === 'date-time' ? 'datetime' : (maxLength ?? Infinity) > 50 ? 'text' : 'line';
  return { prop, kind, required, ...(maxLength !== undefined ? { maxLength } : {}), ...integer };
}

export function fieldsOf(row: TransitionRow): FieldSpec[] {
  const required = new Set(row.input.required ?? []);
  const specs = Object.entries(row.input.properties)
    .filter(([prop]) => required.has(prop) || !LEFT_TO_SERVER.has(prop))
    .map(([prop, schema]) => specOf(prop, schema, required.has(prop)));
  // The remark comes last, after what the step itself asks.
  return [...specs.filter((s) => s.prop !== 'remark'), ...specs.filter((s) => s.prop === 'remark')];
}

/** `YYYY-MM-DD` of the day in the browser's time zone. */
export function localDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `YYYY-MM-DDTHH:mm` of 09:00 on the next day, in the browser's time zone (what a datetime-local input holds). */
export function nextMorning(now: Date): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `${localDate(d)}T09:00`;
}

/** Required dates start at today (reporting in and leaving are usually recorded on the day); a time at 09:00 tomorrow. */
export function initialValues(specs: readonly FieldSpec[], now: Date): Values {
  const first = (s: FieldSpec) => (!s.required ? '' : s.kind === 'date' ? localDate(now) : s.kind === 'datetime' ? nextMorning(now) : '');
  return Object.fromEntries(specs.map((s) => [s.prop, first(s)]));
}

export interface Problem {
  prop: string;
  problem: 'required' | 'tooLong';
  max?: number;
}

export function missingOf(specs: readonly FieldSpec[], values: Values): Problem[] {
  const out: Problem[] = [];
  for (const s of specs) {
    const v = (values[s.prop] ?? '').trim();
    if (s.required && !v) out.push({ prop: s.prop, problem: 'required' });
    else if (s.maxLength !== undefined && [...v].length > s.maxLength) out.push({ prop: s.prop, problem: 'tooLong', max: s.maxLength });
  }
  return out;
}

/** People are held as comma-joined user ids while the form is open. */
export const peopleOf = (value: string): string[] => value.split(',').filter(Boolean);

export function bodyOf(specs: readonly FieldSpec[], values: Values): Record<string, string | number | number[]> {
  const out: Record<string, string | number | number[]> = {};
  for (const s of specs) {
    const v = (values[s.prop] ?? '').trim();
    if (!v) continue;
    if (s.kind === 'people') out[s.prop] = peopleOf(v).map(Number);
    else if (s.kind === 'datetime') out[s.prop] = new Date(v).toISOString();
    else out[s.prop] = s.integer ? Number(v) : v;
  }
  return out;
}
