import type { Lang } from './states.ts';

/**
 * Per-field validation messages, keyed by rule. Schema keywords (required, maxLength, ...) and the
 * services' own rules share this table, so every field error reads the same in every language.
 */
const table = {
  required: ['不能为空', '不能為空', 'is required'],
  type: ['类型不正确', '類型不正確', 'has the wrong type'],
  maxLength: ['长度不能超过{limit}个字符', '長度不能超過{limit}個字元', 'must be at most {limit} characters'],
  minLength: ['长度不能少于{limit}个字符', '長度不能少於{limit}個字元', 'must be at least {limit} characters'],
  pattern: ['格式不正确', '格式不正確', 'has the wrong format'],
  format: ['格式不正确', '格式不正確', 'has the wrong format'],
  enum: ['取值不在允许范围内', '取值不在允許範圍內', 'is not one of the allowed values'],
  minimum: ['不能小于{limit}', '不能小於{limit}', 'must be at least {limit}'],
  maximum: ['不能大于{limit}', '不能大於{limit}', 'must be at most {limit}'],
  maxItems: ['最多{limit}项', '最多{limit}項', 'must have at most {limit} items'],
  minItems: ['至少{limit}项', '至少{limit}項', 'must have at least {limit} items'],
  invalidChars: ['包含不允许的字符', '包含不允許的字元', 'contains characters that are not allowed'],
  passwordLength: ['密码长度为8-128位', '密碼長度為8-128位', 'must be 8 to 128 characters'],
  passwordChinese: ['密码不能包含中文', '密碼不能包含中文', 'must not contain Chinese characters'],
  passwordSpace: ['密码不能包含空格', '密碼不能包含空格', 'must not contain spaces'],
  passwordClasses: [
    '密码须包含大写字母、小写字母、数字、特殊字符中的至少三种',
    '密碼須包含大寫字母、小寫字母、數字、特殊字元中的至少三種',
    'must use at least three of: upper case, lower case, digits, symbols',
  ],
  accountFormat: [
    '账号为4-16位，以字母开头，只能包含字母、数字和下划线',
    '帳號為4-16位，以字母開頭，只能包含字母、數字和底線',
    'must be 4-16 letters, digits or underscores, starting with a letter',
  ],
  phoneFormat: ['手机号格式不正确', '手機號碼格式不正確', 'is not a valid mobile number'],
  emailFormat: ['邮箱格式不正确', '信箱格式不正確', 'is not a valid e-mail address'],
  codeFormat: ['验证码为6位数字', '驗證碼為6位數字', 'must be 6 digits'],
  notOverridable: ['不允许在运行时修改', '不允許在執行時修改', 'may not be changed at run time'],
  unknownField: ['不是该页面的字段', '不是該頁面的欄位', 'is not a field of this screen'],
  minColumns: ['至少保留3列可见', '至少保留3欄可見', 'must keep at least 3 visible columns'],
  columnsMismatch: ['必须包含定义中的每一列且不重复', '必須包含定義中的每一欄且不重複', 'must list every column of the definition once'],
  duplicateInFile: ['与第{line}行重复', '與第{line}行重複', 'repeats row {line}'],
  existsAlready: ['已存在', '已存在', 'exists already'],
  redirectSame: ['重定向不能与菜单路径相同', '重新導向不能與選單路徑相同', 'must differ from the menu path'],
  phoneOrEmail: ['手机号和邮箱至少填写一项', '手機號碼和信箱至少填寫一項', 'give a phone number or an e-mail address'],
  oneCriterion: [
    '账号、手机号、邮箱只能填写其中一项',
    '帳號、手機號碼、信箱只能填寫其中一項',
    'give only one of account, phone number and e-mail address',
  ],
  notFound: ['不存在', '不存在', 'does not exist'],
  future: ['须晚于当前时间', '須晚於目前時間', 'must be in the future'],
  notMember: ['不是本企业的成员', '不是本企業的成員', 'names someone who is not a member of the company'],
  placeOrOffice: ['面试地点和办公地点至少填写一项', '面試地點和辦公地點至少填寫一項', 'give a place or an office place'],
  notBeforeToday: ['不能早于今天', '不能早於今天', 'must not be before today'],
  validityMax: ['有效期最长{limit}天', '有效期限最長{limit}天', 'may be at most {limit} days from today'],
  cycle: ['形成了循环引用', '形成了循環參照', 'forms a cycle'],
  salaryMin: ['最低薪资须为小于100000的正整数', '最低薪資須為小於100000的正整數', 'must be a positive whole number below 100000'],
  salaryMaxBelowMin: ['最高薪资不能低于最低薪资', '最高薪資不能低於最低薪資', 'must not be below the minimum salary'],
  salaryRange: ['薪资范围不能超过500', '薪資範圍不能超過500', 'may exceed the minimum by at most 500'],
  notBeforeDate: ['不能早于{limit}', '不能早於{limit}', 'must not be before {limit}'],
  dateOrder: ['结束日期不能早于开始日期', '結束日期不能早於開始日期', 'must not be before the start date'],
  deadlineBeforeStart: ['不能早于开始日期', '不能早於開始日期', 'must not be before the start date'],
  deadlineAfterEnd: ['不能晚于结束日期', '不能晚於結束日期', 'must not be after the end date'],
  rangeTooLong: ['日期范围最长{limit}天', '日期範圍最長{limit}天', 'may span at most {limit} days'],
  sameAsOld: ['不能与原来的相同', '不能與原來的相同', 'must differ from the current one'],
  tooDeep: ['层级不能超过{limit}级', '層級不能超過{limit}級', 'may not be nested deeper than {limit} levels'],
  masked: [
    '是对你隐藏的受控字段，不能按它筛选或排序',
    '是對你隱藏的受控欄位，不能按它篩選或排序',
    'is a controlled field hidden from you: it cannot be filtered or sorted on',
  ],
  notInterviewer: ['不是本轮的面试官', '不是本輪的面試官', 'is not an interviewer of this round'],
  unknownPlaceholder: ['含有未知的占位符 {name}', '含有未知的預留位置 {name}', 'uses an unknown placeholder: {name}'],
} as const satisfies Record<string, readonly [string, string, string]>;

export type FieldRule = keyof typeof table;
export interface FieldIssue {
  rule: FieldRule;
  params?: Record<string, string | number>;
}

const langIndex: Record<Lang, 0 | 1 | 2> = { 'zh-CN': 0, 'zh-TW': 1, en: 2 };

export function fieldText(issue: FieldIssue, lang: Lang): string {
  const text: string = table[issue.rule][langIndex[lang]];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(issue.params?.[k] ?? ''));
}

export function isFieldRule(v: string): v is FieldRule {
  return Object.hasOwn(table, v);
}
