import type { HomeContent } from '@csp/contract';
import { sanitizeRichText } from '../../lib/sanitize.js';
import type { HomeRepository } from './home.repository.js';

export function homeService(repo: HomeRepository, apiBase: string) {
  const fileUrl = (id: number) => `${apiBase}/file/view/${id}`;
  return {
    async content(): Promise<HomeContent> {
      const [content, rotations] = await Promise.all([repo.content(), repo.rotations()]);
      return {
        cityIndexRotations: rotations.map((r) => ({
          fileId: String(r.fileId),
          nameZh: r.nameZh,
          nameEn: r.nameEn,
          url: fileUrl(r.fileId),
        })),
        cityIndexContent: {
          contentZh: sanitizeRichText(content?.contentZh ?? ''),
          contentEn: sanitizeRichText(content?.contentEn ?? ''),
          videoId: content?.videoFileId ? String(content.videoFileId) : null,
          videoUrl: content?.videoFileId ? fileUrl(content.videoFileId) : null,
          mapFileId: content?.mapFileId ? String(content.mapFileId) : null,
          mapUrl: content?.mapFileId ? fileUrl(content.mapFileId) : null,
        },
      };
    },
  };
}
export type HomeService = ReturnType<typeof homeService>;
