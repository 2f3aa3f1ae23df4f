import type { AnnouncementCreate, Language } from '@csp/contract';

/** How far an upload running in this process has got (issue 17: the dialog's progress). */
export interface LiveProgress {
  /** Who started it: only they read its progress. */
  userId: number;
  /** Data rows read and checked so far (every row is checked as it is read), bad ones included. */
  rowsRead: number;
  /** Rows found bad so far (once one is found nothing more is written; the upload will be refused). */
  rowsWithErrors: number;
  /** Rows written inside the upload's transaction (committed together at its end, all or none). */
  rowsWritten: number;
}

/**
 * The uploads this process is working on and how far each has got, in memory: counters bumped per row, read by
 * the progress route without the database (on PGlite the database waits for the upload's transaction). An
 * upload running on another instance is read from its record instead (`uploads.rows_read`, every 10,000 rows).
 */
export function progressBoard() {
  const live = new Map<number, LiveProgress>();
  return {
    start(uploadId: number, userId: number): LiveProgress {
      const entry = { userId, rowsRead: 0, rowsWithErrors: 0, rowsWritten: 0 };
      live.set(uploadId, entry);
      return entry;
    },
    get: (uploadId: number): LiveProgress | undefined => live.get(uploadId),
    end: (uploadId: number) => void live.delete(uploadId),
  };
}
export type ProgressBoard = ReturnType<typeof progressBoard>;

/** The end of a background upload, told to the user who started it (a notice in their bell). */
export interface UploadEnd {
  uploadId: number;
  userId: number;
  fileName: string;
  lang: Language;
  outcome:
    | { ok: true; rows: number; created: number; updated: number; unchanged: number }
    | { ok: false; key: string; text: string };
}

/** Sends the notice of an ended background upload (wired by app.ts to the announcements). */
export type UploadEndNotifier = (end: UploadEnd) => Promise<void>;

const texts = {
  en: {
    doneTitle: (file: string) => `Upload stored: ${file}`,
    failedTitle: (file: string) => `Upload refused: ${file}`,
    done: (o: { rows: number; created: number; updated: number; unchanged: number }) =>
      `${o.rows} rows: ${o.created} new, ${o.updated} changed, ${o.unchanged} unchanged. The values wait for ` +
      'examination; review them from the Import history.',
    failed: (why: string) => `${why}. The Import history has the error report to download.`,
  },
  zh: {
    doneTitle: (file: string) => `上传已保存：${file}`,
    failedTitle: (file: string) => `上传未通过：${file}`,
    done: (o: { rows: number; created: number; updated: number; unchanged: number }) =>
      `共${o.rows}行：新增${o.created}，修改${o.updated}，未变${o.unchanged}。数据待审核，可在“导入记录”中审核。`,
    failed: (why: string) => `${why}。可在“导入记录”中下载错误报告。`,
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The notice's title (plain text, at most 100 characters) and content (HTML) in the uploader's language. */
export function uploadEndNotice(end: UploadEnd): { title: string; content: string } {
  const t = texts[end.lang] ?? texts.en;
  const file = end.fileName.length > 60 ? `${end.fileName.slice(0, 57)}…` : end.fileName;
  const o = end.outcome;
  return o.ok
    ? { title: t.doneTitle(file), content: `<p>${escapeHtml(t.done(o))}</p>` }
    : { title: t.failedTitle(file), content: `<p>${escapeHtml(t.failed(o.text))}</p>` };
}

/**
 * What the uploads need of the announcements (wired by app.ts to modules/announcements): a notice drafted and
 * released by its sender. Declared here so that uploads do not depend on the announcements module.
 */
export interface NoticeSender {
  create(input: AnnouncementCreate, senderId: number): Promise<{ id: string | number }>;
  release(id: number, senderId: number): Promise<unknown>;
}

/**
 * The notice of an ended background upload as an announcement to its uploader alone (USER, a system message),
 * released at once: their bell lists it and their open sockets are told (modules/announcements).
 */
export function noticeOfUploadEnd(
  announcements: NoticeSender,
  onError: (error: unknown) => void = () => undefined,
): UploadEndNotifier {
  return async (end) => {
    const { title, content } = uploadEndNotice(end);
    try {
      const draft = await announcements.create(
        {
          titile: title,
          msgContent: content,
          priority: 'L',
          msgCategory: '2',
          msgType: 'USER',
          userIds: String(end.userId),
        },
        end.userId,
      );
      await announcements.release(Number(draft.id), end.userId);
    } catch (error) {
      onError(error);
    }
  };
}
