import { envelope } from '../../http/envelope.ts';

const nullableString = { type: ['string', 'null'] } as const;

export const getUserInfo = {
  tags: ['User'],
  summary: 'The logged-in user',
  response: {
    200: envelope({
      type: 'object',
      required: [
        'id',
        'account',
        'name',
        'phone',
        'email',
        'headPortrait',
        'userRoles',
        'isHasManage',
        'identity',
        'tenementId',
        'tenementName',
        'mustChangePassword',
      ],
      properties: {
        id: { type: 'integer' },
        account: { type: 'string' },
        name: nullableString,
        phone: nullableString,
        email: nullableString,
        headPortrait: {
          anyOf: [
            { type: 'null' },
            { type: 'object', required: ['fullPath'], properties: { fullPath: { type: 'string' } }, additionalProperties: false },
          ],
        },
        userRoles: { type: 'array', items: { type: 'integer' }, description: '1 job seeker, 2 management member, 3 top administrator' },
        isHasManage: { type: 'boolean' },
        identity: { type: 'string', enum: ['seeker', 'manage'] },
        tenementId: { type: ['integer', 'null'] },
        tenementName: nullableString,
        mustChangePassword: { type: 'boolean' },
      },
      additionalProperties: false,
    }),
  },
} as const;
