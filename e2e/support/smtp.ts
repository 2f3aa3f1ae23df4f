import { decodeBody, decodeWords, startMailServer } from '../../apps/server/test/smtp-fixture.js';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Headers and bodies with base64 and quoted-printable parts decoded (good enough to search). */
  text: string;
}

function decode(raw: string): string {
  const words = decodeWords(raw);
  const { body, encoded } = decodeBody(raw);
  return encoded ? `${words}\n${body}` : words;
}

/** A real SMTP server on a free loopback port keeping every mail it receives (the product sends over SMTP_URL). */
export function startSmtp() {
  return startMailServer<ReceivedMail>((raw, to) => ({ to, raw, text: decode(raw) }), { waitMs: 10_000, pollMs: 50 });
}
