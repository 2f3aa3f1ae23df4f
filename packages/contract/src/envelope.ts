import { z } from 'zod';

/** The reply envelope of every JSON endpoint (DESIGN.md "API rules"). */
export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    code: z.number().int(),
    result,
    timestamp: z.number().int(),
  });
}

/** A field error of a 400 reply: `result.errors`. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  /** Values for `{name}` placeholders of the message's text (e.g. the candidates of an ambiguous name). */
  params: z.record(z.string(), z.string()).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Whether a string of digits fits PostgreSQL's bigint once read as a JavaScript number (the server reads ids as
 * numbers): 9223372036854775808 and above would be a database error, so they are a 400 instead.
 */
export const fitsBigint = (digits: string) => Number(digits) < 2 ** 63;

/** Database ids travel as strings of digits. */
export const idSchema = z
  .string()
  .regex(/^\d{1,19}$/, 'parameterError')
  .refine(fitsBigint, 'parameterError');
export const idParamsSchema = z.object({ id: idSchema });
