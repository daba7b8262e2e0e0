/**
 * The timeline as HR reads it: stage and step names in the caller's language, and the step's own
 * fields (kept on the history row) as label and value: the tag's name rather than its code, the
 * personnel type's name, the reply sent, the dates. Fields no one has named here stay out of sight
 * rather than show a code.
 */
import { TRANSITIONS, stageName, type TransitionName } from '../../../../common/pipeline.ts';
import { OTHER_STEP_NAMES } from '../../../../common/pipeline-row.ts';
import type { Lang } from '../../../../common/states.ts';
import { CATALOG, present } from '../../dropdown/catalog.ts';
import { localTime } from '../interviews/messages.ts';

type Text = Readonly<Record<Lang, string>>;

const FIELD_LABELS: Readonly<Record<string, Text>> = {
  tag: { 'zh-CN': '不合适标签', 'zh-TW': '不合適標籤', en: 'Reason tag' },
  personnelType: { 'zh-CN': '人员类型', 'zh-TW': '人員類型', en: 'Personnel type' },
  message: { 'zh-CN': '回复求职者', 'zh-TW': '回覆求職者', en: 'Reply sent' },
  entryDate: { 'zh-CN': '报到日期', 'zh-TW': '報到日期', en: 'Report-in date' },
  dimissionDate: { 'zh-CN': '离职日期', 'zh-TW': '離職日期', en: 'Leaving date' },
  employeeNo: { 'zh-CN': '工号', 'zh-TW': '工號', en: 'Employee no.' },
  previousEmployeeNo: { 'zh-CN': '原工号', 'zh-TW': '原工號', en: 'Previous employee no.' },
  deptName: { 'zh-CN': '部门', 'zh-TW': '部門', en: 'Department' },
  cardNo: { 'zh-CN': '临时卡', 'zh-TW': '臨時卡', en: 'Temporary card' },
  interviewAt: { 'zh-CN': '面试时间', 'zh-TW': '面試時間', en: 'Interview time' },
  place: { 'zh-CN': '面试地点', 'zh-TW': '面試地點', en: 'Interview place' },
  inductionDate: { 'zh-CN': '入职日期', 'zh-TW': '到職日期', en: 'Induction date' },
  previousInductionDate: { 'zh-CN': '原入职日期', 'zh-TW': '原到職日期', en: 'Previous induction date' },
  backTo: { 'zh-CN': '退回到', 'zh-TW': '退回到', en: 'Back to' },
};

/** History rows written by calls that are not rows of the table (the card screen's unbinding). */
export const personnelTypeName = (value: string | null, lang: Lang): string | null =>
  value === null ? null : (present(CATALOG.Public!.PersonnelType!, lang).find((o) => String(o.value) === value)?.display ?? value);

export interface HistoryRow {
  id: number;
  call: string;
  fromStage: number;
  toStage: number;
  remark: string | null;
  data: unknown;
  actorName: string | null;
  createdAt: Date;
}

function shownValue(key: string, raw: unknown, tags: ReadonlyMap<string, string>, lang: Lang): string {
  const v = String(raw);
  if (key === 'tag') return tags.get(v) ?? v;
  if (key === 'personnelType') return personnelTypeName(v, lang) ?? v;
  if (key === 'interviewAt') return localTime(new Date(v));
  return v;
}

function detailsOf(data: unknown, tags: ReadonlyMap<string, string>, lang: Lang) {
  const fields = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  return Object.entries(FIELD_LABELS).flatMap(([key, label]) => {
    const raw = fields[key];
    return raw === undefined || raw === null || raw === '' ? [] : [{ label: label[lang], value: shownValue(key, raw, tags, lang) }];
  });
}

/** A call's label (a row of the table); a move by no row (imported history) reads as where it led. */
const actionOf = (r: HistoryRow, lang: Lang) =>
  (TRANSITIONS as Readonly<Record<string, { label: Text }>>)[r.call as TransitionName]?.label[lang] ??
  OTHER_STEP_NAMES[r.call]?.[lang] ??
  stageName(r.toStage, lang);

export function presentHistory(r: HistoryRow, tags: ReadonlyMap<string, string>, lang: Lang) {
  return {
    id: r.id,
    call: r.call,
    action: actionOf(r, lang),
    fromStage: r.fromStage,
    fromStageName: stageName(r.fromStage, lang),
    toStage: r.toStage,
    toStageName: stageName(r.toStage, lang),
    actorName: r.actorName,
    createdAt: r.createdAt.toISOString(),
    remark: r.remark,
    details: detailsOf(r.data, tags, lang),
  };
}
