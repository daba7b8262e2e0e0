import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Form, I18nContext, TestMemoryRouter, type I18nProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { BoundedTextField, BoundedTextInput, lengthState } from '../../../src/admin/engine/form/LengthLimit.tsx';
import { ADMIN_NS } from '../../../src/admin/i18nProvider.ts';
import type { Translate } from '../../../src/admin/engine/labels.ts';
import { i18n } from '../../../src/shell/i18n.ts';

type Lang = 'zh-CN' | 'zh-TW' | 'en';
const tOf = (lng: Lang): Translate => i18n.getFixedT(lng, ADMIN_NS) as Translate;
const providerOf = (lng: Lang): I18nProvider => ({
  translate: (key, options) => tOf(lng)(key, options),
  changeLocale: () => Promise.resolve(),
  getLocale: () => lng,
});

/** The helper text's two parts and the input's limit, read from the markup. */
function parts(html: string) {
  const text = (id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
  return { message: text('length-message'), counter: text('length-counter'), maxLength: /maxLength="(\d+)"/i.exec(html)?.[1] };
}

const inLang = (lng: Lang, el: ReactElement) => renderToStaticMarkup(h(I18nContext.Provider, { value: providerOf(lng) }, el));

describe('length limit', () => {
  it('counts the box’s characters against the limit, with no message below it', () => {
    expect(lengthState(tOf('zh-CN'), '招聘组', 100, '部门名称')).toEqual({ counter: '3/100', message: undefined, over: false });
    expect(lengthState(tOf('zh-CN'), ' 招聘组 ', 100, '部门名称').counter).toBe('5/100');
    expect(lengthState(tOf('zh-CN'), null, 100, '部门名称').counter).toBe('0/100');
  });
  it('says the engine’s message from the limit on, in each language', () => {
    const full = 'D'.repeat(32);
    expect(lengthState(tOf('zh-CN'), full, 32, '部门编号')).toEqual({ counter: '32/32', message: '部门编号最多 32 个字符', over: false });
    expect(lengthState(tOf('zh-TW'), full, 32, '部門編號').message).toBe('部門編號最多 32 個字元');
    expect(lengthState(tOf('en'), full, 32, 'Department number').message).toBe('Department number: at most 32 characters');
    expect(lengthState(tOf('zh-CN'), `${full}D`, 32, '部门编号')).toEqual({
      counter: '33/32',
      message: '部门编号最多 32 个字符',
      over: true,
    });
  });
  it('says it without a name where the box has no label', () => {
    expect(lengthState(tOf('zh-CN'), 'x'.repeat(50), 50).message).toBe('最多 50 个字符');
    expect(lengthState(tOf('zh-TW'), 'x'.repeat(50), 50).message).toBe('最多 50 個字元');
    expect(lengthState(tOf('en'), 'x'.repeat(50), 50).message).toBe('Must be 50 characters or less');
  });

  it('gives a TextField the limit, its help and count below it, and the message once full', () => {
    const field = (value: string, more: object = {}) =>
      h(BoundedTextField, { label: '部门名称', value, max: 4, helperText: '部门的全称', onChange: () => undefined, ...more });
    expect(parts(inLang('zh-CN', field('招聘')))).toEqual({ message: '部门的全称', counter: '2/4', maxLength: '4' });
    expect(parts(inLang('zh-CN', field('招聘一组')))).toEqual({ message: '部门名称最多 4 个字符', counter: '4/4', maxLength: '4' });
    expect(parts(inLang('en', field('招聘一组', { label: 'Name' })))).toEqual({
      message: 'Name: at most 4 characters',
      counter: '4/4',
      maxLength: '4',
    });
    // An error goes before the limit's message; a disabled box shows its help alone.
    expect(parts(inLang('zh-CN', field('招聘一组', { error: true, helperText: '部门名称已存在' }))).message).toBe('部门名称已存在');
    const disabled = inLang('zh-CN', field('招聘一组', { disabled: true }));
    expect(parts(disabled)).toEqual({ message: undefined, counter: undefined, maxLength: '4' });
    expect(disabled).toContain('部门的全称');
  });
  it('keeps the caller’s input attributes beside the limit', () => {
    const html = inLang(
      'zh-CN',
      h(BoundedTextField, { value: '', max: 30, slotProps: { htmlInput: { 'data-testid': 'talent-saved-name' } } }),
    );
    expect(html).toMatch(/<input[^>]*data-testid="talent-saved-name"/);
    expect(parts(html)).toEqual({ message: '', counter: '0/30', maxLength: '30' });
  });

  it('follows the form’s value in a react-admin TextInput (the engine’s form items)', () => {
    const input = (name: string, lng: Lang) => {
      const label = lng === 'en' ? 'Position name' : '职位名称';
      const children = h(BoundedTextInput, { source: 'name', label, max: 5 });
      return inLang(lng, h(TestMemoryRouter, null, h(Form, { record: { id: 1, name }, children })));
    };
    expect(parts(input('技术员', 'zh-CN'))).toEqual({ message: '', counter: '3/5', maxLength: '5' });
    expect(parts(input('高级技术员', 'zh-CN'))).toEqual({ message: '职位名称最多 5 个字符', counter: '5/5', maxLength: '5' });
    expect(parts(input('Welds', 'en'))).toEqual({ message: 'Position name: at most 5 characters', counter: '5/5', maxLength: '5' });
  });
});
