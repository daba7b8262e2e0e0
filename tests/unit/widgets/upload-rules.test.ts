import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILE_TYPES,
  DEFAULT_IMAGE_TYPES,
  DEFAULT_MAX_COUNT,
  DEFAULT_MAX_SIZE_MB,
  acceptAttr,
  canAddMore,
  extensionOf,
  hasAllowedType,
  isTooLarge,
  screenFiles,
  slotsLeft,
  toUploaded,
  typesText,
  type UploadRules,
} from '../../../src/widgets/upload/rules.ts';
import zhCN from '../../../locales/zh-CN/widgets.json';

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => ({ name, size });
const images: UploadRules = { kind: 'image', types: DEFAULT_IMAGE_TYPES, maxSizeMb: DEFAULT_MAX_SIZE_MB, maxCount: DEFAULT_MAX_COUNT };
const pdfs: UploadRules = { kind: 'file', types: DEFAULT_FILE_TYPES, maxSizeMb: DEFAULT_MAX_SIZE_MB, maxCount: DEFAULT_MAX_COUNT };
/** The zh-CN text a rejection shows, interpolated the way i18next does it. */
const text = (key: string, params: Record<string, string | number>) => {
  const [group, name] = key.split('.') as ['upload', keyof typeof zhCN.upload];
  return zhCN[group][name].replace(/\{\{(\w+)\}\}/g, (_m, p: string) => String(params[p]));
};

describe('upload defaults', () => {
  it("are the seeds' limits", () => {
    expect([DEFAULT_FILE_TYPES, DEFAULT_MAX_SIZE_MB, DEFAULT_MAX_COUNT]).toEqual([['.pdf'], 2, 10]);
    expect(DEFAULT_IMAGE_TYPES).toEqual(['jpeg', 'png', 'jpg', 'bmp', 'webp']);
  });
});

describe('types by extension', () => {
  it('reads the last extension, any case', () => {
    expect(extensionOf('简历.final.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
  });
  it('accepts listed extensions with or without the dot', () => {
    expect(hasAllowedType('a.pdf', ['.pdf'])).toBe(true);
    expect(hasAllowedType('a.JPG', DEFAULT_IMAGE_TYPES)).toBe(true);
    expect(hasAllowedType('a.gif', DEFAULT_IMAGE_TYPES)).toBe(false);
    expect(hasAllowedType('pdf', ['.pdf'])).toBe(false);
  });
  it('builds the input accept attribute', () => {
    expect(acceptAttr(['.pdf', 'XLSX'])).toBe('.pdf,.xlsx');
  });
  it('writes the type list of each message', () => {
    expect(typesText(['.pdf', 'xlsx'], 'file')).toBe('.pdf,.xlsx');
    expect(typesText(DEFAULT_IMAGE_TYPES, 'image')).toBe('jpeg,.png,.jpg,.bmp,.webp');
  });
});

describe('screening a selection', () => {
  it("refuses a wrong image type with the seeds' exact text", () => {
    const r = screenFiles([file('a.gif')], images, 0);
    expect(r.accepted).toEqual([]);
    expect(r.rejections.map((x) => text(x.key, x.params))).toEqual(['请上传jpeg,.png,.jpg,.bmp,.webp的图片类型']);
  });
  it('refuses a wrong file type with 请上传{types}文件', () => {
    const r = screenFiles([file('a.docx')], pdfs, 0);
    expect(r.rejections.map((x) => text(x.key, x.params))).toEqual(['请上传.pdf文件']);
  });
  it('refuses files over the size limit', () => {
    const r = screenFiles([file('a.png', 2 * MB + 1), file('b.png', 2 * MB)], images, 0);
    expect(r.accepted.map((f) => f.name)).toEqual(['b.png']);
    expect(r.rejections.map((x) => text(x.key, x.params))).toEqual(['上传图片大小不能超过 2 MB!']);
    expect(isTooLarge(5 * MB, 5)).toBe(false);
  });
  it('keeps what fits in the free slots and says the limit for the rest', () => {
    const picked = [file('1.pdf'), file('2.pdf'), file('3.pdf')];
    const r = screenFiles(picked, { ...pdfs, maxCount: 10 }, 8);
    expect(r.accepted.map((f) => f.name)).toEqual(['1.pdf', '2.pdf']);
    expect(r.rejections.map((x) => text(x.key, x.params))).toEqual(['最多上传10个文件']);
  });
  it('reports each kind of problem once', () => {
    const r = screenFiles([file('a.gif'), file('b.gif'), file('c.png', 3 * MB), file('d.png')], images, 0);
    expect(r.rejections.map((x) => x.key)).toEqual(['upload.wrongImageType', 'upload.imageTooLarge']);
    expect(r.accepted.map((f) => f.name)).toEqual(['d.png']);
  });
});

describe('the add button', () => {
  it('hides once the count reaches the limit', () => {
    expect(canAddMore(9, 10)).toBe(true);
    expect(canAddMore(10, 10)).toBe(false);
    expect(slotsLeft(12, 10)).toBe(0);
  });
});

it('keeps id, name and fullPath of a stored file', () => {
  expect(toUploaded({ id: 3, name: 'a.png', fullPath: '/recruit/api/Files/Get?id=3', fullThumbImagePath: null } as never)).toEqual({
    id: 3,
    name: 'a.png',
    fullPath: '/recruit/api/Files/Get?id=3',
  });
});
