import { limits } from '../enums.js';

/** Where an uploaded homepage file goes: a carousel image, the video or the members (map) image. */
export const homeFileKinds = ['carousel', 'video', 'members'] as const;
export type HomeFileKind = (typeof homeFileKinds)[number];

/** SPEC §5 "Carousel … Video … Members (map) image" limits, as the server applies them. */
export const homeFileRules = {
  carousel: {
    maxBytes: limits.carouselImageBytes,
    /** The image must be strictly under the limit ("under 10MB"). */
    strict: true,
    extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
    mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  },
  video: { maxBytes: limits.videoBytes, strict: false, extensions: ['mp4'], mimeTypes: ['video/mp4'] },
  members: { maxBytes: limits.videoBytes, strict: false, extensions: ['png'], mimeTypes: ['image/png'] },
} as const satisfies Record<
  HomeFileKind,
  { maxBytes: number; strict: boolean; extensions: readonly string[]; mimeTypes: readonly string[] }
>;

/** The suggested size of a carousel image (SPEC §5), in pixels. */
export const carouselSuggestedSize = { width: 1200, height: 318 } as const;

/** The longest introduction (HTML) accepted per language. */
export const homeIntroductionMaxLength = 100_000;
