import type { ApiEnvelope, OssFile } from '@csp/contract/core';
import { crudEndpoints } from '../../components/crud/crud-endpoints';
import type { Done } from '../../lib/api-calls';
import { http } from '../../lib/http';
import { detectLanguage } from '../../lib/language';
import { resourceKeys } from '../../lib/query-keys';
import { saveFile } from '../../lib/save-file';
import { localizeServerMessage } from '../../lib/server-messages';

/** The OSS file list (`/sys/oss/file`): the list and the delete the list-page scaffold calls, with their keys. */
export const ossFileKeys = resourceKeys('oss-files');
export const ossFileEndpoints = crudEndpoints<OssFile, never>('/sys/oss/file', ossFileKeys);

/** Stores a file in the OSS list (multipart, field `file`). */
export async function uploadOssFile(file: File): Promise<Done<OssFile>> {
  const body = new FormData();
  body.append('file', file, file.name);
  const reply = (await http.requestEnvelope<OssFile>('/sys/oss/file/upload', {
    method: 'POST',
    body,
    silent: true,
  })) as ApiEnvelope<OssFile>;
  return { result: reply.result, message: localizeServerMessage(reply.message, detectLanguage()) };
}

/** Downloads a stored file under its name (the token travels in the header, so through a Blob). */
export async function downloadOssFile(file: Pick<OssFile, 'id' | 'name'>): Promise<void> {
  const blob = await http.blob(`/sys/oss/file/download/${file.id}`, { silent: true });
  saveFile(blob, file.name);
}
