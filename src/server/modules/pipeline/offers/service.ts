/**
 * HR's offer reads: the letter as a PDF before it is sent (PreviewOffer, from the dialog's fields) or
 * of a sent offer, and what the offer dialog offers to choose (GetOfferTenementInfo). Both are
 * reached by an application id and held to the application scope (company, position in the caller's
 * data scope; else 1102).
 */
import type { Deps } from '../../../deps.ts';
import type { Queryable } from '../../../db/client.ts';
import { fieldError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import { AppError } from '../../../http/app-error.ts';
import { addDays, offerToday } from '../../../../common/offers.ts';
import { companyRecord } from '../../delivery/hr-detail.ts';
import { positionDataScope } from '../../access/application-scope.ts';
import { rowInScope } from '../../positions/repository.ts';
import { renderOfferPdf } from '../../offers/letter-pdf.ts';
import { langOf } from '../notices.ts';
import { letterOf, resolveOffer, storedOffer, type OfferInput } from './letter.ts';
import * as repo from './repository.ts';

export interface PreviewBody extends Partial<OfferInput> {
  id?: number;
  offerId?: number;
}

const REQUIRED = ['deptId', 'salary', 'salaryUnit', 'entryDate', 'validUntil'] as const;

/** The record HR names, in the caller's company and data scope (1102 otherwise). */
async function scopedRecord(db: Queryable, caller: Manager, id: number) {
  await companyRecord(db, caller, id);
  return (await repo.recordForOffer(db, id))!;
}

export async function previewOffer(deps: Deps, caller: Manager, body: PreviewBody): Promise<Buffer> {
  const now = deps.clock.now();
  if (body.offerId !== undefined) {
    const offer = await repo.offerById(deps.db, body.offerId);
    if (!offer || offer.tenementId !== caller.tenementId) throw new AppError('NOT_FOUND');
    const record = await scopedRecord(deps.db, caller, offer.deliveryRecordId);
    const stored = await storedOffer(deps.db, offer);
    const company = await repo.companyName(deps.db, caller.tenementId);
    return renderOfferPdf(letterOf(company, record.name, stored, offerToday(offer.sentAt)), stored.template, stored.lang);
  }
  if (body.id === undefined) throw fieldError('id', { rule: 'required' });
  const missing = REQUIRED.find((k) => body[k] === undefined);
  if (missing) throw fieldError(missing, { rule: 'required' });
  const record = await scopedRecord(deps.db, caller, body.id);
  const offer = await resolveOffer(deps.db, caller, record, body as OfferInput, { now, days: false });
  const company = await repo.companyName(deps.db, caller.tenementId);
  return renderOfferPdf(letterOf(company, record.name, offer, offerToday(now)), offer.template, offer.lang);
}

/** What the offer dialog offers: the company, its office places, the departments in scope, the templates, the record's defaults. */
export async function offerTenementInfo(deps: Deps, caller: Manager, id: number) {
  const record = await scopedRecord(deps.db, caller, id);
  const [companyName, places, depts, templates] = await Promise.all([
    repo.companyName(deps.db, caller.tenementId),
    repo.officePlacesOf(deps.db, caller.tenementId),
    repo.deptsOf(deps.db, caller.tenementId),
    repo.templatesOf(deps.db, caller.tenementId),
  ]);
  // The scope is read once; each department is then one check against it (SendOffer checks the one sent the same way).
  const scope = await positionDataScope(deps.db, caller);
  const inScope = [];
  for (const d of depts)
    if (!scope.where || (await rowInScope(deps.db, scope.where, { deptId: d.id, createdBy: caller.userId })))
      inScope.push({ value: d.id, display: d.name });
  const today = offerToday(deps.clock.now());
  return {
    companyName,
    candidateName: record.name,
    positionName: record.positionName,
    deptId: inScope.some((d) => d.value === record.positionDeptId) ? record.positionDeptId : null,
    officePlaceId: places.some((p) => p.id === record.officePlaceId) ? record.officePlaceId : null,
    lang: langOf(record.lang),
    today,
    entryDate: addDays(today, 14),
    validUntil: addDays(today, 7),
    officePlaces: places.map((p) => ({ value: p.id, display: p.name, address: p.address })),
    depts: inScope,
    templates: templates.map((t) => ({ value: t.id, display: t.name, lang: langOf(t.lang), isDefault: t.isDefault })),
  };
}
