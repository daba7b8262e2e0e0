import type { Lang } from '../../../common/states.ts';

/** [zh-CN, zh-TW, en] */
type Skill = readonly [string, string, string];

/**
 * Skill suggestions for a manufacturer's applicants (Resume/GetSkillsTags). The value is the text in
 * the caller's language: a skill is stored as the seeker picked or typed it.
 */
const SKILLS: readonly Skill[] = [
  ['CNC编程', 'CNC編程', 'CNC programming'],
  ['CNC操作', 'CNC操作', 'CNC operation'],
  ['焊工证', '焊工證', 'Welding certificate'],
  ['叉车证', '堆高機證', 'Forklift licence'],
  ['电工证', '電工證', 'Electrician licence'],
  ['PLC编程', 'PLC編程', 'PLC programming'],
  ['CAD制图', 'CAD製圖', 'CAD drafting'],
  ['SolidWorks', 'SolidWorks', 'SolidWorks'],
  ['质量管理', '品質管理', 'Quality management'],
  ['精益生产', '精實生產', 'Lean production'],
  ['6S管理', '6S管理', '6S management'],
  ['设备维修', '設備維修', 'Equipment maintenance'],
  ['模具维修', '模具維修', 'Die maintenance'],
  ['冲压操作', '沖壓操作', 'Press operation'],
  ['装配', '組裝', 'Assembly'],
  ['品质检验', '品質檢驗', 'Quality inspection'],
  ['仓库管理', '倉庫管理', 'Warehouse management'],
  ['ERP', 'ERP', 'ERP'],
  ['Excel', 'Excel', 'Excel'],
  ['英语', '英語', 'English'],
];

const IDX: Record<Lang, 0 | 1 | 2> = { 'zh-CN': 0, 'zh-TW': 1, en: 2 };

export const skillTags = (lang: Lang) => SKILLS.map((s) => ({ value: s[IDX[lang]], display: s[IDX[lang]] }));
