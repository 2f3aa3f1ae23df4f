/**
 * Query keys of a feature's resource, built by one factory so reads and invalidations agree: `all` holds every
 * key of the resource, `lists()` every page of its list, `list(query)` one page, `detail(id)` one record.
 * Invalidating `all` after a write refreshes whatever of the resource is on screen.
 *
 *   export const positionKeys = resourceKeys('system', 'positions');
 *   useQuery({ queryKey: positionKeys.list(query), queryFn: () => listPositions(query) });
 */
export function resourceKeys<const Scope extends readonly string[]>(...scope: Scope) {
  return {
    all: scope,
    lists: () => [...scope, 'list'] as const,
    list: (query: object) => [...scope, 'list', query] as const,
    detail: (id: string | number) => [...scope, 'detail', String(id)] as const,
  };
}

export type ResourceKeys = ReturnType<typeof resourceKeys<readonly string[]>>;
