import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EDITOR_HEIGHT,
  FONT_SIZES,
  MAX_IMAGE_EDGE,
  fitWithin,
  fontSizeOf,
  htmlValue,
} from '../../../src/widgets/rich-text/limits.ts';
import zhCN from '../../../locales/zh-CN/widgets.json';
import en from '../../../locales/en/widgets.json';

describe('rich-text limits', () => {
  it("are the seeds' numbers", () => {
    expect(DEFAULT_EDITOR_HEIGHT).toBe(500);
    expect(MAX_IMAGE_EDGE).toBe(650);
    expect(FONT_SIZES[0]).toBe(11);
    expect(FONT_SIZES.at(-1)).toBe(48);
    expect([...FONT_SIZES].sort((a, b) => a - b)).toEqual(FONT_SIZES);
  });

  it('scales a picture down into 650 x 650, keeping its shape', () => {
    expect(fitWithin({ width: 1300, height: 650 })).toEqual({ width: 650, height: 325 });
    expect(fitWithin({ width: 400, height: 1000 })).toEqual({ width: 260, height: 650 });
    expect(fitWithin({ width: 3000, height: 3000 })).toEqual({ width: 650, height: 650 });
  });

  it('never scales a small picture up', () => {
    expect(fitWithin({ width: 320, height: 200 })).toEqual({ width: 320, height: 200 });
  });

  it('leaves an unknown size to the CSS cap', () => {
    expect(fitWithin({ width: 0, height: 0 })).toBeNull();
    expect(fitWithin({ width: Number.NaN, height: 10 })).toBeNull();
  });

  it('reads font sizes within 11-48 px only', () => {
    expect(fontSizeOf('16px')).toBe(16);
    expect(fontSizeOf('10px')).toBeNull();
    expect(fontSizeOf('2em')).toBeNull();
    expect(fontSizeOf(undefined)).toBeNull();
  });

  it('stores an empty editor as the empty string', () => {
    expect(htmlValue(true, '<p></p>')).toBe('');
    expect(htmlValue(false, '<p>a</p>')).toBe('<p>a</p>');
  });

  it('has the placeholder in every language', () => {
    expect(zhCN.richText.placeholder).toBe('请输入富文本详情');
    expect(en.richText.placeholder).toBe('please enter rich-text details');
  });
});
