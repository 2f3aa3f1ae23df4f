import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Headers and bodies with base64 and quoted-printable parts decoded (good enough to search). */
  text: string;
}

function decode(raw: string): string {
  const words = raw.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
  const [, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(raw)) {
    return `${words}\n${Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('utf8')}`;
  }
  if (/Content-Transfer-Encoding: quoted-printable/i.test(raw)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(Number.parseInt(h, 16)));
    return `${words}\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
  }
  return words;
}

/** A real SMTP server on a free loopback port keeping every mail it receives (the product sends over SMTP_URL). */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decode(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The latest mail to an address, waiting for it to arrive. */
    async latestTo(address: string, ms = 10_000): Promise<ReceivedMail> {
      const end = Date.now() + ms;
      for (;;) {
        const mail = received.filter((m) => m.to.includes(address)).at(-1);
        if (mail) return mail;
        if (Date.now() > end) throw new Error(`no mail to ${address}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
