import { eq } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { files, resumes, users } from '../schema/index.ts';
import { RESUME_PHOTO_FROM } from '../../modules/files/service.ts';

/** The demo seeker's ID photo ships in seed/assets (files/store/seed-assets.ts serves `seed/` keys from there, whatever FILE_STORE). */
const PHOTO = { storageKey: 'seed/seeker-photo.png', name: '证件照.png', mime: 'image/png', size: 2152 } as const;

/**
 * The demo job seeker (`seeker`, 张伟) with a complete online resume, photo included, and no
 * attachment resume: he can apply with the online resume at once, and the attachment page starts empty.
 */
export async function seedDemoResume(db: Queryable) {
  const [seeker] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'seeker'));
  if (!seeker) return;
  const [photo] = await db
    .insert(files)
    .values({ ...PHOTO, tenementId: null, userId: seeker.id, fromType: RESUME_PHOTO_FROM })
    .returning({ id: files.id });
  await db.insert(resumes).values({
    userId: seeker.id,
    kind: 1,
    basic: {
      name: '张伟',
      sex: 1,
      birthday: '1995-08-12',
      phone: '13900000002',
      email: 'seeker@recruit.local',
      education: 4,
      workYears: 6,
      city: '苏州',
      marriage: 2,
      politics: 1,
    },
    jobStatus: 2,
    selfEvaluation: '六年精密冲压与装配一线经验，熟悉CNC编程与调机，持焊工证、叉车证，能适应倒班。',
    skills: ['CNC编程', 'CNC操作', '焊工证', '叉车证', '精益生产'],
    expect: { positionTypes: ['CNC技术员', '设备维修'], cities: ['苏州', '昆山'], salaryMin: 7000, salaryMax: 9000, jobNature: 1 },
    jobs: [
      {
        company: '苏州恒达五金制品有限公司',
        position: 'CNC技术员',
        startDate: '2021-03',
        endDate: null,
        description: '负责加工中心编程、首件调试与日常保养，带教2名新员工。',
      },
      {
        company: '昆山立信电子有限公司',
        position: '装配操作工',
        startDate: '2018-07',
        endDate: '2021-02',
        description: '负责连接器装配与自检，连续两年零质量事故。',
      },
    ],
    projects: [
      {
        name: '冲压线快速换模改造',
        role: '现场负责人',
        startDate: '2022-04',
        endDate: '2022-10',
        url: null,
        description: '参与SMED改造，换模时间由45分钟缩短到18分钟。',
      },
    ],
    educations: [
      { school: '苏州工业职业技术学院', major: '数控技术', education: 4, startDate: '2015-09', endDate: '2018-06', fullTime: true },
    ],
    photoIds: [photo!.id],
  });
}
