import nodemailer from 'nodemailer';
import { AppError } from '../../errors.js';
import type { OutboxRepository } from './outbox.repository.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail over SMTP (nodemailer) when `SMTP_URL` is set; otherwise keeps it in the outbox table,
 * which administrators read. A mail SMTP refuses is kept in the outbox as `failed` and the call throws
 * `errorSendingMail` (502).
 */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; from: string }, outbox: OutboxRepository): Mailer {
  if (!options.smtpUrl) {
    return {
      transport: 'outbox',
      send: (mail) => outbox.insert({ recipient: mail.to, subject: mail.subject, body: mail.text, status: 'outbox' }),
      close: () => undefined,
    };
  }
  const transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    transport: 'smtp',
    async send(mail) {
      try {
        await transporter.sendMail({ from: options.from, ...mail });
      } catch (error) {
        const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown';
        await outbox.insert({
          recipient: mail.to,
          subject: mail.subject,
          body: mail.text,
          status: 'failed',
          error: reason,
        });
        throw new AppError('errorSendingMail', 502);
      }
    },
    close: () => transporter.close(),
  };
}
