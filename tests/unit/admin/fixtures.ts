/** Definitions and menu trees for the admin unit tests (shaped like the seeds' data). */
import type { MenuNode } from '../../../src/admin/access/keys.ts';
import type { ResourceDefinition } from '../../../src/admin/engine/types.ts';

export const positionType: ResourceDefinition = {
  schemaVersion: 1,
  name: 'PositionType',
  api: { controller: 'PositionType', actions: { list: 'GetList' } },
  storage: { table: 'position_types', tenantScoped: true, enabledColumn: true },
  menu: { id: 202, parentId: 200, key: 'positionType', path: '/web/position/type', title: '职位类型', icon: 'Category', sort: 2 },
  fields: {
    name: { type: 'string', title: '类型名称', maxLength: 50 },
    code: { type: 'string', title: '类型编码', maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' },
    sort: { type: 'integer', title: '排序', minimum: 1, maximum: 99999, default: 1 },
    remark: { type: 'string', title: '备注', maxLength: 200 },
    kind: {
      type: 'integer',
      title: '类别',
      options: {
        static: [
          { value: 1, display: '生产' },
          { value: 2, display: '研发' },
        ],
      },
    },
    phone: { type: 'string', title: '电话', format: 'phone' },
    secret: { type: 'string', title: '口令' },
  },
  required: ['name'],
  list: {
    columns: [
      { prop: 'name', width: 200, sortable: true },
      { prop: 'code' },
      { prop: 'sort' },
      { prop: 'enabled' },
      { prop: 'remark', formatter: 'tooltip' },
    ],
    filters: [{ prop: 'name', op: 'contains', alwaysOn: true }, { prop: 'enabled' }],
    defaultSort: '-sort',
    toolbar: [{ name: 'add' }, { name: 'export', whenDenied: 'disable' }],
    actions: [{ name: 'edit' }, { name: 'enable' }, { name: 'delete', confirm: true }],
    bulkActions: [{ name: 'delete', confirm: true }],
  },
  form: {
    width: 560,
    items: [
      { prop: 'name', required: true, el: 'input', span: 24 },
      { prop: 'code', el: 'input', span: 12, rules: [{ pattern: '^[A-Z]', message: '编码须以大写字母开头' }] },
      { prop: 'sort', el: 'number', span: 12, defaultValue: 1 },
      { prop: 'remark', el: 'textarea' },
      { prop: 'kind', el: 'select', span: 11 },
      { prop: 'phone' },
      { prop: 'secret', editHide: true },
    ],
  },
};

let nextId = 1000;
export function node(path: string, over: Partial<MenuNode> = {}): MenuNode {
  return {
    id: nextId++,
    path,
    title: path.split('/').at(-1) ?? path,
    icon: null,
    level: 1,
    visible: true,
    alwaysShow: false,
    keepAlive: true,
    redirect: null,
    component: null,
    childFunction: [],
    children: [],
    ...over,
  };
}

export const fn = (functionKey: string) => ({ functionKey, name: functionKey });

export function seededTree(): MenuNode[] {
  return [
    node('/web/home', { id: 1, title: '首页', component: 'home', keepAlive: false }),
    node('/web/position', {
      id: 200,
      title: '职位管理',
      alwaysShow: true,
      children: [
        node('/web/position/type', {
          id: 202,
          title: '职位类型',
          component: 'positionType',
          level: 2,
          childFunction: [fn('positionType:add'), fn('positionType:edit'), fn('positionType:delete'), fn('positionType:enable')],
        }),
        node('/web/position/hidden', {
          id: 203,
          title: '隐藏',
          component: 'positionTags',
          level: 2,
          visible: false,
          childFunction: [fn('positionTags:add')],
        }),
      ],
    }),
    node('/web/org', {
      id: 100,
      title: '组织管理',
      children: [
        node('/web/org/users', {
          id: 102,
          title: '成员管理',
          component: 'tenementUser',
          level: 2,
          childFunction: [fn('tenementUser:export')],
        }),
      ],
    }),
    node('/web/system', { id: 900, title: '系统设置', alwaysShow: true, children: [] }),
  ];
}
