import { describe, expect, it } from 'vitest';
import { cellText, formatFileSize, formatterOf } from '../../../src/admin/engine/format.ts';

const texts = { yes: '是', no: '否' };

describe('the fileSize formatter', () => {
  it('reads bytes, kilobytes and megabytes as people say them', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(532)).toBe('532 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(250 * 1024)).toBe('250 KB');
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('rounds up into the next unit rather than showing 1024 of one', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
  });

  it('shows nothing for what is not a size', () => {
    for (const v of [null, undefined, '', 'abc', -1, Number.NaN, {}]) expect(formatFileSize(v)).toBe('');
    expect(formatFileSize('2048')).toBe('2 KB');
  });

  it('is the cell text of a fileSize column; a file column shows its text', () => {
    expect(cellText(2_500_000, 'fileSize', undefined, texts)).toBe('2.4 MB');
    expect(cellText('员工手册.pdf', 'file', undefined, texts)).toBe('员工手册.pdf');
    expect(formatterOf({ prop: 'size', formatter: 'fileSize' }, { type: 'integer', title: '大小' })).toBe('fileSize');
  });
});
