import type enTransport from '../locales/en/transport.json';
import type { ApiError } from './api-error';
import { clearSession } from './auth';
import { type Feedback, getFeedback } from './feedback';
import type { TransportErrorHandler } from './http';
import i18n, { currentLanguage } from './i18n';
import { localizeServerMessage } from './server-messages';

/**
 * SPEC §8 "Transport handling", in one place: what the user sees when a call fails, and what happens
 * to the session. `silent` calls skip the ordinary notifications (their screen shows the failure);
 * an expired or refused session is always handled.
 */

/** Message keys (and the legacy text) meaning "the session is no longer valid". */
const EXPIRED_KEYS = new Set(['tokenExpired', 'loginTimeout']);
const EXPIRED_TEXT = /Token失效|token.*expired/i;
export const RELOAD_DELAY_MS = 1500;

export function isSessionExpired(error: Pick<ApiError, 'messageKey' | 'message'>): boolean {
  return EXPIRED_KEYS.has(error.messageKey) || EXPIRED_TEXT.test(error.messageKey) || EXPIRED_TEXT.test(error.message);
}

export interface TransportDeps {
  feedback: () => Feedback | null;
  clearSession: () => void;
  reload: () => void;
  schedule: (run: () => void, ms: number) => void;
}

const defaultDeps: TransportDeps = {
  feedback: getFeedback,
  clearSession,
  reload: () => globalThis.location?.reload(),
  schedule: (run, ms) => {
    setTimeout(run, ms);
  },
};

type TransportKey = keyof typeof enTransport;
const text = (key: `transport:${TransportKey}`): string => i18n.t(key);

export function createTransportErrorHandler(deps: TransportDeps = defaultDeps): TransportErrorHandler {
  let expiredShown = false;
  let reloadScheduled = false;

  return (error, { silent, hadToken }) => {
    const ui = deps.feedback();
    const notify = (description: string) =>
      ui?.notification.error({ message: text('transport:systemNotice'), description, duration: 4 });

    if (hadToken && (error.status === 500 || error.status === 401) && isSessionExpired(error)) {
      if (expiredShown) return;
      expiredShown = true;
      ui?.modal.error({
        title: text('transport:loginExpiredTitle'),
        content: text('transport:loginExpiredContent'),
        okText: text('transport:reLogin'),
        keyboard: false,
        maskClosable: false,
        closable: false,
        onOk: () => {
          deps.clearSession();
          deps.reload();
        },
      });
      return;
    }
    if (error.status === 401) {
      ui?.message.error(text('transport:unauthorized'));
      if (hadToken && !reloadScheduled) {
        reloadScheduled = true;
        deps.clearSession();
        deps.schedule(deps.reload, RELOAD_DELAY_MS);
      }
      return;
    }
    if (silent) return;
    switch (error.status) {
      case 403:
        notify(text('transport:accessDenied'));
        return;
      case 404:
        notify(text('transport:notFound'));
        return;
      case 504:
        notify(text('transport:networkTimeout'));
        return;
      case 0:
        notify(text('transport:networkError'));
        return;
      case 400:
        ui?.message.error(localizeServerMessage(error.messageKey, currentLanguage()) || text('transport:requestError'));
        return;
      default:
        notify(localizeServerMessage(error.messageKey, currentLanguage()) || text('transport:requestError'));
    }
  };
}

/** The handler the app installs into the HTTP client. */
export const handleTransportError = createTransportErrorHandler();
