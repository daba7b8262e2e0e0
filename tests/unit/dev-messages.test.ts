import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { loadConfig } from '../../src/server/config.ts';
import { consoleGateway, gatewaysFor, type MessageGateway, type OutgoingMessage } from '../../src/server/modules/code/senders.ts';

const silent = pino({ level: 'silent' });
const recorder = (channel: 'sms' | 'mail', got: OutgoingMessage[]): MessageGateway => ({ channel, deliver: async (m) => void got.push(m) });

describe('DEV_MESSAGES', () => {
  it('is on for the embedded default and off with DATABASE_URL', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).devMessages).toBe(true);
    expect(loadConfig({ DATA_DIR: 'memory://', DATABASE_URL: 'postgres://x@localhost/db' }).devMessages).toBe(false);
    expect(loadConfig({ DATA_DIR: 'memory://', DEV_MESSAGES: 'false' }).devMessages).toBe(false);
  });

  it('cannot be on in production', () => {
    expect(loadConfig({ DATA_DIR: 'memory://', NODE_ENV: 'production' }).devMessages).toBe(false);
    expect(() => loadConfig({ DATA_DIR: 'memory://', NODE_ENV: 'production', DEV_MESSAGES: 'true' })).toThrow(/DEV_MESSAGES/);
  });

  it('covers only the channels without a real gateway', () => {
    const got: OutgoingMessage[] = [];
    const base = { mailFrom: 'x <x@x.x>' };
    expect(gatewaysFor({ ...base, devMessages: false }, silent)).toEqual([]);
    const withSms = gatewaysFor({ ...base, devMessages: true }, silent, [recorder('sms', got)]);
    expect(withSms.map((g) => g.channel)).toEqual(['sms', 'mail']);
    expect(gatewaysFor({ ...base, devMessages: true }, silent).map((g) => g.channel)).toEqual(['sms', 'mail']);
  });

  it('shows the whole message on the console', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    await consoleGateway('sms', log).deliver({
      channel: 'sms',
      target: '13900000009',
      subject: '验证码',
      body: '您的验证码是 123456',
      secrets: ['123456'],
    });
    expect(lines.join('')).toContain('13900000009: 验证码: 您的验证码是 123456');
  });
});
