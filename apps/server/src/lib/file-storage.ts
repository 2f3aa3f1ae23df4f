import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bytes live. Local disk by default; an S3-compatible store can implement the same interface. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  open(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

const safeKey = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function localDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!safeKey.test(key) || key.includes('..')) throw new Error(`unsafe storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async open(key) {
      const file = resolve(key);
      await stat(file);
      return createReadStream(file);
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
