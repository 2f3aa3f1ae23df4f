import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Config } from '../../config.js';

/** How uploads write and how long they hold their lease (`UPLOAD_BATCH_ROWS`, `UPLOAD_LEASE_SECONDS`). */
export interface UploadSettings {
  /** Rows per batch write. */
  batchRows: number;
  /** An upload left 'processing' this long without its lease renewed is failed as interrupted. */
  leaseMs: number;
  /** This process, as written on the uploads it processes. */
  instance: string;
}

/** This process's name on its uploads: host, process id and a random tag (a restarted process is another one). */
export const thisInstance = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

export const defaultUploadSettings: UploadSettings = { batchRows: 20_000, leaseMs: 60_000, instance: thisInstance };

export function uploadSettings(config: Pick<Config, 'UPLOAD_BATCH_ROWS' | 'UPLOAD_LEASE_SECONDS'>): UploadSettings {
  return { batchRows: config.UPLOAD_BATCH_ROWS, leaseMs: config.UPLOAD_LEASE_SECONDS * 1000, instance: thisInstance };
}
