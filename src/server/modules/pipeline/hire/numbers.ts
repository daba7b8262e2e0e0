/**
 * 设置工号和部门 and 重新分配工号: `same` rows of the transition table (the record stays at its stage).
 * Numbers come from one of the company's 工号设置 rules, consecutive in id order. The rule's counter is
 * advanced inside the batch's transaction, so concurrent callers queue on it and a refused batch
 * hands its numbers back: under any load the numbers issued are unique and leave no gap.
 */
import { AppError, fieldError } from '../../../http/app-error.ts';
import { deptInPositionScope } from '../../positions/positions.ts';
import type { Effects, MoveContext } from '../effects.ts';
import * as repo from './repository.ts';

/** The number a rule gives for a counter value: prefix and the value zero-padded to the rule's length. */
export const formatNumber = (rule: { prefix: string | null; numberLength: number }, value: number) =>
  `${rule.prefix ?? ''}${String(value).padStart(rule.numberLength, '0')}`;

async function ruleOf(ctx: MoveContext): Promise<repo.NumberRule> {
  const { settingId, personnelType } = ctx.input as { settingId?: number; personnelType?: string };
  if (settingId === undefined && personnelType === undefined) throw fieldError('settingId', { rule: 'required' });
  const rule = await repo.ruleOf(ctx.tx, ctx.caller.tenementId, { id: settingId, personnelType });
  if (!rule) throw new AppError('PIPELINE_NUMBER_RULE_MISSING', { rule: personnelType ?? `#${settingId}` });
  return rule;
}

/** The entry department: one of the company's, and inside the caller's data scope on positions (1192). */
async function deptOf(ctx: MoveContext) {
  const deptId = ctx.input.deptId as number | undefined;
  if (deptId === undefined) return undefined;
  const dept = await repo.deptOf(ctx.tx, ctx.caller.tenementId, deptId);
  if (!dept) throw fieldError('deptId', { rule: 'notFound' });
  if (!(await deptInPositionScope(ctx.tx, ctx.caller, deptId))) throw new AppError('DEPT_OUT_OF_SCOPE');
  return dept;
}

/** Takes `count` numbers from the rule's counter; refused when they outgrow its length or are held already. */
async function allocate(ctx: MoveContext, rule: repo.NumberRule, count: number): Promise<string[]> {
  const last = await repo.advanceCounter(ctx.tx, rule.id, count);
  if (String(last).length > rule.numberLength)
    throw new AppError('PIPELINE_NUMBER_EXHAUSTED', { rule: rule.name, length: rule.numberLength });
  const numbers = Array.from({ length: count }, (_, i) => formatNumber(rule, last - count + 1 + i));
  // Only a counter lowered by hand (or numbers typed in elsewhere) can meet one already issued.
  const [held] = await repo.holdersOf(ctx.tx, ctx.caller.tenementId, numbers);
  if (held) throw new AppError('PIPELINE_NUMBER_IN_USE', { employeeNo: held.employeeNo!, name: held.name, rule: rule.name });
  return numbers;
}

async function prepare(ctx: MoveContext) {
  const rule = await ruleOf(ctx);
  const dept = await deptOf(ctx);
  const numbers = await allocate(ctx, rule, ctx.records.length);
  ctx.records.forEach((r, i) => {
    ctx.perRecord.set(r.id, {
      employeeNo: numbers[i],
      personnelType: rule.personnelType,
      ...(r.employeeNo ? { previousEmployeeNo: r.employeeNo } : {}),
      ...(dept ? { deptId: dept.id, deptName: dept.name } : {}),
    });
  });
}

async function write(ctx: MoveContext) {
  const first = ctx.perRecord.get(ctx.records[0]!.id)!;
  const rows = ctx.records.map((r) => ({ id: r.id, employeeNo: String(ctx.perRecord.get(r.id)!.employeeNo) }));
  await repo.writeNumbers(ctx.tx, rows, ctx.input.deptId as number | undefined, String(first.personnelType));
}

export const setEmployeeNoEffects: Effects = {
  async check(ctx) {
    const numbered = ctx.records.find((r) => r.employeeNo);
    if (numbered) throw new AppError('PIPELINE_NUMBER_ALREADY', { name: numbered.name, employeeNo: numbered.employeeNo! });
    await prepare(ctx);
  },
  // Of two callers numbering one record, only the first still finds it without a number.
  guard: () => repo.stillUnnumbered(),
  after: write,
};

export const reallocateEmployeeNoEffects: Effects = {
  async check(ctx) {
    const bare = ctx.records.find((r) => !r.employeeNo);
    if (bare) throw new AppError('PIPELINE_NUMBER_REQUIRED', { name: bare.name });
    await prepare(ctx);
  },
  // Each record must still hold the number it was read with.
  guard: (ctx) => repo.stillNumbered(ctx.records),
  after: write,
};
