import { type ComponentType, lazy } from 'react';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../../app/lazy-page';

/** The OSS file list by the `component` name of its server menu entry, in its own chunk. */
export const ossFileScreens: Record<string, ComponentType> = {
  'system/OssFileList': lazy(() => withTimeout(import('./pages/OssFileListPage'), CHUNK_TIMEOUT_MS)),
};
