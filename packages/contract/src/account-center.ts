import { z } from 'zod';
import { idSchema } from './envelope.js';
import { mailboxSchema } from './validation.js';

/** The signed-in user's own profile (account center). */
export const accountProfileSchema = z.object({
  id: idSchema,
  username: z.string(),
  realname: z.string(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  createTime: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** The nickname (JeecgBoot `realname`): 1–50 characters, no control characters. */
export const accountProfileEditSchema = z.object({
  realname: z
    .string()
    .trim()
    .min(1)
    .max(50)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    .regex(/^[^\u0000-\u001f\u007f<>]+$/, 'nameCharacters'),
});

/** Avatars: PNG, JPEG, GIF or WebP (checked by their first bytes), at most 2 MB. */
export const avatarMaxBytes = 2 * 1024 * 1024;

export const mailboxCodeRequestSchema = z.object({ email: mailboxSchema });
export const mailboxConfirmSchema = z.object({
  email: mailboxSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'mailCodeInvalid'),
});

/** One of the user's live sessions. */
export const accountSessionSchema = z.object({
  id: idSchema,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** A short description of the browser and system, from the user agent. */
  device: z.string(),
  createTime: z.string(),
  lastSeen: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountLanguages = ['en', 'zh'] as const;

/** Per-user preferences: language (null: the browser's) and whether urgent announcements are mailed. */
export const accountPreferencesSchema = z.object({
  language: z.enum(accountLanguages).nullable(),
  notifyByMail: z.boolean(),
});
export type AccountPreferences = z.infer<typeof accountPreferencesSchema>;
export const accountPreferencesEditSchema = accountPreferencesSchema.partial();
