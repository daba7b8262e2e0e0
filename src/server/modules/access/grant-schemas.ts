import { envelope, listData, listQuery, nullData } from '../../http/envelope.ts';
import { id } from '../../http/ids.ts';

const tags = ['SysGrant'];
const idList = (max: number) => ({ type: 'array', maxItems: max, items: id }) as const;

const grantNode = {
  $id: 'GrantMenuNode',
  type: 'object',
  required: ['id', 'title', 'path', 'functions', 'children'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    path: { type: 'string' },
    functions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'functionKey', 'name'],
        properties: { id: { type: 'integer' }, functionKey: { type: 'string' }, name: { type: 'string' } },
        additionalProperties: false,
      },
    },
    children: { type: 'array', items: { $ref: 'GrantMenuNode#' } },
  },
  additionalProperties: false,
} as const;
/** Registered once with api.addSchema so the recursive children can refer to it. */
export const grantNodeSchema = grantNode;

const intArray = { type: 'array', items: { type: 'integer' } } as const;
export const menuTreeByRole = {
  tags,
  summary: 'Every open menu and function key, and which of them the role holds',
  querystring: { type: 'object', required: ['roleId'], properties: { roleId: id } },
  response: {
    200: envelope({
      type: 'object',
      required: ['tree', 'menuIds', 'functionIds'],
      properties: { tree: { type: 'array', items: { $ref: 'GrantMenuNode#' } }, menuIds: intArray, functionIds: intArray },
      additionalProperties: false,
    }),
  },
} as const;

const grantBody = {
  type: 'object',
  required: ['roleId', 'menuIds', 'functionIds'],
  properties: { roleId: id, menuIds: idList(2000), functionIds: idList(5000) },
} as const;
export const tenementGrantMenus = {
  tags,
  summary: 'Replace the menus and keys of a role of the caller’s company',
  body: grantBody,
  response: { 200: envelope(nullData) },
} as const;
export const platformGrantMenus = {
  tags,
  summary: 'Replace the menus and keys of any company’s role (platform administrator)',
  body: grantBody,
  response: { 200: envelope(nullData) },
} as const;

const roleUser = {
  type: 'object',
  // name and account are left out when a controlled field hides them from the reader.
  required: ['userId', 'deptName'],
  properties: {
    userId: { type: 'integer' },
    name: { type: 'string' },
    account: { type: 'string' },
    deptName: { type: ['string', 'null'] },
  },
  additionalProperties: false,
} as const;
const roleUsersQuery = {
  type: 'object',
  required: ['roleId'],
  properties: { page: listQuery.page, perPage: listQuery.perPage, roleId: id, keyword: { type: 'string', maxLength: 50 } },
} as const;
export const tenementRoleUsers = {
  tags,
  summary: 'People of the caller’s company holding a role',
  querystring: roleUsersQuery,
  response: { 200: envelope(listData(roleUser)) },
} as const;
export const platformRoleUsers = {
  tags,
  summary: 'People holding any company’s role (platform administrator)',
  querystring: roleUsersQuery,
  response: { 200: envelope(listData(roleUser)) },
} as const;

const usersBody = {
  type: 'object',
  required: ['roleId', 'userIds'],
  properties: { roleId: id, userIds: { ...idList(500), minItems: 1 } },
} as const;
export const tenementGrantUsers = {
  tags,
  summary: 'Give a role of the caller’s company to members',
  body: usersBody,
  response: { 200: envelope(nullData) },
} as const;
export const tenementCancelUsers = {
  tags,
  summary: 'Take a role of the caller’s company from members',
  body: usersBody,
  response: { 200: envelope(nullData) },
} as const;
export const platformGrantUsers = {
  tags,
  summary: 'Give any company’s role to its members (platform administrator)',
  body: usersBody,
  response: { 200: envelope(nullData) },
} as const;

const userRolesBody = {
  type: 'object',
  required: ['userId', 'roleIds'],
  properties: { userId: id, roleIds: { ...idList(100), minItems: 1 } },
} as const;
export const platformGrantUserRoles = {
  tags,
  summary: 'Replace one member’s roles in the roles’ company (platform administrator)',
  body: userRolesBody,
  response: { 200: envelope(nullData) },
} as const;
export const platformCancelUserRoles = {
  tags,
  summary: 'Take roles from one member (platform administrator)',
  body: userRolesBody,
  response: { 200: envelope(nullData) },
} as const;
