/**
 * The demo company's positions: manufacturing jobs across its types, tags, factories and office
 * places (seeded from the definitions' `demo` rows, found here by name). Nine are published (two
 * campus, two short term), one waits for publishing, one is a draft and one is offline. The
 * general-worker positions ask the special form 普工补充信息; the CNC position has its practical exam.
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { readTogether } from '../reads.ts';
import { depts, officePlaces, positions, specialForms } from '../schema/index.ts';
import { factoryTable, positionExamTable, positionTagsTable, positionTypeTable } from '../../../../generated/server/tables.ts';

type Named = { id: number; name: string };
const DAY = 24 * 3600 * 1000;

async function byName(
  db: Queryable,
  table: typeof positionTypeTable | typeof positionTagsTable | typeof factoryTable | typeof positionExamTable | typeof officePlaces,
  tenementId: number,
) {
  const rows: Named[] = await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.tenementId, tenementId));
  return (name: string) => {
    const hit = rows.find((r) => r.name === name);
    if (!hit) throw new Error(`demo positions: no ${name}`);
    return hit.id;
  };
}

async function deptByNo(db: Queryable, tenementId: number) {
  const rows = await db.select({ id: depts.id, deptNo: depts.deptNo }).from(depts).where(eq(depts.tenementId, tenementId));
  return (no: string) => rows.find((r) => r.deptNo === no)!.id;
}

// biome-ignore format: demo rows, one record per line
const WORKER_FORM = [
  { prop: 'height', label: '身高(cm)', el: 'number', required: true },
  { prop: 'shift', label: '是否接受倒班', el: 'radio', required: true, options: ['是', '否'] },
  { prop: 'dorm', label: '是否需要住宿', el: 'radio', required: true, options: ['是', '否'] },
];

interface DemoPosition {
  name: string;
  type: 1 | 2 | 3;
  positionType: string;
  dept: string;
  factory: string | null;
  place: string;
  tags: string[];
  salary: [number, number, 1 | 2 | 3];
  headcount: number;
  education: number;
  experience: number;
  age?: [number, number];
  state: 0 | 1 | 2 | 3;
  /** Days before now it was published (submitted a day earlier). */
  daysAgo: number;
  period?: [string, string];
  exam?: string;
  form?: boolean;
  description: string;
  requirement: string;
}

const WORKER_REQ = '1. 18-45周岁，身体健康，能适应站立作业；\n2. 吃苦耐劳，服从安排，能接受两班倒；\n3. 无不良记录，持有效身份证件。';

// biome-ignore format: demo rows, one record per line
const DEMO: readonly DemoPosition[] = [
  { name: '冲压普工', type: 1, positionType: '普工', dept: 'D0201', factory: '昆山一厂', place: '昆山工厂', tags: ['五险一金', '包吃包住', '加班补贴', '班车接送'], salary: [6000, 6500, 1], headcount: 30, education: 2, experience: 0, age: [18, 45], state: 2, daysAgo: 1, exam: '普工基础测试', form: true,
    description: '负责冲压线上下料、首件自检与设备日常点检，按作业指导书完成冲压件生产；做好5S与交接班记录。公司提供带薪岗前培训，老师傅一对一带教。', requirement: WORKER_REQ },
  { name: '装配普工', type: 1, positionType: '普工', dept: 'D0202', factory: '昆山二厂', place: '昆山工厂', tags: ['五险一金', '包吃包住', '加班补贴'], salary: [5800, 6300, 1], headcount: 20, education: 2, experience: 0, age: [18, 45], state: 2, daysAgo: 3, form: true,
    description: '在汽车零部件装配线完成零件组装、紧固与外观检查，使用扭力扳手与简单工装；按节拍完成产量并配合班组长完成质量改善。', requirement: WORKER_REQ },
  { name: 'CNC操作工', type: 1, positionType: '技术员', dept: 'D02', factory: '昆山一厂', place: '昆山工厂', tags: ['五险一金', '加班补贴', '技能培训'], salary: [7000, 7500, 1], headcount: 8, education: 3, experience: 2, age: [20, 40], state: 2, daysAgo: 4, exam: 'CNC实操考核',
    description: '操作FANUC系统加工中心，完成装夹、对刀、程序调用与首件送检；使用卡尺、千分尺自检尺寸，填写加工记录并做好设备保养。', requirement: '1. 中专及以上学历，机械相关专业优先；\n2. 1年以上CNC操作经验，会看机械图纸；\n3. 能适应两班倒，入职需通过实操考核。' },
  { name: '质检员', type: 1, positionType: '质检员', dept: 'D03', factory: '苏州工业园区厂', place: '苏州总部', tags: ['五险一金', '双休', '年终奖'], salary: [6500, 7000, 1], headcount: 5, education: 3, experience: 1, state: 2, daysAgo: 6,
    description: '负责来料、过程与成品检验，使用三坐标、投影仪等检测设备；判定不合格品并跟进隔离与处置，整理检验报表。', requirement: '1. 高中/中专及以上学历；\n2. 熟练使用常用量具，有汽车行业检验经验优先；\n3. 细心负责，能使用Excel。' },
  { name: '设备工程师', type: 1, positionType: '工程师', dept: 'D02', factory: '昆山一厂', place: '昆山工厂', tags: ['五险一金', '双休', '年终奖', '带薪年假'], salary: [12000, 12500, 1], headcount: 2, education: 4, experience: 3, state: 2, daysAgo: 9,
    description: '负责冲压、焊接设备的维护保养计划与故障排除，推进TPM与设备改善项目；参与新设备选型、安装调试与验收，降低设备停机率。', requirement: '1. 大专及以上学历，机电一体化、自动化相关专业；\n2. 3年以上设备维护经验，熟悉PLC与液压系统；\n3. 持电工证者优先。' },
  { name: '工艺工程师', type: 1, positionType: '工程师', dept: 'D04', factory: null, place: '苏州总部', tags: ['五险一金', '双休', '年终奖'], salary: [13000, 13500, 1], headcount: 1, education: 5, experience: 3, state: 1, daysAgo: 0,
    description: '负责新产品冲压工艺开发与模具评审，编制工艺文件与PFMEA；主导试模与量产爬坡，持续改善良率与节拍。', requirement: '1. 本科及以上学历，材料成型、机械相关专业；\n2. 3年以上冲压工艺经验，熟悉AutoForm优先；\n3. 良好的沟通与项目推进能力。' },
  { name: '储备干部（2027届）', type: 2, positionType: '职能管理', dept: 'D01', factory: null, place: '苏州总部', tags: ['五险一金', '双休', '带薪年假', '技能培训'], salary: [8000, 8500, 1], headcount: 10, education: 5, experience: 0, age: [21, 26], state: 2, daysAgo: 2,
    description: '面向2027届毕业生的管培项目：入职后在生产、质量、供应链等部门轮岗12个月，由导师带教，结束后根据兴趣与表现定岗，优秀者进入基层管理岗位。', requirement: '1. 2027届本科及以上学历，专业不限，理工科优先；\n2. 学习能力强，有学生干部或实习经历优先；\n3. 能接受江苏苏州、昆山两地工作。' },
  { name: '质量工程师（校招）', type: 2, positionType: '工程师', dept: 'D03', factory: '苏州工业园区厂', place: '苏州总部', tags: ['五险一金', '双休', '年终奖'], salary: [9000, 9500, 1], headcount: 3, education: 5, experience: 0, age: [21, 28], state: 2, daysAgo: 5,
    description: '参与客户质量问题分析与8D报告编写，推动供应商质量改善；学习并应用SPC、MSA等质量工具，支持IATF16949体系审核。', requirement: '1. 2027届本科及以上学历，机械、材料、质量管理相关专业；\n2. 英语四级以上，能阅读英文技术资料；\n3. 逻辑清晰，善于沟通。' },
  { name: '暑期短期工', type: 3, positionType: '普工', dept: 'D0202', factory: '昆山二厂', place: '昆山工厂', tags: ['包吃包住', '班车接送'], salary: [22, 25, 2], headcount: 50, education: 1, experience: 0, age: [16, 40], state: 2, daysAgo: 0, period: ['2027-07-01', '2027-08-31'], form: true,
    description: '暑期装配线辅助作业：零件分拣、简单组装与包装，工作内容简单易上手，按实际工时计薪，工资月结。', requirement: '1. 16周岁以上（未满18周岁需监护人同意）；\n2. 能连续工作满一个月；\n3. 服从安排，遵守厂规。' },
  { name: '旺季包装临时工', type: 3, positionType: '普工', dept: 'D0202', factory: '昆山一厂', place: '昆山工厂', tags: ['包吃包住', '加班补贴'], salary: [200, 240, 3], headcount: 40, education: 1, experience: 0, age: [18, 50], state: 2, daysAgo: 7, period: ['2026-12-01', '2027-02-28'], form: true,
    description: '年末订单旺季，负责成品装箱、贴标、打包与搬运，按日计薪，出勤满两周另有全勤奖。', requirement: '1. 18-50周岁，身体健康；\n2. 能接受加班与倒班；\n3. 做满合同期优先转正式工。' },
  { name: '仓库管理员', type: 1, positionType: '仓储物流', dept: 'D02', factory: '昆山二厂', place: '昆山工厂', tags: ['五险一金', '双休'], salary: [5500, 6000, 1], headcount: 2, education: 3, experience: 1, state: 3, daysAgo: 40,
    description: '负责原材料与成品的收发存管理，使用ERP系统做账，定期盘点并保证账实相符；协调叉车与物流车辆的装卸。', requirement: '1. 高中及以上学历，会使用电脑与ERP系统；\n2. 1年以上仓库管理经验；\n3. 持叉车证优先。' },
  { name: '模具钳工', type: 1, positionType: '技术员', dept: 'D0201', factory: '昆山一厂', place: '昆山工厂', tags: ['五险一金', '加班补贴', '技能培训'], salary: [8000, 8500, 1], headcount: 2, education: 3, experience: 3, state: 0, daysAgo: 0,
    description: '负责冲压模具的日常保养、修模与换模，处理模具异常，配合新模具试模。', requirement: '1. 3年以上冲压模具钳工经验；\n2. 能看懂模具装配图；\n3. 能适应倒班。' },
];

/** The general workers' form and the demo positions, in the demo company. */
export async function seedDemoPositions(db: Queryable, tenementId: number, adminId: number) {
  const [form] = await db
    .insert(specialForms)
    .values({ tenementId, name: '普工补充信息', items: WORKER_FORM })
    .returning({ id: specialForms.id });
  const [type, tag, factory, exam, place, dept] = await readTogether(db, [
    () => byName(db, positionTypeTable, tenementId),
    () => byName(db, positionTagsTable, tenementId),
    () => byName(db, factoryTable, tenementId),
    () => byName(db, positionExamTable, tenementId),
    () => byName(db, officePlaces, tenementId),
    () => deptByNo(db, tenementId),
  ]);
  const now = Date.now();
  const rows = DEMO.map((p, i) => {
    const published = p.state === 2 || p.state === 3 ? new Date(now - p.daysAgo * DAY - i * 3600 * 1000) : null;
    const submitted = p.state === 0 ? null : new Date((published?.getTime() ?? now - 3600 * 1000) - DAY);
    return {
      tenementId,
      name: p.name,
      recruitmentType: p.type,
      positionTypeId: type(p.positionType),
      deptId: dept(p.dept),
      factoryId: p.factory ? factory(p.factory) : null,
      officePlaceId: place(p.place),
      tagIds: p.tags.map(tag),
      headcount: p.headcount,
      salaryMin: p.salary[0],
      salaryMax: p.salary[1],
      salaryUnit: p.salary[2],
      education: p.education,
      workExperience: p.experience,
      ageMin: p.age?.[0] ?? null,
      ageMax: p.age?.[1] ?? null,
      description: p.description,
      requirement: p.requirement,
      workStartDate: p.period?.[0] ?? null,
      workEndDate: p.period?.[1] ?? null,
      examId: p.exam ? exam(p.exam) : null,
      specialFormId: p.form ? form!.id : null,
      state: p.state,
      submittedAt: submitted,
      publishedAt: published,
      offlineAt: p.state === 3 ? new Date(now - 10 * DAY) : null,
      createdBy: adminId,
      createdAt: new Date((submitted?.getTime() ?? now) - DAY),
    };
  });
  await db.insert(positions).values(rows);
}
