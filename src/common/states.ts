/**
 * Every `state` the server can put in an envelope, with its message in each language.
 * Server and client both read this table: the server to answer, the client to decide what a state
 * means (toast, forced logout). `{name}` placeholders are filled from the error's params.
 */
export type Lang = 'zh-CN' | 'zh-TW' | 'en';
export const LANGS: readonly Lang[] = ['zh-CN', 'zh-TW', 'en'];
export const DEFAULT_LANG: Lang = 'zh-CN';

interface StateDef {
  readonly code: number;
  /** HTTP status sent with this state; business and validation errors stay 200. */
  readonly http: number;
  /** The client ends the session (forced-logout dialog) on this state. */
  readonly sessionInvalid?: true;
  readonly text: Readonly<Record<Lang, string>>;
}

const def = (code: number, http: number, zhCN: string, zhTW: string, en: string, sessionInvalid?: true): StateDef =>
  sessionInvalid
    ? { code, http, sessionInvalid, text: { 'zh-CN': zhCN, 'zh-TW': zhTW, en } }
    : { code, http, text: { 'zh-CN': zhCN, 'zh-TW': zhTW, en } };

// biome-ignore format: a table, one state per line
export const States = {
  OK: def(200, 200, '操作成功', '操作成功', 'OK'),
  // Session-invalid states (the seeds' list): the client shows the message and logs out.
  SESSION_EXPIRED: def(4000, 200, '登录已过期，请重新登录', '登入已過期，請重新登入', 'Your session has expired, please log in again', true),
  SESSION_REVOKED: def(4002, 200, '登录已失效，请重新登录', '登入已失效，請重新登入', 'Your session has ended, please log in again', true),
  LOGGED_IN_ELSEWHERE: def(4003, 200, '账号在其他地方登录，请重新登录', '帳號在其他地方登入，請重新登入', 'Your account logged in elsewhere, please log in again', true),
  ACCOUNT_DISABLED: def(4004, 200, '账号已被禁用，请联系管理员', '帳號已被停用，請聯絡管理員', 'Your account has been disabled, contact your administrator', true),
  REMOVED_FROM_TENEMENT: def(4005, 200, '您已被移出该企业，请重新登录', '您已被移出該企業，請重新登入', 'You have been removed from the company, please log in again', true),
  ACCOUNT_INVALID: def(4006, 200, '账号信息失效，请重新登录', '帳號資訊失效，請重新登入', 'Your account information is no longer valid, please log in again', true),
  SESSION_ERROR: def(4999, 200, '登录状态异常，请重新登录', '登入狀態異常，請重新登入', 'Your login state is invalid, please log in again', true),
  IDENTITY_CHANGED: def(5213, 200, '身份已变更，请重新登录', '身分已變更，請重新登入', 'Your identity has changed, please log in again', true),
  // Request shape.
  VALIDATION: def(1000, 200, '提交的数据有误，请检查后重试', '提交的資料有誤，請檢查後重試', 'Some of the data is invalid, please check it'),
  MALFORMED_BODY: def(1001, 200, '请求内容格式错误', '請求內容格式錯誤', 'The request body is malformed'),
  BODY_TOO_LARGE: def(1002, 200, '请求内容过大', '請求內容過大', 'The request body is too large'),
  UNSUPPORTED_MEDIA: def(1003, 200, '不支持的请求内容类型', '不支援的請求內容類型', 'Unsupported content type'),
  RATE_LIMITED: def(1004, 200, '操作过于频繁，请{seconds}秒后再试', '操作過於頻繁，請{seconds}秒後再試', 'Too many requests, try again in {seconds} s'),
  // Access.
  FORBIDDEN: def(1100, 200, '没有操作权限', '沒有操作權限', 'You do not have permission for this'),
  NOT_MANAGER: def(1101, 200, '当前账号没有管理权限', '目前帳號沒有管理權限', 'This account has no management access'),
  NOT_FOUND: def(1102, 200, '数据不存在或已被删除', '資料不存在或已被刪除', 'The record does not exist or was deleted'),
  CONFLICT: def(1103, 200, '{what}已存在', '{what}已存在', '{what} already exists'),
  DUPLICATE: def(1104, 200, '数据已存在，请勿重复提交', '資料已存在，請勿重複提交', 'This record already exists'),
  CONFIG_CHANGED: def(1105, 200, '配置已被他人修改，请刷新后重试', '設定已被他人修改，請重新整理後重試', 'Someone else changed this configuration: reload and try again'),
  FILE_TYPE: def(1106, 200, '请上传{types}类型的文件', '請上傳{types}類型的檔案', 'Please upload a file of type {types}'),
  FILE_MISSING: def(1107, 200, '请选择要上传的文件', '請選擇要上傳的檔案', 'Choose a file to upload'),
  IMPORT_EMPTY: def(1108, 200, '文件中没有可导入的数据', '檔案中沒有可匯入的資料', 'The file holds no rows to import'),
  IMPORT_TOO_MANY: def(1109, 200, '一次最多导入{max}行', '一次最多匯入{max}行', 'At most {max} rows per import'),
  BUILT_IN: def(1110, 200, '系统内置项不能删除，可以停用', '系統內建項不能刪除，可以停用', 'Built-in items cannot be deleted; disable them instead'),
  HAS_CHILDREN: def(1111, 200, '请先删除下级菜单', '請先刪除下級選單', 'Delete the child menus first'),
  // Organisation, people and access (issue 4).
  DEPT_HAS_CHILDREN: def(1120, 200, '该部门下还有子部门，请先删除子部门', '該部門下還有子部門，請先刪除子部門', 'This department has sub-departments: delete them first'),
  DEPT_HAS_PEOPLE: def(1121, 200, '该部门下还有{count}名人员，请先调整人员部门', '該部門下還有{count}名人員，請先調整人員部門', 'This department still has {count} people: move them first'),
  DEPT_CYCLE: def(1122, 200, '上级部门不能是自身或其下级部门', '上級部門不能是自身或其下級部門', 'A department cannot sit under itself or one of its sub-departments'),
  OFFICE_PLACE_LIMIT: def(1123, 200, '办公地点最多{max}个', '辦公地點最多{max}個', 'At most {max} office places'),
  TEAM_CODE_INVALID: def(1124, 200, '团队码无效，请向管理员确认', '團隊碼無效，請向管理員確認', 'The team code is not valid: check it with your administrator'),
  ALREADY_MEMBER: def(1125, 200, '您已是该企业成员', '您已是該企業成員', 'You are already a member of this company'),
  JOIN_PENDING: def(1126, 200, '加入申请已提交，请等待管理员审核', '加入申請已提交，請等待管理員審核', 'Your request to join is waiting for an administrator’s review'),
  FORM_REVIEWED: def(1127, 200, '该申请已审核，请勿重复操作', '該申請已審核，請勿重複操作', 'This request has already been reviewed'),
  TOP_ADMIN_LOCKED: def(1128, 200, '不能对企业管理员执行此操作', '不能對企業管理員執行此操作', 'This cannot be done to the company’s top administrator'),
  SELF_LOCKED: def(1129, 200, '不能对自己执行此操作', '不能對自己執行此操作', 'You cannot do this to yourself'),
  ADMIN_ROLE_LOCKED: def(1130, 200, '超级管理员角色不能修改、停用或删除', '超級管理員角色不能修改、停用或刪除', 'The administrator role cannot be changed, disabled or deleted'),
  ROLE_IN_USE: def(1131, 200, '该角色下还有{count}名用户，请先取消授权', '該角色下還有{count}名使用者，請先取消授權', 'This role still has {count} users: remove them first'),
  USER_TYPE_IN_USE: def(1132, 200, '该用户类型正在使用，不能删除', '該使用者類型正在使用，不能刪除', 'This user type is in use and cannot be deleted'),
  DEPT_ROOT_LOCKED: def(1134, 200, '企业根部门不能删除', '企業根部門不能刪除', 'The company’s root department cannot be deleted'),
  SCOPE_UNKNOWN: def(1133, 200, '该数据表不受数据权限控制', '該資料表不受資料權限控制', 'This table is not under data permissions'),
  // Positions, resumes and applications (issue 5).
  POSITION_CLOSED: def(1140, 200, '该职位已下线或未发布，不能投递', '該職位已下線或未發佈，不能投遞', 'This position is offline or not published: it takes no applications'),
  POSITION_LOCKED: def(1141, 200, '职位已发布，请先下线再修改', '職位已發佈，請先下線再修改', 'The position is published: take it offline before editing'),
  POSITION_FIELD_FIXED: def(1142, 200, '职位提交后，职位名称和招聘类型不能修改', '職位提交後，職位名稱和招聘類型不能修改', 'The position name and recruitment type cannot change after submitting'),
  POSITION_STATE: def(1143, 200, '职位当前状态为{state}，不能{action}', '職位目前狀態為{state}，不能{action}', 'The position is {state}: it cannot be {action}'),
  POSITION_HAS_DELIVERIES: def(1144, 200, '该职位已有{count}份投递，不能删除，可以下线', '該職位已有{count}份投遞，不能刪除，可以下線', 'This position has {count} applications: take it offline instead of deleting it'),
  ALREADY_DELIVERED: def(1145, 200, '您已投递过该职位，请勿重复投递', '您已投遞過該職位，請勿重複投遞', 'You have already applied for this position'),
  RESUME_INCOMPLETE: def(1146, 200, '请先完善简历：{missing}', '請先完善履歷：{missing}', 'Complete your resume first: {missing}'),
  QUALIFICATION_UNMET: def(1147, 200, '不符合该职位的要求：{unmet}', '不符合該職位的要求：{unmet}', 'You do not meet this position’s requirements: {unmet}'),
  ATTACHMENT_LIMIT: def(1148, 200, '附件简历最多{max}份，请先删除不用的附件', '附件履歷最多{max}份，請先刪除不用的附件', 'At most {max} attachment resumes: delete one you no longer use'),
  RECORD_STAGE: def(1149, 200, '该投递当前阶段不能进行此操作', '該投遞目前階段不能進行此操作', 'This cannot be done at the application’s current stage'),
  RESUME_EXISTS: def(1150, 200, '在线简历已存在，请直接修改', '線上履歷已存在，請直接修改', 'You already have an online resume: edit it instead'),
  POSITION_INCOMPLETE: def(1152, 200, '职位“{name}”缺少{missing}，不能{action}', '職位「{name}」缺少{missing}，不能{action}', 'The position “{name}” has no {missing}: it cannot be {action}'),
  SPECIAL_FORM_IN_USE: def(1151, 200, '该表单正被{count}个职位使用，不能删除', '該表單正被{count}個職位使用，不能刪除', 'This form is used by {count} positions and cannot be deleted'),
  // Area A of issue 26: consent to join, password resets, invitation limits.
  RESET_NOT_ALLOWED: def(1160, 200, '只能重置本企业创建且未加入其他企业的账号的密码', '只能重設本企業建立且未加入其他企業的帳號的密碼', 'You may only reset the password of an account your company created and that belongs to no other company'),
  NO_CONTACT: def(1161, 200, '该账号未绑定手机号或邮箱，无法发送初始密码', '該帳號未綁定手機號碼或信箱，無法傳送初始密碼', 'This account has no phone or e-mail to send the initial password to'),
  INVITATION_PENDING: def(1162, 200, '已向该账号发出邀请，请等待对方接受', '已向該帳號發出邀請，請等待對方接受', 'An invitation to this account is already waiting for an answer'),
  INVITE_LIMIT: def(1163, 200, '今日邀请次数已达上限', '今日邀請次數已達上限', 'Today’s invitation limit has been reached'),
  INVITATION_CLOSED: def(1164, 200, '邀请已失效（已处理、已撤回或已过期）', '邀請已失效（已處理、已撤回或已過期）', 'This invitation is no longer open (answered, cancelled or expired)'),
  // Area E2 of issue 26: department moves stay inside the mover's data scope on people.
  PEOPLE_DEPT_OUT_OF_SCOPE: def(1165, 200, '所选部门不在您的人员数据权限范围内', '所選部門不在您的人員資料權限範圍內', 'The department is outside your data permission on people'),
  // Area B of issue 26: grants of one's own roles, public upload quota.
  ROLE_SELF_GRANT: def(1170, 200, '不能给自己授予角色，也不能修改自己所持角色的权限，请联系企业主管理员', '不能給自己授予角色，也不能修改自己所持角色的權限，請聯絡企業主管理員', 'You cannot grant yourself a role or change the permissions of a role you hold; ask the company’s top administrator'),
  UPLOAD_QUOTA: def(1171, 200, '今日上传图片已达上限（{files}张或{megabytes}MB），请明天再试', '今日上傳圖片已達上限（{files}張或{megabytes}MB），請明天再試', 'You have reached today’s picture upload limit ({files} pictures or {megabytes} MB); try again tomorrow'),
  // Grants within one's own powers (issue 26, area E1).
  DATA_SCOPE_BEYOND_OWN: def(1172, 200, '该角色的数据权限（行范围或可见字段）超出您自己的数据权限', '該角色的資料權限（列範圍或可見欄位）超出您自己的資料權限', 'The role’s data permission (rows or visible fields) goes beyond your own'),
  CONTROLLED_FIELD_ADMIN_ONLY: def(1173, 200, '受控字段只能由企业管理员修改或删除', '受控欄位只能由企業管理員修改或刪除', 'Only the company’s administrators may edit or delete a controlled field'),
  XLSX_TOO_LARGE: def(1180, 200, '文件解压后超过{max}MB，请拆分后再导入', '檔案解壓後超過{max}MB，請拆分後再匯入', 'The file unpacks to more than {max} MB: split it and import again'),
  // Company files, positions and public reads (issue 26, area G).
  POSITION_TYPE_NOT_HELD: def(1190, 200, '职位「{name}」的招聘类型不在您的操作权限内，未做任何修改', '職位「{name}」的招聘類型不在您的操作權限內，未做任何修改', 'The position “{name}” is of a recruitment type your keys do not cover; nothing was changed'),
  TENEMENT_LIMIT: def(1191, 200, '每个账号最多创建{max}个企业', '每個帳號最多建立{max}個企業', 'One account may open at most {max} companies'),
  DEPT_OUT_OF_SCOPE: def(1192, 200, '所选部门不在您的职位数据权限范围内', '所選部門不在您的職位資料權限範圍內', 'The chosen department is outside your data permission on positions'),
  PRIVATE_UPLOAD_QUOTA: def(1193, 200, '今日上传文件已达上限（{files}个或{megabytes}MB），请明天再试', '今日上傳檔案已達上限（{files}個或{megabytes}MB），請明天再試', 'You have reached today’s file upload limit ({files} files or {megabytes} MB); try again tomorrow'),
  // The hiring pipeline (src/common/pipeline.ts): a refused batch changes nothing.
  PIPELINE_STAGE_REFUSED: def(1200, 200, '“{name}”当前处于“{stage}”，不能{action}，本批未做任何修改', '「{name}」目前處於「{stage}」，不能{action}，本批未做任何修改', '“{name}” is at “{stage}” and cannot take “{action}”; nothing in this batch was changed'),
  PIPELINE_RECORD_MISSING: def(1201, 200, '投递记录{id}不存在或不在您的数据权限范围内，本批未做任何修改', '投遞記錄{id}不存在或不在您的資料權限範圍內，本批未做任何修改', 'Application {id} does not exist or is outside your data permission; nothing in this batch was changed'),
  PIPELINE_RACE: def(1202, 200, '“{name}”刚被其他人处理过，请刷新后重试，本批未做任何修改', '「{name}」剛被其他人處理過，請重新整理後重試，本批未做任何修改', '“{name}” was just moved by someone else: refresh and try again; nothing in this batch was changed'),
  PIPELINE_KEY_MISSING: def(1203, 200, '您没有在“{stage}”中{action}的权限（“{name}”），本批未做任何修改', '您沒有在「{stage}」中{action}的權限（「{name}」），本批未做任何修改', 'You may not “{action}” at “{stage}” (“{name}”); nothing in this batch was changed'),
  PIPELINE_GENERAL_WORKER_ONLY: def(1204, 200, '“{name}”投递的不是短期工职位，请走面试和录用流程', '「{name}」投遞的不是短期工職位，請走面試和錄用流程', '“{name}” did not apply for a short-term position: go through interview and hire'),
  PIPELINE_REOPEN_TAKEN: def(1205, 200, '“{name}”在该职位已有进行中的投递，不能放回', '「{name}」在該職位已有進行中的投遞，不能放回', '“{name}” already has an open application for this position'),
  // The hire side: employee numbers, temporary cards, the repeat check of an upload.
  PIPELINE_NUMBER_RULE_MISSING: def(1210, 200, '没有可用的工号设置（{rule}），请先在“工号设置”中添加', '沒有可用的工號設定（{rule}），請先在「工號設定」中新增', 'No employee number rule for {rule}: add one under “Employee numbers” first'),
  PIPELINE_NUMBER_ALREADY: def(1211, 200, '“{name}”已有工号{employeeNo}，如需更换请重新分配，本批未做任何修改', '「{name}」已有工號{employeeNo}，如需更換請重新分配，本批未做任何修改', '“{name}” already has the employee number {employeeNo}: reallocate it instead; nothing in this batch was changed'),
  PIPELINE_NUMBER_EXHAUSTED: def(1212, 200, '工号设置“{rule}”的{length}位流水号已用完，请调整位数', '工號設定「{rule}」的{length}位流水號已用完，請調整位數', 'The {length}-digit numbers of the rule “{rule}” are used up: make them longer'),
  PIPELINE_NUMBER_IN_USE: def(1213, 200, '工号{employeeNo}已被“{name}”使用（工号设置“{rule}”的当前流水号可能被改小了），本批未做任何修改', '工號{employeeNo}已被「{name}」使用（工號設定「{rule}」的目前流水號可能被改小了），本批未做任何修改', 'The employee number {employeeNo} is already held by “{name}” (the current value of the rule “{rule}” may have been lowered); nothing in this batch was changed'),
  PIPELINE_NUMBER_REQUIRED: def(1214, 200, '“{name}”还没有工号，请先设置工号和部门，本批未做任何修改', '「{name}」還沒有工號，請先設定工號和部門，本批未做任何修改', '“{name}” has no employee number yet: set the number and department first; nothing in this batch was changed'),
  CARD_HELD: def(1215, 200, '临时卡{cardNo}正由“{holder}”使用，请先解绑', '臨時卡{cardNo}正由「{holder}」使用，請先解綁', 'The temporary card {cardNo} is held by “{holder}”: unbind it first'),
  CARD_PERSON_HOLDS: def(1216, 200, '“{name}”已持有临时卡{cardNo}，请先解绑', '「{name}」已持有臨時卡{cardNo}，請先解綁', '“{name}” already holds the temporary card {cardNo}: unbind it first'),
  CARD_KEPT: def(1217, 200, '临时卡{cardNo}有发卡记录，不能删除，可以停用', '臨時卡{cardNo}有發卡記錄，不能刪除，可以停用', 'The temporary card {cardNo} has been given out before: it cannot be deleted; disable it instead'),
  CARD_IN_USE: def(1218, 200, '临时卡{cardNo}正由“{holder}”使用，不能删除或停用，请先解绑', '臨時卡{cardNo}正由「{holder}」使用，不能刪除或停用，請先解綁', 'The temporary card {cardNo} is held by “{holder}” and cannot be deleted or disabled: unbind it first'),
  CARD_NO_TAKEN: def(1219, 200, '临时卡号{cardNo}已存在，未做任何添加', '臨時卡號{cardNo}已存在，未做任何新增', 'The card number {cardNo} already exists; no card was added'),
  // Stage lists and their exports.
  PIPELINE_EXPORT_TOO_MANY: def(1220, 200, '符合条件的投递有{count}条，一次最多导出{max}条，请缩小筛选范围', '符合條件的投遞有{count}筆，一次最多匯出{max}筆，請縮小篩選範圍', '{count} applications match: one export holds at most {max}; narrow the filters'),
  // Interview invitations (src/server/modules/pipeline/interviews/): 72 hours to answer.
  INVITATION_EXPIRED: def(1240, 200, '面试邀请已过期（有效期72小时），请联系招聘方重新邀请', '面試邀請已過期（有效期72小時），請聯絡招聘方重新邀請', 'The interview invitation has expired (it is valid for 72 hours): ask the employer to invite you again'),
  INVITATION_ANSWERED: def(1241, 200, '该面试邀请已答复，不能重复操作', '該面試邀請已答覆，不能重複操作', 'This interview invitation has already been answered'),
  INVITATION_OPEN: def(1242, 200, '“{name}”的面试邀请尚在有效期内或已被接受，不能重新邀请，本批未做任何修改', '「{name}」的面試邀請尚在有效期內或已被接受，不能重新邀請，本批未做任何修改', 'The invitation to “{name}” is still open or was accepted: it cannot be sent again; nothing in this batch was changed'),
  // Interview schedules (src/server/modules/pipeline/schedules/): one interviewer or room at a time.
  SCHEDULE_CLASH_INTERVIEWER: def(1250, 200, '面试官“{who}”在{when}已有面试（{candidate}），时间冲突，未做任何修改', '面試官「{who}」在{when}已有面試（{candidate}），時間衝突，未做任何修改', 'The interviewer “{who}” already has an interview at {when} ({candidate}); nothing was changed'),
  SCHEDULE_CLASH_ROOM: def(1251, 200, '会议室“{room}”在{when}已被占用（{candidate}的面试），时间冲突，未做任何修改', '會議室「{room}」在{when}已被佔用（{candidate}的面試），時間衝突，未做任何修改', 'The room “{room}” is taken at {when} ({candidate}’s interview); nothing was changed'),
  SCHEDULE_NOT_INVITED: def(1252, 200, '“{name}”还没有面试邀请，请先邀请面试再安排日程', '「{name}」還沒有面試邀請，請先邀請面試再安排日程', '“{name}” has not been invited to an interview yet: invite first, then schedule'),
  SCHEDULE_EXISTS: def(1253, 200, '“{name}”的第{round}轮面试已安排在{when}，如需调整请改期', '「{name}」的第{round}輪面試已安排在{when}，如需調整請改期', 'Round {round} of “{name}” is already scheduled at {when}: reschedule it instead'),
  // Offers (src/server/modules/pipeline/offers/): one live offer per application, answered inside its validity.
  OFFER_OPEN: def(1260, 200, '“{name}”的Offer尚待答复或已被接受，不能重新发送，本批未做任何修改', '「{name}」的Offer尚待答覆或已被接受，不能重新發送，本批未做任何修改', 'The offer to “{name}” is still awaiting an answer or was accepted: it cannot be sent again; nothing in this batch was changed'),
  OFFER_EXPIRED: def(1261, 200, '该Offer已过有效期（{validUntil}），不能再答复，请联系招聘方', '該Offer已過有效期限（{validUntil}），不能再答覆，請聯絡招聘方', 'The offer expired on {validUntil}: it can no longer be answered; contact the employer'),
  OFFER_ANSWERED: def(1262, 200, '该Offer{state}，不能再答复', '該Offer{state}，不能再答覆', 'This offer can no longer be answered ({state})'),
  OFFER_MISSING: def(1263, 200, '“{name}”没有待答复的Offer，本批未做任何修改', '「{name}」沒有待答覆的Offer，本批未做任何修改', '“{name}” has no offer awaiting an answer; nothing in this batch was changed'),
  OFFER_TEMPLATE_LANG: def(1264, 200, 'Offer模板“{template}”的语言与信函语言不一致', 'Offer範本「{template}」的語言與信函語言不一致', 'The offer template “{template}” is not in the letter’s language'),
  // Salary approval (src/server/modules/pipeline/salary/) and background checks (src/server/modules/background/).
  SALARY_APPROVAL_OPEN: def(1440, 200, '“{name}”的薪资正在审批中，审批结束前不能{action}', '「{name}」的薪資正在審批中，審批結束前不能{action}', 'The salary of “{name}” is being approved: {action} waits until the approval ends'),
  SALARY_NOT_APPROVED: def(1441, 200, '本企业发送Offer前须审批薪资，“{name}”的薪资尚未审批通过，请先发起薪资审批', '本企業發送Offer前須審批薪資，「{name}」的薪資尚未審批通過，請先發起薪資審批', 'This company approves salaries before an offer: the salary of “{name}” has not been approved; start an approval first'),
  SALARY_DIFFERS: def(1442, 200, 'Offer薪资{offered}与审批通过的薪资{approved}不一致，请按审批结果填写或重新发起审批', 'Offer薪資{offered}與審批通過的薪資{approved}不一致，請依審批結果填寫或重新發起審批', 'The offered salary {offered} differs from the approved {approved}: send the approved one or start a new approval'),
  SALARY_PROCESS_ENDED: def(1443, 200, '该薪资审批已由{who}处理（{result}），您的操作未生效', '該薪資審批已由{who}處理（{result}），您的操作未生效', 'This salary approval was already ended by {who} ({result}); your action had no effect'),
  SALARY_NOT_APPROVER: def(1444, 200, '您不是本企业的薪资审批人，不能审批', '您不是本企業的薪資審批人，不能審批', 'You are not one of the company’s salary approvers'),
  SALARY_OWN_APPROVAL: def(1445, 200, '不能审批自己发起的薪资审批，请由其他审批人处理', '不能審批自己發起的薪資審批，請由其他審批人處理', 'You cannot approve an approval you started: another approver must end it'),
  SALARY_EXTERNAL: def(1446, 200, '本企业的薪资审批在外部流程中进行，请到外部流程发起', '本企業的薪資審批在外部流程中進行，請到外部流程發起', 'This company approves salaries in its external workflow: start the approval there'),
  SALARY_WRONG_STEP: def(1447, 200, '“{name}”不在录用阶段的待发Offer步骤，不能{action}', '「{name}」不在錄用階段的待發Offer步驟，不能{action}', '“{name}” is not at the offer step of the hire stage: {action} is not possible'),
  BACKGROUND_NO_ID_NUMBER: def(1450, 200, '“{name}”的资料中没有有效的身份证号，无法背景调查', '「{name}」的資料中沒有有效的身分證字號，無法背景調查', '“{name}” has no valid ID number on file: no background check is possible'),
  BACKGROUND_PROVIDER_FAILED: def(1451, 200, '背景调查服务暂不可用，请稍后再试', '背景調查服務暫不可用，請稍後再試', 'The background check service is unavailable, try again later'),
  // Recruitment tasks (src/server/modules/tasks/).
  TASK_CANCELLED: def(1460, 200, '招聘任务“{name}”已取消，不能再修改', '招聘任務「{name}」已取消，不能再修改', 'The recruitment task “{name}” was cancelled: it can no longer be changed'),
  TASK_LINE_EXISTS: def(1461, 200, '招聘任务“{name}”已有职位“{position}”的明细，请修改原明细', '招聘任務「{name}」已有職位「{position}」的明細，請修改原明細', 'The recruitment task “{name}” already has a line for “{position}”: change that line'),
  // Resume library and talent centre (src/server/modules/talent/).
  TALENT_IN_PIPELINE: def(1400, 200, '“{name}”已在职位“{position}”的招聘流程中，本批未做任何修改', '「{name}」已在職位「{position}」的招聘流程中，本批未做任何修改', '“{name}” is already in the pipeline of “{position}”; nothing in this batch was changed'),
  TALENT_NO_CONTACT: def(1401, 200, '“{name}”没有手机号，无法为其建立求职者账号，请先在基本信息中填写手机号', '「{name}」沒有手機號碼，無法為其建立求職者帳號，請先在基本資料中填寫手機號碼', '“{name}” has no mobile number, so no job-seeker account can be made: add one in the basic information first'),
  TALENT_CONTACT_TAKEN: def(1402, 200, '“{name}”的手机号或邮箱属于简历库中的另一位候选人“{other}”，请先核对并合并', '「{name}」的手機號碼或信箱屬於履歷庫中的另一位候選人「{other}」，請先核對並合併', 'The mobile number or e-mail of “{name}” belongs to another candidate in the library (“{other}”): check and merge them first'),
  TALENT_SAVED_SEARCH_EXISTS: def(1403, 200, '已有名为“{name}”的常用搜索，请换一个名称', '已有名為「{name}」的常用搜尋，請換一個名稱', 'You already have a saved search named “{name}”: choose another name'),
  TALENT_SAVED_SEARCHES_FULL: def(1404, 200, '常用搜索最多保存{max}个，请先删除不用的', '常用搜尋最多儲存{max}個，請先刪除不用的', 'At most {max} saved searches: delete one you no longer use first'),
  TALENT_FORWARD_LIMIT: def(1405, 200, '24小时内最多转发{max}次简历，请稍后再试', '24小時內最多轉發{max}次履歷，請稍後再試', 'At most {max} resumes can be forwarded in 24 hours: try again later'),
  // Deleting what others use (src/server/modules/resources/reference-repository.ts): the whole batch is refused.
  RECORD_IN_USE: def(1230, 200, '{what}“{name}”正被{uses}使用，不能删除，可以停用', '{what}「{name}」正被{uses}使用，不能刪除，可以停用', '“{name}” is used by {uses}: it cannot be deleted; disable it instead'),
  RECORD_IN_USE_KEPT: def(1231, 200, '{what}“{name}”正被{uses}使用，不能删除', '{what}「{name}」正被{uses}使用，不能刪除', '“{name}” is used by {uses}: it cannot be deleted'),
  // Written exams, the interview itself and assessments (src/server/modules/pipeline/interviews/exam.ts, assessments/).
  EXAM_MISSING: def(1270, 200, '“{name}”投递的职位“{position}”没有设置考试，请先在职位中选择考试或指定一场考试，本批未做任何修改', '「{name}」投遞的職位「{position}」沒有設定考試，請先在職位中選擇考試或指定一場考試，本批未做任何修改', 'The position “{position}” that “{name}” applied for has no exam: choose one on the position or name one; nothing in this batch was changed'),
  EXAM_NOT_PASSED: def(1271, 200, '“{name}”的{exam}尚未判分或未达到及格分{passScore}，不能笔试通过，本批未做任何修改', '「{name}」的{exam}尚未評分或未達及格分{passScore}，不能筆試通過，本批未做任何修改', '“{name}” has no mark in {exam} yet, or scored below the pass mark {passScore}; nothing in this batch was changed'),
  EXAM_REPORT_MISSING: def(1272, 200, '“{name}”的{exam}按测评报告判分，请先上传报告附件', '「{name}」的{exam}依測評報告評分，請先上傳報告附件', '{exam} of “{name}” is marked from its report: attach the report first'),
  INTERVIEW_NOT_ATTENDING: def(1273, 200, '“{name}”的面试邀请已被拒绝或已过期未答复，不能进入面试，请重新邀请，本批未做任何修改', '「{name}」的面試邀請已被拒絕或已過期未答覆，不能進入面試，請重新邀請，本批未做任何修改', 'The invitation to “{name}” was declined or expired unanswered: invite again before the interview; nothing in this batch was changed'),
  ASSESSMENT_NOT_YOURS: def(1274, 200, '只有“{name}”第{round}轮的面试官本人或有评估权限的HR可以填写或修改这份评估', '只有「{name}」第{round}輪的面試官本人或有評估權限的HR可以填寫或修改這份評估', 'Only an interviewer of round {round} of “{name}”, or HR allowed to assess, may write or change this assessment'),
  ASSESSMENT_EXISTS: def(1275, 200, '{interviewer}已提交“{name}”第{round}轮的面试评估，请修改原评估', '{interviewer}已提交「{name}」第{round}輪的面試評估，請修改原評估', '{interviewer} already handed in an assessment of round {round} of “{name}”: edit it instead'),
  INTERVIEW_STEP_REFUSED: def(1276, 200, '“{name}”当前处于“{where}”，不能{action}', '「{name}」目前處於「{where}」，不能{action}', '“{name}” is at “{where}”: {action} is not possible now'),
  ASSESSMENT_STALE: def(1277, 200, '这份评估刚被其他人修改过，请刷新后重试，您的修改未保存', '這份評估剛被其他人修改過，請重新整理後重試，您的修改未儲存', 'This assessment was just changed by someone else: refresh and try again; your changes were not saved'),
  ASSESSMENT_NOT_GENERAL_WORKER: def(1278, 200, '“{name}”投递的不是短期工职位，请使用面试评估表', '「{name}」投遞的不是短期工職位，請使用面試評估表', '“{name}” did not apply for a short-term position: use the interview assessment'),
  ASSESSMENT_EXPORT_TOO_MANY: def(1279, 200, '符合条件的面试评估有{count}条，一次最多导出{max}条，请缩小筛选范围', '符合條件的面試評估有{count}筆，一次最多匯出{max}筆，請縮小篩選範圍', '{count} assessments match: one export holds at most {max}; narrow the filters'),
  // Reports (src/server/modules/reports/).
  REPORT_EXPORT_TOO_MANY: def(1480, 200, '符合条件的记录有{count}条，一次最多导出{max}条，请缩小日期范围或筛选条件', '符合條件的記錄有{count}筆，一次最多匯出{max}筆，請縮小日期範圍或篩選條件', '{count} rows match: one export holds at most {max}; narrow the dates or filters'),
  // Resume parsing (src/server/modules/parsing/): one message per refused file, then the duplicate decisions.
  PARSE_FILE_TYPE: def(1420, 200, '“{file}”不是PDF或Word（DOCX）文件', '「{file}」不是PDF或Word（DOCX）檔案', '“{file}” is not a PDF or Word (DOCX) file'),
  PARSE_FILE_EMPTY: def(1421, 200, '“{file}”是空文件', '「{file}」是空檔案', '“{file}” is empty'),
  PARSE_FILE_TOO_LARGE: def(1422, 200, '“{file}”超过{max}MB', '「{file}」超過{max}MB', '“{file}” is larger than {max} MB'),
  PARSE_PDF_ENCRYPTED: def(1423, 200, '“{file}”已加密或设有密码，请去除密码后再上传', '「{file}」已加密或設有密碼，請移除密碼後再上傳', '“{file}” is encrypted or password-protected: remove the protection and upload it again'),
  PARSE_PDF_IMAGE_ONLY: def(1424, 200, '“{file}”是扫描件或图片，没有可读取的文字，请上传文字版PDF或Word', '「{file}」是掃描檔或圖片，沒有可讀取的文字，請上傳文字版PDF或Word', '“{file}” is a scan or picture with no readable text: upload a text PDF or a Word file'),
  PARSE_DOCX_TOO_BIG: def(1425, 200, '“{file}”解压后过大或包含的文件过多，已拒绝', '「{file}」解壓後過大或包含的檔案過多，已拒絕', '“{file}” unpacks too large or holds too many parts: refused'),
  PARSE_FILE_UNREADABLE: def(1426, 200, '“{file}”已损坏或无法读取', '「{file}」已損毀或無法讀取', '“{file}” is damaged or cannot be read'),
  PARSE_NO_FIELDS: def(1427, 200, '“{file}”中没有识别出姓名，未入库', '「{file}」中沒有辨識出姓名，未入庫', 'No name was found in “{file}”: it was not added to the library'),
  PARSE_TOO_MANY_FILES: def(1428, 200, '一次最多上传{max}份简历', '一次最多上傳{max}份履歷', 'Upload at most {max} resumes at a time'),
  PARSE_DECIDED: def(1429, 200, '“{name}”的简历已处理（{status}），不能重复操作', '「{name}」的履歷已處理（{status}），不能重複操作', 'The resume of “{name}” has already been dealt with ({status})'),
  PARSE_NOT_CANDIDATE: def(1430, 200, '所选人才不是“{name}”的重复候选，请刷新后重试', '所選人才不是「{name}」的重複候選，請重新整理後重試', 'The chosen entry is not a duplicate candidate of “{name}”: refresh and try again'),
  PARSE_NO_FILE: def(1431, 200, '“{file}”的原文件未保存（被拒绝的文件不保存）', '「{file}」的原檔案未保存（被拒絕的檔案不保存）', 'The original of “{file}” was not kept (refused files are not kept)'),
  // Personal data (src/server/modules/privacy/).
  PRIVACY_REQUEST_PENDING: def(1490, 200, '您已申请删除个人数据，申请正在处理中', '您已申請刪除個人資料，申請正在處理中', 'You have already asked for your personal data to be erased; the request is being handled'),
  PRIVACY_REQUEST_ANSWERED: def(1491, 200, '该删除申请已处理，您的操作未生效', '該刪除申請已處理，您的操作未生效', 'This erasure request was already answered; your action had no effect'),
  PRIVACY_TERMS_VERSION: def(1492, 200, '用户协议已更新，请阅读并同意当前版本', '使用者協議已更新，請閱讀並同意目前版本', 'The terms have changed: read and accept the current version'),
  // Login and accounts.
  LOGIN_FAILED: def(1300, 200, '账号或密码错误', '帳號或密碼錯誤', 'Wrong account or password'),
  ACCOUNT_LOCKED: def(1301, 200, '登录失败次数过多，请{minutes}分钟后再试', '登入失敗次數過多，請{minutes}分鐘後再試', 'Too many failed logins, try again in {minutes} min'),
  CAPTCHA_REQUIRED: def(1302, 200, '请先完成滑块验证', '請先完成滑塊驗證', 'Please complete the slider check first'),
  CAPTCHA_FAILED: def(1303, 200, '验证未通过，拖动滑块将悬浮图像正确合并', '驗證未通過，拖動滑塊將懸浮圖像正確合併', 'Check failed: drag the slider so the piece fits the gap'),
  CAPTCHA_EXPIRED: def(1304, 200, '验证已过期，请刷新后重试', '驗證已過期，請重新整理後重試', 'The check has expired, refresh and try again'),
  CODE_INVALID: def(1310, 200, '验证码错误或已过期', '驗證碼錯誤或已過期', 'The code is wrong or has expired'),
  CODE_TOO_SOON: def(1311, 200, '验证码已发送，请{seconds}秒后再试', '驗證碼已發送，請{seconds}秒後再試', 'A code was just sent, try again in {seconds} s'),
  CODE_LIMIT: def(1312, 200, '今日验证码发送次数已达上限', '今日驗證碼發送次數已達上限', 'Too many codes sent today'),
  ACCOUNT_TAKEN: def(1320, 200, '该账号已被注册', '該帳號已被註冊', 'This account name is taken'),
  PHONE_TAKEN: def(1321, 200, '该手机号已绑定其他账号', '該手機號碼已綁定其他帳號', 'This phone number is bound to another account'),
  EMAIL_TAKEN: def(1322, 200, '该邮箱已绑定其他账号', '該信箱已綁定其他帳號', 'This e-mail is bound to another account'),
  ACCOUNT_NOT_FOUND: def(1323, 200, '账号不存在', '帳號不存在', 'No such account'),
  PASSWORD_SAME: def(1324, 200, '新密码不能与旧密码相同', '新密碼不能與舊密碼相同', 'The new password must differ from the old one'),
  PASSWORD_CHANGE_REQUIRED: def(1329, 200, '请先修改初始密码', '請先修改初始密碼', 'Change your initial password first'),
  OLD_PASSWORD_WRONG: def(1330, 200, '原密码错误', '原密碼錯誤', 'The current password is wrong'),
  EXCHANGE_CODE_INVALID: def(1331, 200, '登录链接已失效，请重新打开', '登入連結已失效，請重新開啟', 'This login link is no longer valid, open it again'),
  EXCHANGE_OTHER_ACCOUNT: def(1332, 200, '该链接将登录另一个账号', '該連結將登入另一個帳號', 'This link logs in to another account'),
  AGREEMENT_REQUIRED: def(1333, 200, '请先阅读并勾选同意用户协议', '請先閱讀並勾選同意使用者協議', 'Please read and accept the terms of use first'),
  NO_MANAGE_IDENTITY: def(1325, 200, '当前账号没有管理端身份', '目前帳號沒有管理端身分', 'This account has no management identity'),
  THIRD_PARTY_UNBOUND: def(1326, 200, '第三方账号未绑定，请先登录', '第三方帳號未綁定，請先登入', 'This third-party account is not bound yet, please log in'),
  LOGIN_DISABLED: def(1328, 200, '账号已被禁用，请联系管理员', '帳號已被停用，請聯絡管理員', 'This account is disabled, contact your administrator'),
  THIRD_PARTY_UNSUPPORTED: def(1327, 200, '不支持的第三方登录方式', '不支援的第三方登入方式', 'Unsupported third-party login'),
  // Faults.
  ROUTE_NOT_FOUND: def(404, 404, '服务器出错，请联系it人员', '伺服器出錯，請聯絡IT人員', 'Server error, contact IT'),
  UNAUTHORIZED: def(401, 401, '登录已过期，请重新登录', '登入已過期，請重新登入', 'Login expired, please log in again'),
  INTERNAL: def(500, 500, '服务器异常，请检查网络或者稍后再试', '伺服器異常，請檢查網路或者稍後再試', 'Server exception, check the network or retry later'),
} as const satisfies Record<string, StateDef>;

export type StateName = keyof typeof States;

const byCode = new Map<number, StateDef>(Object.values(States).map((s) => [s.code, s]));

export const SESSION_INVALID_CODES: readonly number[] = Object.values(States)
  .filter((s: StateDef) => s.sessionInvalid)
  .map((s) => s.code);

export function isSessionInvalid(code: number): boolean {
  return byCode.get(code)?.sessionInvalid === true;
}

export function stateText(code: number, lang: Lang, params: Record<string, string | number> = {}): string {
  const s = byCode.get(code);
  const text = s ? s.text[lang] : String(code);
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** Pick the first supported language from an Accept-Language header (q-values honoured). */
export function pickLang(header: string | undefined | null): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-hant' || tag.startsWith('zh-hant-')) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LANG;
}

const nameByCode = new Map<number, StateName>(Object.entries(States).map(([name, s]) => [s.code, name as StateName]));
export function stateNameOf(code: number): StateName | undefined {
  return nameByCode.get(code);
}
