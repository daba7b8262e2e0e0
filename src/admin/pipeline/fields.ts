/**
 * A transition row's input schema read as form fields (pure, so unit tests pin it): which are
 * dates, which is free text with a limit, what is required, and the body sent (blanks left out).
 */
import type { TransitionRow } from '../../common/pipeline.ts';
import type { ApiQuery, CallName } from '../../shell/api.ts';

/** Where a choice's options come from (a call answering `{value, display}` rows; named as the seeds do, checked against the contract). */
export type OptionSource =
  | { url: CallName<'/DropDown/Public'>; params: ApiQuery<'/DropDown/Public'> & { type: 'PersonnelType' } }
  | { url: CallName<'/TemporyCardInfo/GetFreeCardList'>; params?: undefined };

export interface FieldSpec {
  prop: string;
  kind: 'date' | 'text' | 'line' | 'dept' | 'choice';
  required: boolean;
  maxLength?: number;
  /** The value is sent as a number (an id). */
  integer?: true;
  source?: OptionSource;
}

export type Values = Record<string, string>;

/** Fields that name something people pick, never type: a department, a personnel type, a free card. */
const PICKED: Readonly<Record<string, Pick<FieldSpec, 'kind' | 'source'>>> = {
  deptId: { kind: 'dept' },
  personnelType: { kind: 'choice', source: { url: 'DropDown/Public', params: { type: 'PersonnelType' } } },
  cardId: { kind: 'choice', source: { url: 'TemporyCardInfo/GetFreeCardList' } },
};
/** Optional ids the server chooses itself when left out (the number rule follows the personnel type). */
const LEFT_TO_SERVER: ReadonlySet<string> = new Set(['settingId']);

function specOf(prop: string, schema: Readonly<Record<string, unknown>>, required: boolean): FieldSpec {
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const integer = schema.type === 'integer' ? ({ integer: true } as const) : {};
  const picked = PICKED[prop];
  if (picked) return { prop, required, ...picked, ...integer };
  const kind = schema.format === 'date' ? 'date' : (maxLength ?? Infinity) > 50 ? 'text' : 'line';
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

/** Required dates start at today (reporting in and leaving are usually recorded on the day). */
export function initialValues(specs: readonly FieldSpec[], now: Date): Values {
  return Object.fromEntries(specs.map((s) => [s.prop, s.kind === 'date' && s.required ? localDate(now) : '']));
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

export function bodyOf(specs: readonly FieldSpec[], values: Values): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const s of specs) {
    const v = (values[s.prop] ?? '').trim();
    if (v) out[s.prop] = s.integer ? Number(v) : v;
  }
  return out;
}
