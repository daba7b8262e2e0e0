/**
 * The generic delete's refusal of records others use: the whole batch is refused, the message names
 * the first record used and by what (how many of each), and offers disabling where the resource
 * can be disabled (1230) or says it must stay (1231). `data` lists every used record of the batch.
 */
import { definitions, type ResourceName } from '../../../../generated/definitions.ts';
import type { Lang } from '../../../common/states.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ResourceDefinition } from './definitions.ts';
import { resourceLabel } from '../../i18n/resource-labels.ts';
import { holderTableName, referencesTo, usageCounts, type Reference } from './reference-repository.ts';
import type { Row } from './repository.ts';

type Noun = Readonly<Record<Lang, readonly [one: string, other: string]>>;
const same = (zhCN: string, zhTW: string, one: string, other: string): Noun => ({
  'zh-CN': [zhCN, zhCN],
  'zh-TW': [zhTW, zhTW],
  en: [one, other],
});

/** What holds a reference, as a person names it: by the reference's origin, else by its table. */
const NOUNS: Readonly<Record<string, Noun>> = {
  positions: same('职位', '職位', 'position', 'positions'),
  'issued employee numbers': same('已分配的工号', '已分配的工號', 'issued employee number', 'issued employee numbers'),
  user_exam_details: same('考试成绩', '考試成績', 'exam result', 'exam results'),
  delivery_stage_history: same('不合适记录', '不合適記錄', 'rejection in the pipeline history', 'rejections in the pipeline history'),
  'interview invitations': same('面试邀请', '面試邀請', 'interview invitation', 'interview invitations'),
  sys_param_lines: same('参数明细', '參數明細', 'parameter line', 'parameter lines'),
};

function nounOf(ref: Reference, count: number, lang: Lang): string {
  const noun = NOUNS[ref.origin] ?? NOUNS[holderTableName(ref)];
  if (noun) return noun[lang][count === 1 ? 0 : 1];
  // A generically served holder: its screen's name.
  const holder = ref.origin.split('.')[0]!;
  const label = resourceLabel(holder, lang, holder);
  return lang === 'en' ? label.toLowerCase() : label;
}

const counted = (count: number, noun: string, lang: Lang) =>
  lang === 'en' ? `${count} ${noun}` : `${count}${lang === 'zh-TW' ? '個' : '个'}${noun}`;

const usesText = (uses: Array<{ ref: Reference; count: number }>, lang: Lang) =>
  uses.map(({ ref, count }) => counted(count, nounOf(ref, count, lang), lang)).join(lang === 'en' ? ', ' : '、');

/** A record as the screens name it: the first text column of its list (the client's recordRepresentation). */
export function recordName(def: ResourceDefinition, row: Record<string, unknown>): string {
  const prop = def.list.columns.find((c) => def.fields[c.prop]?.type === 'string')?.prop;
  const v = prop ? row[prop] : undefined;
  return v === undefined || v === null || v === '' ? String(row.id) : String(v);
}

/** Whether the resource has a disable action the refusal can offer instead. */
export const canDisable = (def: ResourceDefinition) => def.api.actions.enable !== undefined && def.storage?.enabledColumn === true;

/** Per record of the batch, what uses it (only records something uses). */
async function usesOf(db: Queryable, name: ResourceName, tenementId: number | null, rows: readonly Row[]) {
  const uses = new Map<number, Array<{ ref: Reference; count: number }>>();
  for (const ref of referencesTo(name)) {
    const keyed = rows.filter((r) => (ref.appliesTo ? ref.appliesTo(r) : true) && r[ref.key] !== null && r[ref.key] !== undefined);
    const counts = await usageCounts(db, ref, tenementId, [...new Set(keyed.map((r) => r[ref.key] as string | number))]);
    for (const r of keyed) {
      const count = counts.get(String(r[ref.key]));
      if (count) uses.set(r.id, [...(uses.get(r.id) ?? []), { ref, count }]);
    }
  }
  return uses;
}

/** Refuse the batch when anything uses one of its records (call inside the delete's transaction). */
export async function assertUnused(db: Queryable, name: ResourceName, tenementId: number | null, rows: readonly Row[], lang: Lang) {
  const uses = await usesOf(db, name, tenementId, rows);
  if (!uses.size) return;
  const def = definitions[name] as ResourceDefinition;
  const usedBy = rows
    .filter((r) => uses.has(r.id))
    .map((r) => {
      const u = uses.get(r.id)!;
      return { id: r.id, name: recordName(def, r), count: u.reduce((n, x) => n + x.count, 0), uses: usesText(u, lang) };
    });
  const first = usedBy[0]!;
  const disable = canDisable(def);
  const params = { what: resourceLabel(name, lang, def.menu.title), name: first.name, uses: first.uses };
  throw new AppError(disable ? 'RECORD_IN_USE' : 'RECORD_IN_USE_KEPT', params, undefined, { canDisable: disable, usedBy });
}
