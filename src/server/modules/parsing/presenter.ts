/** A parse record on the wire: contacts masked (GetResumePhoneEmail reveals them), the result in the reader's words. */
import { stateText, type Lang, States } from '../../../common/states.ts';
import { maskValue } from '../access/data-scope.ts';
import { PARSE_LIMITS, REFUSALS, type Refusal } from './limits.ts';
import type { RecognisedResume } from './recognise.ts';
import type { ParseRow } from './repository.ts';

/** A parse record's status (resume_parses.status). */
export const PARSE_STATUS = { landed: 1, duplicate: 2, merged: 3, separate: 4, refused: 5 } as const;

export interface DuplicateCandidate {
  id: number;
  name: string;
  matchedBy: string[];
}

const STATUS_WORDS: Record<Lang, Record<number, string>> = {
  'zh-CN': { 1: '已入库', 2: '疑似重复，待处理', 3: '已合并', 4: '已单独入库', 5: '已拒绝' },
  'zh-TW': { 1: '已入庫', 2: '疑似重複，待處理', 3: '已合併', 4: '已單獨入庫', 5: '已拒絕' },
  en: { 1: 'added', 2: 'possible duplicate', 3: 'merged', 4: 'added separately', 5: 'refused' },
};
const MATCH_WORDS: Record<Lang, Record<string, string>> = {
  'zh-CN': { phone: '手机号', email: '邮箱', idNo: '身份证号', lead: '与{names}的{keys}相同' },
  'zh-TW': { phone: '手機號碼', email: '信箱', idNo: '身分證字號', lead: '與{names}的{keys}相同' },
  en: { phone: 'mobile', email: 'e-mail', idNo: 'ID number', lead: 'Same {keys} as {names}' },
};

export const statusWord = (status: number, lang: Lang) => STATUS_WORDS[lang][status] ?? String(status);

/** Why a file was refused, in the reader's language (the state's message naming the file). */
export function refusalText(reason: Refusal, file: string, lang: Lang): string {
  const state = States[REFUSALS[reason]];
  return stateText(state.code, lang, { file, max: PARSE_LIMITS.fileBytesMax / 1024 / 1024 });
}

function duplicateText(list: DuplicateCandidate[], lang: Lang): string {
  const w = MATCH_WORDS[lang];
  const keys = [...new Set(list.flatMap((d) => d.matchedBy))].map((k) => w[k] ?? k);
  const names = list.map((d) => (lang === 'en' ? `“${d.name}”` : `“${d.name}”`)).join(lang === 'en' ? ', ' : '、');
  return w.lead!.replace('{names}', names).replace('{keys}', keys.join(lang === 'en' ? ', ' : '、'));
}

const masked = (v: string | null | undefined) => (v ? maskValue(v) : null);

export function presentParse(row: ParseRow, lang: Lang, uploader?: string | null) {
  const f = row.fields as Partial<RecognisedResume>;
  const duplicates = row.duplicates as DuplicateCandidate[];
  const result =
    row.status === PARSE_STATUS.refused
      ? refusalText((row.refusal ?? 'unreadable') as Refusal, row.fileName, lang)
      : row.status === PARSE_STATUS.duplicate
        ? duplicateText(duplicates, lang)
        : '';
  return {
    id: row.id,
    batchNo: row.batchNo,
    fileName: row.fileName,
    fileKind: row.fileKind,
    fileSize: row.fileSize,
    source: row.source,
    status: row.status,
    statusName: statusWord(row.status, lang),
    refusal: row.refusal,
    result,
    name: f.name ?? null,
    phone: masked(f.phone),
    email: masked(f.email),
    hasIdNumber: Boolean(f.idNumber),
    gender: f.gender ?? null,
    birthDate: f.birthDate ?? null,
    age: f.age ?? null,
    degree: f.degree ?? null,
    school: f.school ?? null,
    workYears: f.workYears ?? null,
    employer: f.employer ?? null,
    duplicates,
    talentEntryId: row.talentEntryId,
    hasFile: row.storageKey !== null,
    uploader: uploader ?? null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
