import { messages } from '@csp/contract/core';
import enTransport from '../locales/en/transport.json';
import zhTransport from '../locales/zh/transport.json';
import type { Language } from './language';

/** Keys the client itself raises (no server reply: network failure, timeout…). */
const clientMessages: Record<Language, Record<string, string>> = { en: enTransport, zh: zhTransport };

/**
 * The text of a server message key (SPEC §8) in the given language. The server sends keys in the
 * envelope's `message`; a client key (`networkError`, `networkTimeout`) reads from the transport texts;
 * anything else (a free text, an older server's message) is shown as it came.
 */
export function localizeServerMessage(key: string | null | undefined, lang: Language): string {
  if (!key) return '';
  if (Object.hasOwn(messages, key)) return messages[key as keyof typeof messages][lang];
  if (Object.hasOwn(clientMessages[lang], key)) return clientMessages[lang][key] ?? key;
  return key;
}
