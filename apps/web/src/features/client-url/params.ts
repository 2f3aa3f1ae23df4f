/** Readers of URL search parameters that drop anything malformed, so a hand-edited URL never breaks a view. */

/** An id as the API writes it: 1 to 19 digits. */
export function readId(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text && /^\d{1,19}$/.test(text) ? text : undefined;
}

/** A four-digit year. */
export function readYear(value: string | null | undefined): number | undefined {
  const text = value?.trim();
  return text && /^\d{4}$/.test(text) ? Number(text) : undefined;
}

/** One of the allowed values, else undefined. */
export function readChoice<T extends string>(value: string | null | undefined, allowed: readonly T[]): T | undefined {
  return allowed.find((choice) => choice === value?.trim());
}

/** A boolean flag written as 1 or 0. */
export function readFlag(value: string | null | undefined): boolean | undefined {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}

/** Search parameters from pairs, skipping empty values, in the order given (stable, shareable URLs). */
export function toSearch(pairs: [string, string | number | boolean | null | undefined][]): string {
  const params = new URLSearchParams();
  for (const [name, value] of pairs) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
