import { z } from 'zod';
import { mobilePattern, normalizeMobile } from './core/login-methods.js';
import { captchaKeySchema, tenantChoiceSchema } from './identity.js';

/**
 * Other ways in (SPEC §7 "Authentication and session"): mobile number + text-message code
 * (`/sys/sms`, `/sys/phoneLogin`), CAS (`/sys/cas/client/validateLogin`) and third-party OAuth 2
 * (`/sys/thirdLogin/...`). Each answers the same login result as `/sys/login`.
 */

/** A mobile number as people type it: digits with an optional leading +, spaces and dashes ignored. */
export const mobileSchema = z
  .string()
  .trim()
  .transform(normalizeMobile)
  .pipe(z.string().regex(mobilePattern, 'mobileInvalid'));

/** POST /sys/sms: a login code for a mobile number (smsmode 0 = login, JeecgBoot), behind a captcha. */
export const smsRequestSchema = z.object({
  mobile: mobileSchema,
  smsmode: z.enum(['0']).default('0').describe('0: login code'),
  captcha: z.string().trim().min(1).max(8),
  checkKey: captchaKeySchema,
});
export type SmsRequest = z.input<typeof smsRequestSchema>;

/** POST /sys/phoneLogin: the mobile number and the six-digit code it received (JeecgBoot names it `captcha`). */
export const phoneLoginRequestSchema = z.object({
  mobile: mobileSchema,
  captcha: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'smsCodeInvalid'),
});
export type PhoneLoginRequest = z.input<typeof phoneLoginRequestSchema>;

/** POST /sys/cas/client/validateLogin (body): the ticket CAS handed back and the service it was issued for. */
export const casValidateQuerySchema = z.object({
  ticket: z
    .string()
    .trim()
    .min(1)
    .max(256)
    .regex(/^[A-Za-z0-9._~:-]+$/, 'parameterError'),
  service: z.string().trim().min(1).max(2000),
});

/** A configured third-party source (letters, digits, dash, underscore). */
export const thirdSourceSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'parameterError');
export const thirdSourceParamsSchema = z.object({ source: thirdSourceSchema });
export const thirdCallbackQuerySchema = z.object({
  code: z.string().trim().min(1).max(2000).optional(),
  state: z.string().trim().min(1).max(200).optional(),
  error: z.string().trim().max(200).optional(),
});
/** POST /sys/thirdLogin/getLoginUser (body): the one-time code the callback handed to the browser. */
export const loginTicketParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'loginTicketInvalid'),
});
export const loginTicketBodySchema = loginTicketParamsSchema;

/** GET /sys/loginSettings: which sign-in methods the login screen offers. */
export const loginSettingsSchema = z.object({
  phoneLogin: z.boolean(),
  cas: z
    .object({
      loginUrl: z.string().describe('where the browser goes to sign in at CAS'),
      service: z.string().describe('the service URL to send back with the ticket'),
    })
    .nullable(),
  thirdLogin: z.array(z.object({ source: z.string(), name: z.string() })),
});
export type LoginSettings = z.infer<typeof loginSettingsSchema>;

/** GET /sys/tenant/getCurrentUserTenant */
export const currentTenantsSchema = z.object({ list: z.array(tenantChoiceSchema), tenantId: z.number().int() });
