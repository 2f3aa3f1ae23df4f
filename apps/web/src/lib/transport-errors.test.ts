import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import type { Feedback } from './feedback';
import i18n from './i18n';
import { createTransportErrorHandler, isSessionExpired, RELOAD_DELAY_MS, type TransportDeps } from './transport-errors';

function fakeFeedback() {
  return {
    message: { error: vi.fn(), success: vi.fn(), warning: vi.fn() },
    notification: { error: vi.fn() },
    modal: { error: vi.fn() },
  } satisfies Feedback;
}

let ui: ReturnType<typeof fakeFeedback>;
let clearSession: ReturnType<typeof vi.fn<() => void>>;
let reload: ReturnType<typeof vi.fn<() => void>>;
let deps: TransportDeps;
let scheduled: { run: () => void; ms: number }[];

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  ui = fakeFeedback();
  scheduled = [];
  clearSession = vi.fn<() => void>();
  reload = vi.fn<() => void>();
  deps = {
    feedback: () => ui,
    clearSession,
    reload,
    schedule: (run, ms) => scheduled.push({ run, ms }),
  };
});

const err = (status: number, key = '', message = key) => new ApiError(status, key, message);

describe('transport error handling (SPEC §8)', () => {
  it('403: notification 系统提示 / 拒绝访问', () => {
    createTransportErrorHandler(deps)(err(403, 'notAuthority'), { silent: false, hadToken: true });
    expect(ui.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ message: '系统提示', description: '拒绝访问' }),
    );
  });

  it('401: message, session cleared, reload after 1.5 s', () => {
    const handle = createTransportErrorHandler(deps);
    handle(err(401, 'tokenMissing'), { silent: true, hadToken: true });
    expect(ui.message.error).toHaveBeenCalledWith('未授权，请重新登录');
    expect(clearSession).toHaveBeenCalledOnce();
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.ms).toBe(RELOAD_DELAY_MS);
    scheduled[0]?.run();
    expect(reload).toHaveBeenCalledOnce();
    handle(err(401, 'tokenMissing'), { silent: false, hadToken: true });
    expect(scheduled).toHaveLength(1);
  });

  it('401 without a session: only the message, no reload loop', () => {
    createTransportErrorHandler(deps)(err(401, 'tokenMissing'), { silent: false, hadToken: false });
    expect(ui.message.error).toHaveBeenCalledOnce();
    expect(clearSession).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(0);
  });

  it('expired session: one modal 登录已过期 whose button signs out and reloads', () => {
    const handle = createTransportErrorHandler(deps);
    handle(err(500, 'Token失效，请重新登录'), { silent: true, hadToken: true });
    handle(err(401, 'tokenExpired'), { silent: false, hadToken: true });
    expect(ui.modal.error).toHaveBeenCalledOnce();
    const args = ui.modal.error.mock.calls[0]?.[0];
    expect(args).toMatchObject({
      title: '登录已过期',
      content: '很抱歉，登录已过期，请重新登录',
      okText: '重新登录',
      keyboard: false,
      maskClosable: false,
    });
    args.onOk();
    expect(clearSession).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a token-expired 500 while signed out is an ordinary error', () => {
    createTransportErrorHandler(deps)(err(500, 'tokenExpired'), { silent: false, hadToken: false });
    expect(ui.modal.error).not.toHaveBeenCalled();
    expect(ui.notification.error).toHaveBeenCalledOnce();
  });

  it.each([
    [404, '很抱歉，资源未找到!'],
    [504, '网络超时'],
  ])('%i: notification %s', (status, text) => {
    createTransportErrorHandler(deps)(err(status), { silent: false, hadToken: false });
    expect(ui.notification.error).toHaveBeenCalledWith(expect.objectContaining({ description: text }));
  });

  it('400: the localized server message key', () => {
    createTransportErrorHandler(deps)(err(400, 'YearNotNull'), { silent: false, hadToken: false });
    expect(ui.message.error).toHaveBeenCalledWith('年份不能为空');
  });

  it('other statuses: notification with the server message', async () => {
    await i18n.changeLanguage('en');
    createTransportErrorHandler(deps)(err(409, 'seriesNameRepeat'), { silent: false, hadToken: false });
    createTransportErrorHandler(deps)(err(502), { silent: false, hadToken: false });
    expect(ui.notification.error).toHaveBeenNthCalledWith(
      1,
      expect.objectContaining({ message: 'System notice', description: 'The series name already exists' }),
    );
    expect(ui.notification.error).toHaveBeenNthCalledWith(2, expect.objectContaining({ description: 'Request error' }));
  });

  it('silent calls get no notification', () => {
    createTransportErrorHandler(deps)(err(404), { silent: true, hadToken: false });
    createTransportErrorHandler(deps)(err(0, 'networkError'), { silent: true, hadToken: false });
    expect(ui.notification.error).not.toHaveBeenCalled();
  });

  it('recognizes expired-session keys and texts', () => {
    expect(isSessionExpired(err(401, 'tokenExpired'))).toBe(true);
    expect(isSessionExpired(err(500, 'loginTimeout'))).toBe(true);
    expect(isSessionExpired(err(500, 'x', 'Token失效，请重新登录!'))).toBe(true);
    expect(isSessionExpired(err(401, 'tokenMissing'))).toBe(false);
  });
});
