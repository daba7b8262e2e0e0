/**
 * Per-resource hooks on the generic path (src/server/modules/resources/hooks.ts): 工号设置's real
 * rules (validate), and the scope and present hooks as a resource would use them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { registerHooks } from '../../../src/server/modules/resources/hooks.ts';
import type { FieldIssue } from '../../../src/common/field-messages.ts';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { multipart } from '../../support/multipart.ts';

let app: FastifyInstance;
let admin: string;
let other: string;

beforeAll(async () => {
  app = await testApp();
  ({ admin, other } = await actors(app));
});
afterAll(async () => app.close());

type Setting = { id: number; name: string; personnelType: string; numberLength: number; currentValue: number };
const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'zh-CN') =>
  app.inject({ method, url: api(url), headers: { ...auth(token), 'accept-language': lang }, ...(payload ? { payload } : {}) });

describe('工号设置 rules (validate hook)', () => {
  it('allows one rule per personnel type in a company', async () => {
    const first = body<Setting>(
      await send(other, 'POST', '/EmployeeNumberSetting/Add', { name: '正式', personnelType: 'formal', numberLength: 6 }),
    );
    expect(first.state).toBe(200);
    const again = body(
      await send(other, 'POST', '/EmployeeNumberSetting/Add', { name: '正式二', personnelType: 'formal', numberLength: 6 }),
    );
    expect(again).toMatchObject({ state: 1000, errors: { personnelType: '已存在' } });
    const intern = body<Setting>(
      await send(other, 'POST', '/EmployeeNumberSetting/Add', { name: '实习', personnelType: 'intern', numberLength: 4 }),
    );
    expect(
      body(await send(other, 'PUT', '/EmployeeNumberSetting/Update', { id: intern.data.id, personnelType: 'formal' }, 'en')),
    ).toMatchObject({ state: 1000, errors: { personnelType: 'exists already' } });
    // A rule keeps its own type; the demo company's rules do not count for this one.
    expect(
      body(await send(other, 'PUT', '/EmployeeNumberSetting/Update', { id: first.data.id, personnelType: 'formal', name: '正式工' })).state,
    ).toBe(200);
    const list = body<{ list: Setting[] }>(await send(other, 'GET', '/EmployeeNumberSetting/GetList')).data.list;
    expect(list.map((s) => s.personnelType).sort()).toEqual(['formal', 'intern']);
  });

  it('keeps the current number within the sequence’s digits, blaming the field the write changed', async () => {
    const tooBig = body(
      await send(other, 'POST', '/EmployeeNumberSetting/Add', {
        name: '临时',
        personnelType: 'temporary',
        numberLength: 4,
        currentValue: 10000,
      }),
    );
    expect(tooBig).toMatchObject({ state: 1000, errors: { currentValue: '不能大于9999' } });
    const made = body<Setting>(
      await send(other, 'POST', '/EmployeeNumberSetting/Add', {
        name: '临时',
        personnelType: 'temporary',
        numberLength: 4,
        currentValue: 9999,
      }),
    );
    expect(made.data).toMatchObject({ numberLength: 4, currentValue: 9999 });
    expect(body(await send(other, 'PUT', '/EmployeeNumberSetting/Update', { id: made.data.id, numberLength: 3 }))).toMatchObject({
      state: 1000,
      errors: { numberLength: '不能小于4' },
    });
    expect(body(await send(other, 'PUT', '/EmployeeNumberSetting/Update', { id: made.data.id, currentValue: 10000 }))).toMatchObject({
      state: 1000,
      errors: { currentValue: '不能大于9999' },
    });
    expect(
      body<Setting>(await send(other, 'PUT', '/EmployeeNumberSetting/Update', { id: made.data.id, numberLength: 5, currentValue: 10000 }))
        .data,
    ).toMatchObject({ numberLength: 5, currentValue: 10000 });
  });
});

describe('scope and present hooks', () => {
  type Type = { id: number; name: string; code: string | null; remark: string | null };
  const addType = async (name: string, code: string) => body<Type>(await send(other, 'POST', '/PositionType/Add', { name, code })).data;

  it('narrows every read and write to the hook’s rows and reshapes what goes out', async () => {
    const [kept, hidden] = [await addType('可见', 'SEEN'), await addType('隐藏', 'HIDDEN')];
    const undo = registerHooks('PositionType', {
      scope: ({ table }) => eq((getTableColumns(table) as Record<string, PgColumn>).code!, 'SEEN'),
      present: (row) => ({ ...row, remark: `〔${String(row.name)}〕` }),
    });
    try {
      const list = body<{ list: Type[]; totalCount: number }>(await send(other, 'GET', '/PositionType/GetList')).data;
      expect(list).toMatchObject({ totalCount: 1, list: [{ id: kept.id, remark: '〔可见〕' }] });
      expect(body<Type>(await send(other, 'GET', `/PositionType/GetDetail?id=${kept.id}`)).data.remark).toBe('〔可见〕');
      expect(body(await send(other, 'GET', `/PositionType/GetDetail?id=${hidden.id}`)).state).toBe(1102);
      expect(body(await send(other, 'PUT', '/PositionType/Edit', { id: hidden.id, name: '改' })).state).toBe(1102);
      expect(body(await send(other, 'POST', '/PositionType/EnableOrDisable', { ids: [hidden.id], enabled: false })).state).toBe(1102);
      expect(body(await send(other, 'DELETE', `/PositionType/Delete?ids=${hidden.id}`)).state).toBe(1102);
      expect(body<Array<{ value: number }>>(await send(other, 'GET', '/PositionType/GetDropDown')).data.map((o) => o.value)).toEqual([
        kept.id,
      ]);
      // Create is outside the scope (nothing to narrow) but presented through the hook.
      expect(body<Type>(await send(other, 'POST', '/PositionType/Add', { name: '新建' })).data.remark).toBe('〔新建〕');
    } finally {
      undo();
    }
    expect(body(await send(other, 'GET', `/PositionType/GetDetail?id=${hidden.id}`)).data).toMatchObject({ name: '隐藏', remark: null });
    // Another company never saw any of it.
    expect(
      body<{ list: Type[] }>(await send(admin, 'GET', '/PositionType/GetList?perPage=100')).data.list.map((t) => t.name),
    ).not.toContain('可见');
  });

  it('runs validate on each imported row, counting the rows before it, and writes nothing when one fails', async () => {
    const undo = registerHooks('InterviewContacts', {
      validate: async ({ db, table, tenementId }, values): Promise<Record<string, FieldIssue>> => {
        const cols = getTableColumns(table) as Record<string, PgColumn>;
        const same = await db
          .select({ id: cols.id! })
          .from(table)
          .where(and(eq(cols.tenementId!, tenementId!), eq(cols.address!, String(values.address))));
        return same.length ? { address: { rule: 'existsAlready' } } : {};
      },
    });
    try {
      const book = new ExcelJS.Workbook();
      const ws = book.addWorksheet('s');
      for (const r of [
        ['联系人', '联系电话', '邮箱', '面试地点'],
        ['赵敏', '13711112222', null, '三号楼'],
        ['钱进', '13733334444', null, '三号楼'],
      ])
        ws.addRow(r);
      const m = multipart([{ field: 'file', filename: 'c.xlsx', data: Buffer.from(await book.xlsx.writeBuffer()) }]);
      const res = body<{ errorCount: number; successCount: number }>(
        await app.inject({
          method: 'POST',
          url: api('/InterviewContacts/ImportContacts'),
          headers: { ...auth(other), ...m.headers },
          payload: m.payload,
        }),
      );
      expect(res.data).toMatchObject({ errorCount: 1, successCount: 0 });
      expect(body<{ totalCount: number }>(await send(other, 'GET', '/InterviewContacts/GetList')).data.totalCount).toBe(0);
    } finally {
      undo();
    }
  });
});
