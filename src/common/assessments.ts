/**
 * Interview assessments and written exams as both ends read them: the scoring groups (the seeds'
 * DropDown/InterviewAssessment lists, one grade each), how the total is computed, the results, the
 * exam types, and the general-worker assessment form (one fixed list of items, its JSON schema derived
 * from it so the server validates what the form shows).
 */
import type { Text } from './pipeline-row.ts';
import { t } from './pipeline-row.ts';

/** Scoring groups in the form's order, each with its DropDown/InterviewAssessment list name. */
export const SCORE_GROUPS = [
  { key: 'communication', list: 'Communication', label: t('沟通能力', '溝通能力', 'Communication') },
  { key: 'personality', list: 'Personality', label: t('性格', '性格', 'Personality') },
  { key: 'developmentPotential', list: 'DevelopmentPotential', label: t('发展潜力', '發展潛力', 'Development potential') },
  { key: 'teamSpirit', list: 'TeamSpirit', label: t('团队精神', '團隊精神', 'Team spirit') },
  { key: 'adaptability', list: 'Adaptability', label: t('适应能力', '適應能力', 'Adaptability') },
  { key: 'expression', list: 'Expression', label: t('表达能力', '表達能力', 'Expression') },
  { key: 'reaction', list: 'Reaction', label: t('反应能力', '反應能力', 'Reaction') },
  { key: 'logic', list: 'Logic', label: t('逻辑思维', '邏輯思維', 'Logic') },
  { key: 'otherSkills', list: 'OtherSkills', label: t('其他技能', '其他技能', 'Other skills') },
] as const;
export type ScoreGroup = (typeof SCORE_GROUPS)[number]['key'];
/** Every group is graded except 其他技能, which an interviewer may leave out. */
export const OPTIONAL_GROUPS: readonly ScoreGroup[] = ['otherSkills'];

/** The grades of each group's list (DropDown/InterviewAssessment): 4 优秀 … 1 较差. */
export const GRADE_MIN = 1;
export const GRADE_MAX = 4;

/** DropDown InterviewAssessment/FractionType: how `total` reads. */
export const FRACTION_TYPE = { hundred: 1, grades: 2 } as const;

/** interview_assessments.result */
export const ASSESSMENT_RESULT = { pass: 1, fail: 2, anotherRound: 3 } as const;
export const ASSESSMENT_RESULT_LABEL: Readonly<Record<number, Text>> = {
  1: t('通过', '通過', 'Pass'),
  2: t('不通过', '不通過', 'Fail'),
  3: t('待复试', '待複試', 'Another round'),
};

export const ASSESSMENT_COMMENT_MAX = 1000;

/**
 * The total of the grades given: out of 100 (the share of the best grades, 百分制) or the mean grade
 * (等级制), two decimals. Computed by the server; the form shows the same number while one scores.
 */
export function assessmentTotal(scores: Readonly<Record<string, number>>, fractionType: number): number {
  const given = SCORE_GROUPS.map((g) => scores[g.key]).filter((v): v is number => typeof v === 'number');
  if (!given.length) return 0;
  const sum = given.reduce((a, b) => a + b, 0);
  const value = fractionType === FRACTION_TYPE.grades ? sum / given.length : (sum / (given.length * GRADE_MAX)) * 100;
  return Math.round(value * 100) / 100;
}

/** position_exams.exam_type: 线上测评 results arrive as a report file: the attachment exam. */
export const EXAM_TYPE = { written: 1, online: 2, practical: 3 } as const;
export const isAttachmentExam = (examType: number): boolean => examType === EXAM_TYPE.online;

/** One item of the general-worker assessment form. */
export interface GeneralWorkerItem {
  readonly prop: string;
  readonly label: Text;
  readonly el: 'number' | 'radio' | 'textarea';
  readonly required: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly maxLength?: number;
  readonly unit?: Text;
  readonly options?: ReadonlyArray<{ readonly value: number; readonly label: Text }>;
}

const yesNo = [
  { value: 1, label: t('是', '是', 'Yes') },
  { value: 0, label: t('否', '否', 'No') },
];

/** The general-worker (short-term position) assessment: what a line supervisor checks at the gate. */
export const GENERAL_WORKER_ITEMS: readonly GeneralWorkerItem[] = [
  { prop: 'height', label: t('身高', '身高', 'Height'), el: 'number', required: true, min: 120, max: 220, unit: t('厘米', '公分', 'cm') },
  {
    prop: 'eyesight',
    label: t('视力', '視力', 'Eyesight'),
    el: 'radio',
    required: true,
    options: [
      { value: 1, label: t('正常', '正常', 'Normal') },
      { value: 2, label: t('矫正后正常', '矯正後正常', 'Normal when corrected') },
      { value: 3, label: t('不达标', '不達標', 'Below standard') },
    ],
  },
  { prop: 'colorBlind', label: t('色盲色弱', '色盲色弱', 'Colour blindness'), el: 'radio', required: true, options: yesNo },
  {
    prop: 'tattoo',
    label: t('纹身', '紋身', 'Tattoo'),
    el: 'radio',
    required: true,
    options: [
      { value: 0, label: t('无', '無', 'None') },
      { value: 1, label: t('有，衣物可遮挡', '有，衣物可遮擋', 'Yes, covered by clothing') },
      { value: 2, label: t('有，明显可见', '有，明顯可見', 'Yes, visible') },
    ],
  },
  {
    prop: 'nightShift',
    label: t('接受夜班/倒班', '接受夜班/輪班', 'Accepts night and rotating shifts'),
    el: 'radio',
    required: true,
    options: yesNo,
  },
  { prop: 'standing', label: t('接受长时间站立', '接受長時間站立', 'Accepts standing work'), el: 'radio', required: true, options: yesNo },
  {
    prop: 'verdict',
    label: t('评估结论', '評估結論', 'Verdict'),
    el: 'radio',
    required: true,
    options: [
      { value: 1, label: t('合格', '合格', 'Suitable') },
      { value: 2, label: t('不合格', '不合格', 'Not suitable') },
    ],
  },
  { prop: 'remark', label: t('备注', '備註', 'Remark'), el: 'textarea', required: false, maxLength: 500 },
];

/** The form's answers as a JSON schema (the route validates the body by it: bounds, choices, nothing else). */
export function generalWorkerSchema() {
  const properties: Record<string, Record<string, unknown>> = {};
  for (const item of GENERAL_WORKER_ITEMS) {
    if (item.el === 'number') properties[item.prop] = { type: 'integer', minimum: item.min, maximum: item.max };
    else if (item.el === 'radio') properties[item.prop] = { type: 'integer', enum: item.options!.map((o) => o.value) };
    else properties[item.prop] = { type: 'string', maxLength: item.maxLength };
  }
  return {
    type: 'object',
    required: GENERAL_WORKER_ITEMS.filter((i) => i.required).map((i) => i.prop),
    properties,
    additionalProperties: false,
  } as const;
}

/** The interview stage's sub-steps as refusals name them (INTERVIEW_STEP's order). */
export const INTERVIEW_STEP_LABEL: readonly Text[] = [
  t('待邀约', '待邀約', 'not invited'),
  t('已邀约', '已邀約', 'invited'),
  t('笔试中', '筆試中', 'written exam'),
  t('面试中', '面試中', 'interviewing'),
  t('待录用', '待錄用', 'awaiting hire'),
];
