import path from 'node:path';
import type { Config } from '../../config.js';
import { type FileStorage, localDiskStorage } from '../../lib/file-storage.js';
import { s3Storage } from './s3-storage.js';

/** The storage the settings choose: S3-compatible object storage when S3_BUCKET is set, else DATA_DIR/files. */
export function storageFromConfig(config: Config): FileStorage {
  if (!config.S3_BUCKET) return localDiskStorage(path.join(config.dataDir, 'files'));
  return s3Storage({
    endpoint: config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
