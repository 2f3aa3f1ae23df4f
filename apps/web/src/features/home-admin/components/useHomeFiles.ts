import type { HomeFile, HomeFileKind } from '@csp/contract/core';
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadHomeFile } from '../api';
import { checkUpload, type HomeDraft } from '../home-draft';

/** Reads an image's pixel size from a local address; undefined when it cannot be decoded. */
function imageSize(url: string): Promise<{ width: number; height: number } | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(undefined);
    image.src = url;
  });
}

/**
 * Uploads of the homepage editor: the SPEC §5 checks before sending, the upload, and a local address for each
 * file uploaded in this session (the server keeps files private until the content is saved, so the editor and
 * the preview show them from the browser's copy).
 */
export function useHomeFiles() {
  const { t } = useTranslation('homeAdmin');
  const { message } = App.useApp();
  const local = useRef(new Map<string, string>());

  useEffect(() => {
    const urls = local.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const urlOf = useCallback((file: Pick<HomeFile, 'fileId' | 'url'>) => local.current.get(file.fileId) ?? file.url, []);

  const upload = useCallback(
    async (
      kind: HomeFileKind,
      file: File,
      draft: Pick<HomeDraft, 'rotations' | 'video' | 'members'>,
      replacing?: HomeFile | null,
    ): Promise<(HomeFile & { width?: number; height?: number }) | null> => {
      const problem = checkUpload(kind, file, draft, replacing);
      if (problem) {
        const key =
          'kind' in problem ? (`upload.${problem.key}_${problem.kind}` as const) : (`upload.${problem.key}` as const);
        message.error(t(key, { name: 'name' in problem ? problem.name : file.name }));
        return null;
      }
      const done = message.loading(t('upload.uploading', { name: file.name }), 0);
      try {
        const saved = await uploadHomeFile(kind, file);
        const url = URL.createObjectURL(file);
        local.current.set(saved.fileId, url);
        const size = kind === 'carousel' ? await imageSize(url) : undefined;
        message.success(t('upload.done', { name: file.name }));
        return { ...saved, ...size };
      } catch (error) {
        message.error(error instanceof Error ? error.message : String(error));
        return null;
      } finally {
        done();
      }
    },
    [message, t],
  );

  return { upload, urlOf };
}
export type HomeFiles = ReturnType<typeof useHomeFiles>;
