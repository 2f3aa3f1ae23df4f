import { envelopeSchema, idSchema } from '@csp/contract';
import { z } from 'zod';

/** Reply schemas shared by back-office routes. */
export const emptyReply = envelopeSchema(z.null());
export const idReply = envelopeSchema(z.object({ id: idSchema }));
export const idListReply = envelopeSchema(z.array(idSchema));

/** ISO text of a timestamp column. */
export const isoTime = (value: Date) => value.toISOString();
/** An id column as the API's string, keeping null. */
export const idText = (value: number | null | undefined) => (value == null ? null : String(value));

/** The object without its undefined fields (a partial edit changes only what it names). */
export function compact<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
