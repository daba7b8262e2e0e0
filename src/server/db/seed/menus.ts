import type { Queryable } from '../client.ts';
import { functions, menus } from '../schema/index.ts';

/**
 * The back office's menu tree and function keys: system data, upserted by stable id at every start
 * so a deploy brings new screens without touching grants.
 */
interface MenuSeed {
  id: number;
  path: string;
  title: string;
  icon?: string;
  component?: string;
  alwaysShow?: boolean;
  keepAlive?: boolean;
  visible?: boolean;
  /** Function keys under this node: `<component>:<action>`. */
  actions?: readonly string[];
  children?: readonly MenuSeed[];
}

const crud = ['add', 'edit', 'delete'] as const;
const leaf = (id: number, path: string, title: string, component: string, actions: readonly string[] = crud): MenuSeed => ({
  id,
  path,
  title,
  component,
  keepAlive: true,
  actions,
});

export const MENU_SEED: readonly MenuSeed[] = [
  { id: 1, path: '/web/home', title: '首页', icon: 'Home', component: 'home' },
  {
    id: 100, path: '/web/org', title: '组织管理', icon: 'AccountTree', alwaysShow: true,
    children: [
      leaf(101, '/web/org/dept', '部门管理', 'dept', [...crud, 'import']),
      leaf(102, '/web/org/users', '成员管理', 'tenementUser', [...crud, 'enable', 'import', 'export', 'resetPassword']),
      leaf(103, '/web/org/roles', '角色管理', 'role', [...crud, 'enable', 'grant']),
      leaf(104, '/web/org/teamCode', '团队码', 'teamCode', ['edit']),
      leaf(105, '/web/org/joinReview', '加入审核', 'joinReview', ['review']),
      leaf(106, '/web/org/dataPermission', '数据权限', 'dataPermission', ['add', 'delete']),
      leaf(107, '/web/org/controlledField', '受控字段', 'controlledField'),
      leaf(108, '/web/org/operationLog', '操作日志', 'operationLog', []),
      leaf(109, '/web/org/companyInfo', '企业信息', 'companyInfo', ['edit']),
    ],
  },
  {
    id: 200, path: '/web/position', title: '职位管理', icon: 'Work', alwaysShow: true,
    children: [
      leaf(201, '/web/position/info', '职位信息', 'positionInfo', [...crud, 'publish', 'offline']),
      leaf(202, '/web/position/type', '职位类型', 'positionType', [...crud, 'enable']),
      leaf(203, '/web/position/tags', '职位标签', 'positionTags', [...crud, 'enable']),
      leaf(204, '/web/position/poster', '职位海报', 'positionPoster', [...crud, 'enable']),
    ],
  },
  {
    id: 300, path: '/web/resume', title: '招聘流程', icon: 'Assignment', alwaysShow: true,
    children: [
      leaf(301, '/web/resume/newDelivery', '新投递', 'newDelivery', ['pass', 'inappropriate']),
      leaf(302, '/web/resume/screening', '初筛', 'initialScreening', ['invite', 'inappropriate']),
      leaf(303, '/web/resume/interview', '面试', 'interview', ['assess', 'inappropriate']),
      leaf(304, '/web/resume/hire', '录用', 'hire', ['offer', 'export']),
    ],
  },
  {
    id: 900, path: '/web/system', title: '系统设置', icon: 'Settings', alwaysShow: true,
    children: [
      leaf(901, '/web/system/menu', '菜单管理', 'menu', [...crud, 'enable']),
      leaf(902, '/web/system/function', '功能管理', 'function'),
      leaf(903, '/web/system/sysParam', '系统参数', 'sysParam', [...crud, 'enable']),
    ],
  },
];

function flatten(nodes: readonly MenuSeed[], parentId: number | null, level: number, out: Array<{ node: MenuSeed; parentId: number | null; level: number; sort: number }>) {
  nodes.forEach((node, i) => {
    out.push({ node, parentId, level, sort: i + 1 });
    if (node.children) flatten(node.children, node.id, level + 1, out);
  });
  return out;
}

export async function upsertMenus(db: Queryable) {
  const rows = flatten(MENU_SEED, null, 1, []);
  for (const { node, parentId, level, sort } of rows) {
    const values = {
      id: node.id, parentId, path: node.path, title: node.title, icon: node.icon ?? null, level, sort,
      component: node.component ?? null, alwaysShow: node.alwaysShow ?? false, keepAlive: node.keepAlive ?? false, visible: node.visible ?? true,
    };
    await db.insert(menus).values(values).onConflictDoUpdate({ target: menus.id, set: values });
    for (const [j, action] of (node.actions ?? []).entries()) {
      const fn = { id: node.id * 100 + j + 1, menuId: node.id, functionKey: `${node.component}:${action}`, name: `${node.title}:${action}` };
      await db.insert(functions).values(fn).onConflictDoUpdate({ target: functions.id, set: fn });
    }
  }
}
