import { describe, expect, it } from 'vitest';
import zhCN from '../../../locales/zh-CN/admin.json';
import zhTW from '../../../locales/zh-TW/admin.json';
import en from '../../../locales/en/admin.json';

describe('admin catalogs', () => {
  it("keep the seeds' texts", () => {
    expect(zhCN.admin.confirm).toMatchObject({ title: '提示', delete: '确定要删除?', cancelled: '已取消删除' });
    expect(zhCN.admin.form.required).toBe('{{label}}不能为空');
    expect(zhCN.admin.app.title).toBe('招聘系统');
    expect(zhCN.admin.menu.unconfigured).toBe('未配置的菜单');
    expect(zhCN.admin.buttons.more).toBe('更多');
  });
  it("interpolate the i18next way, not react-admin's %{x}", () => {
    expect(JSON.stringify([zhCN, zhTW, en])).not.toMatch(/%\{/);
  });
});
