/**
 * Matrix entries of the offer calls beside the transition rows: HR's PreviewOffer and
 * GetOfferTenementInfo (authorization and scope matrices: another company's administrator, or a member
 * whose scope leaves the position out, gets 1102), and the seeker's AcceptOffer, DeclineOffer and
 * GetOfferPdf (owner matrix: another seeker gets 1102 and the owner's list reads the same).
 */
import { eq } from 'drizzle-orm';
import { HIRE_STEP, PIPELINE_STAGE } from '../../../src/common/recruiting.ts';
import type { Db } from '../../../src/server/db/client.ts';
import { deliveryRecords, users } from '../../../src/server/db/schema/index.ts';
import { demoCompanyId, insertPosition, insertRecord } from '../../support/resume-fixtures.ts';
import { insertOffer, offerInput } from '../../support/offer-fixtures.ts';
import type { Entries, Entry, MatrixCtx, Req } from '../platform/matrix/types.ts';
import type { OwnerCtx, OwnerEntries, OwnerEntry, OwnerReq } from '../platform/matrix/owner-types.ts';

/** An application to the position at the hire stage with a sent offer. */
async function offered(db: Db, positionId: number, userId: number) {
  const id = await insertRecord(db, { positionId, userId, stage: PIPELINE_STAGE.hire, snapshot: { basic: { name: '矩阵录用' } } });
  await db.update(deliveryRecords).set({ step: HIRE_STEP.offerSent }).where(eq(deliveryRecords.id, id));
  const [r] = await db.select({ tenementId: deliveryRecords.tenementId }).from(deliveryRecords).where(eq(deliveryRecords.id, id));
  await insertOffer(db, { tenementId: r!.tenementId, recordId: id });
  return id;
}

async function seekerId(db: Db) {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'seeker'));
  return u!.id;
}

const preview = async (db: Db, id: number): Promise<Req> => {
  const [r] = await db.select({ tenementId: deliveryRecords.tenementId }).from(deliveryRecords).where(eq(deliveryRecords.id, id));
  return { method: 'POST', url: '/InterviewAssessments/PreviewOffer', payload: { id, ...(await offerInput(db, r!.tenementId)) } };
};
const info = (id: number): Req => ({ method: 'GET', url: `/InterviewAssessments/GetOfferTenementInfo?id=${id}` });

async function demoOffer(c: MatrixCtx) {
  return offered(c.db, await insertPosition(c.db, await demoCompanyId(c.db)), await seekerId(c.db));
}

const byRecord = (build: (c: MatrixCtx, id: number) => Promise<Req> | Req): Entry => ({
  ok: async (c) => build(c, await demoOffer(c)),
  cross: {
    record: async (c) => {
      const id = await demoOffer(c);
      const req = await build(c, id);
      return { req, read: () => c.ok(info(id)) };
    },
  },
});

let names = 0;
/** A new template of the demo company, made by its administrator. */
async function template(c: MatrixCtx): Promise<number> {
  names += 1;
  const made = await c.ok<{ id: number }>({
    method: 'POST',
    url: '/OfferTemplate/Add',
    payload: { name: `矩阵模板${names}`, lang: 'zh-CN', title: '录用通知书', paragraphs: '尊敬的{name}：欢迎加入。' },
  });
  return made.id;
}

/** A write naming a template: another company's administrator gets 1102 and the list reads the same. */
const byTemplate = (build: (id: number) => Req): Entry => ({
  ok: async (c) => build(await template(c)),
  cross: {
    record: async (c) => {
      const req = build(await template(c));
      return { req, read: () => c.ok({ method: 'GET', url: '/OfferTemplate/GetList?perPage=100' }) };
    },
  },
});

export const offerEntries: Entries = {
  'GET /OfferTemplate/GetList': { ok: () => ({ method: 'GET', url: '/OfferTemplate/GetList' }), cross: { list: true } },
  'POST /OfferTemplate/Add': {
    ok: () => {
      names += 1;
      return {
        method: 'POST',
        url: '/OfferTemplate/Add',
        payload: { name: `矩阵新增${names}`, lang: 'en', title: 'Offer', paragraphs: 'Welcome, {name}.' },
      };
    },
    cross: { own: 'adds a template to the caller’s own company' },
  },
  'PUT /OfferTemplate/Edit': byTemplate((id) => ({ method: 'PUT', url: '/OfferTemplate/Edit', payload: { id, title: '录用通知（改）' } })),
  'DELETE /OfferTemplate/Delete': byTemplate((id) => ({ method: 'DELETE', url: `/OfferTemplate/Delete?ids=${id}` })),
  'POST /OfferTemplate/EnableOrDisable': byTemplate((id) => ({
    method: 'POST',
    url: '/OfferTemplate/EnableOrDisable',
    payload: { ids: [id], enabled: false },
  })),
  'POST /InterviewAssessments/PreviewOffer': byRecord((c, id) => preview(c.db, id)),
  'GET /InterviewAssessments/GetOfferTenementInfo': byRecord((_c, id) => info(id)),
};

export const offerScopeEntries: Record<
  string,
  (c: { db: Db; application(positionId: number, stage?: number): Promise<number> }, positionId: number) => Promise<Req>
> = {
  'POST /InterviewAssessments/PreviewOffer': async (c, p) => preview(c.db, await c.application(p, PIPELINE_STAGE.hire)),
  'GET /InterviewAssessments/GetOfferTenementInfo': async (c, p) => info(await c.application(p, PIPELINE_STAGE.hire)),
};

const ownerOffer = async (c: OwnerCtx) => offered(c.app.database.db, await insertPosition(c.app.database.db, c.companyId), c.owner.userId);

const ownerEntry = (req: (id: number) => OwnerReq): OwnerEntry => ({
  ok: async (c) => req(await ownerOffer(c)),
  cross: {
    record: async (c) => ({
      req: req(await ownerOffer(c)),
      read: { method: 'GET', url: '/ResumeDeliveryRecord/User/GetList?perPage=100' },
    }),
  },
});

export const offerOwnerEntries: OwnerEntries = {
  'POST /ResumeDeliveryRecord/User/AcceptOffer': ownerEntry((id) => ({
    method: 'POST',
    url: '/ResumeDeliveryRecord/User/AcceptOffer',
    payload: { id },
  })),
  'POST /ResumeDeliveryRecord/User/DeclineOffer': ownerEntry((id) => ({
    method: 'POST',
    url: '/ResumeDeliveryRecord/User/DeclineOffer',
    payload: { id },
  })),
  'GET /ResumeDeliveryRecord/User/GetOfferPdf': ownerEntry((id) => ({
    method: 'GET',
    url: `/ResumeDeliveryRecord/User/GetOfferPdf?id=${id}`,
  })),
};
