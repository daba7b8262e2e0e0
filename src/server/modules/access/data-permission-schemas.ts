import { envelope, nullData } from '../../http/envelope.ts';
import { id, ids } from '../../http/ids.ts';

const tags = ['DataPermission'];
const tableName = { type: 'string', minLength: 1, maxLength: 50 } as const;

const permission = {
  type: 'object',
  required: ['id', 'roleId', 'menuId', 'tableName', 'tableLabel', 'valueType', 'deptIds', 'deptNames', 'visibleFields'],
  properties: {
    id: { type: 'integer' },
    roleId: { type: 'integer' },
    menuId: { type: 'integer' },
    tableName: { type: 'string' },
    tableLabel: { type: 'string' },
    valueType: { type: 'integer' },
    deptIds: { type: 'array', items: { type: 'integer' } },
    deptNames: { type: 'array', items: { type: 'string' } },
    visibleFields: { type: 'array', items: { type: 'string' } },
  },
  additionalProperties: false,
} as const;

export const rolePermissions = {
  tags,
  summary: 'A role’s data permissions (row scope and visible controlled fields per table)',
  querystring: { type: 'object', required: ['roleId'], properties: { roleId: id } },
  response: { 200: envelope({ type: 'array', items: permission }) },
} as const;
export const addPermission = {
  tags,
  summary: 'Set a role’s data permission on a table (replaces the one it had)',
  body: {
    type: 'object',
    required: ['roleId', 'tableName', 'valueType'],
    properties: {
      roleId: id,
      tableName,
      valueType: { type: 'integer', minimum: 1, maximum: 5 },
      deptIds: { type: 'array', maxItems: 1000, items: id },
      visibleFields: { type: 'array', maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 64 } },
    },
  },
  response: { 200: envelope({ type: 'object', required: ['id'], properties: { id: { type: 'integer' } }, additionalProperties: false }) },
} as const;
export const deletePermissions = {
  tags,
  summary: 'Delete data permissions of the caller’s company',
  querystring: { type: 'object', required: ['ids'], properties: { ids } },
  response: { 200: envelope(nullData) },
} as const;

const option = (value: 'string') =>
  ({ type: 'object', required: ['value', 'display'], properties: { value: { type: value }, display: { type: 'string' } } }) as const;
export const tableOptions = {
  tags,
  summary: 'Tables under data permissions, labelled in the caller’s language',
  querystring: { type: 'object', properties: { menuId: id } },
  response: {
    200: envelope({
      type: 'array',
      items: {
        type: 'object',
        required: ['value', 'display', 'menuId'],
        properties: { value: { type: 'string' }, display: { type: 'string' }, menuId: { type: 'integer' } },
        additionalProperties: false,
      },
    }),
  },
} as const;
export const columnOptions = {
  tags,
  summary: 'The controllable columns of a table, labelled in the caller’s language',
  querystring: { type: 'object', required: ['tableName'], properties: { tableName } },
  response: { 200: envelope({ type: 'array', items: { ...option('string'), additionalProperties: false } }) },
} as const;
