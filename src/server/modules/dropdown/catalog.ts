import type { Lang } from '../../../common/states.ts';

/** One option as [value, zh-CN, zh-TW, en]. */
type Opt = readonly [string | number, string, string, string];
type Lists = Readonly<Record<string, readonly Opt[]>>;

// biome-ignore format: a table, one option list per line
const grades: readonly Opt[] = [[4, '优秀', '優秀', 'Excellent'], [3, '良好', '良好', 'Good'], [2, '一般', '一般', 'Fair'], [1, '较差', '較差', 'Poor']];

/**
 * The fixed option lists behind the DropDown calls, grouped as the seeds' calls group them.
 * Lists an admin maintains live in system parameters (SysParam lines), not here.
 */
// biome-ignore format: a table, one option list per line
export const CATALOG: Readonly<Record<string, Lists>> = {
  Public: {
    TenementSizeType: [[1, '50人以下', '50人以下', 'Under 50'], [2, '50-200人', '50-200人', '50-200'], [3, '200-1000人', '200-1000人', '200-1000'], [4, '1000人以上', '1000人以上', 'Over 1000']],
    Sex: [[1, '男', '男', 'Male'], [2, '女', '女', 'Female']],
    ValidityType: [[1, '长期有效', '長期有效', 'Permanent'], [2, '固定期限', '固定期限', 'Fixed term']],
    PersonnelType: [['formal', '正式工', '正式工', 'Regular'], ['temporary', '临时工', '臨時工', 'Temporary'], ['intern', '实习生', '實習生', 'Intern'], ['dispatch', '派遣工', '派遣工', 'Agency worker']],
    AppellationType: [[1, '先生', '先生', 'Mr'], [2, '女士', '女士', 'Ms']],
    // The company's line of business (company info): the trades a manufacturer's HR recruits for.
    Industry: [
      ['machinery', '机械制造', '機械製造', 'Machinery'], ['electronics', '电子电器', '電子電器', 'Electronics and electrical'],
      ['automotive', '汽车及零部件', '汽車及零組件', 'Automotive and parts'], ['semiconductor', '半导体', '半導體', 'Semiconductors'],
      ['metal', '金属加工', '金屬加工', 'Metalworking'], ['chemical', '化工', '化工', 'Chemicals'],
      ['plastics', '塑料橡胶', '塑膠橡膠', 'Plastics and rubber'], ['textile', '纺织服装', '紡織服裝', 'Textiles and apparel'],
      ['food', '食品饮料', '食品飲料', 'Food and beverages'], ['pharma', '医药及医疗器械', '醫藥及醫療器材', 'Pharmaceuticals and medical devices'],
      ['newEnergy', '新能源', '新能源', 'New energy'], ['logistics', '物流仓储', '物流倉儲', 'Logistics and warehousing'],
      ['other', '其他', '其他', 'Other'],
    ],
  },
  Position: {
    RecruitmentType: [[1, '社会招聘', '社會招聘', 'Experienced hire'], [2, '校园招聘', '校園招聘', 'Campus'], [3, '短期工', '短期工', 'Short term']],
    Education: [[1, '不限', '不限', 'Any'], [2, '初中', '國中', 'Junior school'], [3, '高中/中专', '高中/高職', 'Senior school'], [4, '大专', '專科', 'College'], [5, '本科', '大學', "Bachelor's"], [6, '硕士', '碩士', "Master's"], [7, '博士', '博士', 'Doctorate']],
    WorkExperience: [[0, '不限', '不限', 'Any'], [1, '1年以下', '1年以下', 'Under 1 year'], [2, '1-3年', '1-3年', '1-3 years'], [3, '3-5年', '3-5年', '3-5 years'], [4, '5-10年', '5-10年', '5-10 years'], [5, '10年以上', '10年以上', 'Over 10 years']],
    SalaryUnit: [[1, '元/月', '元/月', 'CNY/month'], [2, '元/时', '元/時', 'CNY/hour'], [3, '元/天', '元/天', 'CNY/day']],
  },
  Resume: {
    JobStatus: [[1, '离职-随时到岗', '離職-隨時到職', 'Available now'], [2, '在职-月内到岗', '在職-月內到職', 'Within a month'], [3, '在职-考虑机会', '在職-考慮機會', 'Open to offers'], [4, '在职-暂不考虑', '在職-暫不考慮', 'Not looking']],
    Marriage: [[1, '未婚', '未婚', 'Single'], [2, '已婚', '已婚', 'Married'], [3, '保密', '保密', 'Not stated']],
    Politics: [[1, '群众', '群眾', 'None'], [2, '共青团员', '共青團員', 'League member'], [3, '中共党员', '中共黨員', 'Party member']],
  },
  ResumeLib: {
    // In step with SEEKER_STAGE (src/common/recruiting.ts), in the order a seeker goes through them.
    DeliveryStage: [
      [1, '已投递', '已投遞', 'Delivered'], [2, '被查看', '被查看', 'Viewed'], [3, '通过初筛', '通過初篩', 'Passed screening'], [4, '邀请面试', '邀請面試', 'Interview invited'],
      [6, '已录用', '已錄用', 'Hired'], [8, '已报到', '已報到', 'Reported'], [7, '已入职', '已入職', 'Onboarded'], [9, '已离职', '已離職', 'Left'], [5, '不合适', '不合適', 'Unsuitable'],
    ],
    ResumeType: [[1, '在线简历', '線上履歷', 'Online resume'], [2, '附件简历', '附件履歷', 'Attachment']],
  },
  InterviewAssessment: {
    Communication: grades, Personality: grades, DevelopmentPotential: grades, TeamSpirit: grades, Adaptability: grades,
    Expression: grades, Reaction: grades, Logic: grades, OtherSkills: grades,
    FractionType: [[1, '百分制', '百分制', 'Out of 100'], [2, '等级制', '等級制', 'Grades']],
  },
};

/** Single-list calls: path → list. */
// biome-ignore format: a table, one option list per line
export const SINGLE: Readonly<Record<string, readonly Opt[]>> = {
  'Permission/FieldValueType': [[1, '全部数据', '全部資料', 'All'], [2, '指定部门', '指定部門', 'Chosen departments'], [3, '本部门', '本部門', 'Own department'], [4, '本部门及以下', '本部門及以下', 'Own department and below'], [5, '仅本人', '僅本人', 'Only self']],
  'Function/FunctionType': [[1, '按钮', '按鈕', 'Button'], [2, '接口', '介面', 'API'], [3, '数据', '資料', 'Data']],
  'Form/ApplyType': [[1, '加入团队', '加入團隊', 'Join team'], [2, '权限申请', '權限申請', 'Permission request']],
  'Form/ReviewStatus': [[0, '待审核', '待審核', 'Pending'], [1, '已通过', '已通過', 'Approved'], [2, '已驳回', '已駁回', 'Rejected']],
  'Log/OperationLogType': [['add', '新增', '新增', 'Add'], ['edit', '修改', '修改', 'Edit'], ['delete', '删除', '刪除', 'Delete'], ['enable', '启用/禁用', '啟用/停用', 'Enable/disable'], ['import', '导入', '匯入', 'Import'], ['export', '导出', '匯出', 'Export'], ['grant', '授权', '授權', 'Grant'], ['query', '查询', '查詢', 'Lookup'], ['config', '界面配置', '介面配置', 'Screen configuration']],
  'Public/GetWorkPcType': [[1, '工厂', '工廠', 'Factory'], [2, '办公室', '辦公室', 'Office'], [3, '远程', '遠端', 'Remote']],
  'Code/GetAreaCodeType': [['+86', '中国大陆 +86', '中國大陸 +86', 'Mainland China +86'], ['+852', '中国香港 +852', '中國香港 +852', 'Hong Kong +852'], ['+853', '中国澳门 +853', '中國澳門 +853', 'Macao +853'], ['+886', '中国台湾 +886', '中國台灣 +886', 'Taiwan +886']],
};

const IDX: Record<Lang, 1 | 2 | 3> = { 'zh-CN': 1, 'zh-TW': 2, en: 3 };
export const present = (list: readonly Opt[], lang: Lang) => list.map((o) => ({ value: o[0], display: o[IDX[lang]] }));
