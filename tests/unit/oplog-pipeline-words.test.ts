/**
 * The pipeline's own operation-log entries in words, in zh-CN and en (zh-TW where its words differ): the
 * round's completion by its candidate, an assessment's, a schedule's and an exam result's record by their
 * application, HR's note, an exam's marks, a reschedule, temporary cards, an offer template's removal, a
 * background check, a screen configuration and a batch's records, never an id, a key or JSON.
 */
import { describe, expect, it } from 'vitest';
import { renderSummary } from '../../src/server/modules/oplog/render.ts';
import { recordText } from '../../src/server/modules/oplog/record-text.ts';
import { collectRefs, type NameLookup, type RefId, type RefKind } from '../../src/server/modules/oplog/refs.ts';
import { PIPELINE_STAGE as S } from '../../src/common/recruiting.ts';

const NAMES: Record<string, string> = {
  'application:7': '陈嘉（工艺工程师）',
  'positionExam:3': '装配基础笔试',
  'file:40': '笔试答卷.pdf',
  'card:60': 'K0002',
  'positionType:2': '普工',
};
const names: NameLookup = (kind: RefKind, id: RefId) => NAMES[`${kind}:${id}`];
const namesEn: NameLookup = (kind, id) => (kind === 'application' && id === 7 ? '陈嘉 (工艺工程师)' : names(kind, id));
const wantedBy = (resource: string, summary: unknown, recordId: string | null) => {
  const wanted = new Map<RefKind, Set<RefId>>();
  collectRefs(resource, summary, recordId, wanted);
  return Object.fromEntries([...wanted].map(([k, v]) => [k, [...v]]));
};
const entry = (action: string, resource: string, recordId: string, summary: unknown) => ({ action, resource, recordId, summary });

describe('the pipeline’s entries in the operation log', () => {
  it('names the round’s completion by its step’s words and its candidate through the application', () => {
    const completed = { step: 'AddInterviewAssessment', round: 1, moves: [{ id: 7, from: S.interview, to: S.interview }] };
    expect(renderSummary('deliveryRecord', completed, 'zh-CN', names)).toBe('面试评估完成：陈嘉（工艺工程师）；轮次：1');
    expect(renderSummary('deliveryRecord', completed, 'en', namesEn)).toBe('Interview assessed: 陈嘉 (工艺工程师); Round: 1');
    expect(renderSummary('deliveryRecord', completed, 'zh-TW', names)).toBe('面試評估完成：陈嘉（工艺工程师）；輪次：1');
    expect(wantedBy('deliveryRecord', completed, null)).toEqual({ application: [7] });
    const gone = { ...completed, moves: [{ id: 9, from: S.interview, to: S.interview }] };
    expect(renderSummary('deliveryRecord', gone, 'zh-CN', names)).toBe('面试评估完成：#9（已删除）；轮次：1');
    expect(renderSummary('deliveryRecord', gone, 'en', names)).toBe('Interview assessed: #9 (deleted); Round: 1');
  });

  it('names an assessment’s, a schedule’s and an exam result’s record by the application they belong to', () => {
    for (const resource of ['interview', 'interviewSchedule', 'userExamDetail']) {
      expect(recordText(entry('add', resource, '34', { deliveryRecordId: 7, round: 1 }), 'zh-CN', names)).toBe('陈嘉（工艺工程师）');
      expect(recordText(entry('add', resource, '34', { deliveryRecordId: 7, round: 1 }), 'en', namesEn)).toBe('陈嘉 (工艺工程师)');
    }
    // An application since deleted leaves the record by its screen and id.
    expect(recordText(entry('add', 'interview', '34', { deliveryRecordId: 9 }), 'zh-CN', names)).toBe('面试 #34');
    expect(recordText(entry('edit', 'userExamDetail', '35', { deliveryRecordId: 9 }), 'en', names)).toBe('Exam results #35');
  });

  it('says that HR added a note to an application, not a row id', () => {
    expect(renderSummary('deliveryRecord', { note: 'added' }, 'zh-CN', names)).toBe('备注：已添加');
    expect(renderSummary('deliveryRecord', { note: 'added' }, 'en', names)).toBe('Note: Added');
    expect(renderSummary('deliveryRecord', { note: 'added' }, 'zh-TW', names)).toBe('備註：已新增');
  });

  it('words an exam’s marks: the exam and its papers by name, the score, the verdict and the time', () => {
    const marked = {
      deliveryRecordId: 7,
      examId: 3,
      attachmentIds: [40],
      score: 55,
      passed: false,
      examAt: '2026-11-20T02:00:00.000Z',
      remark: '计算题失分',
    };
    expect(renderSummary('userExamDetail', marked, 'zh-CN', names)).toBe(
      '备注：计算题失分；投递记录：陈嘉（工艺工程师）；考试：装配基础笔试；成绩：55；通过：否；考试时间：2026-11-20 10:00；附件：笔试答卷.pdf',
    );
    expect(renderSummary('userExamDetail', marked, 'en', namesEn)).toBe(
      'Remark: 计算题失分; Application: 陈嘉 (工艺工程师); Exam: 装配基础笔试; Score: 55; Passed: No; Exam at: 2026-11-20 10:00; Attachments: 笔试答卷.pdf',
    );
    expect(wantedBy('userExamDetail', marked, '35')).toEqual({ application: [7], positionExam: [3], file: [40] });
  });

  it('words a reschedule by when the interview was before', () => {
    const moved = { replaced: '2026-12-01T16:00:00.000Z', id: 40, interviewAt: '2026-12-01T20:00:00.000Z', deliveryRecordId: 7 };
    expect(renderSummary('interviewSchedule', moved, 'zh-CN', names)).toBe(
      '投递记录：陈嘉（工艺工程师）；原面试时间：2026-12-02 00:00；面试时间：2026-12-02 04:00',
    );
    expect(renderSummary('interviewSchedule', moved, 'en', namesEn)).toBe(
      'Application: 陈嘉 (工艺工程师); Rescheduled from: 2026-12-02 00:00; Interview at: 2026-12-02 04:00',
    );
  });

  it('names temporary cards by their numbers: the record, a removal, the cards taken back', () => {
    expect(recordText(entry('edit', 'temporaryCard', '60', { after: { enabled: false } }), 'zh-CN', names)).toBe('K0002');
    const removed = {
      before: [
        { id: 61, cardNo: 'K0003' },
        { id: 62, cardNo: 'K0004' },
      ],
    };
    expect(recordText(entry('delete', 'temporaryCard', '61,62', removed), 'zh-CN', names)).toBe('K0003、K0004');
    expect(recordText(entry('delete', 'temporaryCard', '61,62', removed), 'en', names)).toBe('K0003, K0004');
    expect(renderSummary('temporaryCard', removed, 'zh-CN', names)).toBe('2 条：K0003、K0004');
    expect(renderSummary('temporaryCard', removed, 'en', names)).toBe('2 records: K0003, K0004');
    const unbound = { unbound: [{ cardNo: 'H0001', deliveryRecordId: 7 }] };
    expect(renderSummary('temporaryCard', unbound, 'zh-CN', names)).toBe('解绑：1 条：H0001');
    expect(renderSummary('temporaryCard', unbound, 'en', names)).toBe('Released: 1 record: H0001');
  });

  it('names a removed offer template by the name its entry kept', () => {
    const removed = { before: [{ id: 36, name: '校招录用通知' }] };
    expect(recordText(entry('delete', 'offerTemplate', '36', removed), 'zh-CN', names)).toBe('校招录用通知');
    expect(renderSummary('offerTemplate', removed, 'zh-CN', names)).toBe('1 条：校招录用通知');
    expect(renderSummary('offerTemplate', removed, 'en', names)).toBe('1 record: 校招录用通知');
  });

  it('words a background check: what was checked, the masked number, the employments by application', () => {
    const employments = { what: 'employments', idNo: '32**************16', found: 1, records: [7] };
    expect(renderSummary('backgroundCheck', employments, 'zh-CN', names)).toBe(
      '查询：任职记录；身份证号码：32**************16；找到：1；任职记录：陈嘉（工艺工程师）',
    );
    expect(renderSummary('backgroundCheck', employments, 'en', namesEn)).toBe(
      'Checked: Employments; ID number: 32**************16; Found: 1; Employments: 陈嘉 (工艺工程师)',
    );
    const merits = { what: 'merits', idNo: '32**************16', merits: 3 };
    expect(renderSummary('backgroundCheck', merits, 'zh-CN', names)).toBe('查询：奖惩记录；身份证号码：32**************16；奖惩记录：3');
    expect(renderSummary('backgroundCheck', merits, 'en', names)).toBe(
      'Checked: Rewards and penalties; ID number: 32**************16; Rewards and penalties: 3',
    );
    expect(recordText(entry('query', 'backgroundCheck', '7', employments), 'zh-CN', names)).toBe('陈嘉（工艺工程师）');
  });

  it('words a screen configuration: the screen by name, the labels it gives, its columns and form items', () => {
    const saved = {
      resource: 'InterviewReport',
      comment: null,
      overlay: {
        labels: { total: { 'zh-CN': '得分', en: 'Score' } },
        columns: [
          { prop: 'name', visible: true },
          { prop: 'deptName', visible: false },
          { prop: 'total', width: 120 },
        ],
      },
    };
    expect(renderSummary('resourceConfig', saved, 'zh-CN')).toBe(
      '界面：面试报表；说明：—；字段名称：总分 → 得分；列表列：候选人、用人部门（隐藏）、总分（宽 120）',
    );
    expect(renderSummary('resourceConfig', saved, 'en')).toBe(
      'Screen: Interview report; Comment: —; Field labels: Total → Score; Columns: Candidate, Department (hidden), Total (120 px wide)',
    );
    const form = {
      resource: 'PositionType',
      comment: '排序必填',
      overlay: { form: { sort: { required: true, span: 12, defaultValue: 1 } } },
    };
    expect(renderSummary('resourceConfig', form, 'zh-CN')).toBe('界面：职位类型；说明：排序必填；表单项：排序（占 12 栏，必填，默认值 1）');
    expect(renderSummary('resourceConfig', form, 'en')).toBe(
      'Screen: Position types; Comment: 排序必填; Form items: Order (span 12, required, default 1)',
    );
  });

  it('names a batch’s records by the screen’s own records', () => {
    expect(renderSummary('positionType', { ids: [2], enabled: false }, 'zh-CN', names)).toBe('记录：普工；状态：停用');
    expect(renderSummary('positionType', { ids: [2, 5], enabled: true }, 'en', names)).toBe('Records: 普工, #5 (deleted); Status: Enabled');
  });
});
