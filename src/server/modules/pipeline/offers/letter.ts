/**
 * What an offer says, checked and resolved: the department (the company's, inside the caller's data
 * scope on positions, 1192), the place (an office place of the company and/or a text), the salary and
 * its unit, the entry day and the last day to answer (not before today, at most OFFER_VALID_DAYS_MAX
 * days ahead), the letter's language and template (the company's by id, else its default in that
 * language, else the built-in one). Both SendOffer and PreviewOffer read offers through here, and a
 * stored offer's letter is rebuilt from its row the same way.
 */
import type { Queryable } from '../../../db/client.ts';
import { AppError, fieldError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import { LANGS, type Lang } from '../../../../common/states.ts';
import { addDays, OFFER_VALID_DAYS_MAX, offerToday, validUntilDay } from '../../../../common/offers.ts';
import { deptInPositionScope } from '../../positions/positions.ts';
import { DEFAULT_OFFER_TEMPLATES } from '../../offers/default-template.ts';
import type { OfferLetter, SalaryUnit } from '../../offers/letter-values.ts';
import type { OfferTemplate } from '../../offers/template.ts';
import { langOf } from '../notices.ts';
import * as repo from './repository.ts';

export interface OfferInput {
  positionName?: string;
  deptId: number;
  salary: number;
  salaryUnit: number;
  entryDate: string;
  place?: string;
  officePlaceId?: number;
  validUntil: string;
  templateId?: number;
  lang?: string;
}

export interface ResolvedOffer {
  positionName: string;
  deptId: number;
  deptName: string;
  salary: number;
  salaryUnit: SalaryUnit;
  entryDate: string;
  /** The place as the letter prints it: the office place's name and address, then the text. */
  place: string;
  officePlaceId: number | null;
  validUntil: string;
  lang: Lang;
  templateId: number | null;
  template: OfferTemplate;
}

const PLACE_MAX = 200;

export const templateOfRow = (row: repo.TemplateRow): OfferTemplate => ({
  title: row.title,
  greeting: row.greeting,
  paragraphs: Array.isArray(row.paragraphs) ? row.paragraphs.filter((p): p is string => typeof p === 'string') : [],
  closing: row.closing,
  signature: row.signature,
});

/** The template and language: the named template (in the language asked for, 1264), else the company's default, else the built-in. */
async function templateFor(db: Queryable, tenementId: number, input: Pick<OfferInput, 'templateId' | 'lang'>, recordLang: string) {
  const asked = input.lang !== undefined && (LANGS as readonly string[]).includes(input.lang) ? (input.lang as Lang) : undefined;
  if (input.templateId !== undefined) {
    const row = await repo.templateById(db, tenementId, input.templateId);
    if (!row) throw fieldError('templateId', { rule: 'notFound' });
    if (asked && row.lang !== asked) throw new AppError('OFFER_TEMPLATE_LANG', { template: row.name });
    return { lang: langOf(row.lang), templateId: row.id, template: templateOfRow(row) };
  }
  const lang = asked ?? langOf(recordLang);
  const row = await repo.defaultTemplate(db, tenementId, lang);
  return row
    ? { lang, templateId: row.id, template: templateOfRow(row) }
    : { lang, templateId: null, template: DEFAULT_OFFER_TEMPLATES[lang] };
}

async function placeOf(db: Queryable, tenementId: number, input: Pick<OfferInput, 'place' | 'officePlaceId'>) {
  let office: { name: string; address: string } | undefined;
  if (input.officePlaceId !== undefined) {
    office = (await repo.officePlacesOf(db, tenementId)).find((o) => o.id === input.officePlaceId);
    if (!office) throw fieldError('officePlaceId', { rule: 'notFound' });
  }
  const text = input.place?.trim() ?? '';
  const place = [office ? `${office.name} ${office.address}` : '', text].filter(Boolean).join(' · ');
  if ([...place].length > PLACE_MAX) throw fieldError('place', { rule: 'maxLength', params: { limit: PLACE_MAX } });
  return place;
}

/** The days a sent offer must respect: entry not before today; the last day to answer from today to 30 days ahead. */
function checkDays(input: Pick<OfferInput, 'entryDate' | 'validUntil'>, now: Date) {
  const today = offerToday(now);
  if (input.entryDate < today) throw fieldError('entryDate', { rule: 'notBeforeToday' });
  if (input.validUntil < today) throw fieldError('validUntil', { rule: 'notBeforeToday' });
  if (input.validUntil > addDays(today, OFFER_VALID_DAYS_MAX))
    throw fieldError('validUntil', { rule: 'validityMax', params: { limit: OFFER_VALID_DAYS_MAX } });
}

/**
 * The offer's fields checked against the company and the caller's scope; `days` also holds the dates
 * to today's rules (SendOffer; a preview shows whatever dates it is given).
 */
export async function resolveOffer(
  db: Queryable,
  caller: Manager,
  record: { positionName: string; lang: string },
  input: OfferInput,
  opts: { now: Date; days: boolean },
): Promise<ResolvedOffer> {
  const deptName = await repo.deptName(db, caller.tenementId, input.deptId);
  if (!deptName) throw fieldError('deptId', { rule: 'notFound' });
  if (!(await deptInPositionScope(db, caller, input.deptId))) throw new AppError('DEPT_OUT_OF_SCOPE');
  if (opts.days) checkDays(input, opts.now);
  const place = await placeOf(db, caller.tenementId, input);
  const chosen = await templateFor(db, caller.tenementId, input, record.lang);
  return {
    positionName: input.positionName?.trim() || record.positionName,
    deptId: input.deptId,
    deptName,
    salary: input.salary,
    salaryUnit: input.salaryUnit as SalaryUnit,
    entryDate: input.entryDate,
    place,
    officePlaceId: input.officePlaceId ?? null,
    validUntil: input.validUntil,
    ...chosen,
  };
}

export function letterOf(companyName: string, candidateName: string, o: ResolvedOffer, issuedOn: string): OfferLetter {
  return {
    companyName,
    candidateName,
    position: o.positionName,
    department: o.deptName,
    salary: o.salary,
    salaryUnit: o.salaryUnit,
    entryDate: o.entryDate,
    place: o.place,
    validUntil: o.validUntil,
    issuedOn,
  };
}

/** A stored offer as its letter was sent: the template it named (or the company's default, or the built-in one, in its language). */
export async function storedOffer(db: Queryable, offer: repo.OfferRow): Promise<ResolvedOffer> {
  const lang = langOf(offer.lang);
  const row = offer.templateId === null ? await repo.defaultTemplate(db, offer.tenementId, lang) : undefined;
  const named = offer.templateId === null ? undefined : await repo.templateById(db, offer.tenementId, offer.templateId, true);
  const found = named ?? row;
  return {
    positionName: offer.positionName,
    deptId: offer.deptId ?? 0,
    deptName: await repo.deptName(db, offer.tenementId, offer.deptId),
    salary: Number(offer.salary),
    salaryUnit: offer.salaryUnit as SalaryUnit,
    entryDate: offer.entryDate ?? '',
    place: offer.place ?? '',
    officePlaceId: offer.officePlaceId,
    validUntil: validUntilDay(offer.validUntil),
    lang,
    templateId: offer.templateId,
    template: found ? templateOfRow(found) : DEFAULT_OFFER_TEMPLATES[lang],
  };
}
