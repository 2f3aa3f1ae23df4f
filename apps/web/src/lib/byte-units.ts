const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count in the largest 1024-based unit under which it stays at least 1 (B, KB, MB, GB, TB). */
export function scaleBytes(bytes: number): { value: number; unit: (typeof units)[number]; scaled: boolean } {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return { value, unit: units[unit] ?? 'B', scaled: unit > 0 };
}
