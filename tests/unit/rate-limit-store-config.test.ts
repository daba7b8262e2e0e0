import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { rateLimitStoreFor } from '../../src/server/plugins/rate-limits.ts';

const config = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: 'memory://', ...env });

describe('RATE_LIMIT_STORE', () => {
  it('follows the database in use when unset: PostgreSQL counts in the database, so instances share it; the embedded one in memory', () => {
    expect(config().rateLimitStore).toBeUndefined();
    expect(rateLimitStoreFor(config(), { kind: 'postgres' })).toBe('database');
    expect(rateLimitStoreFor(config(), { kind: 'pglite' })).toBe('memory');
  });

  it('takes either store whatever the database', () => {
    expect(rateLimitStoreFor(config({ RATE_LIMIT_STORE: 'memory' }), { kind: 'postgres' })).toBe('memory');
    expect(rateLimitStoreFor(config({ RATE_LIMIT_STORE: 'database' }), { kind: 'pglite' })).toBe('database');
  });

  it('refuses any other value', () => {
    expect(() => config({ RATE_LIMIT_STORE: 'redis' })).toThrow(ConfigError);
    expect(() => config({ RATE_LIMIT_STORE: 'Database' })).toThrow(/rateLimitStore/);
  });
});
