import type { SeriesPush, SeriesPushInput } from '@csp/contract';
import { badRequest, conflict } from '../../errors.js';
import type { AnnouncementsService } from '../announcements/announcements.service.js';
import type { SeriesRepository, SeriesRow } from './series.repository.js';
import type { SeriesPushRepository, SeriesPushRow } from './series-push.repository.js';

const titleMax = 100;
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The announcement's title, in both languages (every user reads the same announcement), at most 100 characters. */
export function pushTitle(kind: SeriesPushInput['kind'], s: Pick<SeriesRow, 'nameEn' | 'nameZh'>): string {
  const title =
    kind === 'new'
      ? `New series: ${s.nameEn} / 新指标：${s.nameZh}`
      : `Series revised: ${s.nameEn} / 指标修订：${s.nameZh}`;
  return title.length <= titleMax ? title : `${title.slice(0, titleMax - 1)}…`;
}

/** The announcement's text: what happened to which series, in both languages, the note, and where to look. */
export function pushContent(
  kind: SeriesPushInput['kind'],
  s: Pick<SeriesRow, 'number' | 'nameEn' | 'nameZh' | 'unitEn' | 'unitZh'>,
  note: string,
): string {
  const en = kind === 'new' ? 'is now available' : 'has been revised';
  const zh = kind === 'new' ? '现已发布' : '已修订';
  const unitEn = s.unitEn ? `, unit ${escapeHtml(s.unitEn)}` : '';
  const unitZh = s.unitZh ? `，单位：${escapeHtml(s.unitZh)}` : '';
  const lines = [
    `<p>The series <strong>${escapeHtml(s.nameEn)}</strong> (number ${s.number}${unitEn}) ${en}.</p>`,
    `<p>指标<strong>${escapeHtml(s.nameZh)}</strong>（编号 ${s.number}${unitZh}）${zh}。</p>`,
  ];
  if (note) lines.push(`<p>${escapeHtml(note).replace(/\r?\n/g, '<br>')}</p>`);
  lines.push('<p><a href="/client/dataQuery">Data Search / 数据查询</a></p>');
  return lines.join('');
}

function present(row: SeriesPushRow): SeriesPush {
  return {
    id: String(row.id),
    seriesId: String(row.seriesId),
    kind: row.kind as SeriesPush['kind'],
    note: row.note,
    announcementId: row.announcementId === null ? null : String(row.announcementId),
    titile: row.title,
    sendStatus: row.sendStatus,
    pushedBy: row.pushedBy,
    pushedAt: row.createdAt.toISOString(),
  };
}

/** A unique violation (SQLSTATE 23505) anywhere in an error's cause chain. */
function isUniqueViolation(error: unknown): boolean {
  let e = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth += 1) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Information push (SPEC §2): announces a new or revised series to every user through an announcement that is
 * released at once (bell, live channel, and mail for urgent ones, as any released announcement). A series is
 * announced as new once; the push is recorded first, so two pushes racing cannot both announce it as new.
 */
export function seriesPushService(deps: {
  series: Pick<SeriesRepository, 'find'>;
  pushes: SeriesPushRepository;
  announcements: Pick<AnnouncementsService, 'create' | 'release' | 'remove'>;
}) {
  return {
    async push(input: SeriesPushInput, senderId: number) {
      const s = await deps.series.find(Number(input.seriesId));
      if (!s) throw badRequest('seriesNotExist', [{ field: 'seriesId', message: 'seriesNotExist' }]);
      let pushId: number;
      try {
        pushId = await deps.pushes.claim({ seriesId: s.id, kind: input.kind, note: input.note, userId: senderId });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('seriesAlreadyAnnounced', [{ field: 'kind', message: 'seriesAlreadyAnnounced' }]);
        throw error;
      }
      let draftId: string | undefined;
      try {
        const draft = await deps.announcements.create(
          {
            titile: pushTitle(input.kind, s),
            msgContent: pushContent(input.kind, s, input.note),
            priority: input.priority,
            msgCategory: '1',
            msgType: 'ALL',
          },
          senderId,
        );
        draftId = draft.id;
        const released = await deps.announcements.release(Number(draft.id), senderId);
        await deps.pushes.attach(pushId, Number(released.id));
        return released;
      } catch (error) {
        await deps.pushes.release(pushId).catch(() => undefined);
        if (draftId) await deps.announcements.remove(Number(draftId)).catch(() => undefined);
        throw error;
      }
    },
    list: async (seriesId: number) => (await deps.pushes.listOf(seriesId)).map(present),
  };
}
export type SeriesPushService = ReturnType<typeof seriesPushService>;
