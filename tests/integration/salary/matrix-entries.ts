/**
 * Matrix entries of salary approval (SalaryInfo/*, ResumeLib/EditResumeSalary) and background checks
 * (ThirdInterface/*): authorization (another company's administrator naming the demo company's
 * application or approval gets 1102 and it reads the same) and scope (a member whose scope leaves the
 * position out gets 1102).
 */
import { eq } from 'drizzle-orm';
import { PIPELINE_STAGE } from '../../../src/common/recruiting.ts';
import type { Db } from '../../../src/server/db/client.ts';
import { deliveryRecords, salaryProcesses, users } from '../../../src/server/db/schema/index.ts';
import { demoCompanyId, insertPosition, insertRecord } from '../../support/resume-fixtures.ts';
import type { Entries, Entry, MatrixCtx, Req } from '../platform/matrix/types.ts';
import type { ScopeEntry } from '../platform/matrix/scope-entries.ts';

/** A valid ID number (GB 11643 checksum) nobody in the demo has. */
const MATRIX_ID_NO = '11010519491231002X';

async function seekerId(db: Db) {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'seeker'));
  return u!.id;
}

/** A new application of the demo seeker to a new position of the demo company, at the hire stage, carrying an ID number. */
async function hireApplication(db: Db): Promise<number> {
  const positionId = await insertPosition(db, await demoCompanyId(db));
  return insertRecord(db, {
    positionId,
    userId: await seekerId(db),
    stage: PIPELINE_STAGE.hire,
    snapshot: { basic: { name: '矩阵薪资', idNumber: MATRIX_ID_NO } },
  });
}

/** An open approval of a new application, started by someone else than the administrator (so the administrator may end it). */
async function openProcess(db: Db): Promise<number> {
  const id = await hireApplication(db);
  const [r] = await db.select({ tenementId: deliveryRecords.tenementId }).from(deliveryRecords).where(eq(deliveryRecords.id, id));
  const [p] = await db
    .insert(salaryProcesses)
    .values({
      tenementId: r!.tenementId,
      deliveryRecordId: id,
      salary: '9000',
      salaryUnit: 1,
      startedBy: await seekerId(db),
      startedAt: new Date(),
    })
    .returning({ id: salaryProcesses.id });
  return p!.id;
}

const states = (id: number): Req => ({ method: 'POST', url: '/SalaryInfo/HasSalaryFinish', payload: { ids: [id] } });

/** A call naming a new application: the other company gets 1102 and the application's salary state reads the same. */
const byApplication = (build: (id: number) => Req): Entry => ({
  ok: async (c) => build(await hireApplication(c.db)),
  cross: {
    record: async (c: MatrixCtx) => {
      const id = await hireApplication(c.db);
      return { req: build(id), read: () => c.ok(states(id)) };
    },
  },
});

const salaryBody = (id: number) => ({ id, salary: 9000, salaryUnit: 1, note: '矩阵' });

export const salaryEntries: Entries = {
  'GET /SalaryInfo/Salary/ResumeList': { ok: () => ({ method: 'GET', url: '/SalaryInfo/Salary/ResumeList' }), cross: { list: true } },
  'GET /SalaryInfo/GetStartCandidates': { ok: () => ({ method: 'GET', url: '/SalaryInfo/GetStartCandidates' }), cross: { list: true } },
  'GET /SalaryInfo/GetGlobalflowUrl': {
    ok: () => ({ method: 'GET', url: '/SalaryInfo/GetGlobalflowUrl' }),
    cross: { own: 'the caller’s own company’s setting' },
  },
  'GET /SalaryInfo/GetSetting': {
    ok: () => ({ method: 'GET', url: '/SalaryInfo/GetSetting' }),
    cross: { own: 'the caller’s own company’s setting' },
  },
  'PUT /SalaryInfo/SaveSetting': {
    ok: () => ({ method: 'PUT', url: '/SalaryInfo/SaveSetting', payload: { requireApproval: false, approverIds: [] } }),
    cross: { own: 'writes the caller’s own company’s setting' },
  },
  'POST /SalaryInfo/StartSalaryProcess': byApplication((id) => ({
    method: 'POST',
    url: '/SalaryInfo/StartSalaryProcess',
    payload: salaryBody(id),
  })),
  'POST /ResumeLib/EditResumeSalary': byApplication((id) => ({
    method: 'POST',
    url: '/ResumeLib/EditResumeSalary',
    payload: salaryBody(id),
  })),
  'POST /SalaryInfo/HasSalaryProcess': byApplication((id) => ({
    method: 'POST',
    url: '/SalaryInfo/HasSalaryProcess',
    payload: { ids: [id] },
  })),
  'POST /SalaryInfo/HasSalaryFinish': byApplication(states),
  'PUT /SalaryInfo/EndSalaryProcess': {
    ok: async (c) => ({ method: 'PUT', url: '/SalaryInfo/EndSalaryProcess', payload: { id: await openProcess(c.db), approved: true } }),
    cross: {
      record: async (c) => {
        const id = await openProcess(c.db);
        return {
          req: { method: 'PUT', url: '/SalaryInfo/EndSalaryProcess', payload: { id, approved: false } },
          read: () => c.ok({ method: 'GET', url: '/SalaryInfo/Salary/ResumeList?state=0&perPage=100' }),
        };
      },
    },
  },
  'GET /ThirdInterface/FindByIdNoEncrypt': byApplication((id) => ({
    method: 'GET',
    url: `/ThirdInterface/FindByIdNoEncrypt?deliveryRecordId=${id}`,
  })),
  'GET /ThirdInterface/GetMeritsInfo': byApplication((id) => ({
    method: 'GET',
    url: `/ThirdInterface/GetMeritsInfo?deliveryRecordId=${id}`,
  })),
};

/** Scope entries: the application at the hire stage (offer pending) carrying an ID number. */
async function scopedHire(c: { db: Db; application(positionId: number, stage?: number): Promise<number> }, positionId: number) {
  const id = await c.application(positionId, PIPELINE_STAGE.hire);
  await c.db
    .update(deliveryRecords)
    .set({ resumeSnapshot: { basic: { name: '范围薪资', idNumber: MATRIX_ID_NO } } })
    .where(eq(deliveryRecords.id, id));
  return id;
}

export const salaryScopeEntries: Record<string, ScopeEntry> = {
  'POST /SalaryInfo/StartSalaryProcess': async (c, p) => ({
    method: 'POST',
    url: '/SalaryInfo/StartSalaryProcess',
    payload: salaryBody(await scopedHire(c, p)),
  }),
  'POST /ResumeLib/EditResumeSalary': async (c, p) => ({
    method: 'POST',
    url: '/ResumeLib/EditResumeSalary',
    payload: salaryBody(await scopedHire(c, p)),
  }),
  'POST /SalaryInfo/HasSalaryProcess': async (c, p) => ({
    method: 'POST',
    url: '/SalaryInfo/HasSalaryProcess',
    payload: { ids: [await scopedHire(c, p)] },
  }),
  'POST /SalaryInfo/HasSalaryFinish': async (c, p) => ({
    method: 'POST',
    url: '/SalaryInfo/HasSalaryFinish',
    payload: { ids: [await scopedHire(c, p)] },
  }),
  'GET /ThirdInterface/FindByIdNoEncrypt': async (c, p) => ({
    method: 'GET',
    url: `/ThirdInterface/FindByIdNoEncrypt?deliveryRecordId=${await scopedHire(c, p)}`,
  }),
  'GET /ThirdInterface/GetMeritsInfo': async (c, p) => ({
    method: 'GET',
    url: `/ThirdInterface/GetMeritsInfo?deliveryRecordId=${await scopedHire(c, p)}`,
  }),
};
