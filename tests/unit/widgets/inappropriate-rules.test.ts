/** The seeds' inappropriate form rules: required choices, the remark's limit, the default reply, an empty reply left out. */
import { describe, expect, it } from 'vitest';
import { emptyValues, lengthOf, payloadOf, problemsOf } from '../../../src/widgets/inappropriate/rules.ts';

const messages = [
  { id: 1, messageContent: '很抱歉，该岗位已招满。', isDefault: false },
  { id: 2, messageContent: '感谢您的投递，暂不匹配。', isDefault: true },
];

describe('the inappropriate form', () => {
  it('starts with the default reply preselected, or none when the company has no default', () => {
    expect(emptyValues(messages)).toEqual({ tag: '', personnelType: '', remark: '', message: '感谢您的投递，暂不匹配。' });
    expect(emptyValues([messages[0]!]).message).toBe('');
  });

  it('requires the tag and the personnel type, and holds the remark to 200 characters as people count them', () => {
    expect(problemsOf(emptyValues([]))).toEqual({ tag: 'tagRequired', personnelType: 'personnelTypeRequired' });
    const filled = { tag: 'SKILLS', personnelType: 'formal', remark: '好'.repeat(200), message: '' };
    expect(problemsOf(filled)).toEqual({});
    expect(problemsOf({ ...filled, remark: '好'.repeat(201) })).toEqual({ remark: 'remarkTooLong' });
    expect(lengthOf('👍'.repeat(200))).toBe(200);
    expect(problemsOf({ ...filled, remark: '👍'.repeat(200) })).toEqual({});
    expect(problemsOf({ ...filled, message: 'x'.repeat(501) })).toEqual({ message: 'messageTooLong' });
  });

  it('removes an empty message (and an empty remark) from the payload', () => {
    expect(payloadOf([3, 4], { tag: 'SKILLS', personnelType: 'formal', remark: '  ', message: '   ' })).toEqual({
      ids: [3, 4],
      tag: 'SKILLS',
      personnelType: 'formal',
    });
    expect(payloadOf([3], { tag: 'SKILLS', personnelType: 'formal', remark: ' 证书缺失 ', message: ' 暂不匹配 ' })).toEqual({
      ids: [3],
      tag: 'SKILLS',
      personnelType: 'formal',
      remark: '证书缺失',
      message: '暂不匹配',
    });
  });
});
