/**
 * The recogniser on resume texts written by hand in shapes the generated set does not use (a table
 * copied from Word, a one-line header, a US-style English resume), and the DOCX reader's bounds.
 */
import { describe, expect, it } from 'vitest';
import { recognise } from '../../../src/server/modules/parsing/recognise.ts';
import { parseBirth, parseRange } from '../../../src/server/modules/parsing/dates.ts';
import { documentText, docxText } from '../../../src/server/modules/parsing/docx-text.ts';
import type { FileRefused } from '../../../src/server/modules/parsing/limits.ts';
import { bombDocx, docxOf, manyEntriesDocx } from '../../fixtures/resumes/files.ts';

const TODAY = new Date(Date.UTC(2026, 10, 1));

describe('recognise', () => {
  it('reads a Chinese table-shaped resume', () => {
    const text = [
      '基本信息',
      '姓名\t王小明\t性别\t男',
      '出生年月\t1995.08\t学历\t硕士',
      '联系电话\t+86 186-1234-5678\t电子邮箱\tXiaoming.Wang@Example.com',
      '教育经历',
      '2017.09-2020.06\t上海交通大学\t材料科学与工程\t硕士',
      '2013.09-2017.06\t江南大学\t材料成型\t本科',
      '工作经历',
      '2020.07-2023.03\t无锡先导智能装备股份有限公司\t工艺工程师',
      '2023.04-至今\t宁德时代新能源科技股份有限公司\t高级工艺工程师',
    ].join('\n');
    expect(recognise(text, TODAY)).toMatchObject({
      name: '王小明',
      phone: '18612345678',
      email: 'xiaoming.wang@example.com',
      gender: 1,
      birthDate: '1995-08',
      age: 31,
      school: '上海交通大学',
      degree: 6,
      workYears: 6,
      employer: '宁德时代新能源科技股份有限公司',
    });
  });

  it('reads a one-line Chinese header and takes gender and birth from the ID number', () => {
    const text = [
      '李静 | 电话 13900001111 | 邮箱 lijing@qq.com',
      '身份证：320506199203050026',
      '教育背景',
      '苏州大学 会计学 本科 2014年毕业',
    ].join('\n');
    expect(recognise(text, TODAY)).toMatchObject({
      name: '李静',
      gender: 2,
      birthDate: '1992-03-05',
      age: 34,
      idNumber: '320506199203050026',
      school: '苏州大学',
      degree: 5,
    });
  });

  it('reads a US-style English resume', () => {
    const text = [
      'Michael J. Brown',
      'michael.brown@outlook.com | (+86) 137 0000 2222 | Suzhou',
      'Summary',
      'Quality engineer with 7+ years of experience in automotive parts.',
      'Experience',
      'Quality Engineer — Valeo Lighting Systems Co., Ltd. — Mar 2021 to Present',
      'Quality Technician — Huayu Automotive Group — Jul 2019 to Feb 2021',
      'Education',
      'B.Eng. in Mechanical Engineering, Jiangsu University, 2015 – 2019',
    ].join('\n');
    expect(recognise(text, TODAY)).toMatchObject({
      name: 'Michael J. Brown',
      phone: '13700002222',
      workYears: 7,
      employer: 'Valeo Lighting Systems Co., Ltd.',
      school: 'Jiangsu University',
      degree: 5,
      gender: null,
    });
  });

  it('does not read an ID number as a phone', () => {
    expect(recognise('张伟\n身份证号 110101199003070011', TODAY).phone).toBeNull();
  });
});

describe('dates', () => {
  it('reads ranges and birth days as resumes write them', () => {
    expect(parseRange('2019年7月 - 至今 某公司')).toEqual({ from: { y: 2019, m: 7 }, to: null });
    expect(parseRange('Sept 2015 – Jun 2019')).toEqual({ from: { y: 2015, m: 9 }, to: { y: 2019, m: 6 } });
    expect(parseRange('2008 - 2012')).toEqual({ from: { y: 2008, m: 1 }, to: { y: 2012, m: 12 } });
    expect(parseBirth('14/03/1990')).toBe('1990-03-14');
    expect(parseBirth('March 14, 1990')).toBe('1990-03-14');
    expect(parseBirth('1990年3月')).toBe('1990-03');
  });
});

describe('the DOCX reader', () => {
  it('reads paragraphs, tabs and entities', () => {
    expect(documentText('<w:p><w:r><w:t>A &amp; B</w:t></w:r><w:r><w:tab/></w:r><w:r><w:t>&#x4E2D;</w:t></w:r></w:p><w:p/>')).toBe(
      'A & B\t中\n',
    );
    expect(docxText(docxOf(['姓名：张伌', 'Line two']))).toBe('姓名：张伌\nLine two\n');
  });

  it('refuses a package past the size or entry bounds without unpacking it', () => {
    const reason = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as FileRefused).reason;
      }
      return null;
    };
    expect(reason(() => docxText(bombDocx(40)))).toBe('bomb');
    expect(reason(() => docxText(manyEntriesDocx(1500)))).toBe('bomb');
    expect(reason(() => docxText(Buffer.from('PK\u0003\u0004 not a zip word/document.xml')))).toBe('unreadable');
  });
});
