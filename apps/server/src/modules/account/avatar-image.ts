/** The image types an avatar may be, recognised by their first bytes (never by the name or the browser's type). */
export function detectImage(bytes: Buffer): { mimeType: string; extension: string } | undefined {
  const starts = (...values: number[]) => values.every((v, i) => bytes[i] === v);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mimeType: 'image/png', extension: '.png' };
  if (starts(0xff, 0xd8, 0xff)) return { mimeType: 'image/jpeg', extension: '.jpg' };
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return { mimeType: 'image/gif', extension: '.gif' };
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return { mimeType: 'image/webp', extension: '.webp' };
  return undefined;
}
