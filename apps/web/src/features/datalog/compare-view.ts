import type { DataLogFieldDiff } from '@csp/contract/core';

/** The two versions compared when a record is opened: the last two, older first (none with one version). */
export function defaultPair(versions: readonly number[]): [number, number] | undefined {
  const sorted = [...versions].sort((a, b) => a - b);
  if (sorted.length < 2) return undefined;
  return [sorted.at(-2) as number, sorted.at(-1) as number];
}

/** Two ticked versions in order (older left), or undefined unless exactly two are ticked. */
export function orderedPair(ticked: readonly number[]): [number, number] | undefined {
  if (ticked.length !== 2) return undefined;
  const [a, b] = ticked as [number, number];
  return a < b ? [a, b] : [b, a];
}

/** The rows the comparison shows: all fields, or the changed ones only. */
export const visibleFields = (fields: readonly DataLogFieldDiff[], onlyChanged: boolean) =>
  onlyChanged ? fields.filter((f) => f.changed) : [...fields];
