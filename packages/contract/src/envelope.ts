import { z } from 'zod';
import { fitsBigint } from './core/data.js';

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

/** Database ids travel as strings of digits. */
export const idSchema = z
  .string()
  .regex(/^\d{1,19}$/, 'parameterError')
  .refine(fitsBigint, 'parameterError');
export const idParamsSchema = z.object({ id: idSchema });
