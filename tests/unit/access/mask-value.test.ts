import { describe, expect, it } from 'vitest';
import { maskValue } from '../../../src/server/modules/access/data-scope.ts';

describe('maskValue', () => {
  it('keeps a mobile number’s first three and last four digits', () => {
    expect(maskValue('13800000001')).toBe('138****0001');
    expect(maskValue('19912345678')).toBe('199****5678');
  });

  it('keeps a quarter of the text at each end, at most four characters, so at least half is starred', () => {
    expect(maskValue('admin@recruit.local')).toBe('admi***********ocal');
    expect(maskValue('110101199003074518')).toBe('1101**********4518');
    expect(maskValue('E00012345')).toBe('E0*****45');
    // Eight characters once came back whole (four kept at each end).
    expect(maskValue('E0001234')).toBe('E0****34');
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
    expect(maskValue('02312345678')).toBe('02*******78');
    expect(maskValue('1380000000')).toBe('13******00');
  });
});
