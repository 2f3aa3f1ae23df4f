import { envelopeSchema, outboxListQuerySchema, outboxMailSchema, pageResultSchema, permissions } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toPage } from '../../lib/paging.js';
import { isoTime } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import type { OutboxService } from './outbox.service.js';

/** The outbox (mails kept when SMTP_URL is unset or SMTP refused them; texts likewise with SMS_URL), for administrators. */
export function mailRoutes(outbox: OutboxService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/sys/mail/outbox/list',
      {
        config: { access: permissions.mailOutbox },
        schema: {
          tags: ['system: mail'],
          summary: 'Mails and text messages in the outbox, newest first',
          querystring: outboxListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(outboxMailSchema)) },
        },
      },
      async (request) => {
        const { rows, total } = await outbox.page(request.query);
        const records = rows.map((row) => ({
          id: String(row.id),
          channel: row.channel === 'sms' ? ('sms' as const) : ('mail' as const),
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          status: row.status,
          error: row.error,
          createTime: isoTime(row.createdAt),
        }));
        return ok(toPage(records, total, request.query));
      },
    );
  };
}
