import {
  carouselSuggestedSize,
  type HomeAdminContent,
  type HomeContentEdit,
  type HomeFile,
  type HomeFileKind,
  homeFileRules,
  limits,
} from '@csp/contract/core';
import type { HomeView } from '../home/home-content';

/** A carousel image in the editor: its file, both titles, and its pixel size once known. */
export interface DraftRotation extends HomeFile {
  nameEn: string;
  nameZh: string;
  width?: number;
  height?: number;
}

/** The editor's form values. */
export interface HomeDraft {
  rotations: DraftRotation[];
  contentEn: string;
  contentZh: string;
  video: HomeFile | null;
  members: HomeFile | null;
}

export function toDraft(content: HomeAdminContent): HomeDraft {
  return {
    rotations: content.rotations.map((r) => ({ ...r })),
    contentEn: content.contentEn,
    contentZh: content.contentZh,
    video: content.video,
    members: content.members,
  };
}

/** The body of `PUT /home/content/edit`. */
export function toSaveBody(draft: HomeDraft): HomeContentEdit {
  return {
    rotations: (draft.rotations ?? []).map((r) => ({
      fileId: r.fileId,
      nameEn: (r.nameEn ?? '').trim(),
      nameZh: (r.nameZh ?? '').trim(),
    })),
    contentEn: draft.contentEn ?? '',
    contentZh: draft.contentZh ?? '',
    videoFileId: draft.video?.fileId ?? null,
    mapFileId: draft.members?.fileId ?? null,
  };
}

/**
 * Whether the editor's values differ from the saved content in anything that would be saved: loading, resetting or
 * a field re-reporting the same value is no change ("Unsaved changes" shows only after a real edit).
 */
export function hasChanges(draft: HomeDraft, saved: HomeDraft): boolean {
  return JSON.stringify(toSaveBody(draft)) !== JSON.stringify(toSaveBody(saved));
}

/** The draft as the public home page renders it; `urlOf` gives files not saved yet a local address. */
export function toPreview(draft: HomeDraft, urlOf: (file: HomeFile) => string): HomeView {
  return {
    rotations: (draft.rotations ?? []).map((r) => ({
      fileId: r.fileId,
      nameEn: r.nameEn ?? '',
      nameZh: r.nameZh ?? '',
      url: urlOf(r),
    })),
    contentEn: draft.contentEn ?? '',
    contentZh: draft.contentZh ?? '',
    videoUrl: draft.video ? urlOf(draft.video) : null,
    mapUrl: draft.members ? urlOf(draft.members) : null,
  };
}

export type UploadProblem =
  | { key: 'typeNotAllowed'; kind: HomeFileKind }
  | { key: 'tooLarge'; kind: HomeFileKind }
  | { key: 'empty' }
  | { key: 'nameRepeated'; name: string }
  | { key: 'tooMany' };

/**
 * The SPEC §5 checks the server also makes, run before uploading so a wrong file fails at once: the type by
 * extension, the size (carousel strictly under 10 MB), no name already used by another homepage file, at most 5
 * carousel images. Returns null when the file may be uploaded.
 */
export function checkUpload(
  kind: HomeFileKind,
  file: { name: string; size: number },
  draft: Pick<HomeDraft, 'rotations' | 'video' | 'members'>,
  replacing?: HomeFile | null,
): UploadProblem | null {
  const rule = homeFileRules[kind];
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (kind === 'carousel' && (draft.rotations ?? []).length >= limits.carouselMax) return { key: 'tooMany' };
  if (!(rule.extensions as readonly string[]).includes(ext)) return { key: 'typeNotAllowed', kind };
  if (file.size === 0) return { key: 'empty' };
  if (rule.strict ? file.size >= rule.maxBytes : file.size > rule.maxBytes) return { key: 'tooLarge', kind };
  const others = [...(draft.rotations ?? []), draft.video, draft.members].filter(
    (f): f is HomeFile => !!f && f.fileId !== replacing?.fileId,
  );
  if (others.some((f) => f.fileName.toLowerCase() === file.name.toLowerCase())) {
    return { key: 'nameRepeated', name: file.name };
  }
  return null;
}

/** Whether an image has the suggested carousel proportions (1200×318, within 2 %). */
export function hasSuggestedShape(width: number, height: number): boolean {
  if (!(width > 0 && height > 0)) return true;
  const want = carouselSuggestedSize.width / carouselSuggestedSize.height;
  return Math.abs(width / height - want) / want <= 0.02;
}

/** Moves an item of a list from one index to another (reordering the carousel). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A byte count for people: 512 B, 1.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
