/**
 * The demo company's recruitment tasks (招聘任务), over the positions whose applications the demo
 * pipeline and offers moved along (demo-pipeline.ts, demo-offers.ts), so each progress state shows on
 * first start from that history alone:
 * - 四季度生产扩编, on plan: 冲压普工, CNC操作工 and 装配普工, 2 each; one hire each in the last month
 *   (林峰, 胡斌, 罗军): 3 of 6 half-way to the deadline.
 * - 质量部补员, behind plan: 质检员 5 (朱晓燕 and 唐悦 accepted offers this week) and 设备工程师 2 (曹宇):
 *   3 of 7 two thirds of the way to the deadline.
 * - 三季度旺季招聘, finished: 质检员, 冲压普工, 装配普工, 1 each (梁芳, 宋涛, 唐亮, two to three months ago).
 * - 研发中心储备干部, cancelled.
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { COMPANY_UTC_OFFSET_MINUTES } from '../../../common/company-time.ts';
import { TASK_STATUS } from '../../../common/tasks.ts';
import { positions, taskRecruitInfos, taskRecruitLines } from '../schema/index.ts';

const DAY = 24 * 3600 * 1000;

interface DemoTask {
  title: string;
  /** Days from today (company clock). */
  begin: number;
  deadline: number;
  end: number;
  cancelled?: boolean;
  remark?: string;
  lines: ReadonlyArray<readonly [position: string, planned: number]>;
}

const TASKS: readonly DemoTask[] = [
  {
    title: '四季度生产扩编',
    begin: -30,
    deadline: 30,
    end: 45,
    remark: '冲压线与装配线新增班组',
    lines: [
      ['冲压普工', 2],
      ['CNC操作工', 2],
      ['装配普工', 2],
    ],
  },
  {
    title: '质量部补员',
    begin: -20,
    deadline: 10,
    end: 20,
    remark: '客户审核前补齐检验与设备岗位',
    lines: [
      ['质检员', 5],
      ['设备工程师', 2],
    ],
  },
  {
    title: '三季度旺季招聘',
    begin: -90,
    deadline: -55,
    end: -50,
    lines: [
      ['质检员', 1],
      ['冲压普工', 1],
      ['装配普工', 1],
    ],
  },
  {
    title: '研发中心储备干部',
    begin: -15,
    deadline: 60,
    end: 75,
    cancelled: true,
    remark: '预算调整，改为明年校招',
    lines: [['储备干部（2027届）', 3]],
  },
];

export async function seedDemoTasks(db: Queryable, tenementId: number, ownerId: number) {
  const now = Date.now();
  const day = (offset: number) => new Date(now + COMPANY_UTC_OFFSET_MINUTES * 60_000 + offset * DAY).toISOString().slice(0, 10);
  const found = await db.select({ id: positions.id, name: positions.name }).from(positions).where(eq(positions.tenementId, tenementId));
  for (const t of TASKS) {
    const [task] = await db
      .insert(taskRecruitInfos)
      .values({
        tenementId,
        title: t.title,
        beginDate: day(t.begin),
        endDate: day(t.end),
        deadline: day(t.deadline),
        ownerId,
        status: t.cancelled ? TASK_STATUS.cancelled : TASK_STATUS.open,
        remark: t.remark ?? null,
        cancelledAt: t.cancelled ? new Date(now - 2 * DAY) : null,
        cancelledBy: t.cancelled ? ownerId : null,
        createdBy: ownerId,
        createdAt: new Date(now + (t.begin - 3) * DAY),
      })
      .returning({ id: taskRecruitInfos.id });
    const lines = t.lines.flatMap(([name, planned]) => {
      const position = found.find((p) => p.name === name);
      return position ? [{ tenementId, taskId: task!.id, positionId: position.id, planned, createdBy: ownerId }] : [];
    });
    if (lines.length) await db.insert(taskRecruitLines).values(lines);
  }
}
