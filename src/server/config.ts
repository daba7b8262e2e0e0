import os from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import type { FromSchema } from 'json-schema-to-ts';

/**
 * The only reader of process.env. Every variable is listed here with its default; the README's
 * configuration table mirrors this schema.
 */
const configSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'port',
    'host',
    'dataDir',
    'seedDemo',
    'logLevel',
    'bodyLimit',
    'sessionIdleMinutes',
    'sessionMaxDays',
    'codeTtlSeconds',
    'codeResendSeconds',
    'codeDailyLimit',
    'captchaTtlSeconds',
    'loginLockThreshold',
    'loginLockMinutes',
    'rateLimitPerMinute',
    'thirdPartyDev',
    'webDist',
    'fileStore',
    'filesDir',
    'uploadMaxBytes',
    'imageUploadsPerDay',
    'imageUploadBytesPerDay',
    'privateUploadsPerDay',
    'privateUploadBytesPerDay',
    'tenementsPerUser',
    'mailFrom',
    'trustProxy',
    'passwordHashLogN',
    'purgeIntervalMinutes',
    'loginLogDays',
    'production',
    'devMessages',
  ],
  properties: {
    port: { type: 'integer', minimum: 0, maximum: 65535 },
    host: { type: 'string', minLength: 1 },
    dataDir: { type: 'string', minLength: 1 },
    databaseUrl: { type: 'string', pattern: '^postgres(ql)?://' },
    seedDemo: { type: 'boolean' },
    logLevel: { enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] },
    bodyLimit: { type: 'integer', minimum: 1024 },
    sessionIdleMinutes: { type: 'integer', minimum: 1 },
    sessionMaxDays: { type: 'integer', minimum: 1 },
    codeTtlSeconds: { type: 'integer', minimum: 30 },
    codeResendSeconds: { type: 'integer', minimum: 1 },
    codeDailyLimit: { type: 'integer', minimum: 1 },
    captchaTtlSeconds: { type: 'integer', minimum: 10 },
    loginLockThreshold: { type: 'integer', minimum: 3 },
    loginLockMinutes: { type: 'integer', minimum: 1 },
    rateLimitPerMinute: { type: 'integer', minimum: 1 },
    /** Unset: chosen by the database in use (plugins/rate-limits.ts). */
    rateLimitStore: { enum: ['memory', 'database'] },
    smtpUrl: { type: 'string', pattern: '^smtps?://' },
    mailFrom: { type: 'string', minLength: 3 },
    thirdPartyDev: { type: 'boolean' },
    // A hop count or the proxies' addresses/CIDRs; `true` (trust every hop) is refused in readTrustProxy.
    trustProxy: {
      anyOf: [
        { type: 'boolean', const: false },
        { type: 'integer', minimum: 1, maximum: 16 },
        { type: 'array', minItems: 1, items: { type: 'string', minLength: 1, maxLength: 64 } },
      ],
    },
    /** scrypt cost as a power of two: 17 (~0.4 s a hash on this machine's kind); below 14 is too cheap. */
    passwordHashLogN: { type: 'integer', minimum: 14, maximum: 20 },
    purgeIntervalMinutes: { type: 'integer', minimum: 1, maximum: 1440 },
    loginLogDays: { type: 'integer', minimum: 1, maximum: 3650 },
    webDist: { type: 'string' },
    fileStore: { enum: ['database', 'disk'] },
    filesDir: { type: 'string', minLength: 1 },
    uploadMaxBytes: { type: 'integer', minimum: 1024 },
    imageUploadsPerDay: { type: 'integer', minimum: 1 },
    imageUploadBytesPerDay: { type: 'integer', minimum: 1024 },
    privateUploadsPerDay: { type: 'integer', minimum: 1 },
    privateUploadBytesPerDay: { type: 'integer', minimum: 1024 },
    tenementsPerUser: { type: 'integer', minimum: 1 },
    production: { type: 'boolean' },
    devMessages: { type: 'boolean' },
  },
} as const;

export type Config = Readonly<FromSchema<typeof configSchema>>;
type Env = Record<string, string | undefined>;

const int = (v: string | undefined, fallback: number) => (v === undefined || v === '' ? fallback : Number(v));
const bool = (v: string | undefined, fallback: boolean) =>
  v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());

export class ConfigError extends Error {}

/**
 * TRUST_PROXY: how many proxies stand in front of the app (`1`), or their addresses (`10.0.0.0/8,127.0.0.1`).
 * `true` would take the client address from whatever X-Forwarded-For a caller writes: refused.
 */
function readTrustProxy(v: string | undefined): false | number | string[] {
  const value = (v ?? '').trim();
  if (value === '' || ['false', 'no', 'off', '0'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) {
    throw new ConfigError(
      'Invalid configuration: TRUST_PROXY=true would trust any X-Forwarded-For; write the number of proxies in front of the app (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
    );
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Read and validate the configuration once; the result is frozen. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const raw = {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    // `memory://` keeps the embedded database in memory (tests, throwaway demos).
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(env.DATA_DIR || './data'),
    ...(databaseUrl ? { databaseUrl } : {}),
    // Demo data is for the embedded database; a real server gets it only when asked.
    seedDemo: bool(env.SEED_DEMO, !databaseUrl),
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 12 * 60),
    sessionMaxDays: int(env.SESSION_MAX_DAYS, 30),
    codeTtlSeconds: int(env.CODE_TTL_SECONDS, 300),
    codeResendSeconds: int(env.CODE_RESEND_SECONDS, 60),
    codeDailyLimit: int(env.CODE_DAILY_LIMIT, 10),
    captchaTtlSeconds: int(env.CAPTCHA_TTL_SECONDS, 120),
    loginLockThreshold: int(env.LOGIN_LOCK_THRESHOLD, 5),
    loginLockMinutes: int(env.LOGIN_LOCK_MINUTES, 15),
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 30),
    ...(env.RATE_LIMIT_STORE ? { rateLimitStore: env.RATE_LIMIT_STORE } : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    mailFrom: env.MAIL_FROM || 'recruit <no-reply@recruit.local>',
    thirdPartyDev: bool(env.THIRD_PARTY_DEV, false),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    passwordHashLogN: int(env.PASSWORD_HASH_LOG_N, 17),
    purgeIntervalMinutes: int(env.PURGE_INTERVAL_MINUTES, 60),
    // Login attempts are kept this long for the company's login log, then purged with the identity rows.
    loginLogDays: int(env.LOGIN_LOG_DAYS, 180),
    webDist: path.resolve(env.WEB_DIST || 'dist/web'),
    // Where uploaded bytes live: several instances on one PostgreSQL all read the database; the embedded
    // database is one process, and its own disk is the cheaper place.
    fileStore: env.FILE_STORE || (databaseUrl ? 'database' : 'disk'),
    // Uploaded files (FILE_STORE=disk, and older files read through); with an in-memory database they go to a per-process temporary folder.
    filesDir: path.resolve(
      env.FILES_DIR ||
        (env.DATA_DIR === 'memory://'
          ? path.join(os.tmpdir(), `recruit-files-${process.pid}`)
          : path.join(env.DATA_DIR || './data', 'files')),
    ),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 10 * 1024 * 1024),
    // Public pictures (Files/UploadFiles) are readable by anyone: a daily quota per user keeps the server from being free hosting.
    imageUploadsPerDay: int(env.IMAGE_UPLOADS_PER_DAY, 200),
    imageUploadBytesPerDay: int(env.IMAGE_UPLOAD_BYTES_PER_DAY, 100 * 1024 * 1024),
    // A seeker's own papers (photos, attachments, entry documents) are stored for them: a daily quota per user bounds the disk one account can fill.
    privateUploadsPerDay: int(env.PRIVATE_UPLOADS_PER_DAY, 100),
    privateUploadBytesPerDay: int(env.PRIVATE_UPLOAD_BYTES_PER_DAY, 200 * 1024 * 1024),
    // Companies one account may open itself (Tenement/Register); the platform administrator's AddTenement is not counted.
    tenementsPerUser: int(env.TENEMENTS_PER_USER, 3),
    // Only a safety switch: production refuses to start while demo accounts keep their published passwords.
    production: env.NODE_ENV === 'production',
    // Without an SMS provider or SMTP server a first run could not receive a code: the embedded default
    // shows each message on the server's console instead (never stored in clear), and production refuses it.
    devMessages: bool(env.DEV_MESSAGES, !databaseUrl && env.NODE_ENV !== 'production'),
    ...overrides,
  };
  const validate = new Ajv({ allErrors: true }).compile(configSchema);
  if (!validate(raw)) {
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  if (raw.production && raw.devMessages)
    throw new ConfigError(
      'Invalid configuration: DEV_MESSAGES shows codes and initial passwords on the console; it cannot be on with NODE_ENV=production',
    );
  return Object.freeze(raw as Config);
}
