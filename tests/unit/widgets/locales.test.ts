import { describe, expect, it } from 'vitest';
import zhCN from '../../../locales/zh-CN/widgets.json';
import zhTW from '../../../locales/zh-TW/widgets.json';
import en from '../../../locales/en/widgets.json';

function keys(o: unknown, prefix = ''): string[] {
  if (o === null || typeof o !== 'object' || Array.isArray(o)) return [prefix];
  return Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)).sort();
}

function placeholders(o: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'string') out[path] = [...v.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
  };
  walk(o, '');
  return out;
}

describe('widgets catalog', () => {
  it('has the same keys in every language', () => {
    expect(keys(zhTW)).toEqual(keys(zhCN));
    expect(keys(en)).toEqual(keys(zhCN));
  });

  it('uses the same placeholders in every language', () => {
    expect(placeholders(zhTW)).toEqual(placeholders(zhCN));
    expect(placeholders(en)).toEqual(placeholders(zhCN));
  });

  it('keeps the seeds\' upload texts', () => {
    expect(zhCN.upload.wrongImageType).toBe('请上传{{types}}的图片类型');
    expect(zhCN.upload.wrongFileType).toBe('请上传{{types}}文件');
    expect(zhCN.upload.imageTooLarge).toBe('上传图片大小不能超过 {{n}} MB!');
    expect(zhCN.upload.tooMany).toBe('最多上传{{n}}个文件');
  });
});
