import { describe, expect, it } from 'vitest';
import zhCN from '../../../locales/zh-CN/widgets.json';

describe('widgets catalog', () => {
  it("keeps the seeds' upload texts", () => {
    expect(zhCN.upload.wrongImageType).toBe('请上传{{types}}的图片类型');
    expect(zhCN.upload.wrongFileType).toBe('请上传{{types}}文件');
    expect(zhCN.upload.imageTooLarge).toBe('上传图片大小不能超过 {{n}} MB!');
    expect(zhCN.upload.tooMany).toBe('最多上传{{n}}个文件');
  });
});
