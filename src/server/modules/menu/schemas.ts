import { envelope } from '../../http/envelope.ts';

const menuNode = {
  type: 'object',
  required: [
    'id',
    'path',
    'title',
    'icon',
    'level',
    'visible',
    'alwaysShow',
    'keepAlive',
    'redirect',
    'component',
    'childFunction',
    'children',
  ],
  properties: {
    id: { type: 'integer' },
    path: { type: 'string' },
    title: { type: 'string' },
    icon: { type: ['string', 'null'] },
    level: { type: 'integer' },
    visible: { type: 'boolean' },
    alwaysShow: { type: 'boolean' },
    keepAlive: { type: 'boolean' },
    redirect: { type: ['string', 'null'] },
    component: { type: ['string', 'null'] },
    childFunction: {
      type: 'array',
      items: {
        type: 'object',
        required: ['functionKey', 'name'],
        properties: { functionKey: { type: 'string' }, name: { type: 'string' } },
        additionalProperties: false,
      },
    },
    children: { type: 'array', items: { $ref: 'MenuNode#' } },
  },
  additionalProperties: false,
} as const;

/** Registered once with app.addSchema so the recursive children can refer to it. */
export const menuNodeSchema = { $id: 'MenuNode', ...menuNode } as const;

export const getLoginMenuTree = {
  tags: ['Menu'],
  summary: 'The menu tree the caller may open, with its function keys',
  response: { 200: envelope({ type: 'array', items: { $ref: 'MenuNode#' } }) },
} as const;

export const getControlledMenus = {
  tags: ['Menu'],
  summary: 'Paths and function keys the caller holds (flat)',
  response: {
    200: envelope({
      type: 'object',
      required: ['paths', 'functionKeys', 'isAdmin'],
      properties: {
        paths: { type: 'array', items: { type: 'string' } },
        functionKeys: { type: 'array', items: { type: 'string' } },
        isAdmin: { type: 'boolean' },
      },
      additionalProperties: false,
    }),
  },
} as const;
