/**
 * Words the operation log's summaries use beside a screen's own field labels: the keys writes log
 * outside any resource definition (departments, roles, grants, imports, the pipeline), in each language.
 * Their order here is the order a summary reads them in, after the screen's own fields (render.ts).
 */
import type { Lang } from '../../../common/states.ts';
import { ASSESSMENT_RESULT_LABEL } from '../../../common/assessments.ts';
import { SALARY_PROCESS_STATE, SALARY_STATE_NAMES } from '../../../common/salary.ts';

type Words = Readonly<Record<Lang, string>>;
const w = (zhCN: string, zhTW: string, en: string): Words => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** The marks a summary joins its parts with: between fields, between a list's items, after a label. */
export const sep = (lang: Lang) => (lang === 'en' ? '; ' : '；');
export const listSep = (lang: Lang) => (lang === 'en' ? ', ' : '、');
export const colon = (lang: Lang) => (lang === 'en' ? ': ' : '：');
/** Notes after a name: 名称（甲，乙）, Name (a, b). */
export const noted = (name: string, notes: string[], lang: Lang) =>
  !notes.length ? name : lang === 'en' ? `${name} (${notes.join(', ')})` : `${name}（${notes.join('，')}）`;

export const LOG_WORDS: Readonly<Record<string, Words>> = {
  name: w('名称', '名稱', 'Name'),
  title: w('标题', '標題', 'Title'),
  ids: w('记录', '記錄', 'Records'),
  names: w('名称', '名稱', 'Names'),
  enabled: w('启用', '啟用', 'Enabled'),
  count: w('条数', '筆數', 'Rows'),
  deptNo: w('部门编号', '部門編號', 'Department no.'),
  deptNos: w('部门编号', '部門編號', 'Department nos.'),
  deptId: w('部门', '部門', 'Department'),
  parentId: w('上级部门', '上級部門', 'Parent department'),
  sort: w('排序', '排序', 'Order'),
  shortName: w('简称', '簡稱', 'Short name'),
  adminAccount: w('管理员账号', '管理員帳號', 'Administrator account'),
  account: w('账号', '帳號', 'Account'),
  phone: w('手机号', '手機號', 'Mobile'),
  phones: w('手机号', '手機號', 'Mobiles'),
  email: w('邮箱', '郵箱', 'E-mail'),
  emails: w('邮箱', '郵箱', 'E-mails'),
  newAccounts: w('新开账号', '新開帳號', 'New accounts'),
  invited: w('已邀请', '已邀請', 'Invited'),
  status: w('状态', '狀態', 'Status'),
  remark: w('备注', '備註', 'Remark'),
  comment: w('说明', '說明', 'Comment'),
  resource: w('界面', '介面', 'Screen'),
  overlay: w('配置', '配置', 'Configuration'),
  renewed: w('已重新生成', '已重新產生', 'Renewed'),
  // A background check (background/service.ts): what was checked, the number masked, what it found.
  what: w('查询', '查詢', 'Checked'),
  idNo: w('身份证号码', '身分證號碼', 'ID number'),
  by: w('查找方式', '查找方式', 'Looked up by'),
  value: w('查找内容', '查找內容', 'Looked up'),
  found: w('找到', '找到', 'Found'),
  userId: w('用户', '使用者', 'User'),
  userIds: w('用户', '使用者', 'Users'),
  roleId: w('角色', '角色', 'Role'),
  roleIds: w('角色', '角色', 'Roles'),
  granted: w('授予', '授予', 'Granted to'),
  cancelled: w('取消授予', '取消授予', 'Revoked from'),
  menuIds: w('菜单', '選單', 'Menus'),
  functionIds: w('功能', '功能', 'Functions'),
  deliveryRecordId: w('投递记录', '投遞記錄', 'Application'),
  note: w('备注', '備註', 'Note'),
  cardNo: w('卡号', '卡號', 'Card no.'),
  unbound: w('解绑', '解綁', 'Released'),
  // A reschedule (pipeline/schedules/service.ts editSchedule): when the schedule it replaced was.
  replaced: w('原面试时间', '原面試時間', 'Rescheduled from'),
  isAdmin: w('管理员角色', '管理員角色', 'Administrator role'),
  code: w('编码', '編碼', 'Code'),
  jobNo: w('工号', '工號', 'Job no.'),
  address: w('地址', '地址', 'Address'),
  // A batch of resumes parsed (parsing/service.ts batchParse): how many files, and how each landed.
  files: w('文件数', '檔案數', 'Files'),
  landed: w('已入库', '已入庫', 'Added'),
  duplicates: w('疑似重复', '疑似重複', 'Possible duplicates'),
  refused: w('已拒绝', '已拒絕', 'Refused'),
  // The pipeline's own entries: an application, its interviews, assessments and salary approval.
  application: w('投递记录', '投遞記錄', 'Application'),
  interviewAt: w('面试时间', '面試時間', 'Interview at'),
  minutes: w('时长（分钟）', '時長（分鐘）', 'Minutes'),
  interviewerId: w('面试官', '面試官', 'Interviewer'),
  interviewerIds: w('面试官', '面試官', 'Interviewers'),
  place: w('地点', '地點', 'Place'),
  room: w('会议室', '會議室', 'Room'),
  round: w('轮次', '輪次', 'Round'),
  // A written exam's result (pipeline/interviews/exam-data.ts): the exam, the papers, the mark.
  examId: w('考试', '考試', 'Exam'),
  score: w('成绩', '成績', 'Score'),
  passed: w('通过', '通過', 'Passed'),
  examAt: w('考试时间', '考試時間', 'Exam at'),
  attachmentIds: w('附件', '附件', 'Attachments'),
  generalWorker: w('普工评估', '普工評估', 'General-worker assessment'),
  total: w('总分', '總分', 'Total'),
  result: w('结果', '結果', 'Result'),
  requireApproval: w('发送Offer前须审批薪资', '發送Offer前須審批薪資', 'Approve the salary before an offer is sent'),
  approverIds: w('审批人', '審批人', 'Approvers'),
  globalflowUrl: w('外部审批流程地址', '外部審批流程網址', 'External workflow address'),
  // A password reset (people/accounts.ts initializePassword): the password itself is never logged.
  initialized: w('重置密码', '重設密碼', 'Password reset'),
  sentBy: w('发送方式', '傳送方式', 'Sent by'),
  // What a background check found: the former employments (their applications), the rewards and penalties.
  records: w('任职记录', '任職記錄', 'Employments'),
  merits: w('奖惩记录', '獎懲記錄', 'Rewards and penalties'),
};

/**
 * Words for the values of keys writes log outside any definition, by the screen's log name, '*' for
 * every screen: a salary approval's result, an assessment's, the channel a new password went by.
 */
export const LOG_VALUES: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, Words>>>>>> = {
  '*': { sentBy: { sms: w('短信', '簡訊', 'SMS'), mail: w('邮件', '郵件', 'E-mail') } },
  salaryApproval: {
    result: { approved: SALARY_STATE_NAMES[SALARY_PROCESS_STATE.approved], rejected: SALARY_STATE_NAMES[SALARY_PROCESS_STATE.rejected] },
  },
  interview: { result: ASSESSMENT_RESULT_LABEL },
  // HR's note on an application (pipeline/candidate/service.ts addNote): that one was added, not what it
  // says (erasure blanks a note's text, and the log is kept whole).
  deliveryRecord: { note: { added: w('已添加', '已新增', 'Added') } },
  backgroundCheck: {
    what: { employments: w('任职记录', '任職記錄', 'Employments'), merits: w('奖惩记录', '獎懲記錄', 'Rewards and penalties') },
  },
};

export const SUMMARY_WORDS = {
  yes: w('是', '是', 'Yes'),
  no: w('否', '否', 'No'),
  // A record's `enabled` reads as the lists show it (启用/停用), not as a bare yes/no.
  on: w('启用', '啟用', 'Enabled'),
  off: w('停用', '停用', 'Disabled'),
  records: w('{n} 条', '{n} 筆', '{n} records'),
  record: w('{n} 条', '{n} 筆', '{n} record'),
  deleted: w('#{id}（已删除）', '#{id}（已刪除）', '#{id} (deleted)'),
  deletedCode: w('{id}（已删除）', '{id}（已刪除）', '{id} (deleted)'),
  hidden: w('（已隐藏）', '（已隱藏）', '(hidden)'),
  batch: w('{screen} {at}（{n} 个文件）', '{screen} {at}（{n} 個檔案）', '{screen} {at} ({n} files)'),
  batchOne: w('{screen} {at}（{n} 个文件）', '{screen} {at}（{n} 個檔案）', '{screen} {at} ({n} file)'),
} as const;

/** A screen configuration's overlay (界面配置, config/overlay.ts) in words: its parts and an item's settings. */
export const CONFIG_WORDS = {
  labels: w('字段名称', '欄位名稱', 'Field labels'),
  columns: w('列表列', '列表欄', 'Columns'),
  form: w('表单项', '表單項', 'Form items'),
  hidden: w('隐藏', '隱藏', 'hidden'),
  width: w('宽 {n}', '寬 {n}', '{n} px wide'),
  span: w('占 {n} 栏', '佔 {n} 欄', 'span {n}'),
  required: w('必填', '必填', 'required'),
  optional: w('选填', '選填', 'optional'),
  defaultValue: w('默认值 {v}', '預設值 {v}', 'default {v}'),
  help: w('提示 {v}', '提示 {v}', 'hint {v}'),
} as const;
