import { describe, expect, it } from 'vitest';
import { XLSX_MIME, firstFile, isXlsx, outcomeOf } from '../../../src/widgets/excel-import/rules.ts';
import zhCN from '../../../locales/zh-CN/widgets.json';

describe('excel import', () => {
  it('accepts the xlsx MIME type only', () => {
    expect(XLSX_MIME).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(isXlsx({ type: XLSX_MIME })).toBe(true);
    expect(isXlsx({ type: 'application/vnd.ms-excel' })).toBe(false);
    expect(isXlsx({ type: 'text/csv' })).toBe(false);
    expect(isXlsx({ type: '' })).toBe(false);
  });

  it('reads an answer with errors as a failure with its report', () => {
    expect(outcomeOf({ errorCount: 2, successCount: 0, url: '/recruit/api/Files/Get?id=9' })).toEqual({
      kind: 'failed',
      errorCount: 2,
      reportUrl: '/recruit/api/Files/Get?id=9',
    });
  });

  it('reads an answer without errors as the count imported', () => {
    expect(outcomeOf({ errorCount: 0, successCount: 12, url: null })).toEqual({ kind: 'imported', count: 12 });
  });

  it('takes the first dropped file', () => {
    expect(firstFile(['a', 'b'])).toBe('a');
    expect(firstFile([])).toBeNull();
    expect(firstFile(null)).toBeNull();
  });

  it("keeps the seeds' texts", () => {
    expect(zhCN.excel.wrongType).toBe('请上传excel文件');
    expect(zhCN.excel.failed).toBe('导入失败，请点击查看失败信息：');
    expect(zhCN.excel.success).toBe('成功导入 {{n}} 条');
  });
});
