import { describe, expect, it } from 'vitest';
import { renderSummary } from '../../src/server/modules/oplog/render.ts';
import { recordText } from '../../src/server/modules/oplog/record-text.ts';
import { collectRefs, type NameLookup, type RefKind } from '../../src/server/modules/oplog/refs.ts';

/** Names as the service finds them for a page: what is absent was deleted. */
const NAMES: Record<string, string> = {
  'dept:4': '研发中心',
  'positionTag:1': '五险一金',
  'positionTag:5': '包吃住',
  'positionType:2': '普工',
  'menu:201': '职位信息',
  'function:11': '职位信息·发布',
  'position:31': '工艺工程师',
};
const names: NameLookup = (kind: RefKind, id: number) => NAMES[`${kind}:${id}`];

describe('the operation log in words', () => {
  it('shows a change field by field with the screen’s labels, before → after, in the reader’s language', () => {
    const change = { before: { name: '焊工', enabled: true }, after: { name: '电焊工', enabled: false } };
    expect(renderSummary('positionType', change, 'zh-CN')).toBe('类型名称：焊工 → 电焊工；状态：是 → 否');
    expect(renderSummary('positionType', change, 'en')).toBe('Type name: 焊工 → 电焊工; Status: Yes → No');
  });

  it('shows an addition by its fields, a batch removal by its names, and never JSON or braces', () => {
    const added = renderSummary('dept', { after: { deptNo: 'D05', name: '物流部', parentId: null, sort: 5 } }, 'zh-CN');
    expect(added).toBe('部门编号：D05；名称：物流部；上级部门：—；排序：5');
    const removed = renderSummary(
      'positionType',
      {
        before: [
          { id: 3, name: '焊工' },
          { id: 4, name: '钳工' },
        ],
      },
      'zh-CN',
    );
    expect(removed).toBe('2 条：焊工、钳工');
    for (const text of [added, removed]) expect(text).not.toMatch(/[{}"]/);
  });

  it('names the pipeline step, the candidates and the stages they moved between', () => {
    const summary = { step: 'HasHired', moves: [{ id: 7, name: '韩东', from: 3, to: 4 }] };
    expect(renderSummary('deliveryRecord', summary, 'zh-CN')).toBe('录用：韩东（面试 → 录用）');
    expect(renderSummary('deliveryRecord', summary, 'en')).toBe('Hire: 韩东 (Interview → Hire)');
  });

  it('writes moments on the company’s clock and lists plainly', () => {
    const text = renderSummary('positionType', { count: 2, deptNos: ['P01', 'P02'], at: '2026-11-24T06:53:41.298Z' }, 'zh-CN');
    expect(text).toBe('条数：2；部门编号：P01、P02；at：2026-11-24 14:53');
  });

  it('shows a declared option by its label, never its code, in the reader’s language', () => {
    const publish = { step: 'publish', before: { state: 1 }, after: { state: 2 } };
    expect(renderSummary('positionInfo', publish, 'zh-CN')).toBe('状态：待发布 → 已发布');
    expect(renderSummary('positionInfo', publish, 'en')).toBe('State: Pending → Published');
    const added = { after: { name: '工艺工程师', state: 0, education: 3, recruitmentType: 1 } };
    expect(renderSummary('positionInfo', added, 'zh-CN', names)).toBe(
      '职位名称：工艺工程师；状态：草稿；学历要求：高中/中专；招聘类型：社会招聘',
    );
    expect(renderSummary('positionInfo', added, 'en', names)).toMatch(/State: Draft; .*Senior school; .*Experienced hire$/);
  });

  it('shows references by the referenced records’ names, and one since deleted by its id marked so', () => {
    const added = { after: { deptId: 4, tagIds: [1, 5, 8], positionTypeId: 2 } };
    expect(renderSummary('positionInfo', added, 'zh-CN', names)).toBe(
      '用人部门：研发中心；职位标签：五险一金、包吃住、#8（已删除）；职位类型：普工',
    );
    expect(renderSummary('positionInfo', added, 'en', names)).toMatch(/: 研发中心; .*: 五险一金, 包吃住, #8 \(deleted\); .*: 普工$/);
    const grant = { before: { menuIds: [], functionIds: [] }, after: { menuIds: [201], functionIds: [11, 12] } };
    expect(renderSummary('role', grant, 'zh-CN', names)).toBe('菜单：— → 职位信息；功能：— → 职位信息·发布、#12（已删除）');
    expect(renderSummary('role', grant, 'en', names)).toBe('Menus: — → 职位信息; Functions: — → 职位信息·发布, #12 (deleted)');
  });

  it('collects every referenced id of an entry by kind, for one lookup per kind on a page', () => {
    const wanted = new Map();
    collectRefs('positionInfo', { after: { deptId: 4, tagIds: [1, 5], factoryId: null } }, '31', wanted);
    collectRefs('role', { after: { menuIds: [201], functionIds: [11] } }, '3', wanted);
    expect(Object.fromEntries([...wanted].map(([k, v]) => [k, [...v]]))).toEqual({
      position: [31],
      dept: [4],
      positionTag: [1, 5],
      role: [3],
      menu: [201],
      function: [11],
    });
  });

  it('counts one record and several in proper words', () => {
    expect(renderSummary('positionType', { before: [{ id: 3, name: '焊工' }] }, 'en')).toBe('1 record: 焊工');
    expect(
      renderSummary(
        'positionType',
        {
          before: [
            { id: 3, name: '焊工' },
            { id: 4, name: '钳工' },
          ],
        },
        'en',
      ),
    ).toBe('2 records: 焊工, 钳工');
  });

  it('names the record an entry is about, a removed one by the name it kept, else the screen and its id', () => {
    const entry = (action: string, resource: string, recordId: string, summary: unknown = {}) => ({ action, resource, recordId, summary });
    expect(recordText(entry('edit', 'positionInfo', '31'), 'zh-CN', names)).toBe('工艺工程师');
    expect(recordText(entry('delete', 'positionTags', '8', { before: [{ id: 8, name: '夜班补贴' }] }), 'zh-CN', names)).toBe('夜班补贴');
    expect(recordText(entry('edit', 'positionInfo', '99'), 'zh-CN', names)).toBe('职位信息 #99');
    expect(recordText(entry('edit', 'positionInfo', '99'), 'en', names)).toBe('Job postings #99');
    expect(recordText(entry('config', 'resourceConfig', 'Hire:v3'), 'zh-CN', names)).toBe('录用 v3');
  });
});
