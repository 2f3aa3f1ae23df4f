import type { OutboxRepository } from './outbox.repository.js';

/** The outbox as the administrators' screen reads it (mails and texts kept when SMTP or SMS is not set up). */
export function outboxService(outbox: OutboxRepository) {
  return {
    page: (query: Parameters<OutboxRepository['page']>[0]) => outbox.page(query),
  };
}

export type OutboxService = ReturnType<typeof outboxService>;
