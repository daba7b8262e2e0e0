/** TemporyCardInfo (临时卡, menu 502): the card screen's calls; binding is a transition row (SetTemporyEmployeeNo). */
import type { RouteContext } from '../../../http/route-context.ts';
import { typed } from '../../../http/route-context.ts';
import { ok } from '../../../http/reply.ts';
import { envelope, listData, listQuery } from '../../../http/envelope.ts';
import { managerOf } from '../../../plugins/auth.ts';
import { TRANSITIONS, transitionKeys } from '../../../../common/pipeline.ts';
import * as service from './service.ts';
import { id, ids } from '../../../http/ids.ts';

const MENU = 502;
const tags = ['TemporyCardInfo'];
const stamp = { type: ['string', 'null'], format: 'date-time' } as const;
const text = { type: ['string', 'null'] } as const;
const cardNo = { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' } as const;
const pageParams = { page: { ...listQuery.page, maximum: 2147483647 }, perPage: listQuery.perPage } as const;
const count = (key: string) =>
  envelope({ type: 'object', required: [key], properties: { [key]: { type: 'integer' } }, additionalProperties: false });

const card = {
  type: 'object',
  properties: {
    id,
    cardNo: { type: 'string' },
    state: { type: 'integer' },
    enabled: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    deliveryRecordId: { type: ['integer', 'null'] },
    holderName: text,
    employeeNo: text,
    boundAt: stamp,
  },
  additionalProperties: false,
} as const;

const binding = {
  type: 'object',
  properties: {
    id,
    cardId: id,
    cardNo: { type: 'string' },
    deliveryRecordId: id,
    holderName: text,
    employeeNo: text,
    boundAt: { type: 'string', format: 'date-time' },
    boundByName: text,
    unboundAt: stamp,
    unboundByName: text,
  },
  additionalProperties: false,
} as const;

function listRoutes({ api, deps }: RouteContext) {
  // Untyped: rows carry Date objects the serializer writes as date-time strings.
  const r = api;
  r.get(
    '/TemporyCardInfo/GetList',
    {
      schema: {
        tags,
        summary: 'Temporary cards with who holds each now',
        querystring: {
          type: 'object',
          properties: {
            ...pageParams,
            sort: { type: 'string', enum: ['cardNo', '-cardNo', 'createdAt', '-createdAt', 'boundAt', '-boundAt', 'state', '-state'] },
            keyword: { type: 'string', maxLength: 50 },
            state: { type: 'integer', enum: [0, 1] },
            enabled: { type: 'boolean' },
          },
          additionalProperties: false,
        },
        response: { 200: envelope(listData(card)) },
      },
      config: { auth: 'manage', menu: MENU },
    },
    async (req) => ok(req, await service.cardList(deps, managerOf(req), req.query as service.CardQuery)),
  );
  r.get(
    '/TemporyCardInfo/GetFreeCardList',
    {
      schema: {
        tags,
        summary: 'Free enabled cards, as options (the card dropdown of 发放临时卡): the first 200 by number, or those matching keyword',
        querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 32 } }, additionalProperties: false },
        response: {
          200: envelope({
            type: 'array',
            items: {
              type: 'object',
              required: ['value', 'display'],
              properties: { value: id, display: { type: 'string' } },
              additionalProperties: false,
            },
          }),
        },
      },
      config: { auth: 'manage', fn: transitionKeys(TRANSITIONS.SetTemporyEmployeeNo) },
    },
    async (req) => ok(req, await service.freeCardOptions(deps, managerOf(req), (req.query as { keyword?: string }).keyword)),
  );
  r.get(
    '/TemporyCardInfo/GetBindRecordList',
    {
      schema: {
        tags,
        summary: 'Every binding of a card to a person, newest first',
        querystring: {
          type: 'object',
          properties: { ...pageParams, cardId: id, keyword: { type: 'string', maxLength: 50 } },
          additionalProperties: false,
        },
        response: { 200: envelope(listData(binding)) },
      },
      config: { auth: 'manage', menu: MENU },
    },
    async (req) => ok(req, await service.bindingList(deps, managerOf(req), req.query as service.BindingQuery)),
  );
}

function writeRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  r.post(
    '/TemporyCardInfo/Add',
    {
      schema: {
        tags,
        summary: 'Add a card, or a range of cards (cardNo to toCardNo)',
        body: {
          type: 'object',
          required: ['cardNo'],
          properties: { cardNo, toCardNo: { anyOf: [cardNo, { type: 'string', maxLength: 0 }] } },
          additionalProperties: false,
        },
        response: {
          200: envelope({
            type: 'object',
            required: ['id', 'added'],
            properties: { id, added: { type: 'integer' } },
            additionalProperties: false,
          }),
        },
      },
      config: { auth: 'manage', fn: 'temporaryCard:add' },
    },
    async (req) => ok(req, await service.addCards(deps, managerOf(req), req.body as { cardNo: string; toCardNo?: string })),
  );
  r.post(
    '/TemporyCardInfo/Enable',
    {
      schema: {
        tags,
        summary: 'Enable or disable cards (a card held now cannot be disabled)',
        body: {
          type: 'object',
          required: ['ids', 'enabled'],
          properties: { ids, enabled: { type: 'boolean' } },
          additionalProperties: false,
        },
        response: { 200: count('updated') },
      },
      config: { auth: 'manage', fn: 'temporaryCard:enable' },
    },
    async (req) => ok(req, await service.enableCards(deps, managerOf(req), req.body.ids as number[], req.body.enabled as boolean)),
  );
  r.delete(
    '/TemporyCardInfo/Delete',
    {
      schema: {
        tags,
        summary: 'Delete cards never given out',
        querystring: { type: 'object', required: ['ids'], properties: { ids }, additionalProperties: false },
        response: { 200: count('deleted') },
      },
      config: { auth: 'manage', fn: 'temporaryCard:delete' },
    },
    async (req) => ok(req, await service.deleteCards(deps, managerOf(req), req.query.ids as number[])),
  );
  r.post(
    '/TemporyCardInfo/UnBindTemporyNo',
    {
      schema: {
        tags,
        summary: 'End the bindings of these cards (ids are card ids; the history is kept)',
        body: { type: 'object', required: ['ids'], properties: { ids }, additionalProperties: false },
        response: { 200: count('updated') },
      },
      config: { auth: 'manage', fn: 'temporaryCard:unbind' },
    },
    async (req) => ok(req, await service.unbindCards(deps, managerOf(req), req.body.ids as number[])),
  );
}

export function cardRoutes(ctx: RouteContext) {
  listRoutes(ctx);
  writeRoutes(ctx);
}
