import type { OutgoingMail } from '../mail/mailer.js';

export interface PendingSeries {
  number: string;
  nameZh: string;
  nameEn: string;
  count: number;
  oldest: Date | string | null;
}

const day = (value: Date | string | null) => (value ? new Date(value).toISOString().slice(0, 10) : '-');

/** The weekly digest of values waiting for review (English first, then Chinese), as the other platform mails. */
export function reviewDigestMail(to: string, name: string, pending: PendingSeries[]): OutgoingMail {
  const total = pending.reduce((sum, p) => sum + p.count, 0);
  const en = pending.map((p) => `  ${p.number} ${p.nameEn}: ${p.count} (waiting since ${day(p.oldest)})`).join('\n');
  const zh = pending.map((p) => `  ${p.number} ${p.nameZh}：${p.count} 条（最早 ${day(p.oldest)}）`).join('\n');
  return {
    to,
    subject: `${total} values wait for review / ${total} 条数据待审核`,
    text:
      `Hello ${name},\n\nThese series have values waiting for review:\n${en}\n\n` +
      'Open City data management → Examine to review them.\n\n' +
      `${name}，您好：\n\n以下指标有待审核的数据：\n${zh}\n\n请进入“城市数据管理 → 审核”进行审核。\n`,
  };
}
