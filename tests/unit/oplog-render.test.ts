import { describe, expect, it } from 'vitest';
import { renderSummary } from '../../src/server/modules/oplog/render.ts';
import { recordText } from '../../src/server/modules/oplog/record-text.ts';
import { collectRefs, type NameLookup, type RefId, type RefKind, refKindOf } from '../../src/server/modules/oplog/refs.ts';
import { namesAsSeen } from '../../src/server/modules/oplog/presenter.ts';
import { RESUME_SOURCE_HEAD } from '../../src/common/recruiting.ts';
import { INAPPROPRIATE_TAG_HEAD, PIPELINE_STAGE as S } from '../../src/common/recruiting.ts';

/** Names as the service finds them for a page: what is absent was deleted. */
const NAMES: Record<string, string> = {
  'dept:4': '研发中心',
  'positionTag:1': '五险一金',
  'positionTag:5': '包吃住',
  'positionType:2': '普工',
  'menu:201': '职位信息',
  'function:11': '职位信息·发布',
  'position:31': '工艺工程师',
  'param:ResumeSource:REFERRAL': '内部推荐',
  'param:InappropriateTag:EXPERIENCE': '经验不足',
  'task:5': '2026春季普工招聘',
  'taskLine:7': '2026春季普工招聘 · 工艺工程师',
  'role:3': '招聘专员',
  'role:4': '面试官',
  'user:21': '李娜',
  'user:22': '王强',
  'application:7': '陈嘉（工艺工程师）',
};
const names: NameLookup = (kind: RefKind, id: RefId) => NAMES[`${kind}:${id}`];
/** The service looks the names up per reader's language: an application reads with the language's brackets. */
const namesEn: NameLookup = (kind, id) => (kind === 'application' && id === 7 ? '陈嘉 (工艺工程师)' : names(kind, id));

describe('the operation log in words', () => {
  it('shows a change field by field with the screen’s labels, before → after, in the reader’s language', () => {
    const change = { before: { name: '焊工', enabled: true }, after: { name: '电焊工', enabled: false } };
    expect(renderSummary('positionType', change, 'zh-CN')).toBe('类型名称：焊工 → 电焊工；状态：启用 → 停用');
    expect(renderSummary('positionType', change, 'en')).toBe('Type name: 焊工 → 电焊工; Status: Enabled → Disabled');
  });

  it('shows an addition by its fields, a batch removal by its names, and never JSON or braces', () => {
    const added = renderSummary('dept', { after: { deptNo: 'D05', name: '物流部', parentId: null, sort: 5 } }, 'zh-CN');
    expect(added).toBe('名称：物流部；部门编号：D05；上级部门：—；排序：5');
    const removed = renderSummary(
      'positionType',
      {
        before: [
          { id: 3, name: '焊工' },
          { id: 4, name: '钳工' },
        ],
      },
      'zh-CN',
    );
    expect(removed).toBe('2 条：焊工、钳工');
    for (const text of [added, removed]) expect(text).not.toMatch(/[{}"]/);
  });

  it('names the pipeline step, the candidates and the stages they moved between', () => {
    const summary = { step: 'HasHired', moves: [{ id: 7, name: '韩东', from: 3, to: 4 }] };
    expect(renderSummary('deliveryRecord', summary, 'zh-CN')).toBe('录用：韩东（面试 → 录用）');
    expect(renderSummary('deliveryRecord', summary, 'en')).toBe('Hire: 韩东 (Interview → Hire)');
  });

  it('writes moments on the company’s clock and lists plainly', () => {
    const text = renderSummary('positionType', { count: 2, deptNos: ['P01', 'P02'], at: '2026-11-24T06:53:41.298Z' }, 'zh-CN');
    expect(text).toBe('条数：2；部门编号：P01、P02；at：2026-11-24 14:53');
  });

  it('shows a declared option by its label, never its code, in the reader’s language', () => {
    const publish = { step: 'publish', before: { state: 1 }, after: { state: 2 } };
    expect(renderSummary('positionInfo', publish, 'zh-CN')).toBe('状态：待发布 → 已发布');
    expect(renderSummary('positionInfo', publish, 'en')).toBe('State: Pending → Published');
    const added = { after: { name: '工艺工程师', state: 0, education: 3, recruitmentType: 1 } };
    // Fields read in the order the screen declares them (the table's JSON keeps keys in an order of its own).
    expect(renderSummary('positionInfo', added, 'zh-CN', names)).toBe(
      '职位名称：工艺工程师；招聘类型：社会招聘；学历要求：高中/中专；状态：草稿',
    );
    expect(renderSummary('positionInfo', added, 'en', names)).toBe(
      'Position: 工艺工程师; Recruitment type: Experienced hire; Education: Senior school; State: Draft',
    );
  });

  it('shows references by the referenced records’ names, and one since deleted by its id marked so', () => {
    const added = { after: { deptId: 4, tagIds: [1, 5, 8], positionTypeId: 2 } };
    expect(renderSummary('positionInfo', added, 'zh-CN', names)).toBe(
      '职位类型：普工；用人部门：研发中心；职位标签：五险一金、包吃住、#8（已删除）',
    );
    expect(renderSummary('positionInfo', added, 'en', names)).toBe(
      'Position type: 普工; Hiring department: 研发中心; Tags: 五险一金, 包吃住, #8 (deleted)',
    );
    const grant = { before: { menuIds: [], functionIds: [] }, after: { menuIds: [201], functionIds: [11, 12] } };
    expect(renderSummary('role', grant, 'zh-CN', names)).toBe('菜单：— → 职位信息；功能：— → 职位信息·发布、#12（已删除）');
    expect(renderSummary('role', grant, 'en', names)).toBe('Menus: — → 职位信息; Functions: — → 职位信息·发布, #12 (deleted)');
  });

  it('collects every referenced id of an entry by kind, for one lookup per kind on a page', () => {
    const wanted = new Map();
    collectRefs('positionInfo', { after: { deptId: 4, tagIds: [1, 5], factoryId: null } }, '31', wanted);
    collectRefs('role', { after: { menuIds: [201], functionIds: [11] } }, '3', wanted);
    expect(Object.fromEntries([...wanted].map(([k, v]) => [k, [...v]]))).toEqual({
      position: [31],
      dept: [4],
      positionTag: [1, 5],
      role: [3],
      menu: [201],
      function: [11],
    });
  });

  it('counts one record and several in proper words', () => {
    expect(renderSummary('positionType', { before: [{ id: 3, name: '焊工' }] }, 'en')).toBe('1 record: 焊工');
    expect(
      renderSummary(
        'positionType',
        {
          before: [
            { id: 3, name: '焊工' },
            { id: 4, name: '钳工' },
          ],
        },
        'en',
      ),
    ).toBe('2 records: 焊工, 钳工');
  });

  it('names the record an entry is about, a removed one by the name it kept, else the screen and its id', () => {
    const entry = (action: string, resource: string, recordId: string, summary: unknown = {}) => ({ action, resource, recordId, summary });
    expect(recordText(entry('edit', 'positionInfo', '31'), 'zh-CN', names)).toBe('工艺工程师');
    expect(recordText(entry('delete', 'positionTags', '8', { before: [{ id: 8, name: '夜班补贴' }] }), 'zh-CN', names)).toBe('夜班补贴');
    expect(recordText(entry('edit', 'positionInfo', '99'), 'zh-CN', names)).toBe('职位信息 #99');
    expect(recordText(entry('edit', 'positionInfo', '99'), 'en', names)).toBe('Job postings #99');
    expect(recordText(entry('config', 'resourceConfig', 'Hire:v3'), 'zh-CN', names)).toBe('录用 v3');
  });

  it('shows a system parameter’s code by its line’s name, one since deleted by its code marked so', () => {
    expect(refKindOf('resumeParsing', 'source')).toBe(`param:${RESUME_SOURCE_HEAD}`);
    expect(refKindOf('inappropriate', 'tag')).toBe(`param:${INAPPROPRIATE_TAG_HEAD}`);
    // Keys as the table's JSON keeps them (by length): read in the screen's order, then the log's words'.
    const batch = { files: 2, landed: 1, source: 'REFERRAL', refused: 0, duplicates: 1 };
    expect(renderSummary('resumeParsing', batch, 'zh-CN', names)).toBe('简历来源：内部推荐；文件数：2；已入库：1；疑似重复：1；已拒绝：0');
    expect(renderSummary('resumeParsing', batch, 'en', names)).toBe(
      'Source: 内部推荐; Files: 2; Added: 1; Possible duplicates: 1; Refused: 0',
    );
    expect(renderSummary('resumeParsing', { source: 'FAIR' }, 'zh-CN', names)).toBe('简历来源：FAIR（已删除）');
    expect(renderSummary('resumeParsing', { source: 'FAIR' }, 'en', names)).toBe('Source: FAIR (deleted)');
    expect(renderSummary('resumeParsing', { source: 'FAIR' }, 'zh-TW', names)).toBe('履歷來源：FAIR（已刪除）');
    expect(renderSummary('inappropriate', { after: { tag: 'EXPERIENCE' } }, 'zh-CN', names)).toBe('不合适标签：经验不足');
    expect(renderSummary('inappropriate', { after: { tag: 'EXPERIENCE' } }, 'en', names)).toBe('Reason tag: 经验不足');
  });

  it('names recruitment tasks and their lines, a task since deleted by its id marked so', () => {
    const line = { after: { taskId: 5, positionId: 31, planned: 3, remark: null } };
    expect(renderSummary('taskRecruitLine', line, 'zh-CN', names)).toBe(
      '招聘任务：2026春季普工招聘；职位：工艺工程师；计划人数：3；备注：—',
    );
    expect(renderSummary('taskRecruitLine', line, 'en', names)).toBe(
      'Task: 2026春季普工招聘; Position: 工艺工程师; Planned: 3; Remarks: —',
    );
    expect(renderSummary('taskRecruitLine', { after: { taskId: 6 } }, 'zh-CN', names)).toBe('招聘任务：#6（已删除）');
    expect(renderSummary('taskRecruitLine', { after: { taskId: 6 } }, 'en', names)).toBe('Task: #6 (deleted)');
    expect(renderSummary('taskRecruitLine', { after: { taskId: 6 } }, 'zh-TW', names)).toBe('招聘任務：#6（已刪除）');
    expect(renderSummary('taskRecruit', { after: { title: '夏季', ownerId: 21 } }, 'en', names)).toBe('Task: 夏季; Owner: 李娜');
    const entry = (resource: string, recordId: string) => ({ action: 'edit', resource, recordId, summary: { after: { status: 2 } } });
    expect(recordText(entry('taskRecruit', '5'), 'zh-CN', names)).toBe('2026春季普工招聘');
    expect(recordText(entry('taskRecruit', '6'), 'en', names)).toBe('Recruitment tasks #6');
    expect(recordText(entry('taskRecruitLine', '7'), 'zh-CN', names)).toBe('2026春季普工招聘 · 工艺工程师');
  });

  it('names the role and the people a grant gives it to or takes it from, in the reader’s words', () => {
    const granted = { roleId: 3, granted: [21, 22, 23] };
    expect(renderSummary('role', granted, 'zh-CN', names)).toBe('角色：招聘专员；授予：李娜、王强、#23（已删除）');
    expect(renderSummary('role', granted, 'en', names)).toBe('Role: 招聘专员; Granted to: 李娜, 王强, #23 (deleted)');
    expect(renderSummary('role', { roleId: 3, cancelled: [22] }, 'zh-CN', names)).toBe('角色：招聘专员；取消授予：王强');
    expect(renderSummary('role', { roleId: 3, cancelled: [22] }, 'en', names)).toBe('Role: 招聘专员; Revoked from: 王强');
    expect(renderSummary('role', { roleId: 3, cancelled: [22] }, 'zh-TW', names)).toBe('角色：招聘专员；取消授予：王强');
    // One person's roles replaced: the person first, then the roles before → after.
    const roles = { userId: 21, before: { roleIds: [3] }, after: { roleIds: [3, 4] } };
    expect(renderSummary('role', roles, 'zh-CN', names)).toBe('用户：李娜；角色：招聘专员 → 招聘专员、面试官');
    expect(renderSummary('role', roles, 'en', names)).toBe('User: 李娜; Roles: 招聘专员 → 招聘专员, 面试官');
  });

  it('names people as the reader’s data permission shows them: masked, or hidden', () => {
    const masking = (name: unknown) => (resource: string, summary: unknown) => (resource === 'tenementUser' ? { name } : summary);
    const masked = namesAsSeen(names, masking('李*'), 'zh-CN');
    expect(renderSummary('role', { roleId: 3, granted: [21, 23] }, 'zh-CN', masked)).toBe('角色：招聘专员；授予：李*、#23（已删除）');
    const hidden = namesAsSeen(names, masking(undefined), 'en');
    expect(renderSummary('role', { roleId: 3, granted: [21] }, 'en', hidden)).toBe('Role: 招聘专员; Granted to: (hidden)');
  });

  it('collects task, people and parameter references by kind, codes as kept', () => {
    const wanted = new Map();
    collectRefs('role', { roleId: 3, granted: [21, 22] }, '3', wanted);
    collectRefs('taskRecruitLine', { after: { taskId: 5, positionId: 31 } }, '7', wanted);
    collectRefs('resumeParsing', { source: 'REFERRAL', files: 2 }, 'c0ffee00-batch', wanted);
    expect(Object.fromEntries([...wanted].map(([k, v]) => [k, [...v]]))).toEqual({
      role: [3],
      user: [21, 22],
      taskLine: [7],
      task: [5],
      position: [31],
      'param:ResumeSource': ['REFERRAL'],
    });
  });

  it('names interviewers and approvers by their accounts, an application by its candidate and position', () => {
    const assessed = { deliveryRecordId: 7, round: 1, interviewerId: 21, total: 77.78, result: 1 };
    expect(renderSummary('interview', assessed, 'zh-CN', names)).toBe(
      '投递记录：陈嘉（工艺工程师）；面试官：李娜；轮次：1；总分：77.78；结果：通过',
    );
    expect(renderSummary('interview', assessed, 'en', namesEn)).toBe(
      'Application: 陈嘉 (工艺工程师); Interviewer: 李娜; Round: 1; Total: 77.78; Result: Pass',
    );
    const booked = { deliveryRecordId: 8, interviewAt: '2026-11-24T06:00:00.000Z', minutes: 45, interviewerIds: [21, 22], room: '301' };
    expect(renderSummary('interviewSchedule', booked, 'zh-CN', names)).toBe(
      '投递记录：#8（已删除）；面试时间：2026-11-24 14:00；时长（分钟）：45；面试官：李娜、王强；会议室：301',
    );
    expect(renderSummary('interviewSchedule', booked, 'en', names)).toBe(
      'Application: #8 (deleted); Interview at: 2026-11-24 14:00; Minutes: 45; Interviewers: 李娜, 王强; Room: 301',
    );
    const approvers = { before: { approverIds: [21] }, after: { approverIds: [21, 23] } };
    expect(renderSummary('salaryApproval', approvers, 'zh-CN', names)).toBe('审批人：李娜 → 李娜、#23（已删除）');
    expect(renderSummary('salaryApproval', approvers, 'en', names)).toBe('Approvers: 李娜 → 李娜, #23 (deleted)');
    const masked = namesAsSeen(names, (resource, summary) => (resource === 'tenementUser' ? { name: '李*' } : summary), 'zh-CN');
    expect(renderSummary('interview', { interviewerId: 21 }, 'zh-CN', masked)).toBe('面试官：李*');
  });

  it('reads a salary approval’s result in words and its application by name, one since deleted by its id', () => {
    const approved = { application: 7, name: '陈嘉', result: 'approved', comment: null };
    expect(renderSummary('salaryApproval', approved, 'zh-CN', names)).toBe(
      '候选人：陈嘉；审批意见：—；投递记录：陈嘉（工艺工程师）；结果：已通过',
    );
    expect(renderSummary('salaryApproval', approved, 'en', namesEn)).toBe(
      "Candidate: 陈嘉; Approver's comment: —; Application: 陈嘉 (工艺工程师); Result: Approved",
    );
    const rejected = { application: 9, name: '吴桐', result: 'rejected', comment: '偏高' };
    expect(renderSummary('salaryApproval', rejected, 'zh-CN', names)).toBe(
      '候选人：吴桐；审批意见：偏高；投递记录：#9（已删除）；结果：已驳回',
    );
    expect(renderSummary('salaryApproval', rejected, 'en', names)).toBe(
      "Candidate: 吴桐; Approver's comment: 偏高; Application: #9 (deleted); Result: Rejected",
    );
    // A first proposal (nothing before it) reads as a change from nothing, about its application.
    const proposed = { application: 7, name: '陈嘉', before: null, after: { salary: 12000, salaryUnit: 1 } };
    expect(renderSummary('salaryApproval', proposed, 'zh-CN', names)).toBe(
      '投递记录：陈嘉（工艺工程师）；拟定薪资：— → 12000；薪资单位：— → 元/月',
    );
    expect(renderSummary('salaryApproval', proposed, 'en', namesEn)).toBe(
      'Application: 陈嘉 (工艺工程师); Proposed salary: — → 12000; Unit: — → a month',
    );
  });

  it('words a password reset: the person, the reset and the channel the new password went by', () => {
    const reset = (sentBy: string) => ({ userId: 21, initialized: true, sentBy });
    expect(renderSummary('tenementUser', reset('sms'), 'zh-CN', names)).toBe('用户：李娜；重置密码：是；发送方式：短信');
    expect(renderSummary('account', reset('mail'), 'en', names)).toBe('User: 李娜; Password reset: Yes; Sent by: E-mail');
    expect(renderSummary('tenementUser', reset('mail'), 'zh-TW', names)).toBe('使用者：李娜；重設密碼：是；傳送方式：郵件');
  });

  it('names a parsed batch by its screen, its time on the company’s clock and its files', () => {
    const batch = (files: number) => ({
      action: 'import',
      resource: 'resumeParsing',
      recordId: 'c0ffee00-0000-4000-8000-000000000001',
      summary: { source: 'REFERRAL', files, landed: files, duplicates: 0, refused: 0 },
      createdAt: new Date('2026-11-24T06:53:41.298Z'),
    });
    expect(recordText(batch(2), 'zh-CN', names)).toBe('简历解析 2026-11-24 14:53（2 个文件）');
    expect(recordText(batch(2), 'en', names)).toBe('Resume parsing 2026-11-24 14:53 (2 files)');
    expect(recordText(batch(1), 'en', names)).toBe('Resume parsing 2026-11-24 14:53 (1 file)');
    expect(recordText(batch(1), 'zh-TW', names)).toBe('履歷解析 2026-11-24 14:53（1 個檔案）');
  });

  it('says why a 不合适 move was made: its tag by the 不合适 parameter’s line, the application by name', () => {
    const moved = (tag: string) => ({
      step: 'Inappropriate',
      moves: [{ id: 7, name: '陈嘉', from: S.newDelivery, to: S.inappropriate }],
      tag,
    });
    expect(renderSummary('deliveryRecord', moved('EXPERIENCE'), 'zh-CN', names)).toBe(
      '不合适：陈嘉（新投递 → 不合适）；不合适标签：经验不足',
    );
    expect(renderSummary('deliveryRecord', moved('EXPERIENCE'), 'en', names)).toBe(
      'Not suitable: 陈嘉 (New → Not suitable); Reason tag: 经验不足',
    );
    expect(renderSummary('deliveryRecord', moved('AGE'), 'en', names)).toBe(
      'Not suitable: 陈嘉 (New → Not suitable); Reason tag: AGE (deleted)',
    );
    const wanted = new Map();
    collectRefs('deliveryRecord', moved('EXPERIENCE'), '7', wanted);
    expect(Object.fromEntries([...wanted].map(([k, v]) => [k, [...v]]))).toEqual({
      application: [7],
      [`param:${INAPPROPRIATE_TAG_HEAD}`]: ['EXPERIENCE'],
    });
    expect(recordText({ action: 'edit', resource: 'deliveryRecord', recordId: '7', summary: moved('EXPERIENCE') }, 'zh-CN', names)).toBe(
      '陈嘉（工艺工程师）',
    );
  });
});
