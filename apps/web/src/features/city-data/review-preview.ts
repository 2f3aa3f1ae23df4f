import type { UploadPreview } from '@csp/contract/core';

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

/** A batch review selection as the server takes it (`batchSelectionSchema`). */
export interface BatchSelectionInput {
  uploadId?: string;
  seriesId?: string;
  dimensionId?: string;
  countryIds?: string[];
  places?: { countryId: string; cityId: string | null }[];
}

/**
 * What a batch review of a list covers: the chosen rows' places (a city, or an economy's own figures) within their
 * one series (or the series filter), or else the list's filters (series and type; an economy whole, or one city;
 * on the economy list the economy's own figures). Null when nothing narrows it (every value of the area) or when
 * chosen rows of several series cannot be named as one selection.
 */
export function batchSelectionOf(
  filters: { seriesId?: string; dimensionId?: string; countryId?: string; cityId?: string },
  level: 'city' | 'economy' | 'any',
  rows: { seriesId: string; countryId: string; cityId: string | null }[] = [],
): BatchSelectionInput | null {
  const dimensionId = filters.seriesId ? filters.dimensionId || undefined : undefined;
  if (rows.length > 0) {
    const series = new Set(rows.map((r) => r.seriesId));
    const seriesId = series.size === 1 ? [...series][0] : filters.seriesId;
    if (!seriesId || (filters.seriesId && series.size > 1)) return null;
    const places = new Map<string, { countryId: string; cityId: string | null }>();
    for (const r of rows) places.set(`${r.countryId}:${r.cityId ?? ''}`, { countryId: r.countryId, cityId: r.cityId });
    return {
      seriesId,
      ...(seriesId === filters.seriesId && dimensionId ? { dimensionId } : {}),
      places: [...places.values()],
    };
  }
  const out: BatchSelectionInput = {};
  if (filters.seriesId) out.seriesId = filters.seriesId;
  if (dimensionId) out.dimensionId = dimensionId;
  if (filters.countryId) {
    if (filters.cityId && level !== 'economy') out.places = [{ countryId: filters.countryId, cityId: filters.cityId }];
    else if (level === 'economy') out.places = [{ countryId: filters.countryId, cityId: null }];
    else out.countryIds = [filters.countryId];
  }
  return out.seriesId || out.places || out.countryIds ? out : null;
}
