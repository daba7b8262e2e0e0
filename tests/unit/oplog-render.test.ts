import { describe, expect, it } from 'vitest';
import { renderSummary } from '../../src/server/modules/oplog/render.ts';

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
});
