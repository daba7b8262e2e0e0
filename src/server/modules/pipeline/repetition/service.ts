/**
 * 重复校验 (`uploadRepetitionTsk`): an upload of people (name, phone, ID number) checked against the
 * company's open applications, hires among them. Each row answers what is wrong with it, or where the
 * person already stands (position and stage) when the caller's data scope reaches it, and how many
 * matches lie beyond that scope (counted, never shown). Nothing is written.
 */
import type { Deps } from '../../../deps.ts';
import { LANGS, type Lang } from '../../../../common/states.ts';
import { PATTERNS } from '../../../../common/validators.ts';
import { fieldText } from '../../../../common/field-messages.ts';
import { stageName } from '../../../../common/pipeline.ts';
import type { Manager } from '../../../http/manager.ts';
import { applicationDataScope } from '../../access/application-scope.ts';
import { checkRows, markRepeats, readSheetRows, rowValidator, templateWorkbook, type SheetRow } from '../../resources/import.ts';
import * as repo from './repository.ts';

const COLUMNS = [
  { key: 'name', text: ['姓名', '姓名', 'Name'] },
  { key: 'phone', text: ['手机号', '手機號碼', 'Phone'] },
  { key: 'idNumber', text: ['身份证号', '身分證字號', 'ID number'] },
] as const;
const TITLE = ['重复校验', '重複校驗', 'Repeat check'] as const;

export const ID_NUMBER_PATTERN = '^(\\d{15}|\\d{17}[\\dXx])$';

const validate = rowValidator({
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 50 },
    phone: { type: 'string', pattern: PATTERNS.phone },
    idNumber: { type: 'string', pattern: ID_NUMBER_PATTERN },
  },
});

const headerMap = new Map<string, string>(COLUMNS.flatMap((c) => [[c.key, c.key] as const, ...c.text.map((t) => [t, c.key] as const)]));
const at = (lang: Lang) => LANGS.indexOf(lang);

export const repetitionTemplate = (lang: Lang) =>
  templateWorkbook(
    TITLE[at(lang)]!,
    COLUMNS.map((c) => c.text[at(lang)]!),
    [['张三', '13800000000', '320500199001011234']],
  );

/** Phone and ID number as text (a sheet may hold them as numbers), the ID number's X upper-cased. */
function normalise(rows: SheetRow[]) {
  for (const r of rows) {
    for (const key of ['name', 'phone', 'idNumber']) if (r.values[key] !== undefined) r.values[key] = String(r.values[key]).trim();
    if (typeof r.values.idNumber === 'string') r.values.idNumber = r.values.idNumber.toUpperCase();
  }
}

/** Schema rules, a phone or an ID number to match on (said on the phone), no person twice in the file. */
function checkSheet(rows: SheetRow[]) {
  checkRows(validate, rows);
  for (const r of rows) if (r.values.phone === undefined && r.values.idNumber === undefined) r.issues.phone ??= { rule: 'required' };
  markRepeats(rows, 'phone');
  markRepeats(rows, 'idNumber');
}

type Match = Awaited<ReturnType<typeof repo.openMatches>>[number];

function answerRow(r: SheetRow, matches: Match[], lang: Lang) {
  const issues = Object.fromEntries(Object.entries(r.issues).map(([k, i]) => [k, fieldText(i, lang)]));
  const valid = !Object.keys(issues).length;
  const hits = valid
    ? matches.filter(
        (m) =>
          (r.values.phone !== undefined && m.phone === r.values.phone) ||
          (r.values.idNumber !== undefined && m.idNumber === r.values.idNumber),
      )
    : [];
  const seen = hits.filter((m) => m.inScope);
  return {
    line: r.line,
    name: (r.values.name as string | undefined) ?? null,
    phone: (r.values.phone as string | undefined) ?? null,
    idNumber: (r.values.idNumber as string | undefined) ?? null,
    issues,
    repeated: hits.length > 0,
    repeats: seen.map((m) => ({
      deliveryRecordId: m.id,
      name: m.name,
      positionId: m.positionId,
      positionName: m.positionName,
      stage: m.stage,
      stageName: stageName(m.stage, lang),
      matchedBy: [...(m.phone === r.values.phone ? ['phone'] : []), ...(m.idNumber === r.values.idNumber ? ['idNumber'] : [])],
    })),
    outsideScope: hits.length - seen.length,
  };
}

export async function checkRepetition(deps: Deps, caller: Manager, data: Buffer, lang: Lang) {
  const rows = await readSheetRows(data, headerMap);
  normalise(rows);
  checkSheet(rows);
  const valid = rows.filter((r) => !Object.keys(r.issues).length);
  const phones = [...new Set(valid.map((r) => r.values.phone as string | undefined).filter((v): v is string => v !== undefined))];
  const ids = [...new Set(valid.map((r) => r.values.idNumber as string | undefined).filter((v): v is string => v !== undefined))];
  const scope = await applicationDataScope(deps.db, caller);
  const matches = await repo.openMatches(deps.db, caller.tenementId, phones, ids, scope.where);
  const list = rows.map((r) => answerRow(r, matches, lang));
  return {
    total: list.length,
    repeatCount: list.filter((r) => r.repeated).length,
    errorCount: list.filter((r) => Object.keys(r.issues).length).length,
    list,
  };
}
