import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

const PG = 'postgres://x@localhost/db';

describe('FILE_STORE', () => {
  it('is the disk for the embedded default and the database with DATABASE_URL, so several instances share the bytes', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).fileStore).toBe('disk');
    expect(loadConfig({ DATA_DIR: 'memory://', DATABASE_URL: PG }).fileStore).toBe('database');
  });

  it('takes either store whatever the database', () => {
    expect(loadConfig({ DATA_DIR: 'memory://', DATABASE_URL: PG, FILE_STORE: 'disk' }).fileStore).toBe('disk');
    expect(loadConfig({ DATA_DIR: 'memory://', FILE_STORE: 'database' }).fileStore).toBe('database');
  });

  it('refuses any other value', () => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', FILE_STORE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: 'memory://', FILE_STORE: 'Database' })).toThrow(/fileStore/);
  });
});
