import { AppError } from '../../errors.js';
import type { OutboxRepository } from './outbox.repository.js';

export interface OutgoingSms {
  to: string;
  text: string;
}

/**
 * Sends text messages. There is no SMS gateway of our own: with `SMS_URL` set, each message is POSTed there
 * as JSON `{ "mobile": "...", "text": "..." }` (a webhook in front of the provider; any 2xx is success);
 * otherwise it is kept in the outbox (channel `sms`), which administrators read. A message the webhook
 * refuses is kept there as `failed` and the call throws `errorSendingSms` (502).
 */
export interface SmsSender {
  readonly transport: 'webhook' | 'outbox';
  send(sms: OutgoingSms): Promise<void>;
}

const subject = 'Text message / 短信';

export function createSmsSender(
  options: { url?: string; timeoutMs?: number; fetch?: typeof fetch },
  outbox: OutboxRepository,
): SmsSender {
  const keep = (sms: OutgoingSms, status: 'outbox' | 'failed', error?: string) =>
    outbox.insert({ channel: 'sms', recipient: sms.to, subject, body: sms.text, status, error: error ?? null });
  const url = options.url;
  if (!url) return { transport: 'outbox', send: (sms) => keep(sms, 'outbox') };
  const post = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    transport: 'webhook',
    async send(sms) {
      let failure: string | undefined;
      try {
        const response = await post(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobile: sms.to, text: sms.text }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        await response.body?.cancel();
        if (!response.ok) failure = `HTTP ${response.status}`;
      } catch (error) {
        failure = error instanceof Error ? error.message.slice(0, 500) : 'unknown';
      }
      if (failure === undefined) return;
      // the code itself is not kept with a failed message
      await keep({ to: sms.to, text: '(not delivered)' }, 'failed', failure);
      throw new AppError('errorSendingSms', 502);
    },
  };
}
