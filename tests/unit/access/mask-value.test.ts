import { describe, expect, it } from 'vitest';
import { maskValue } from '../../../src/server/modules/access/data-scope.ts';

describe('maskValue', () => {
  it('keeps a mobile number’s first three and last four digits', () => {
    expect(maskValue('13800000001')).toBe('138****0001');
    expect(maskValue('19912345678')).toBe('199****5678');
  });

  it('keeps four characters at each end of longer texts', () => {
    expect(maskValue('admin@recruit.local')).toBe('admi***********ocal');
    expect(maskValue('E00012345')).toBe('E000*2345');
  });

  it('keeps one character at each end of short texts', () => {
    expect(maskValue('李小娜')).toBe('李*娜');
    expect(maskValue('E0002')).toBe('E***2');
    expect(maskValue('abcdefg')).toBe('a*****g');
  });

  it('hides very short texts entirely', () => {
    expect(maskValue('李娜')).toBe('**');
    expect(maskValue('x')).toBe('*');
    expect(maskValue('')).toBe('');
  });

  it('treats eleven digits that are not a mobile number like any other text', () => {
    expect(maskValue('02312345678')).toBe('0231***5678');
    expect(maskValue('1380000000')).toBe('1380**0000');
  });
});
