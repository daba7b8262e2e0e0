/**
 * 职位管理 › Offer模板: the company's offer letter templates, edited on a screen the engine renders
 * from resources/offer-template.json. The body's paragraphs travel as one text, a blank line between
 * paragraphs (the form's textarea), and are stored as a JSON array; every write passes
 * validateOfferTemplate (known placeholders, bounded lengths: field errors). One default per
 * language; a template an offer was sent in cannot be deleted (1230), only disabled.
 */
import type { Deps } from '../../../deps.ts';
import { inTransaction } from '../../../db/tx.ts';
import { AppError, fieldError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import type { FieldIssue } from '../../../../common/field-messages.ts';
import type { Lang } from '../../../../common/states.ts';
import { logOperation } from '../../oplog/service.ts';
import { validateOfferTemplate } from '../../offers/template.ts';
import * as repo from './template-repository.ts';

export interface TemplateInput {
  name: string;
  lang: string;
  title: string;
  greeting?: string;
  paragraphs: string;
  closing?: string;
  signature?: string;
  isDefault?: boolean;
}

export interface TemplateListQuery {
  page: number;
  perPage: number;
  sort?: string;
  name_like?: string;
  lang?: string;
  enabled?: boolean;
}

/** The textarea's text as paragraphs: split on blank lines, each trimmed, empty ones dropped. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export const paragraphsText = (stored: unknown): string =>
  Array.isArray(stored) ? stored.filter((p): p is string => typeof p === 'string').join('\n\n') : '';

export function presentTemplate(r: repo.TemplateRow) {
  return {
    id: r.id,
    name: r.name,
    lang: r.lang,
    title: r.title,
    greeting: r.greeting,
    paragraphs: paragraphsText(r.paragraphs),
    closing: r.closing,
    signature: r.signature,
    isDefault: r.isDefault,
    enabled: r.enabled,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function valuesOf(input: Partial<TemplateInput>) {
  const text = (v: string | undefined) => (v === undefined ? undefined : v.trim());
  return {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.lang !== undefined ? { lang: input.lang } : {}),
    ...(input.title !== undefined ? { title: text(input.title)! } : {}),
    ...(input.greeting !== undefined ? { greeting: text(input.greeting)! } : {}),
    ...(input.paragraphs !== undefined ? { paragraphs: paragraphsOf(input.paragraphs) } : {}),
    ...(input.closing !== undefined ? { closing: text(input.closing)! } : {}),
    ...(input.signature !== undefined ? { signature: text(input.signature)! } : {}),
    ...(input.isDefault !== undefined ? { isDefault: input.isDefault } : {}),
  };
}

/** The validator's issues as the form's fields (a paragraph's issue is the body's). */
function assertValid(template: Record<string, unknown>) {
  const issues = validateOfferTemplate(template);
  const fields: Record<string, FieldIssue> = {};
  for (const [key, issue] of Object.entries(issues)) fields[key.startsWith('paragraphs') ? 'paragraphs' : key] ??= issue;
  if (Object.keys(fields).length) throw new AppError('VALIDATION', {}, fields);
}

export async function listTemplates(deps: Deps, caller: Manager, q: TemplateListQuery) {
  const text = q.sort ?? '-id';
  const key = text.replace(/^-/, '') as repo.TemplateSort;
  const sort = { key: ['id', 'name', 'updatedAt'].includes(key) ? key : 'id', desc: text.startsWith('-') } as const;
  const { rows, total } = await repo.templatePage(
    deps.db,
    { tenementId: caller.tenementId, nameLike: q.name_like, lang: q.lang, enabled: q.enabled },
    sort,
    (q.page - 1) * q.perPage,
    q.perPage,
  );
  return { list: rows.map(presentTemplate), totalCount: total, page: q.page, perPage: q.perPage };
}

export async function addTemplate(deps: Deps, caller: Manager, input: TemplateInput) {
  const values = valuesOf(input);
  assertValid({ greeting: '', closing: '', signature: '', ...values });
  return inTransaction(deps.db, async (tx) => {
    if (await repo.nameTaken(tx, caller.tenementId, values.name!)) throw fieldError('name', { rule: 'existsAlready' });
    const row = await repo.insertTemplate(tx, { tenementId: caller.tenementId, ...(values as Required<typeof values>) });
    if (row.isDefault) await repo.clearOtherDefaults(tx, caller.tenementId, row.lang, row.id);
    await logOperation(tx, caller, { action: 'add', resource: 'offerTemplate', recordId: row.id, summary: { name: row.name } });
    return presentTemplate(row);
  });
}

export async function editTemplate(deps: Deps, caller: Manager, input: Partial<TemplateInput> & { id: number }) {
  return inTransaction(deps.db, async (tx) => {
    const [before] = await repo.templatesByIds(tx, caller.tenementId, [input.id]);
    if (!before) throw new AppError('NOT_FOUND');
    const values = valuesOf(input);
    assertValid({ ...before, ...values });
    if (values.name && (await repo.nameTaken(tx, caller.tenementId, values.name, before.id)))
      throw fieldError('name', { rule: 'existsAlready' });
    const row = (await repo.updateTemplate(tx, caller.tenementId, before.id, values))!;
    if (row.isDefault) await repo.clearOtherDefaults(tx, caller.tenementId, row.lang, row.id);
    await logOperation(tx, caller, { action: 'edit', resource: 'offerTemplate', recordId: row.id, summary: { name: row.name } });
    return presentTemplate(row);
  });
}

const USES: Readonly<Record<Lang, (n: number) => string>> = {
  'zh-CN': (n) => `${n}份Offer`,
  'zh-TW': (n) => `${n}份Offer`,
  en: (n) => `${n} offer${n === 1 ? '' : 's'}`,
};
const WHAT: Readonly<Record<Lang, string>> = { 'zh-CN': 'Offer模板', 'zh-TW': 'Offer範本', en: 'Offer template' };

export async function deleteTemplates(deps: Deps, caller: Manager, ids: readonly number[], lang: Lang) {
  return inTransaction(deps.db, async (tx) => {
    const rows = await repo.templatesByIds(tx, caller.tenementId, ids);
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined) throw new AppError('NOT_FOUND');
    const used = await repo.usage(tx, ids);
    const first = rows.find((r) => used.has(r.id));
    if (first)
      throw new AppError('RECORD_IN_USE', { what: WHAT[lang], name: first.name, uses: USES[lang](used.get(first.id)!) }, undefined, {
        canDisable: true,
      });
    const deleted = await repo.deleteTemplates(tx, caller.tenementId, ids);
    await logOperation(tx, caller, {
      action: 'delete',
      resource: 'offerTemplate',
      recordId: ids.join(','),
      summary: { before: rows.map((r) => ({ id: r.id, name: r.name })) },
    });
    return { deleted };
  });
}

export async function enableTemplates(deps: Deps, caller: Manager, ids: readonly number[], enabled: boolean) {
  return inTransaction(deps.db, async (tx) => {
    const updated = await repo.setEnabled(tx, caller.tenementId, ids, enabled);
    if (updated !== new Set(ids).size) throw new AppError('NOT_FOUND');
    await logOperation(tx, caller, { action: 'enable', resource: 'offerTemplate', recordId: ids.join(','), summary: { enabled } });
    return { updated };
  });
}
