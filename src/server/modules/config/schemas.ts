import { envelope } from '../../http/envelope.ts';

const resource = { type: 'string', pattern: '^[A-Z][A-Za-z0-9]{1,63}$' } as const;
const text50 = { type: 'string', maxLength: 50 } as const;
/**
 * Maps keyed by field name use patternProperties: the app strips every property no schema names
 * (removeAdditional: 'all'), and a key matching a pattern counts as named.
 */
const PROP = '^[a-z][A-Za-z0-9]{0,62}$';

export const overlaySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    labels: {
      type: 'object',
      maxProperties: 100,
      patternProperties: {
        [PROP]: { type: 'object', additionalProperties: false, properties: { 'zh-CN': text50, 'zh-TW': text50, en: text50 } },
      },
    },
    columns: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        required: ['prop'],
        additionalProperties: false,
        properties: {
          prop: { type: 'string', maxLength: 64 },
          visible: { type: 'boolean' },
          width: { type: 'integer', minimum: 40, maximum: 300 },
        },
      },
    },
    form: {
      type: 'object',
      maxProperties: 100,
      patternProperties: {
        [PROP]: {
          type: 'object',
          additionalProperties: false,
          properties: {
            span: { type: 'integer', minimum: 1, maximum: 24 },
            defaultValue: { type: ['string', 'number', 'boolean'], maxLength: 200 },
            required: { type: 'boolean' },
            help: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
  },
} as const;

const overlayState = {
  type: 'object',
  required: ['resource', 'version', 'overlay', 'overridable'],
  properties: {
    resource: { type: 'string' },
    version: { type: 'integer' },
    overlay: overlaySchema,
    overridable: { type: 'array', items: { type: 'string' } },
  },
  additionalProperties: false,
} as const;

export const getOverlay = {
  tags: ['ResourceConfig'],
  summary: 'The run-time configuration in force for a screen',
  querystring: { type: 'object', required: ['resource'], properties: { resource } },
  response: { 200: envelope(overlayState) },
} as const;

export const getAll = {
  tags: ['ResourceConfig'],
  summary: 'Every screen configuration in force for the caller’s company',
  response: { 200: envelope({ type: 'array', items: overlayState }) },
} as const;

export const save = {
  tags: ['ResourceConfig'],
  summary: 'Save a new version of a screen configuration',
  body: {
    type: 'object',
    required: ['resource', 'overlay', 'baseVersion'],
    properties: {
      resource,
      overlay: overlaySchema,
      baseVersion: { type: 'integer', minimum: 0 },
      comment: { type: 'string', maxLength: 200 },
    },
  },
  response: {
    200: envelope({
      type: 'object',
      required: ['resource', 'version'],
      properties: { resource: { type: 'string' }, version: { type: 'integer' } },
      additionalProperties: false,
    }),
  },
} as const;

export const history = {
  tags: ['ResourceConfig'],
  summary: 'Saved versions of a screen configuration, newest first',
  querystring: { type: 'object', required: ['resource'], properties: { resource } },
  response: {
    200: envelope({
      type: 'array',
      items: {
        type: 'object',
        required: ['version', 'comment', 'createdAt', 'createdBy'],
        properties: {
          version: { type: 'integer' },
          comment: { type: ['string', 'null'] },
          createdAt: { type: 'string' },
          createdBy: { type: 'string' },
        },
        additionalProperties: false,
      },
    }),
  },
} as const;

export const rollback = {
  tags: ['ResourceConfig'],
  summary: 'Put an older version back in force (saved as the newest); version 0 is the definition as shipped',
  body: { type: 'object', required: ['resource', 'version'], properties: { resource, version: { type: 'integer', minimum: 0 } } },
  response: { 200: save.response[200] },
} as const;
