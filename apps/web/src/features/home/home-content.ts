import type { HomeContent } from '@csp/contract/core';
import type { Language } from '../../lib/language';

export type HomeRotation = HomeContent['cityIndexRotations'][number];

/** The home page content with every part optional on the wire made safe to render. */
export interface HomeView {
  rotations: HomeRotation[];
  contentEn: string;
  contentZh: string;
  videoUrl: string | null;
  mapUrl: string | null;
}

type Loose<T> = { [K in keyof T]?: T[K] | null };
export type HomeContentReply = {
  cityIndexRotations?: Partial<HomeRotation>[] | null;
  cityIndexContent?: Loose<HomeContent['cityIndexContent']> | null;
} | null;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const url = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function toHomeView(reply: HomeContentReply | undefined): HomeView {
  const rotations = (reply?.cityIndexRotations ?? [])
    .filter((r): r is Partial<HomeRotation> => typeof r === 'object' && r !== null && !!url(r.url))
    .map((r) => ({ fileId: text(r.fileId), nameZh: text(r.nameZh), nameEn: text(r.nameEn), url: text(r.url) }));
  const content = reply?.cityIndexContent ?? {};
  return {
    rotations,
    contentEn: text(content.contentEn),
    contentZh: text(content.contentZh),
    videoUrl: url(content.videoUrl),
    mapUrl: url(content.mapUrl),
  };
}

/** The introduction in the user's language, else the other one. */
export function introduction(view: HomeView, lang: Language): string {
  return (lang === 'zh' ? view.contentZh || view.contentEn : view.contentEn || view.contentZh).trim();
}

/** A carousel image's title in the user's language, else the other one. */
export function rotationTitle(rotation: HomeRotation, lang: Language): string {
  return lang === 'zh' ? rotation.nameZh || rotation.nameEn : rotation.nameEn || rotation.nameZh;
}
