/**
 * A week of logins for the demo company, so 系统设置 → 登录日志 is not empty on first start: the
 * administrator at the office and on the phone, the recruiter logging in as a job seeker and then
 * switching to the back office, a mistyped password, a locked address, a captcha demand, and a
 * name nobody has. Times are relative to the seed, so the rows always look recent.
 */
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { loginLogs, users } from '../schema/index.ts';
import { TERMS_VERSION } from '../../../common/terms.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const EDGE = `${CHROME} Edg/126.0.0.0`;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const OFFICE = '10.20.1.15';
const HOURS = 3_600_000;

interface DemoLogin {
  hoursAgo: number;
  who: 'admin' | 'recruiter' | 'seeker' | null;
  account: string;
  method?: 'password' | 'switch';
  /** The session acted for the demo company (a management login or a switch into it). */
  company?: true;
  mobile?: true;
  reason?: 'wrongPassword' | 'locked' | 'captcha' | 'unknownAccount';
  ip?: string;
}

const LOGINS: readonly DemoLogin[] = [
  { hoursAgo: 170, who: 'admin', account: 'admin', company: true },
  { hoursAgo: 150, who: 'recruiter', account: 'recruiter' },
  { hoursAgo: 149.9, who: 'recruiter', account: 'recruiter', method: 'switch', company: true },
  { hoursAgo: 122, who: 'admin', account: 'admin', reason: 'wrongPassword' },
  { hoursAgo: 121.9, who: 'admin', account: 'admin', company: true },
  { hoursAgo: 97, who: 'seeker', account: '13900000002', mobile: true, ip: '112.64.3.27' },
  { hoursAgo: 75, who: 'admin', account: '13800000001', company: true, mobile: true, ip: '223.104.5.66' },
  { hoursAgo: 51, who: null, account: 'admim', reason: 'unknownAccount', ip: '58.246.21.9' },
  { hoursAgo: 50, who: 'recruiter', account: 'recruiter', reason: 'wrongPassword', ip: '58.246.21.9' },
  { hoursAgo: 49.99, who: 'recruiter', account: 'recruiter', reason: 'wrongPassword', ip: '58.246.21.9' },
  { hoursAgo: 49.98, who: 'recruiter', account: 'recruiter', reason: 'wrongPassword', ip: '58.246.21.9' },
  { hoursAgo: 49.97, who: 'recruiter', account: 'recruiter', reason: 'captcha', ip: '58.246.21.9' },
  { hoursAgo: 49.9, who: 'recruiter', account: 'recruiter', reason: 'locked', ip: '58.246.21.9' },
  { hoursAgo: 26, who: 'recruiter', account: 'recruiter' },
  { hoursAgo: 25.9, who: 'recruiter', account: 'recruiter', method: 'switch', company: true },
  { hoursAgo: 3, who: 'admin', account: 'admin', company: true },
];

export async function seedDemoLogins(db: Queryable, tenementId: number) {
  const ids = new Map(
    (
      await db
        .select({ id: users.id, account: users.account })
        .from(users)
        .where(inArray(users.account, ['admin', 'recruiter', 'seeker']))
    ).map((u) => [u.account, u.id]),
  );
  const now = Date.now();
  await db.insert(loginLogs).values(
    LOGINS.map((l) => ({
      account: l.account,
      userId: l.who ? (ids.get(l.who) ?? null) : null,
      tenementId: l.company ? tenementId : null,
      method: l.method ?? 'password',
      loginSource: l.mobile ? 3 : 1,
      success: !l.reason,
      reason: l.reason ?? null,
      ip: l.ip ?? OFFICE,
      userAgent: l.mobile ? IPHONE : l.who === 'recruiter' ? EDGE : CHROME,
      // A switch ticks nothing; logins from the pages send the terms they showed.
      agreementVersion: l.method === 'switch' ? null : TERMS_VERSION,
      createdAt: new Date(now - l.hoursAgo * HOURS),
    })),
  );
}
