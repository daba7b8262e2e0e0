import { describe, expect, it } from 'vitest';
import { loadI18nProvider } from '../../../src/admin/i18nProvider.ts';
import { i18n } from '../../../src/shell/i18n.ts';

describe('admin i18nProvider', () => {
  it('translates react-admin and admin keys in the shell language (zh-CN by default)', async () => {
    const p = await loadI18nProvider();
    expect(p.getLocale()).toBe('zh-CN');
    expect(p.translate('ra.action.save')).toBe('保存');
    expect(p.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('已选择 3 项');
    expect(p.translate('admin.form.required', { label: '类型名称' })).toBe('类型名称不能为空');
  });
  it('reads the generated resource labels and falls back to the given default', async () => {
    const p = await loadI18nProvider();
    expect(p.translate('resources.PositionType.fields.name')).toBe('类型名称');
    expect(p.translate('resources.Nope.fields.x', { _: '备用' })).toBe('备用');
  });
  it("leaves the shell's instance as it was", async () => {
    await loadI18nProvider();
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('appName')).toBe('招聘系统');
    expect(i18n.t('session.title')).toBe('确定登出');
  });
});
