/**
 * Demo resume parsing (人才中心 › 简历解析): a batch as HR would have uploaded it, recognised by the real
 * recogniser from the resumes' text: three resumes added to the library, a second resume of 林晓峰
 * waiting as a duplicate of his entry, a scan and a password-protected PDF refused. The demo keeps no
 * original files (seeding writes no bytes), so these rows offer no download.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../client.ts';
import { createEntry } from '../../modules/talent/library.ts';
import { maskIdNumber, newEntryData } from '../../modules/parsing/entry-data.ts';
import { PARSE_STATUS } from '../../modules/parsing/presenter.ts';
import { recognise, type RecognisedResume } from '../../modules/parsing/recognise.ts';
import * as repo from '../../modules/parsing/repository.ts';

const RESUMES: Record<string, string[]> = {
  lin: [
    '林晓峰',
    '男 | 1991年4月 | 本科 | 电话：139-1520-3386 | 邮箱：linxf@163.com',
    '工作经历',
    '2018.03 - 至今  苏州汇川技术有限公司  自动化工程师',
    '2013.07 - 2018.02  昆山华恒焊接股份有限公司  设备技术员',
    '教育背景',
    '2009.09 - 2013.06  江苏大学  机械设计制造及其自动化  本科',
  ],
  grace: [
    'Grace Liu',
    'Female · Date of Birth: 22/09/1994 · +86 137 6120 0945 · grace.liu@outlook.com',
    'Work Experience',
    'Jun 2019 – Present  Bosch Automotive Products (Suzhou) Co., Ltd.  Supplier Quality Engineer',
    'Education',
    'Sep 2016 – Jun 2019  Tongji University  Master of Science, Vehicle Engineering',
  ],
  chen: [
    '个人简历',
    '姓名：陈佳怡',
    '性别：女    出生日期：1998年11月03日',
    '手机：15862471209    邮箱：chenjiayi98@qq.com',
    '教育背景',
    '2017.09 - 2020.06    常州工程职业技术学院    会计    大专',
    '工作经历',
    '2020.07 - 至今    常州星宇车灯股份有限公司    成本会计',
  ],
};

interface Upload {
  fileName: string;
  kind: 'pdf' | 'docx';
  size: number;
  source: string;
}

export async function seedDemoParsing(db: Queryable, tenementId: number, adminId: number, now = new Date()) {
  const batchNo = randomUUID();
  const base = (u: Upload) => ({
    tenementId,
    batchNo,
    fileName: u.fileName,
    fileKind: u.kind,
    fileSize: u.size,
    source: u.source,
    createdBy: adminId,
  });
  const read = (key: string) => recognise(RESUMES[key]!.join('\n'), now);
  const stored = (f: RecognisedResume) => ({ ...f, idNumber: f.idNumber ? maskIdNumber(f.idNumber) : null });
  const entries: Record<string, number> = {};
  for (const [key, u] of [
    ['lin', { fileName: '林晓峰-自动化工程师.pdf', kind: 'pdf', size: 48_211, source: 'WEB' }],
    ['grace', { fileName: 'Grace_Liu_CV.docx', kind: 'docx', size: 21_730, source: 'REFERRAL' }],
    ['chen', { fileName: '陈佳怡简历.docx', kind: 'docx', size: 18_402, source: 'CAMPUS' }],
  ] as const) {
    const f = read(key);
    const entryId = await createEntry(db, tenementId, newEntryData(f, f.idNumber), u.source, null, adminId);
    entries[key] = entryId;
    await repo.insert(db, { ...base(u), status: PARSE_STATUS.landed, fields: stored(f), talentEntryId: entryId, textChars: 240 });
  }
  const again = read('lin');
  await repo.insert(db, {
    ...base({ fileName: '林晓峰简历（更新）.docx', kind: 'docx', size: 19_954, source: 'ONSITE' }),
    status: PARSE_STATUS.duplicate,
    fields: stored(again),
    duplicates: [{ id: entries.lin!, name: again.name ?? '林晓峰', matchedBy: ['phone', 'email'] }],
    textChars: 240,
  });
  await repo.insert(db, {
    ...base({ fileName: '扫描件-王强.pdf', kind: 'pdf', size: 1_204_388, source: 'ONSITE' }),
    status: PARSE_STATUS.refused,
    refusal: 'imageOnly',
  });
  await repo.insert(db, {
    ...base({ fileName: '简历-加密.pdf', kind: 'pdf', size: 88_120, source: 'WEB' }),
    status: PARSE_STATUS.refused,
    refusal: 'encrypted',
  });
}
