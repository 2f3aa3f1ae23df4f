import { z } from 'zod';

/** What travels over NOTIFY when an announcement is released (kept far below the 8000-byte limit). */
export const releasedEventSchema = z.object({
  type: z.literal('released'),
  id: z.string().regex(/^\d{1,19}$/),
  /** 'topic' for all users, 'user' for targeted ones (SPEC §7 Notices). */
  cmd: z.enum(['topic', 'user']),
  title: z.string().max(200),
});
export type ReleasedEvent = z.infer<typeof releasedEventSchema>;

export function releasedEvent(id: number, all: boolean, title: string): ReleasedEvent {
  return { type: 'released', id: String(id), cmd: all ? 'topic' : 'user', title: title.slice(0, 200) };
}
