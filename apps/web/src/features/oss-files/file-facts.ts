import type { OssFileUsage } from '@csp/contract/core';
import { scaleBytes } from '../../lib/byte-units';

/** The uses the OSS screen names in words; any other (`<table>.<column>`) is shown as it is. */
export const KNOWN_USAGE_KINDS = [
  'cityDocument',
  'homeCarousel',
  'homeVideo',
  'homeMap',
  'dataUpload',
  'avatar',
] as const;
export type KnownUsageKind = (typeof KNOWN_USAGE_KINDS)[number];

export const isKnownUsageKind = (kind: string): kind is KnownUsageKind =>
  (KNOWN_USAGE_KINDS as readonly string[]).includes(kind);

/** "Label ×2" items of a file's uses, with the label of a known kind translated by `label`. */
export function usageItems(usage: readonly OssFileUsage[], label: (kind: KnownUsageKind) => string): string[] {
  return usage.map(({ kind, count }) => {
    const name = isKnownUsageKind(kind) ? label(kind) : kind;
    return count > 1 ? `${name} ×${count}` : name;
  });
}

/** A byte count as people read it: 512 B, 1.5 KB, 2.3 MB (1024-based, one decimal below 10). */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const { value, unit, scaled } = scaleBytes(bytes);
  const text = !scaled || value >= 10 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  return `${text} ${unit}`;
}
