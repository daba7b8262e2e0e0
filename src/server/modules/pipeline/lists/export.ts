/**
 * A stage list as an Excel workbook: the screen's visible columns (its resource definition), the same
 * filters, sort, data scope and masks as the list, codes written as words in the caller's language.
 * More rows than one export holds is refused (1220) rather than cut short without a word.
 */
import type { Deps } from '../../../deps.ts';
import type { Lang } from '../../../../common/states.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import { definitions, type ResourceName } from '../../../../../generated/definitions.ts';
import { CATALOG } from '../../dropdown/catalog.ts';
import { EXPORT_MAX_ROWS, exportWorkbook } from '../../resources/export.ts';
import { overlayOf } from '../../config/service.ts';
import type { StageList } from './catalog.ts';
import type { PresentedListRow } from './presenter.ts';
import { listScope, pageOf } from './service.ts';
import type { ListQuery } from './schemas.ts';

const PAGE = 500;
const LANG_COLUMN: Record<Lang, 1 | 2 | 3> = { 'zh-CN': 1, 'zh-TW': 2, en: 3 };

/** The definition whose menu is the list's screen. */
function definitionOf(list: StageList): ResourceName | undefined {
  return (Object.keys(definitions) as ResourceName[]).find(
    (n) => (definitions[n].menu as { key?: string } | undefined)?.key === list.screen,
  );
}

/**
 * Whether the list's screen declares an export (its definition's `api.actions.export`, whose toolbar
 * button seeds the `<screen>:export` key): only then is the export served, as for generic resources.
 */
export function exportDeclared(list: StageList): boolean {
  const name = definitionOf(list);
  return Boolean(name && (definitions[name].api.actions as Record<string, string | null | undefined>).export);
}

function optionText(group: string, name: string, value: unknown, lang: Lang): unknown {
  const opt = CATALOG[group]?.[name]?.find(([v]) => v === value);
  return opt ? opt[LANG_COLUMN[lang]] : value;
}

/** Codes as words: stages by name, personnel type, education and gender from their option lists. */
function readable(row: PresentedListRow, lang: Lang): Record<string, unknown> {
  const r = row as Record<string, unknown>;
  return {
    ...r,
    stage: r.stageName,
    fromStage: r.fromStageName,
    personnelType: optionText('Public', 'PersonnelType', r.personnelType, lang),
    education: optionText('Position', 'Education', r.education, lang),
    gender: optionText('Public', 'Sex', r.gender, lang),
    recruitmentType: optionText('Position', 'RecruitmentType', r.recruitmentType, lang),
  };
}

export async function exportStageList(deps: Deps, caller: Manager, list: StageList, q: ListQuery, lang: Lang) {
  const scope = await listScope(deps, caller);
  const first = await pageOf(deps, list, scope, q, lang, 1, 1);
  if (first.totalCount > EXPORT_MAX_ROWS) throw new AppError('PIPELINE_EXPORT_TOO_MANY', { count: first.totalCount, max: EXPORT_MAX_ROWS });
  const name = definitionOf(list) ?? 'NewDelivery';
  return exportWorkbook(
    name,
    lang,
    async (page, perPage) => (await pageOf(deps, list, scope, q, lang, page, perPage)).list.map((r) => readable(r, lang)),
    PAGE,
    await overlayOf(deps, caller.tenementId, name),
  );
}
