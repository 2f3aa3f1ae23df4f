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
  newPassword(to: string, username: string, password: string): OutgoingMail {
    return {
      to,
      subject: 'Your password was reset / 您的密码已重置',
      text:
        `Hello ${username},\n\nAn administrator reset your password. Your new password is: ${password}\n` +
        'Please change it after logging in.\n\n' +
        `${username}，您好：\n\n管理员已重置您的密码，新密码为：${password}\n请登录后尽快修改密码。\n`,
    };
  },
};
