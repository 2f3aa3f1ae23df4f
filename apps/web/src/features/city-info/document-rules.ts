import { limits } from '@csp/contract/core';

/** City documents (SPEC §5): Word or PDF, at most 50 MB, names unique per city. */
export const documentExtensions = ['pdf', 'doc', 'docx'] as const;
export const documentAccept =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type DocumentProblem = 'typeNotAllowed' | 'tooLarge' | 'empty' | 'nameRepeated';

/** The checks the server also makes, run before uploading; null when the file may go. */
export function checkDocument(
  file: { name: string; size: number },
  existing: readonly { fileName: string }[],
): DocumentProblem | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(documentExtensions as readonly string[]).includes(ext)) return 'typeNotAllowed';
  if (file.size === 0) return 'empty';
  if (file.size > limits.dataFileBytes) return 'tooLarge';
  if (existing.some((d) => d.fileName === file.name)) return 'nameRepeated';
  return null;
}

/** "39.1300° N, 117.2000° E". */
export function formatCoordinates(latitude: number, longitude: number): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}
