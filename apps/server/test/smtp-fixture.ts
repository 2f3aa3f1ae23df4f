import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for tests that send mail, and the MIME decoding to read what it received. The end-to-end
 * tests' server (e2e/support/smtp.ts) is this one keeping the raw message as well.
 */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** `s` with its RFC 2047 encoded words (`=?utf-8?B?…?=`, `=?utf-8?Q?…?=`) decoded. */
export function decodeWords(s: string): string {
  return s.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** The body of a MIME message (all after its first blank line), base64 or quoted-printable decoded (`encoded`). */
export function decodeBody(raw: string): { body: string; encoded: boolean } {
  const [, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(raw)) {
    return { body: Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('utf8'), encoded: true };
  }
  if (/Content-Transfer-Encoding: quoted-printable/i.test(raw)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(Number.parseInt(h, 16)));
    return { body: Buffer.from(bytes, 'latin1').toString('utf8'), encoded: true };
  }
  return { body, encoded: false };
}

/** The readable text of a MIME message: headers and bodies, base64 and quoted-printable parts decoded. */
export function decodeMime(raw: string): { subject: string; text: string } {
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  const subject = decodeWords(subjectLine.replace(/\r?\n[ \t]/g, ' ')).replace(/\?=\s+=\?/g, '');
  return { subject, text: decodeBody(raw).body };
}

/**
 * A real SMTP server on a free loopback port that keeps what it receives, each mail as `toMail` makes it of the raw
 * message and its recipients; `latestTo` waits up to `waitMs` for a mail, looking every `pollMs`.
 */
export async function startMailServer<M extends { to: string[] }>(
  toMail: (raw: string, to: string[]) => M,
  wait: { waitMs: number; pollMs: number },
) {
  const received: M[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(
          toMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The latest mail to an address, waiting a little for it to arrive. */
    async latestTo(address: string, ms = wait.waitMs): Promise<M> {
      const end = Date.now() + ms;
      for (;;) {
        const mail = received.filter((m) => m.to.includes(address)).at(-1);
        if (mail) return mail;
        if (Date.now() > end) throw new Error(`no mail to ${address}`);
        await new Promise((r) => setTimeout(r, wait.pollMs));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The SMTP server of the API tests: each mail as its recipients, decoded subject and text. */
export function startSmtp() {
  return startMailServer<ReceivedMail>((raw, to) => ({ to, ...decodeMime(raw) }), { waitMs: 3000, pollMs: 20 });
}
