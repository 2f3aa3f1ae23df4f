import type { OutgoingMail } from './mailer.js';

/** Bilingual mails of identity and access (English first, then Chinese). */
export const mailTemplates = {
  approved(to: string, username: string): OutgoingMail {
    return {
      to,
      subject: 'Your account was approved / 您的账号已审核通过',
      text:
        `Hello ${username},\n\nAn administrator approved your account; you can now log in.\n\n` +
        `${username}，您好：\n\n管理员已审核通过您的账号，现在可以登录了。\n`,
    };
  },
  resetCode(to: string, username: string, code: string, minutes: number): OutgoingMail {
    return {
      to,
      subject: 'Password reset code / 找回密码验证码',
      text:
        `Hello ${username},\n\nYour verification code is ${code}. It expires in ${minutes} minutes.\n` +
        'If you did not ask for it, ignore this mail.\n\n' +
        `${username}，您好：\n\n您的验证码是 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本邮件。\n`,
    };
  },
  /** An administrator's reset: a one-time code and the page to set a new password; never a password. */
  adminResetCode(to: string, username: string, code: string, hours: number, link: string): OutgoingMail {
    return {
      to,
      subject: 'Set a new password / 设置新密码',
      text:
        `Hello ${username},\n\nAn administrator reset your password; the old one no longer works.\n` +
        `Open ${link} and enter the code ${code} with a new password. The code works once, for ${hours} hours.\n\n` +
        `${username}，您好：\n\n管理员已重置您的密码，原密码已失效。\n` +
        `请打开 ${link}，输入验证码 ${code} 并设置新密码。验证码仅可使用一次，${hours} 小时内有效。\n`,
    };
  },
};
