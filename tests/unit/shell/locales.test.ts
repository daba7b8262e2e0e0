import { describe, expect, it } from 'vitest';
import zhCNCommon from '../../../locales/zh-CN/common.json';
import zhCNLogin from '../../../locales/zh-CN/login.json';

describe('shell catalogs', () => {
  it("keeps the seeds' zh-CN texts", () => {
    expect(zhCNCommon.session).toMatchObject({
      title: '确定登出',
      relogin: '重新登录',
      elsewhere: '账号在其他地方登录，请重新登录',
      invalid: '账号信息失效，请重新登录',
      expired: '登录已过期，请重新登录',
    });
    expect(zhCNCommon.http).toMatchObject({
      notFound: '服务器出错，请联系it人员',
      serverError: '服务器异常，请检查网络或者稍后再试',
      timeout: '请求超时，请检查网络或者稍后再试',
    });
    expect(zhCNLogin.agree).toBe('我已阅读协议并同意以上条款');
    expect(zhCNLogin.resend).toBe('{{n}}s后重新获取');
    expect(zhCNCommon.notice.title).toBe('消息');
  });
});
