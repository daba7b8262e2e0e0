import { describe, expect, it } from 'vitest';
import { PATH_ONLY_ID, fileNameOfPath, filesOfPath, pathOfFiles } from '../../../src/widgets/upload/pathValue.ts';

const nameOf = (p: string) => fileNameOfPath(p) ?? '已上传的文件';

describe('path-only upload fields', () => {
  it('name a stored path by its last segment when it looks like a file', () => {
    expect(fileNameOfPath('/files/2026/%E6%B5%B7%E6%8A%A5.png?v=2')).toBe('海报.png');
    expect(fileNameOfPath('https://cdn.example.com/a/b/report.pdf#page=2')).toBe('report.pdf');
    expect(fileNameOfPath('/recruit/api/Files/Get?id=12')).toBeNull();
    expect(fileNameOfPath('/bad/%E6.png')).toBe('%E6.png');
    expect(fileNameOfPath('')).toBeNull();
  });

  it("turn a value into the widget's list and back", () => {
    expect(filesOfPath(null, nameOf)).toEqual([]);
    expect(filesOfPath('  ', nameOf)).toEqual([]);
    expect(filesOfPath(12, nameOf)).toEqual([]);
    const files = filesOfPath('/recruit/api/Files/Get?id=12', nameOf);
    expect(files).toEqual([{ id: PATH_ONLY_ID, name: '已上传的文件', fullPath: '/recruit/api/Files/Get?id=12' }]);
    expect(pathOfFiles(files)).toBe('/recruit/api/Files/Get?id=12');
    expect(pathOfFiles([])).toBeNull();
    expect(pathOfFiles([...files, { id: 7, name: 'b.png', fullPath: '/recruit/api/Files/Get?id=7' }])).toBe('/recruit/api/Files/Get?id=7');
  });
});
