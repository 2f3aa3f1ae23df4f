import type { UploadPreview } from '@csp/contract';

/** A batch review action and the statuses it moves values from (the server's `data/transitions.ts`). */
export type BatchAction = 'pass' | 'reject' | 'publish';
export const batchMoves: Record<BatchAction, { from: readonly string[]; to: string }> = {
  pass: { from: ['pending', 'canExamine'], to: 'canPublish' },
  reject: { from: ['pending', 'canExamine', 'canPublish'], to: 'reject' },
  publish: { from: ['canPublish'], to: 'published' },
};

/**
 * The preview as it stands once `action` has succeeded (all or none): every value in a status the action starts
 * from is in its target status. The dialog shows this at once, without waiting for the refetch that follows
 * (which, behind the lists' reloads, took over a second on PGlite while Publish stayed clickable).
 */
export function afterAction<T extends Pick<UploadPreview, 'byStatus' | 'rows'>>(preview: T, action: BatchAction): T {
  const move = batchMoves[action];
  const byStatus: Record<string, number> = {};
  let moved = 0;
  for (const [status, n] of Object.entries(preview.byStatus)) {
    if (move.from.includes(status)) moved += n;
    else byStatus[status] = n;
  }
  if (moved > 0) byStatus[move.to] = (byStatus[move.to] ?? 0) + moved;
  return {
    ...preview,
    byStatus,
    rows: preview.rows.map((r) => (move.from.includes(r.status) ? { ...r, status: move.to } : r)),
  };
}
