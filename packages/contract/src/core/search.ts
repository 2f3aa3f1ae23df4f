/** Limits of the explorer's search box (issue 19): the longest query, and how many hits of each kind it answers. */
export const searchLimits = {
  queryMaxLength: 100,
  defaultLimit: 8,
  maxLimit: 50,
} as const;

/** What a hit names: a city, an economy or an indicator (a chartable series). */
export const searchKinds = ['city', 'economy', 'indicator'] as const;
