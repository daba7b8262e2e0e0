/**
 * Demo resume library (人才中心 › 简历库, 人才搜索): the demo company's applications gathered into the
 * library (one entry per person), a few paper and e-mail resumes typed in by HR with skills, schools and
 * companies to search for, tags on some entries, an edit and a forward in the log, and a saved search
 * of the administrator's.
 */
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { talentEntries, talentEntryLogs, talentSavedSearches } from '../schema/index.ts';
import { createEntry, type EntryData } from '../../modules/talent/library.ts';
import { syncCompanyIn } from '../../modules/talent/sync.ts';

const PAPER: Array<{ data: EntryData; source: string }> = [
  {
    source: '纸质简历',
    data: {
      basic: { name: '顾文斌', sex: 1, birthday: '1990-03-12', phone: '13862145570', education: 4, workYears: 11, city: '苏州' },
      skills: ['数控编程', 'PLC编程', 'CNC加工'],
      expect: { positionTypes: ['数控技术员'], cities: ['苏州', '昆山'], salaryMin: 9000, salaryMax: 13000 },
      jobs: [
        {
          company: '博世汽车部件（苏州）有限公司',
          position: 'CNC工艺技术员',
          startDate: '2016-05',
          endDate: null,
          description: '负责加工中心编程、刀具选型与首件检验',
        },
        {
          company: '昆山华嘉精密机械',
          position: '数控操作工',
          startDate: '2012-07',
          endDate: '2016-04',
          description: '数控车床操作与日常保养',
        },
      ],
      educations: [
        { school: '常州机电职业技术学院', major: '数控技术', education: 4, startDate: '2009-09', endDate: '2012-06', fullTime: true },
      ],
      tags: ['技术骨干'],
    },
  },
  {
    source: '邮件',
    data: {
      basic: {
        name: '沈雅琴',
        sex: 2,
        birthday: '1993-08-26',
        phone: '15995120734',
        email: 'shenyq93@163.com',
        education: 6,
        workYears: 7,
        city: '无锡',
      },
      skills: ['质量管理', '六西格玛', 'ISO9001', 'SPC'],
      expect: { positionTypes: ['质量工程师'], cities: ['无锡', '苏州'], salaryMin: 14000, salaryMax: 20000 },
      jobs: [
        {
          company: '无锡先导智能装备',
          position: '供应商质量工程师',
          startDate: '2018-07',
          endDate: null,
          description: '供应商审核、来料质量改进、8D报告',
        },
      ],
      educations: [{ school: '江南大学', major: '机械工程', education: 6, startDate: '2015-09', endDate: '2018-06', fullTime: true }],
      tags: ['英语好'],
    },
  },
  {
    source: '纸质简历',
    data: {
      basic: { name: '王建军', sex: 1, birthday: '1985-11-02', phone: '13773061298', education: 3, workYears: 18, city: '常州' },
      skills: ['焊接', '二氧化碳保护焊', '氩弧焊'],
      jobs: [
        {
          company: '常州东风农机集团',
          position: '焊工班长',
          startDate: '2010-03',
          endDate: null,
          description: '带领8人焊接班组，负责机架焊接质量',
        },
      ],
      educations: [
        { school: '常州刘国钧高等职业技术学校', major: '焊接技术', education: 3, startDate: '2001-09', endDate: '2004-06', fullTime: true },
      ],
      tags: ['可返聘'],
    },
  },
];

export async function seedDemoTalent(tx: Tx, tenementId: number, adminId: number) {
  await syncCompanyIn(tx, tenementId);
  const ids: number[] = [];
  for (const p of PAPER) ids.push(await createEntry(tx, tenementId, p.data, p.source, null, adminId));
  // Tags on the first applicants, as HR would have put them.
  const applicants = await tx
    .select({ id: talentEntries.id })
    .from(talentEntries)
    .where(eq(talentEntries.tenementId, tenementId))
    .orderBy(asc(talentEntries.id))
    .limit(3);
  const tags = [['优先面试'], ['技术骨干', '可返聘'], ['英语好']];
  for (const [i, a] of applicants.entries()) await tx.update(talentEntries).set({ tags: tags[i]! }).where(eq(talentEntries.id, a.id));
  await tx.insert(talentEntryLogs).values([
    {
      tenementId,
      entryId: ids[0]!,
      kind: 'edit',
      section: 'expect',
      before: { positionTypes: ['数控技术员'], cities: ['苏州'], salaryMin: 8000, salaryMax: 12000 },
      after: PAPER[0]!.data.expect!,
      actorId: adminId,
    },
    { tenementId, entryId: ids[1]!, kind: 'forward', toEmails: ['quality.lead@example.com'], subject: '简历：沈雅琴', actorId: adminId },
  ]);
  await tx
    .insert(talentSavedSearches)
    .values({ tenementId, userId: adminId, name: '苏州本科以上', query: { city: '苏州', education_gte: 5 } });
}
