import type { OutgoingMail } from '../mail/mailer.js';

/** Bilingual mails of the account center (English first, then Chinese). */
export const accountMails = {
  mailboxCode(to: string, username: string, code: string, minutes: number): OutgoingMail {
    return {
      to,
      subject: 'Confirm your new mailbox / 确认新邮箱',
      text:
        `Hello ${username},\n\nTo use this mailbox for your account, enter the code ${code}. ` +
        `It expires in ${minutes} minutes. If you did not ask for it, ignore this mail.\n\n` +
        `${username}，您好：\n\n如需将此邮箱绑定到您的账号，请输入验证码 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本邮件。\n`,
    };
  },
  mailboxChanged(to: string, username: string, newMailbox: string): OutgoingMail {
    return {
      to,
      subject: 'Your mailbox was changed / 您的邮箱已修改',
      text:
        `Hello ${username},\n\nThe mailbox of your account is now ${newMailbox}. ` +
        'If you did not do this, contact an administrator.\n\n' +
        `${username}，您好：\n\n您账号的邮箱已修改为 ${newMailbox}。如非本人操作，请联系管理员。\n`,
    };
  },
};
