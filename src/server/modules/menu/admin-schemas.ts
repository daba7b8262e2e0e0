import { envelope, listData, listQuery } from '../../http/envelope.ts';
import { id, ids } from '../../http/ids.ts';

const path = { type: 'string', minLength: 1, maxLength: 200, pattern: '^/[A-Za-z0-9/_-]*$' } as const;
const title = { type: 'string', minLength: 1, maxLength: 50 } as const;
const icon = { anyOf: [{ type: 'string', maxLength: 60, pattern: '^[A-Za-z0-9]*$' }, { type: 'null' }] } as const;
const sort = { type: 'integer', minimum: 1, maximum: 99999 } as const;
const nullablePath = { anyOf: [path, { type: 'null' }] } as const;
const component = { anyOf: [{ type: 'string', maxLength: 100, pattern: '^[a-z][A-Za-z0-9]*$' }, { type: 'null' }] } as const;

const menuRecord = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    parentId: { type: ['integer', 'null'] },
    path: { type: 'string' },
    title: { type: 'string' },
    icon: { type: ['string', 'null'] },
    level: { type: 'integer' },
    sort: { type: 'integer' },
    visible: { type: 'boolean' },
    alwaysShow: { type: 'boolean' },
    keepAlive: { type: 'boolean' },
    redirect: { type: ['string', 'null'] },
    component: { type: ['string', 'null'] },
    enabled: { type: 'boolean' },
    customized: { type: 'boolean' },
    custom: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;
const functionRecord = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    menuId: { type: 'integer' },
    functionKey: { type: 'string' },
    name: { type: 'string' },
    enabled: { type: 'boolean' },
    customized: { type: 'boolean' },
    custom: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;
const counted = (key: 'deleted' | 'updated') =>
  envelope({ type: 'object', required: [key], properties: { [key]: { type: 'integer' } }, additionalProperties: false } as never);
const tags = ['Menu'];

export const menuList = {
  tags,
  summary: 'Every menu node (shared by all companies), paged',
  querystring: {
    type: 'object',
    properties: {
      ...listQuery,
      title_like: { type: 'string', maxLength: 50 },
      enabled: { type: 'boolean' },
      parentId: { type: 'integer' },
    },
  },
  response: { 200: envelope(listData(menuRecord)) },
} as const;
export const menuTree = {
  tags,
  summary: 'The whole menu tree with every function key (menu management, grants)',
  response: { 200: envelope({ type: 'array', items: { $ref: 'MenuNode#' } }) },
} as const;
export const menuDropDown = {
  tags,
  summary: 'Menu nodes as options (parent pickers)',
  response: {
    200: envelope({ type: 'array', items: { type: 'object', properties: { value: { type: 'integer' }, display: { type: 'string' } } } }),
  },
} as const;
/** What a menu node's add and edit take (edit also names the node). */
const menuFields = {
  parentId: { type: ['integer', 'null'] },
  path,
  title,
  icon,
  sort,
  visible: { type: 'boolean' },
  keepAlive: { type: 'boolean' },
  redirect: nullablePath,
  component,
} as const;

export const menuAdd = {
  tags,
  summary: 'Add a menu node',
  body: {
    type: 'object',
    required: ['path', 'title'],
    properties: menuFields,
  },
  response: { 200: envelope(menuRecord) },
} as const;
export const menuEdit = {
  tags,
  summary: 'Edit a menu node (built-in nodes keep their place and target)',
  body: {
    type: 'object',
    required: ['id'],
    properties: { id, ...menuFields },
  },
  response: { 200: envelope(menuRecord) },
} as const;
export const menuDelete = {
  tags,
  summary: 'Delete operator-added menu nodes without children or keys',
  querystring: { type: 'object', required: ['ids'], properties: { ids } },
  response: { 200: counted('deleted') },
} as const;
export const menuEnable = {
  tags,
  summary: 'Enable or disable menu nodes',
  body: { type: 'object', required: ['ids', 'enabled'], properties: { ids, enabled: { type: 'boolean' } } },
  response: { 200: counted('updated') },
} as const;

const fnTags = ['Function'];
export const functionList = {
  tags: fnTags,
  summary: 'Function keys, by menu or text',
  querystring: {
    type: 'object',
    properties: {
      ...listQuery,
      menuId: { type: 'integer' },
      functionKey_like: { type: 'string', maxLength: 100 },
      name_like: { type: 'string', maxLength: 100 },
    },
  },
  response: { 200: envelope(listData(functionRecord)) },
} as const;
export const functionAdd = {
  tags: fnTags,
  summary: 'Add a function key under a menu node',
  body: {
    type: 'object',
    required: ['menuId', 'functionKey', 'name'],
    properties: {
      menuId: id,
      functionKey: { type: 'string', maxLength: 100, pattern: '^[a-z][A-Za-z0-9]*:[a-z][A-Za-z0-9]*$' },
      name: title,
    },
  },
  response: { 200: envelope(functionRecord) },
} as const;
export const functionEdit = {
  tags: fnTags,
  summary: 'Rename, enable or disable a function key',
  body: { type: 'object', required: ['id'], properties: { id, name: title, enabled: { type: 'boolean' } } },
  response: { 200: envelope(functionRecord) },
} as const;
export const functionDelete = {
  tags: fnTags,
  summary: 'Delete operator-added function keys',
  querystring: { type: 'object', required: ['ids'], properties: { ids } },
  response: { 200: counted('deleted') },
} as const;
