/**
 * The demo company's offers, so 录用 shows every hire step on first start: an offer waiting for an
 * answer (杨帆), one the seeker accepted (朱晓燕), one declined (罗斌), a candidate to be employed
 * (唐悦) and one with an induction date (曹宇), each with the history rows the pipeline writes; and
 * the company's offer letter templates, 简体中文 (its default) and English. The demo seeker gets none:
 * the test tiers start from the demo data and count that account's applications.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { deliveryRecords, deliveryStageHistory, depts, offerTemplates, offers, officePlaces, positions, users } from '../schema/index.ts';
import { OFFER_ANSWERED_VIA, OFFER_STATE, addDays, offerToday, validUntilEnd } from '../../../common/offers.ts';
import { HIRE_STEP as H, PIPELINE_STAGE as S } from '../../../common/recruiting.ts';
import { DEFAULT_OFFER_TEMPLATES } from '../../modules/offers/default-template.ts';

const DAY = 24 * 3600 * 1000;
const H_STAGE = S.hire;

interface Demo {
  name: string;
  /** An applicant the pipeline seed made (by name), or a new one applying to `position`. */
  position?: string;
  /** The new applicant is this existing account (the demo seeker, who reads the offer on 我的求职). */
  account?: string;
  step: number;
  offer: number;
  salary: number;
  sentDaysAgo: number;
  inductionInDays?: number;
}

const DEMOS: readonly Demo[] = [
  { name: '杨帆', step: H.offerSent, offer: OFFER_STATE.sent, salary: 11500, sentDaysAgo: 1 },
  { name: '朱晓燕', step: H.offerAccepted, offer: OFFER_STATE.accepted, salary: 6800, sentDaysAgo: 3 },
  { name: '罗斌', position: 'CNC操作工', step: H.offerSent, offer: OFFER_STATE.declined, salary: 7200, sentDaysAgo: 4 },
  { name: '唐悦', position: '质检员', step: H.toBeEmployed, offer: OFFER_STATE.accepted, salary: 6500, sentDaysAgo: 6 },
  {
    name: '曹宇',
    position: '设备工程师',
    step: H.inducted,
    offer: OFFER_STATE.accepted,
    salary: 12500,
    sentDaysAgo: 8,
    inductionInDays: 7,
  },
];

/** The calls that took a record from offer pending to its step (each a history row). */
const CALLS: readonly string[] = ['SendOffer', 'User/AcceptOffer', 'ToBeEmployed', 'Induction'];

async function templates(db: Queryable, tenementId: number) {
  const zh = DEFAULT_OFFER_TEMPLATES['zh-CN'];
  const en = DEFAULT_OFFER_TEMPLATES.en;
  await db.insert(offerTemplates).values([
    { tenementId, name: '标准录用通知书', lang: 'zh-CN', ...zh, paragraphs: [...zh.paragraphs], isDefault: true },
    { tenementId, name: 'Standard offer letter (English)', lang: 'en', ...en, paragraphs: [...en.paragraphs], isDefault: true },
  ]);
}

/** A new applicant at the hire stage (offer pending), with the moves that brought them there. */
async function newApplicant(db: Queryable, tenementId: number, actorId: number, d: Demo, i: number, now: number) {
  const [position] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.tenementId, tenementId), eq(positions.name, d.position!)));
  const phone = `1365130${String(i + 1).padStart(4, '0')}`;
  const [user] = d.account
    ? await db.select({ id: users.id }).from(users).where(eq(users.account, d.account))
    : await db
        .insert(users)
        .values({ account: `offer${String(i + 1).padStart(3, '0')}`, passwordHash: '!demo-candidate', name: d.name, phone })
        .returning({ id: users.id });
  if (!user) return undefined;
  const appliedAt = new Date(now - (d.sentDaysAgo + 9) * DAY);
  const [record] = await db
    .insert(deliveryRecords)
    .values({
      tenementId,
      positionId: position!.id,
      userId: user!.id,
      resumeType: 1,
      resumeSnapshot: {
        basic: { name: d.name, sex: i % 2 ? 2 : 1, birthday: '1995-03-12', phone, education: 4, workYears: 5, city: '苏州' },
      },
      stage: H_STAGE,
      source: '招聘网站',
      viewedAt: new Date(appliedAt.getTime() + 3600 * 1000),
      createdAt: appliedAt,
    })
    .returning({ id: deliveryRecords.id });
  const path: Array<[string, number, number]> = [
    ['PassInitialScreening', S.newDelivery, S.initialScreening],
    ['ExpectedInvitation', S.initialScreening, S.interview],
    ['HasHired', S.interview, S.hire],
  ];
  await db.insert(deliveryStageHistory).values(
    path.map(([call, from, to], k) => ({
      tenementId,
      deliveryRecordId: record!.id,
      call,
      fromStage: from,
      toStage: to,
      actorId,
      data: {},
      createdAt: new Date(appliedAt.getTime() + (k + 1) * 2 * DAY),
    })),
  );
  return record!.id;
}

async function hireRecord(db: Queryable, tenementId: number, name: string, id?: number) {
  const [r] = await db
    .select({ id: deliveryRecords.id, userId: deliveryRecords.userId, positionName: positions.name, deptId: positions.deptId })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(
      and(
        eq(deliveryRecords.tenementId, tenementId),
        eq(deliveryRecords.stage, H_STAGE),
        id === undefined ? eq(users.name, name) : eq(deliveryRecords.id, id),
      ),
    );
  return r;
}

export async function seedDemoOffers(db: Queryable, tenementId: number, actorId: number) {
  await templates(db, tenementId);
  const [office] = await db
    .select()
    .from(officePlaces)
    .where(eq(officePlaces.tenementId, tenementId))
    .orderBy(asc(officePlaces.id))
    .limit(1);
  const [firstDept] = await db.select({ id: depts.id }).from(depts).where(eq(depts.tenementId, tenementId)).orderBy(asc(depts.id)).limit(1);
  const now = Date.now();
  const today = offerToday(new Date(now));
  for (const [i, d] of DEMOS.entries()) {
    const id = d.position ? await newApplicant(db, tenementId, actorId, d, i, now) : (await hireRecord(db, tenementId, d.name))?.id;
    if (id === undefined) continue;
    const r = (await hireRecord(db, tenementId, d.name, id))!;
    const sentAt = new Date(now - d.sentDaysAgo * DAY);
    const sentDay = offerToday(sentAt);
    await db.insert(offers).values({
      tenementId,
      deliveryRecordId: id,
      positionName: r.positionName,
      deptId: r.deptId ?? firstDept?.id ?? null,
      salary: String(d.salary),
      salaryUnit: 1,
      lang: 'zh-CN',
      entryDate: addDays(sentDay, 14),
      place: office ? `${office.name} ${office.address}` : '公司总部',
      officePlaceId: office?.id ?? null,
      validUntil: validUntilEnd(addDays(sentDay, 7)),
      state: d.offer,
      sentBy: actorId,
      sentAt,
      answeredAt: d.offer === OFFER_STATE.sent ? null : new Date(sentAt.getTime() + DAY),
      answeredVia: d.offer === OFFER_STATE.sent ? null : OFFER_ANSWERED_VIA.seeker,
    });
    const induction = d.inductionInDays === undefined ? null : addDays(today, d.inductionInDays);
    await db
      .update(deliveryRecords)
      .set({ step: d.step, entryDate: induction, stageChangedAt: new Date(sentAt.getTime() + (d.step - 1) * DAY) })
      .where(eq(deliveryRecords.id, id));
    // The seeker answered on 我的求职 (their own history row); HR took the steps after it.
    const calls = [...CALLS.slice(0, d.step), ...(d.offer === OFFER_STATE.declined ? ['User/DeclineOffer'] : [])];
    await db.insert(deliveryStageHistory).values(
      calls.map((call, k) => ({
        tenementId,
        deliveryRecordId: id,
        call,
        fromStage: H_STAGE,
        fromStep: call === 'User/DeclineOffer' ? H.offerSent : k,
        toStage: H_STAGE,
        toStep: call === 'User/DeclineOffer' ? H.offerSent : k + 1,
        actorId: call.startsWith('User/') ? r.userId : actorId,
        data: call === 'Induction' && induction ? { inductionDate: induction } : {},
        createdAt: new Date(sentAt.getTime() + k * DAY),
      })),
    );
  }
}
